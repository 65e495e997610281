/**
 * Business constants of SPEC §9 and the whitelabel flag names of SPEC §6.
 * No runtime dependencies: this module is safe on the web app's first-load path.
 */

/** §9 Request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** §9 ping timeout (GET /wps/system/test/ping), and the per-candidate domain ping. */
export const PING_TIMEOUT_MS = 20_000;
export const DOMAIN_PING_TIMEOUT_MS = 10_000;
export const DOMAIN_PING_MAX_CANDIDATES = 10;
/** §9 game launch timeout. */
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;
/** §4/§9 asset manifest check: hourly and 1.5 s after start. */
export const ASSET_CHECK_INTERVAL_MS = 3_600_000;
export const ASSET_CHECK_FIRST_DELAY_MS = 1_500;
/** §9 install event wait. */
export const INSTALL_EVENT_TRIES = 20;
export const INSTALL_EVENT_INTERVAL_MS = 150;
/** §4/§9 registration and login double-submit lock. */
export const SUBMIT_LOCK_MS = 500;
/** §9 toast lifetime. */
export const TOAST_MS = 1_500;
/** §9 popup animation and modal fade. */
export const FADE_MS = 250;
export const ONE_TAP_DELAY_MS = 500;
export const DEPOSIT_POLL_MS = 30_000;
export const POST_DEPOSIT_RECHECK_MS = 2_500;
export const FIREBASE_SMS_COUNTDOWN_S = 60;
/** §3/§5/§9 device id. */
export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_COOKIE_DAYS = 365;
export const TRACKER_COOKIE_DAYS = 90;
export const HEARTBEAT_RETENTION_DAYS = 30;
export const HEADER_LIMIT_BYTES = 1024;
export const PUSH_TOKEN_REFRESH_DAYS = 7;
/** §9 lazy image. */
export const LAZY_IMAGE_THRESHOLD_PX = 100;
export const LAZY_IMAGE_THROTTLE_MS = 150;
/** §2/§9 marquee speed. */
export const MARQUEE_PX_PER_S = 60;
export const POPUP_AUTOPLAY_MS = 5_000;
export const LOGIN_POPUP_SIZE = { width: 500, height: 600 } as const;
/** §9 game-category ordinals. */
export const GAME_CATEGORY_ORDINAL_START = 100;
export const GAME_CATEGORY_ORDINAL_STEP = 100;
/** §9 vendor ids RNG and PVP merge into TCG. */
export const MERGED_VENDOR_IDS: Readonly<Record<string, string>> = { RNG: 'TCG', PVP: 'TCG' };
export const FAKE_CAPTCHA_TOKEN_LENGTH = 50;
export const FAKE_CAPTCHA_TOKEN_LIFETIME_S = 60;
/** §8 after errors, loading indicators are hidden each second, up to 3 times. */
export const LOADING_CLEAR_INTERVAL_MS = 1_000;
export const LOADING_CLEAR_TIMES = 3;
/** §4 app upgrade minimum version in the user-agent check. */
export const MIN_APP_VERSION = '2.4.39';
/** §4 splash session time. */
export const SPLASH_SESSION_TIME = 5;
/** §4 welcome popups. */
export const WELCOME_POPUP_WAIT_S = 20;
export const WELCOME_POPUP_GROUPS = ['m_popup1', 'm_popup2'] as const;
/** §4 mini-game. */
export const MINI_GAME_CLICK_DEBOUNCE_MS = 250;
export const MINI_GAME_DRAG_MIN_PX = 2;
export const MINI_GAME_BOUNDS_MARGIN_RATIO = 0.02;
export const MINI_GAME_BOUNDS_POLL_MS = 250;
/** §4 chat attempts. */
export const LIVE_CHAT_ATTEMPTS_MS = [500, 1_000, 3_000] as const;

/** §3 session storage key of the session info. */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

/** §9 UI languages. */
export const UI_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
  'TE',
] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
/** §7 default Language header. */
export const DEFAULT_REQUEST_LANGUAGE: UiLanguage = 'CN';
/** §9 default lottery language. */
export const DEFAULT_LOTTERY_LANGUAGE = 'VI';
/** Right-to-left UI languages (Urdu in Arabic script). */
export const RTL_LANGUAGES: readonly UiLanguage[] = ['UR'];
/** §9 chat and captcha language lists. */
export const CHAT_LANGUAGES = ['EN', 'CN', 'TW', 'RU', 'TH', 'VI', 'JA', 'PT', 'ES', 'AR'] as const;
export const CAPTCHA_LANGUAGES = [
  'CN',
  'TW',
  'HK',
  'EN',
  'JA',
  'KO',
  'ID',
  'ES',
  'TH',
  'VI',
] as const;

/** §9 query parameters preserved across navigation. */
export const PRESERVED_QUERY_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
  'kw',
] as const;

/** §6 whitelabel flags (merchant settings, `whitelabelVal`). */
export const WHITELABEL_FLAGS = [
  'MOBILEAUTOLOGIN3',
  'PWDEXPFORCECHANGE3',
  'CBS3',
  'STARTGAMEINAPP3',
  'FIREBASECREATEACC3',
  'GOOGLELOGIN3',
  'UPDATEMOBILEICC3',
  'LOTTMINIGAME3',
  'SEALOTTMINIGAME3',
  'REWCEN3',
  'MANDATORYAPPUPDATES3',
  'GEETEST3',
  'GEETESTTEST3',
  'GEETESTVCODE3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** §6 member types. */
export const MEMBER_TYPE = { GUEST: -1, MEMBER: 0, AGENT: 1, SUB_AGENT: 2, RESTRICTED: 4 } as const;
export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2];

/** §3 download resource types. */
export const RESOURCE_TYPES = [
  'IOS',
  'MOBILECONFIG',
  'Android',
  'AppDownloadIcon',
  'iOS lite app',
] as const;

/** §2 web manifest icon sizes. */
export const MANIFEST_ICON_SIZES = [192, 256, 384, 512] as const;

/**
 * Fired on window when a game has started: the download prompt ("delay after game start",
 * §4) and tracking (startTrial, gameLaunch, §3) listen. Here, zod-free and tiny, so that the app can
 * record it from the first moment (rules/games re-exports it).
 */
export const GAME_STARTED_EVENT = 'mc:game-started';
