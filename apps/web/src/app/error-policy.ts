import {
  CUSTOMER_NOT_LOGIN_MESSAGE,
  LOGOUT_ERROR_CODES,
  SESSION_ERROR_CODES,
  TOO_MANY_REQUEST_PREFIX,
} from '@member-app/contract/call-errors';

/** The facts of a failed call that decide what the user sees (a subset of ApiError). */
export interface FailedCall {
  kind: 'envelope' | 'http' | 'network' | 'timeout' | 'config';
  code: string | null;
  status: number;
  message: string;
  alert: boolean;
}

export type UiAction =
  | { type: 'logout' }
  /** §8 'please login' dialog whose OK goes to /m/login. */
  | { type: 'please-login' }
  | { type: 'alert'; message: string }
  /** §8 token_ip_different turns autoLogin off. */
  | { type: 'auto-login-off' };

/**
 * The error catalogue of SPEC §8 as one decision: what the user sees for a failed call. The
 * client never decides this; TanStack Query's global onError applies it.
 */
export function decideErrorActions(e: FailedCall): UiAction[] {
  // §8 "502 rejected silently."
  if (e.status === 502) return [];
  // An empty URL is a programming error; a failed encryption shows its message (§7).
  if (e.kind === 'config')
    return e.code === 'crypto.failed' && e.alert ? [{ type: 'alert', message: e.message }] : [];
  const actions: UiAction[] = [];
  // §8 "message CUSTOMER_NOT_LOGIN logs out, clears the session and shows 'please login'".
  if (e.message === CUSTOMER_NOT_LOGIN_MESSAGE)
    return [{ type: 'logout' }, { type: 'please-login' }];
  // §8 "HTTP 401 logs out"; "customer.not.login, user.or.token.invalid, login.not.session log out".
  if (e.status === 401 || (e.code !== null && LOGOUT_ERROR_CODES.includes(e.code))) {
    return [{ type: 'logout' }];
  }
  if (e.code === SESSION_ERROR_CODES.TOKEN_IP_DIFFERENT) actions.push({ type: 'auto-login-off' });
  // §8 "Messages starting with TOO_MANY_REQUEST are not alerted. alert false suppresses the alert."
  if (!e.alert || e.message.startsWith(TOO_MANY_REQUEST_PREFIX)) return actions;
  // §8 "Others show an alert with the server message or 'unknown error'."
  actions.push({ type: 'alert', message: e.message || 'unknown error' });
  return actions;
}
