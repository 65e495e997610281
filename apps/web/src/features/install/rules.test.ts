import { describe, expect, it } from 'vitest';
import {
  chromeIntentUrl,
  installAlternative,
  installPromptAllowedOn,
  isNativeApp,
  shouldOfferInstall,
  showsDownloadBar,
} from './rules';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const ANDROID_FB = `${ANDROID} [FBAN/EMA;FBLC/en_US;FBAV/400.0.0]`;

describe('§2 the install prompt appears only on /, /m/home and /m/index.html', () => {
  it.each([
    ['/', true],
    ['/m/home', true],
    ['/m/index.html', true],
    ['/m/index', false],
    ['/m/game', false],
    ['/m/login', false],
  ])('§2 %s: %s', (path, allowed) => expect(installPromptAllowedOn(path)).toBe(allowed));
});

describe('§4 install prompt eligibility', () => {
  const base = {
    pathname: '/m/home',
    standalone: false,
    inNativeApp: false,
    installed: false,
    declinedThisSession: false,
    declineCount: 0,
  };
  it('§4 a browser on home is asked', () => expect(shouldOfferInstall(base)).toBe(true));
  it.each([
    ['another page', { pathname: '/m/game' }],
    ['the installed web app', { standalone: true }],
    ['the native app', { inNativeApp: true }],
    ['after an install (local flag)', { installed: true }],
    ['after a decline this session', { declinedThisSession: true }],
    ['after three declines', { declineCount: 3 }],
    ['after an install (count 99)', { declineCount: 99 }],
  ])('§4 not on %s', (_name, change) =>
    expect(shouldOfferInstall({ ...base, ...change })).toBe(false),
  );
});

describe('§4 install alternatives when the browser offers no install event', () => {
  it('§4 iOS gets the iOS guide (screen 4)', () =>
    expect(installAlternative(IPHONE)).toBe('ios-guide'));
  it('§4 Android in-app browsers get "open in Chrome"', () =>
    expect(installAlternative(ANDROID_FB)).toBe('open-in-chrome'));
  it('§4 other browsers have no alternative', () =>
    expect(installAlternative(ANDROID)).toBe('none'));
  it('opens the same address in Chrome with an Android intent', () => {
    expect(chromeIntentUrl('https://m.luckystar.test/m/home?affiliateCode=A1')).toBe(
      'intent://m.luckystar.test/m/home?affiliateCode=A1#Intent;scheme=https;package=com.android.chrome;end',
    );
  });
  it('§9 inApp or the shell user agent mark the native app', () => {
    expect(isNativeApp('?inApp=1', ANDROID)).toBe(true);
    expect(isNativeApp('', `${ANDROID} MCApp/2.5.0`)).toBe(true);
    expect(isNativeApp('?inApp=0', ANDROID)).toBe(false);
  });
});

describe('§4 download bar', () => {
  const base = {
    hiddenThisSession: false,
    standalone: false,
    ios: false,
    inNativeApp: false,
    hasIosLink: false,
    downloadUrl: 'https://d.test/a.apk',
  };
  it('§4 shows in a browser with a download', () => expect(showsDownloadBar(base)).toBe(true));
  it('§4 hidden by the session flag hideDownloadBar', () =>
    expect(showsDownloadBar({ ...base, hiddenThisSession: true })).toBe(false));
  it('§4 hidden in the PWA', () =>
    expect(showsDownloadBar({ ...base, standalone: true })).toBe(false));
  it('§4 hidden in the native app', () =>
    expect(showsDownloadBar({ ...base, inNativeApp: true })).toBe(false));
  it('§4 hidden as a web clip without an iOS link, shown with one', () => {
    expect(showsDownloadBar({ ...base, standalone: true, ios: true, hasIosLink: false })).toBe(
      false,
    );
    expect(
      showsDownloadBar({
        ...base,
        standalone: true,
        ios: true,
        hasIosLink: true,
        downloadUrl: 'https://apps.apple.test/id1',
      }),
    ).toBe(true);
  });
  it('hidden when the merchant has no download for this device', () =>
    expect(showsDownloadBar({ ...base, downloadUrl: null })).toBe(false));
});
