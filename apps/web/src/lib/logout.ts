import { API_PATHS } from '@member-app/contract/routes';
import { api } from './api';
import { clearSession, getSession } from './session';

/**
 * Logout: the server revokes the token (POST /wps/session/logout, a no-auth path of §7, so the
 * token travels in the body), the session is cleared (§4 token removal) whatever the answer.
 */
export async function logout(): Promise<void> {
  const token = getSession()?.token;
  clearSession();
  if (token) await api.post(API_PATHS.logout, { token }, { alert: false }).catch(() => undefined);
}
