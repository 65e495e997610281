import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  inAppOrLite,
  inNativeApp,
  nativeAppVersion,
  needsAppUpgrade,
  opensInSameWindow,
  pickDownloadUrl,
  viaRedirectPage,
} from '../src/rules/downloads';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const resources = [
  { resourceType: 'Android', url: 'https://d.test/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://d.test/p.mobileconfig' },
  { resourceType: 'IOS', url: 'https://apps.apple.test/app/id1' },
  { resourceType: 'AppDownloadIcon', url: '/icon.png' },
];

describe('§3 download link by device', () => {
  it('Android gets the Android link; iOS the IOS link first', () => {
    expect(pickDownloadUrl(resources, ANDROID)).toBe('https://d.test/app.apk');
    expect(pickDownloadUrl(resources, IPHONE)).toBe('https://apps.apple.test/app/id1');
    expect(
      pickDownloadUrl(
        resources.filter((r) => r.resourceType !== 'IOS'),
        IPHONE,
      ),
    ).toBe('https://d.test/p.mobileconfig');
    expect(pickDownloadUrl([], ANDROID)).toBeNull();
  });
});

describe('§5 how a download opens', () => {
  it.each([
    ['https://d.test/a.apk', true],
    ['https://d.test/a.IPA?x=1', true],
    ['https://d.test/p.mobileconfig#top', true],
    ['https://apps.apple.test/app/id1', false],
    ['https://d.test/apk', false],
  ])('§5 %s in the same window: %s', (url, same) => expect(opensInSameWindow(url)).toBe(same));

  it('§2 goes through the redirect page', () => {
    expect(viaRedirectPage('https://d.test/a.apk?x=1&y=2')).toBe(
      '/mobile/mc/redirect.html?url=https%3A%2F%2Fd.test%2Fa.apk%3Fx%3D1%26y%3D2',
    );
  });
});

describe('§4 app-upgrade check on the user agent (minimum 2.4.39)', () => {
  it('reads the shell version', () => {
    expect(nativeAppVersion(`${ANDROID} MCApp/2.4.10`)).toBe('2.4.10');
    expect(nativeAppVersion(ANDROID)).toBeNull();
  });
  it('compares versions numerically, not as text', () => {
    expect(compareVersions('2.4.10', '2.4.9')).toBe(1);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('2.3.99', '2.4.39')).toBe(-1);
  });
  it.each([
    ['MCApp/2.4.38', true],
    ['MCApp/2.4.39', false],
    ['MCApp/2.10.0', false],
    ['MCApp/1.9', true],
    ['', false],
  ])('§4 %s needs an upgrade: %s', (token, needs) =>
    expect(needsAppUpgrade(`${ANDROID} ${token}`)).toBe(needs),
  );
});

describe('the native app and its lite mode', () => {
  it('§9 inApp or the shell user agent mark the native app', () => {
    expect(inNativeApp('?inApp=1', ANDROID)).toBe(true);
    expect(inNativeApp('?inApp=true', ANDROID)).toBe(true);
    expect(inNativeApp('', `${ANDROID} MCApp/2.5.0`)).toBe(true);
    expect(inNativeApp('?inApp=0', ANDROID)).toBe(false);
    expect(inNativeApp('?lite=1', ANDROID)).toBe(false);
  });
  it('lite mode counts for app-or-lite', () => {
    expect(inAppOrLite('?lite=1', ANDROID)).toBe(true);
    expect(inAppOrLite('', `${ANDROID} MCApp/2.5.0`)).toBe(true);
    expect(inAppOrLite('', ANDROID)).toBe(false);
  });
});
