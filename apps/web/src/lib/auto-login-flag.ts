import { readStorage, writeStorage } from './storage';

/** §4 the autologin value: '0' switches auto-login off (token_ip_different, §8). */
export const AUTO_LOGIN_KEY = 'MC_AUTO_LOGIN';

export function setAutoLogin(on: boolean): void {
  writeStorage('local', AUTO_LOGIN_KEY, on ? '1' : '0');
}

export function autoLoginValue(): string | null {
  return readStorage('local', AUTO_LOGIN_KEY);
}

/** The sealed remembered-login record (features/auth/remembered-login.ts) lives under this key. */
export const REMEMBERED_LOGIN_KEY = 'MC_REMEMBER';

export function hasRememberedLogin(): boolean {
  return readStorage('local', REMEMBERED_LOGIN_KEY) !== null;
}
