import { describe, expect, it } from 'vitest';
import {
  STALE_CODE_RELOAD_GAP_MS,
  loadScreenCode,
  reloadForStaleCode,
} from '../src/rules/releases';

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

describe('loading a screen across a release', () => {
  const env = (online = true) => {
    const kept = new Map<string, string>();
    const reloads: number[] = [];
    let clock = 1_000_000;
    return {
      reloads,
      tick: (ms: number) => (clock += ms),
      env: {
        storage: {
          getItem: (k: string) => kept.get(k) ?? null,
          setItem: (k: string, v: string) => void kept.set(k, v),
        },
        online: () => online,
        now: () => clock,
        reload: () => void reloads.push(clock),
      },
    };
  };
  // The reloading load never settles (the page goes away): wait until its microtasks have run.
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it('answers the module when it loads', async () => {
    const { env: e, reloads } = env();
    await expect(loadScreenCode(() => Promise.resolve({ Page: 1 }), e)).resolves.toEqual({
      Page: 1,
    });
    expect(reloads).toEqual([]);
  });
  it('reloads once for a missing file, then lets a second miss through', async () => {
    const { env: e, reloads, tick } = env();
    void loadScreenCode(gone, e);
    await flush();
    expect(reloads).toHaveLength(1);
    tick(1_000);
    await expect(loadScreenCode(gone, e)).rejects.toThrow('dynamically imported');
    expect(reloads).toHaveLength(1);
    tick(STALE_CODE_RELOAD_GAP_MS);
    void loadScreenCode(gone, e);
    await flush();
    expect(reloads).toHaveLength(2);
  });
  it('a tab whose storage keeps nothing never reloads (it could not tell a second miss)', async () => {
    const { env: e, reloads } = env();
    const forgetful = { ...e, storage: { getItem: () => null, setItem: () => undefined } };
    await expect(loadScreenCode(gone, forgetful)).rejects.toThrow();
    expect(reloads).toEqual([]);
  });
  it('offline, lets the failure through (the app says it is offline)', async () => {
    const { env: e, reloads } = env(false);
    await expect(loadScreenCode(gone, e)).rejects.toThrow();
    expect(reloads).toEqual([]);
  });
});
