import { API_PATHS } from '@member-app/contract/routes';
import { api } from './api';
import { setAutoLogin } from './auto-login-flag';
import { clearSession, getSession } from './session';

/**
 * Logout: the server revokes the token (POST /wps/session/logout, a no-auth path of §7, so the
 * token travels in the body), the session is cleared (§4 token removal) whatever the answer.
 * §4 auto-login: the remembered record's autologin becomes 0 first, so the shell, which mounts
 * auto-login as soon as there is no session, does not sign the player straight back in (a shared
 * phone above all); the next login with "Remember me" turns it on again.
 */
export async function logout(): Promise<void> {
  const token = getSession()?.token;
  setAutoLogin(false);
  clearSession();
  if (token) await api.post(API_PATHS.logout, { token }, { alert: false }).catch(() => undefined);
}
