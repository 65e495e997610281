/**
 * Push opt-in (SPEC §2 screen 13, §3 push registration record, §4 session and push opt-in, §8, §9):
 * the pure decisions of the push feature. No DOM, no React.
 */
import { APP_PATHS } from '@member-app/contract/routes';
import { PUSH_TOKEN_REFRESH_DAYS } from '@member-app/contract/constants';

/** §4 "asked once per session unless declined (session flag)": the dialog was shown this session. */
export const PUSH_ASKED_KEY = 'MC_PUSH_ASKED';
/** §4 the session flag of "Not now". */
export const PUSH_DECLINED_KEY = 'MC_PUSH_DECLINED';
/** This session's login token has been bound and subscribed to ALL (§4 on token set). */
export const PUSH_BOUND_KEY = 'MC_PUSH_BOUND';
/** §3 push registration record, kept in local storage (it outlives the session, as the subscription does). */
export const PUSH_RECORD_KEY = 'MC_PUSH_REGISTRATION';

/** "wait a few seconds after login": the dialog never greets a member on arrival. */
export const PUSH_ASK_DELAY_MS = 3_000;
/** While another dialog is open, look again this often. */
export const PUSH_ASK_RETRY_MS = 1_000;
/** §9 "push token refresh 7 days". */
export const PUSH_REFRESH_MS = PUSH_TOKEN_REFRESH_DAYS * 24 * 60 * 60 * 1000;

/** Pages where the question would interrupt a task: the forced password change and a game. */
const QUIET_PATHS: readonly string[] = [APP_PATHS.changePassword, APP_PATHS.launchGame];

export type PermissionState = 'default' | 'granted' | 'denied';

/** §3 "Push registration record: token, createTime, subscription options (auth, p256dh, endpoint, swScope, vapidKey)". */
export interface PushRecord {
  token: string;
  /** Epoch ms. */
  createTime: number;
  subscriptionOptions: {
    auth: string;
    p256dh: string;
    endpoint: string;
    swScope: string;
    vapidKey: string;
  };
}

export function isPushRecord(v: unknown): v is PushRecord {
  if (!v || typeof v !== 'object') return false;
  const r = v as Partial<PushRecord>;
  const o = r.subscriptionOptions;
  return (
    typeof r.token === 'string' &&
    typeof r.createTime === 'number' &&
    !!o &&
    typeof o.endpoint === 'string' &&
    typeof o.p256dh === 'string' &&
    typeof o.auth === 'string' &&
    typeof o.swScope === 'string' &&
    typeof o.vapidKey === 'string'
  );
}

/** The browser can do Web Push: notifications, a push manager and a service worker of the app. */
export function pushSupported(env: {
  notification: boolean;
  pushManager: boolean;
  serviceWorker: boolean;
}): boolean {
  return env.notification && env.pushManager && env.serviceWorker;
}

/**
 * §2 screen 13, §4 "asked once per session unless declined": the permission dialog is offered to a
 * logged-in member whose browser can do push and has not decided yet (permission 'default'), when
 * the merchant has a push config, once per session, never after "Not now", not on quiet pages and
 * not over another dialog.
 */
export function shouldAskForPush(input: {
  loggedIn: boolean;
  supported: boolean;
  hasConfig: boolean;
  permission: PermissionState;
  askedThisSession: boolean;
  declinedThisSession: boolean;
  pathname: string;
  otherDialogOpen: boolean;
}): boolean {
  return (
    input.loggedIn &&
    input.supported &&
    input.hasConfig &&
    input.permission === 'default' &&
    !input.askedThisSession &&
    !input.declinedThisSession &&
    !QUIET_PATHS.includes(input.pathname) &&
    !input.otherDialogOpen
  );
}

/**
 * When shouldAskForPush says no: 'later' if only something passing stands in the way (another
 * dialog, a quiet page), so the host looks again; 'never' for the rest of this login.
 */
export function pushAskDecision(
  input: Parameters<typeof shouldAskForPush>[0],
): 'ask' | 'later' | 'never' {
  if (shouldAskForPush(input)) return 'ask';
  return shouldAskForPush({ ...input, otherDialogOpen: false, pathname: '' }) ? 'later' : 'never';
}

/**
 * §9 push token refresh after 7 days; a subscription made with another key than the merchant's
 * current VAPID key can no longer be sent to, so it is renewed too.
 */
export function needsRefresh(record: PushRecord, now: number, vapidKey: string): boolean {
  return (
    now - record.createTime >= PUSH_REFRESH_MS || record.subscriptionOptions.vapidKey !== vapidKey
  );
}

export type TokenSetAction = 'none' | 'subscribe' | 'refresh' | 'bind';

/**
 * §4 "On token set: push bound and subscribed to topic ALL", for a browser where the member already
 * allowed notifications (asking is the dialog's business, see shouldAskForPush):
 * no record yet → subscribe (then bind, ALL); a stale record → refresh (re-subscribe, re-bind);
 * a record not yet bound for this login → bind (and ALL); bound already → nothing.
 */
export function pushActionOnTokenSet(input: {
  supported: boolean;
  permission: PermissionState;
  record: PushRecord | null;
  boundThisSession: boolean;
  vapidKey: string | null;
  now: number;
}): TokenSetAction {
  if (!input.supported || input.permission !== 'granted' || !input.vapidKey) return 'none';
  if (!input.record) return 'subscribe';
  if (needsRefresh(input.record, input.now, input.vapidKey)) return 'refresh';
  return input.boundThisSession ? 'none' : 'bind';
}

/** §4 "On token removal: push tokens unsubscribed": only when this browser registered one. */
export function pushActionOnTokenRemoved(record: PushRecord | null): 'unsubscribe' | 'none' {
  return record ? 'unsubscribe' : 'none';
}

/** What the member's answer to the browser's permission prompt leads to (§8 denied: the tips alert). */
export function afterPermissionAnswer(
  permission: PermissionState,
): 'subscribe' | 'tips' | 'declined' {
  if (permission === 'granted') return 'subscribe';
  if (permission === 'denied') return 'tips';
  // The browser's prompt was dismissed: as "Not now" for this session.
  return 'declined';
}
