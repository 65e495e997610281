import { describe, expect, it } from 'vitest';
import { STALE_CODE_RELOAD_GAP_MS, reloadForStaleCode } from '../src/rules/releases';

describe('a screen file gone after a release', () => {
  const now = 1_000_000;
  it('reloads the first time, online', () => {
    expect(reloadForStaleCode({ lastReloadAt: null, now, online: true })).toBe(true);
  });
  it('does not reload again within the gap (no reload loop)', () => {
    expect(reloadForStaleCode({ lastReloadAt: now - 5_000, now, online: true })).toBe(false);
    expect(
      reloadForStaleCode({ lastReloadAt: now - STALE_CODE_RELOAD_GAP_MS, now, online: true }),
    ).toBe(true);
  });
  it('never reloads offline: the page would be lost', () => {
    expect(reloadForStaleCode({ lastReloadAt: null, now, online: false })).toBe(false);
  });
});
