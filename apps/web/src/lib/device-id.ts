import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH } from '@member-app/contract/constants';
import { readCookie, readStorage, writeCookie, writeStorage } from './storage';

export const DEVICE_ID_KEY = 'MC_DEVICE_ID';

/** §5 "Device id is accepted only if exactly 36 characters." */
export function isValidDeviceId(value: unknown): value is string {
  return typeof value === 'string' && value.length === DEVICE_ID_LENGTH;
}

function newGuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure contexts lack randomUUID; getRandomValues is always there.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * §3 Device id: a 36-character GUID kept in local storage and in a cookie for 365 days. Either
 * copy restores the other; an invalid value is replaced.
 */
export function getDeviceId(): string {
  const stored = readStorage('local', DEVICE_ID_KEY);
  const cookie = readCookie(DEVICE_ID_KEY);
  const id = isValidDeviceId(stored) ? stored : isValidDeviceId(cookie) ? cookie : newGuid();
  if (stored !== id) writeStorage('local', DEVICE_ID_KEY, id);
  if (cookie !== id) writeCookie(DEVICE_ID_KEY, id, DEVICE_ID_COOKIE_DAYS);
  return id;
}
