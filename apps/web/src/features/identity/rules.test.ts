import { describe, expect, it } from 'vitest';
import {
  describeIdentityError,
  firebaseResendAt,
  identityBackend,
  inAndroidApp,
  loginPopupFeatures,
  normalizeIdentityCode,
  shouldShowOneTap,
  socialSignInBlock,
  toE164,
} from './rules';

const ANDROID_APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile MCApp/2.5.0';
const ANDROID_BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IOS_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MCApp/2.5.0';

describe('§8 identity error catalogue', () => {
  it('§8 auth/cancelled-popup-request is ignored silently', () => {
    expect(describeIdentityError({ code: 'auth/cancelled-popup-request', message: 'x' })).toEqual({
      show: false,
    });
  });
  it('§8 a known code shows its translated message with the code and the reason', () => {
    expect(
      describeIdentityError({
        code: 'auth/popup-blocked',
        message: 'Firebase: Error (auth/popup-blocked).',
      }),
    ).toEqual({
      show: true,
      key: 'identity_error_popup_blocked',
      code: 'auth/popup-blocked',
      reason: 'Error (auth/popup-blocked).',
    });
  });
  it.each([
    ['auth/unauthorized-domain', 'identity_error_unauthorized_domain'],
    ['auth/popup-closed-by-user', 'identity_error_popup_closed'],
    ['auth/network-request-failed', 'identity_error_network'],
    ['messaging/permission-blocked', 'identity_error_notification_blocked'],
    ['auth/web-storage-unsupported', 'identity_error_unsupported_browser'],
    ['auth/operation-not-supported-in-this-environment', 'identity_error_unsupported_browser'],
    ['messaging/unsupported-browser', 'identity_error_unsupported_browser'],
    ['auth/invalid-verification-code', 'identity_error_code_invalid'],
  ])('§8 other identity errors: %s has its own message', (code, key) => {
    const view = describeIdentityError({ code, message: 'why' });
    expect(view).toMatchObject({ show: true, key, code, reason: 'why' });
  });
  it('§8 an expired code maps to auth/code-expired', () => {
    expect(normalizeIdentityCode('auth/code-expired')).toBe('auth/code-expired');
    expect(normalizeIdentityCode('auth/session-expired')).toBe('auth/code-expired');
    expect(
      describeIdentityError({ code: 'auth/session-expired', message: 'The SMS code has expired.' }),
    ).toMatchObject({
      key: 'identity_error_code_expired',
      code: 'auth/code-expired',
    });
  });
  it('§8 an error without a provider code maps to auth/unknown', () => {
    expect(describeIdentityError({ code: null, message: 'boom' })).toEqual({
      show: true,
      key: 'identity_error_unknown',
      code: 'auth/unknown',
      reason: 'boom',
    });
    expect(normalizeIdentityCode('login.cred.err')).toBe('auth/unknown');
    expect(normalizeIdentityCode(undefined)).toBe('auth/unknown');
  });
  it('§8 a provider code the catalogue does not name gets the generic message, keeping its code', () => {
    expect(describeIdentityError({ code: 'auth/user-disabled', message: '' })).toEqual({
      show: true,
      key: 'identity_error_generic',
      code: 'auth/user-disabled',
      reason: 'auth/user-disabled',
    });
  });
});

describe('§5 what blocks a social sign-in', () => {
  const base = { androidApp: false, nativeHandler: false, privateBrowser: false };
  it('§5 a private browser is told not_support_incognito', () => {
    expect(socialSignInBlock({ ...base, channel: 'google', privateBrowser: true })).toBe(
      'not_support_incognito',
    );
    expect(socialSignInBlock({ ...base, channel: 'google' })).toBeNull();
  });
  it.each(['twitter', 'line', 'facebook'] as const)(
    '§5 %s in the Android app without a native handler is coming_soon',
    (channel) => {
      expect(socialSignInBlock({ ...base, channel, androidApp: true })).toBe('coming_soon');
      expect(
        socialSignInBlock({ ...base, channel, androidApp: true, nativeHandler: true }),
      ).toBeNull();
      expect(socialSignInBlock({ ...base, channel })).toBeNull();
    },
  );
  it('§5 Google in the Android app is not coming_soon', () => {
    expect(socialSignInBlock({ ...base, channel: 'google', androidApp: true })).toBeNull();
  });
  it('§5 the Android app is the app shell on Android only', () => {
    expect(inAndroidApp('', ANDROID_APP_UA)).toBe(true);
    expect(inAndroidApp('?inApp=1', ANDROID_BROWSER_UA)).toBe(true);
    expect(inAndroidApp('', ANDROID_BROWSER_UA)).toBe(false);
    expect(inAndroidApp('', IOS_APP_UA)).toBe(false);
  });
});

describe('§4 Google one-tap', () => {
  const ok = {
    flags: { GOOGLELOGIN3: true },
    nativeApp: false,
    googleWebClientId: 'client.apps.googleusercontent.com',
    privateBrowser: false,
    hasSession: false,
  };
  it('§4 shows when every condition holds', () => expect(shouldShowOneTap(ok)).toBe(true));
  it('§4 needs GOOGLELOGIN3', () => expect(shouldShowOneTap({ ...ok, flags: {} })).toBe(false));
  it('§4 not in the native app', () =>
    expect(shouldShowOneTap({ ...ok, nativeApp: true })).toBe(false));
  it('§4 needs a googleWebClientId', () => {
    expect(shouldShowOneTap({ ...ok, googleWebClientId: null })).toBe(false);
    expect(shouldShowOneTap({ ...ok, googleWebClientId: '' })).toBe(false);
  });
  it('§4 not in a private browser', () =>
    expect(shouldShowOneTap({ ...ok, privateBrowser: true })).toBe(false));
  it('§4 not with a session', () =>
    expect(shouldShowOneTap({ ...ok, hasSession: true })).toBe(false));
});

describe('§9 login popup and §4 phone verification', () => {
  it('§9 the login popup is 500x600, centred on the window', () => {
    expect(
      loginPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 }),
    ).toBe('popup=yes,width=500,height=600,left=500,top=200');
  });
  it('§9 the popup stays on the screen when the window is smaller than it', () => {
    expect(loginPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 412, outerHeight: 500 })).toBe(
      'popup=yes,width=500,height=600,left=0,top=0',
    );
  });
  it('§4 the SMS code goes to + dialing code + number', () => {
    expect(toE164('63', '9171234567')).toBe('+639171234567');
    expect(toE164('+86', '138 0013 8000')).toBe('+8613800138000');
  });
  it('§4 the resend countdown under firebase is 60 s', () => {
    expect(firebaseResendAt(1_000)).toBe(61_000);
  });
  it('a merchant with a Firebase project uses Firebase Auth; others the built-in provider', () => {
    expect(identityBackend({ projectId: 'p' })).toBe('firebase');
    expect(identityBackend({ projectId: null })).toBe('builtin');
    expect(identityBackend({ projectId: '' })).toBe('builtin');
  });
});
