/**
 * The download prompt's decisions (SPEC §2 screen 7, §3 "Download-prompt config", §4 "Download
 * prompt", §5/§6 eligibility, §8 iOS download tips, §9 polling). Pure: no DOM, no React.
 *
 * Interpretation (each §3 setting has `enabled` and, where it carries one, `value`):
 * - download_condition_switch is the master switch; the server answers `enabled: false` as well
 *   where domains_switch leaves the page's domain out (§3 1 all, 2 exclude list, 3 include list).
 * - reg_days: shown once the member registered at least `value` days ago.
 * - deposit_times / withdrawal_times: shown once the successful count reached `value` (count ≥
 *   value); deposit_least_times / withdrawal_least_times: shown while the count is below `value`.
 *   The counts are polled every 30 s and rechecked 2500 ms after a deposit event (§4, §9).
 * - first_deposit / first_withdraw: on /m/voucherCenter or /m/withdraw while the count is 0 (§2
 *   "the first-deposit download prompt page", "first-withdrawal prompt page").
 * - bind_card: on /m/securityCenter/addBankCard and addBankCardPix (§2 "trigger a prompt").
 * - in_game_popup_interval: `value` seconds after a game started (while the player is still in it);
 *   each later game start asks again, but never twice within one interval.
 * - login_required (§4 "login-required on landing pages"): on the landing (home) pages a guest is
 *   asked to log in or register first, since §5/§6 keep the download itself to member types 0, 1
 *   and 2; once logged in, the member is offered the download there. Guests get nothing else.
 * - every `*_forced` setting is a trigger of its own with its own threshold and cannot be closed:
 *   §4 "if not closable it is marked forced for the session", so it comes back on every page until
 *   the player downloads or the session ends.
 * - never inside the installed web app, the native app, once the app was installed (the install
 *   event's local flag), after a download this session, or while another dialog is open (§4 "not
 *   shown when already installed or another prompt is open"); each trigger at most once per
 *   session unless forced. When several triggers are due together, one prompt answers them all.
 */
import { APP_PATHS } from '@member-app/contract/routes';
import { isIos } from '@member-app/contract/rules/downloads';
import {
  DOWNLOAD_PROMPT_COUNT_TRIGGERS,
  DOWNLOAD_PROMPT_MEMBER_TYPES,
} from '@member-app/contract/rules/download-prompt';
import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';
import {
  downloadPromptMayAsk,
  EMPTY_PROMPT_SESSION,
  isForcedTrigger,
  type DownloadPromptSession,
} from './download-prompt-eligibility';

export const DOWNLOAD_PROMPT_TRIGGERS = [
  // Forced ones first: they outrank the others when several are due.
  'deposit_times_forced',
  'deposit_least_times_forced',
  'withdrawal_times_forced',
  'withdrawal_least_times_forced',
  'reg_days_forced',
  'first_deposit',
  'first_withdraw',
  'bind_card',
  'login_required',
  'in_game',
  'deposit_times',
  'deposit_least_times',
  'withdrawal_times',
  'withdrawal_least_times',
  'reg_days',
] as const;
export type DownloadPromptTrigger = (typeof DOWNLOAD_PROMPT_TRIGGERS)[number];

/** §2 the pages that trigger a prompt. */
export const FIRST_DEPOSIT_PATH = APP_PATHS.voucherCenter;
export const FIRST_WITHDRAW_PATH = APP_PATHS.withdraw;
export const BIND_CARD_PATHS = [APP_PATHS.addBankCard, APP_PATHS.addBankCardPix] as const;
/** §4 "landing pages": the home paths of §2 (the root, /m/home, /m/index, /m/index.html). */
export const LANDING_PATHS = [
  '/',
  APP_PATHS.root,
  APP_PATHS.home,
  APP_PATHS.index,
  APP_PATHS.indexHtml,
] as const;

const DAY_MS = 86_400_000;

const normalizePath = (p: string) =>
  (p.length > 1 && p.endsWith('/') && p !== APP_PATHS.root ? p.slice(0, -1) : p).toLowerCase();
const onPath = (pathname: string, paths: readonly string[]) =>
  paths.some((p) => normalizePath(p) === normalizePath(pathname));

export const isLandingPage = (pathname: string) => onPath(pathname, LANDING_PATHS);
export const isBindCardPage = (pathname: string) => onPath(pathname, BIND_CARD_PATHS);

export interface DownloadPromptInput {
  /** WPSCORE_getDownloadSetting's answer for this domain; null until it is known. */
  config: DownloadSetting | null;
  /** §6 member type; -1 for guests. */
  memberType: number;
  /** Full path (with /m). */
  pathname: string;
  /** §3 deposit/withdraw stats; null until loaded (or for guests). */
  stats: { deposits: number; withdrawals: number } | null;
  /** §3 member info regDate (epoch ms); null for guests or until loaded. */
  regDate: number | null;
  now: number;
  /** The game the player is in (GAME_STARTED_EVENT), or null. */
  game: { startedAt: number } | null;
  standalone: boolean;
  inNativeApp: boolean;
  /** The install event's local flag (§4 "An installed event sets … a local flag"). */
  installed: boolean;
  /** The merchant has a download for this device. */
  hasDownload: boolean;
  session: DownloadPromptSession;
}

export interface DownloadPromptDecision {
  /** The trigger the prompt answers (the first due one). */
  trigger: DownloadPromptTrigger;
  /** Every trigger this prompt answers (marked shown for the session). */
  answers: DownloadPromptTrigger[];
  /** Not closable (§4). */
  forced: boolean;
  /** A guest on a landing page is asked to log in or register first (login_required). */
  audience: 'member' | 'guest';
}

/** §5/§6 "Download-prompt eligibility: member type 0, 1, 2". */
export const downloadPromptMemberType = (memberType: number) =>
  DOWNLOAD_PROMPT_MEMBER_TYPES.includes(memberType);

/** Where no prompt may show at all (§4 "not shown when already installed"; never in an app). */
export function downloadPromptBlocked(
  i: Pick<
    DownloadPromptInput,
    'config' | 'standalone' | 'inNativeApp' | 'installed' | 'hasDownload' | 'session'
  >,
): boolean {
  return (
    !i.config?.enabled ||
    i.standalone ||
    i.inNativeApp ||
    i.installed ||
    !i.hasDownload ||
    i.session.downloaded
  );
}

/** The statistics are needed (and polled, §4) only when a setting reads the counts. */
export function needsStatistics(config: DownloadSetting | null): boolean {
  if (!config?.enabled) return false;
  return config.first_deposit.enabled || config.first_withdraw.enabled || pollsStatistics(config);
}

/**
 * §4 "deposit or withdrawal counts reached or below a minimum (polled every 30 s …)": while a count
 * setting is on and can still ask this session (not yet answered, no forced prompt, no download).
 */
export function pollsStatistics(
  config: DownloadSetting | null,
  session: DownloadPromptSession = EMPTY_PROMPT_SESSION,
): boolean {
  if (!config?.enabled || session.downloaded || session.forced) return false;
  return DOWNLOAD_PROMPT_COUNT_TRIGGERS.some(
    (t) => config[t].enabled && !session.shown.includes(t),
  );
}

/** When the in-game prompt is due for this game (epoch ms), or null when it will not be. */
export function inGameDueAt(
  config: DownloadSetting | null,
  game: { startedAt: number } | null,
  inGameAt: number | null,
): number | null {
  if (!config?.enabled || !config.in_game_popup_interval.enabled || !game) return null;
  const interval = config.in_game_popup_interval.value * 1000;
  // Already asked during this game.
  if (inGameAt !== null && inGameAt >= game.startedAt) return null;
  return Math.max(game.startedAt + interval, inGameAt === null ? 0 : inGameAt + interval);
}

/** Every member trigger due now, in priority order (before the session's "once" filter). */
export function dueTriggers(i: DownloadPromptInput): DownloadPromptTrigger[] {
  const c = i.config;
  if (!c?.enabled) return [];
  const due = new Set<DownloadPromptTrigger>();
  const reached = (s: { enabled: boolean; value: number }, n: number | undefined) =>
    s.enabled && n !== undefined && n >= s.value;
  const below = (s: { enabled: boolean; value: number }, n: number | undefined) =>
    s.enabled && n !== undefined && n < s.value;
  const deposits = i.stats?.deposits;
  const withdrawals = i.stats?.withdrawals;
  if (reached(c.deposit_times, deposits)) due.add('deposit_times');
  if (reached(c.deposit_times_forced, deposits)) due.add('deposit_times_forced');
  if (below(c.deposit_least_times, deposits)) due.add('deposit_least_times');
  if (below(c.deposit_least_times_forced, deposits)) due.add('deposit_least_times_forced');
  if (reached(c.withdrawal_times, withdrawals)) due.add('withdrawal_times');
  if (reached(c.withdrawal_times_forced, withdrawals)) due.add('withdrawal_times_forced');
  if (below(c.withdrawal_least_times, withdrawals)) due.add('withdrawal_least_times');
  if (below(c.withdrawal_least_times_forced, withdrawals)) due.add('withdrawal_least_times_forced');
  if (i.regDate !== null) {
    const days = (i.now - i.regDate) / DAY_MS;
    if (c.reg_days.enabled && days >= c.reg_days.value) due.add('reg_days');
    if (c.reg_days_forced.enabled && days >= c.reg_days_forced.value) due.add('reg_days_forced');
  }
  if (c.first_deposit.enabled && deposits === 0 && onPath(i.pathname, [FIRST_DEPOSIT_PATH]))
    due.add('first_deposit');
  if (c.first_withdraw.enabled && withdrawals === 0 && onPath(i.pathname, [FIRST_WITHDRAW_PATH]))
    due.add('first_withdraw');
  if (c.bind_card.enabled && isBindCardPage(i.pathname)) due.add('bind_card');
  if (c.login_required.enabled && isLandingPage(i.pathname)) due.add('login_required');
  const inGame = inGameDueAt(c, i.game, i.session.inGameAt);
  if (inGame !== null && i.now >= inGame) due.add('in_game');
  return DOWNLOAD_PROMPT_TRIGGERS.filter((t) => due.has(t));
}

/** The guest variant of login_required has its own "once per session". */
export const LOGIN_REQUIRED_GUEST = 'login_required:guest';

/** §4 the prompt to show now, or null. */
export function nextDownloadPrompt(i: DownloadPromptInput): DownloadPromptDecision | null {
  if (downloadPromptBlocked(i) || !downloadPromptMayAsk(i.config, i.memberType !== -1)) return null;
  if (i.memberType === -1) {
    // Guests: only login_required (downloadPromptMayAsk), on landing pages, asking them to log in first.
    if (isLandingPage(i.pathname) && !i.session.shown.includes(LOGIN_REQUIRED_GUEST))
      return {
        trigger: 'login_required',
        answers: ['login_required'],
        forced: false,
        audience: 'guest',
      };
    return null;
  }
  if (!downloadPromptMemberType(i.memberType)) return null;
  // §4 "marked forced for the session": it stays until the player downloads or leaves.
  if (i.session.forced)
    return {
      trigger: i.session.forced,
      answers: [i.session.forced],
      forced: true,
      audience: 'member',
    };
  const due = dueTriggers(i).filter(
    (t) => isForcedTrigger(t) || t === 'in_game' || !i.session.shown.includes(t),
  );
  const first = due[0];
  if (!first) return null;
  return {
    trigger: first,
    answers: due.filter((t) => !isForcedTrigger(t)),
    forced: isForcedTrigger(first),
    audience: 'member',
  };
}

/** The session state once `decision` has been shown at `now`. */
export function markPromptShown(
  session: DownloadPromptSession,
  decision: DownloadPromptDecision,
  now: number,
): DownloadPromptSession {
  if (decision.audience === 'guest')
    return { ...session, shown: [...new Set([...session.shown, LOGIN_REQUIRED_GUEST])] };
  return {
    ...session,
    shown: [...new Set([...session.shown, ...decision.answers.filter((t) => t !== 'in_game')])],
    forced: decision.forced ? decision.trigger : session.forced,
    inGameAt:
      decision.answers.includes('in_game') || decision.trigger === 'in_game'
        ? now
        : session.inGameAt,
  };
}

/** The session state after the player chose Download: nothing more this session (§4). */
export function markDownloaded(session: DownloadPromptSession): DownloadPromptSession {
  return { ...session, downloaded: true, forced: null };
}

// ----- §8 iOS downloads -----

/** The iOS major version of an iPhone/iPad user agent, or null. */
export function iosMajorVersion(userAgent: string): number | null {
  if (!isIos(userAgent)) return null;
  const m = /OS (\d+)[_.]\d/.exec(userAgent);
  return m ? Number(m[1]) : null;
}

const APP_STORE = /^https?:\/\/(apps|itunes)\.apple\.com\//i;

/**
 * §8 "App download on iOS 17+ shows ios17_download_tips; older iOS shows app_goto_setting, then
 * fetches a provisioning profile (MOBILECONFIG)". App Store links need neither: the tips are about
 * apps installed outside the store (a configuration profile, an enterprise or lite app).
 */
export function iosDownloadStep(
  userAgent: string,
  url: string,
): 'none' | 'ios17-tips' | 'goto-setting' {
  const version = iosMajorVersion(userAgent);
  if (version === null || APP_STORE.test(url)) return 'none';
  return version >= 17 ? 'ios17-tips' : 'goto-setting';
}

/** §8 the provisioning profile older iOS fetches: the MOBILECONFIG resource, else the download itself. */
export function provisioningProfileUrl(
  resources: readonly { resourceType: string; url: string }[],
  fallback: string,
): string {
  return resources.find((r) => r.resourceType === 'MOBILECONFIG' && r.url)?.url ?? fallback;
}

// ----- §3 theme -----

/** §3 theme: the prompt's colours as CSS variables; null keeps the app's own theme. */
export function downloadPromptThemeVars(config: DownloadSetting): Record<string, string> | null {
  if (!config.theme.enabled) return null;
  const v = config.theme.value;
  if (v === 'dark') return null;
  if (v === 'light')
    return {
      '--mc-surface': '#ffffff',
      '--mc-bg': '#f2f4fa',
      '--mc-text': '#141a33',
      '--mc-muted': '#4f5775',
      '--mc-border': 'rgb(20 26 51 / 0.14)',
    };
  return {
    '--mc-surface': v.background,
    '--mc-bg': v.background,
    '--mc-text': v.text,
    '--mc-muted': v.text,
    '--mc-primary': v.primary,
    '--mc-on-primary': v.primaryContrast,
    '--mc-border': `color-mix(in srgb, ${v.text} 14%, transparent)`,
  };
}
