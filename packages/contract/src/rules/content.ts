/**
 * Runtime constants of the content issue (banners, popups, activities): zod-free, so the web app
 * may import them. Timing constants (marquee speed, popup autoplay, welcome popups, splash) live in
 * ../constants.ts.
 */

/** §3 Banner linkageType: P activity, URL address, G game. */
export const LINKAGE_TYPES = ['P', 'URL', 'G'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/** §2 "Vendors TCG_LOTTO_VN, LOTT, TCG_SEA (launched as category ELOTT)". */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'LOTT', 'TCG_SEA'] as const;
export const LOTTERY_GAME_CATEGORY = 'ELOTT';

/** Banner groups: the home carousel and the welcome popups of §4. */
export const MAIN_BANNER_GROUP = 'main';

/** §3 popup announcement execution: A logged-in, B guest, F first-time login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

/** §4 popup flag keys: SHELL_PU_A_{id} for members, SHELL_PU_B for guests. */
export const POPUP_KEY_MEMBER_PREFIX = 'SHELL_PU_A_';
export const POPUP_KEY_GUEST = 'SHELL_PU_B';
/** §4 popups are re-evaluated 500 ms after mount. */
export const POPUP_EVALUATE_DELAY_MS = 500;

/** §2 activity go-button actions. */
export const ACTIVITY_ACTIONS = [
  'APP_DOWNLOAD',
  'REGISTER',
  'DEPOSIT',
  'REWARD_CENTER',
  'MISSION',
  'INVITE_FRIENDS',
  'MEMBER',
  'POINT_MARKET',
  'REDIRECT_URL',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** §7 MCSFE_getListAnnouncements: announcement types (PR promotional notices, MQ marquee, PU popup). */
export const ANNOUNCEMENT_TYPES = ['PR', 'MQ', 'PU'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** §7 platform M (mobile); D desktop, A all. */
export const ANNOUNCEMENT_PLATFORMS = ['M', 'D', 'A'] as const;
export const APP_DOWNLOAD_CATEGORY = 'app_download';

export const ARTICLE_KINDS = ['news', 'help'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'BUG', 'PAYMENT', 'GAME', 'OTHER'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_MAX_LENGTH = 1000;
export const FEEDBACK_MIN_LENGTH = 10;

export const CONTENT_ERROR_CODES = {
  /** MCSFE_getMerchantAvailablePromotions needs REWCEN3 (§6). */
  REWARD_CENTER_DISABLED: 'reward.center.disabled',
  /** A member sent the day's allowance of feedback messages (429). */
  FEEDBACK_TOO_MANY: 'feedback.too.many',
} as const;

/**
 * Tags removed from server-provided HTML (announcements, activities, articles) on both sides: by
 * the server when it stores and serves it, and again by the browser before it is shown.
 */
export const FORBIDDEN_HTML_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
] as const;
