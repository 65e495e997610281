import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, getDeviceId, isValidDeviceId } from './device-id';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('§3/§5 device id', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('§5 accepts only exactly 36 characters', () => {
    expect(isValidDeviceId('a'.repeat(36))).toBe(true);
    expect(isValidDeviceId('a'.repeat(35))).toBe(false);
    expect(isValidDeviceId('a'.repeat(37))).toBe(false);
    expect(isValidDeviceId(null)).toBe(false);
  });

  it('§3 creates a 36-character GUID and keeps it in local storage and a cookie', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(document.cookie).toContain(`${DEVICE_ID_KEY}=${id}`);
    expect(getDeviceId()).toBe(id);
  });

  it('§3 restores local storage from the cookie', () => {
    const id = '123e4567-e89b-42d3-a456-426614174000';
    document.cookie = `${DEVICE_ID_KEY}=${id}; Path=/`;
    expect(getDeviceId()).toBe(id);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('§5 replaces a stored value that is not 36 characters', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'short');
    const id = getDeviceId();
    expect(id).toHaveLength(36);
    expect(id).not.toBe('short');
  });
});
