import { describe, expect, it } from 'vitest';
import { afterUpdate, updateDetected } from './rules';

const manifest = (hash: string, entry = '/m/assets/index-A.js') => ({
  hash,
  entrypoints: ['/m/assets/runtime-R.js', entry, '/m/assets/index-A.css'],
});

describe('§4 update check', () => {
  it('§4 the first answer is the baseline: no update when it lists the running entry', () => {
    expect(
      updateDetected({
        baseline: null,
        manifest: manifest('h1'),
        runningEntries: ['/m/assets/runtime-R.js', '/m/assets/index-A.js'],
      }),
    ).toBe(false);
  });
  it('§4 the first answer is already an update when the running entry is gone (page from an older build)', () => {
    expect(
      updateDetected({
        baseline: null,
        manifest: manifest('h2', '/m/assets/index-B.js'),
        runningEntries: ['/m/assets/runtime-R.js', '/m/assets/index-A.js'],
      }),
    ).toBe(true);
  });
  it('§4 a changed hash on a later check is an update', () => {
    expect(
      updateDetected({
        baseline: 'h1',
        manifest: manifest('h1'),
        runningEntries: ['/m/assets/runtime-R.js', '/m/assets/index-A.js'],
      }),
    ).toBe(false);
    expect(
      updateDetected({
        baseline: 'h1',
        manifest: manifest('h2'),
        runningEntries: ['/m/assets/runtime-R.js', '/m/assets/index-A.js'],
      }),
    ).toBe(true);
  });
  it('§4 without a known entry script only the hash decides', () => {
    expect(
      updateDetected({
        baseline: null,
        manifest: manifest('h2', '/m/assets/index-B.js'),
        runningEntries: [],
      }),
    ).toBe(false);
    expect(updateDetected({ baseline: 'h1', manifest: manifest('h2'), runningEntries: [] })).toBe(
      true,
    );
  });
  it('§4 a manifest without entry points (an unbuilt server) never looks stale', () => {
    expect(
      updateDetected({
        baseline: null,
        manifest: { hash: 'h', entrypoints: [] },
        runningEntries: ['/m/assets/runtime-R.js', '/m/assets/index-A.js'],
      }),
    ).toBe(false);
  });
});

describe('§2 after an update', () => {
  it.each([
    '/m/home',
    '/m/game',
    '/m/login',
    '/m/index',
    '/m/index.html',
    '/m/register',
    '/m/register.html',
    '/m/member/home',
    '/m/help',
    '/m/help/',
  ])('§2 %s reloads in place', (path) => expect(afterUpdate(path)).toEqual({ type: 'reload' }));
  it.each([
    '/m/activity',
    '/m/member/benefits',
    '/m/launchGame',
    '/m/voucherCenter',
    '/m/feedback',
    '/m/',
  ])('§2 %s goes to /m/home', (path) =>
    expect(afterUpdate(path)).toEqual({ type: 'go', to: '/m/home' }),
  );
});
