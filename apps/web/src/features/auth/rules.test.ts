import { describe, expect, it } from 'vitest';
import {
  bindCustomerAction,
  bindOptions,
  captchaRequirement,
  mayaEntry,
  clearsRememberedLogin,
  decidePostLoginPath,
  deviceHeader,
  registerMethod,
  shouldAutoLogin,
  showDialingCodePicker,
  smsSecondsLeft,
  validateSecondFactor,
  webclipFlag,
} from './rules';

const flags = (on: string[] = []) => Object.fromEntries(on.map((f) => [f, true]));

describe('§4 post-login routing', () => {
  const base = {
    firstTimeLogin: false,
    passwordExpired: false,
    usingTemporaryPassword: false,
    loginType: 'username' as const,
    flags: {},
  };
  it('§4 goes home normally', () => expect(decidePostLoginPath(base)).toBe('/m/home'));
  it('§4 first login goes to /m/changePsw', () =>
    expect(decidePostLoginPath({ ...base, firstTimeLogin: true })).toBe('/m/changePsw'));
  it('§4 an expired password forces the change only with PWDEXPFORCECHANGE3', () => {
    expect(decidePostLoginPath({ ...base, passwordExpired: true })).toBe('/m/home');
    expect(
      decidePostLoginPath({ ...base, passwordExpired: true, flags: flags(['PWDEXPFORCECHANGE3']) }),
    ).toBe('/m/changePsw');
  });
  it('§4 the default temporary password forces the change for non-sms logins only', () => {
    expect(decidePostLoginPath({ ...base, usingTemporaryPassword: true })).toBe('/m/changePsw');
    expect(decidePostLoginPath({ ...base, usingTemporaryPassword: true, loginType: 'sms' })).toBe(
      '/m/home',
    );
  });
  it('§2 after firebase login the user goes home', () =>
    expect(decidePostLoginPath({ ...base, firstTimeLogin: true, loginType: 'firebase' })).toBe(
      '/m/home',
    ));
});

describe('§4 auto-login conditions', () => {
  const ok = {
    hasSession: false,
    search: '',
    flags: flags(['MOBILEAUTOLOGIN3']),
    autoLoginValue: '1',
    remembered: { type: 'username' as const, merchant: 'demo' },
    merchantCode: 'demo',
  };
  it('§4 runs when every condition holds', () => expect(shouldAutoLogin(ok)).toBe(true));
  it('§4 not with a session or a token in the query', () => {
    expect(shouldAutoLogin({ ...ok, hasSession: true })).toBe(false);
    expect(shouldAutoLogin({ ...ok, search: '?token=x' })).toBe(false);
  });
  it.each(['?redirectUrl=/m/game', '?backUrl=x'])('§4 not with %s', (search) =>
    expect(shouldAutoLogin({ ...ok, search })).toBe(false),
  );
  it('§4 not without MOBILEAUTOLOGIN3', () =>
    expect(shouldAutoLogin({ ...ok, flags: {} })).toBe(false));
  it("§4 not when the autologin value is '0'; a missing value is fine", () => {
    expect(shouldAutoLogin({ ...ok, autoLoginValue: '0' })).toBe(false);
    expect(shouldAutoLogin({ ...ok, autoLoginValue: null })).toBe(true);
  });
  it('§4 not when the saved merchant differs or nothing is saved', () => {
    expect(shouldAutoLogin({ ...ok, merchantCode: 'other' })).toBe(false);
    expect(shouldAutoLogin({ ...ok, remembered: null })).toBe(false);
  });
  it('§4 sms logins are skipped', () =>
    expect(shouldAutoLogin({ ...ok, remembered: { type: 'sms', merchant: 'demo' } })).toBe(false));
  it('§8 login.cred.err and not.exists.user clear the remembered login', () => {
    expect(clearsRememberedLogin('login.cred.err')).toBe(true);
    expect(clearsRememberedLogin('not.exists.user')).toBe(true);
    expect(clearsRememberedLogin('token_ip_different')).toBe(false);
  });
});

describe('§5 captcha requirement', () => {
  const settings = (
    on: string[],
    gw: { GEETEST_ID: string | null; GEETEST_VERSION: 'v3' | 'v4' },
    register = false,
  ) => ({
    whitelabelVal: flags(on),
    gw: { ...gw, PROFILE_ICON_COUNT: 9 },
    register: { captcha: { enabled: register }, mobilePassword: false },
  });
  const builtin = { GEETEST_ID: null, GEETEST_VERSION: 'v3' as const };
  it('§5 login captcha per GEETEST3 or GEETESTTEST3', () => {
    expect(captchaRequirement('login', settings([], builtin)).required).toBe(false);
    expect(captchaRequirement('login', settings(['GEETEST3'], builtin)).required).toBe(true);
    expect(captchaRequirement('login', settings(['GEETESTTEST3'], builtin)).required).toBe(true);
  });
  it('§5 register captcha per register.captcha.enabled', () => {
    expect(captchaRequirement('register', settings([], builtin, true)).required).toBe(true);
    expect(captchaRequirement('register', settings(['GEETEST3'], builtin, false)).required).toBe(
      false,
    );
  });
  it("§5 sms captcha per GEETESTVCODE3; Geetest v3 gives 'unknown_error: Geetest service not work'", () => {
    expect(captchaRequirement('sms', settings([], builtin))).toEqual({ required: false });
    expect(
      captchaRequirement(
        'sms',
        settings(['GEETESTVCODE3'], { GEETEST_ID: 'g', GEETEST_VERSION: 'v4' }),
      ),
    ).toEqual({ required: true });
    expect(
      captchaRequirement(
        'sms',
        settings(['GEETESTVCODE3'], { GEETEST_ID: 'g', GEETEST_VERSION: 'v3' }),
      ),
    ).toEqual({
      required: true,
      unavailable: 'unknown_error: Geetest service not work',
    });
    expect(captchaRequirement('sms', settings(['GEETESTVCODE3'], builtin))).toEqual({
      required: true,
    });
  });
});

describe('§5 second-factor validation', () => {
  const empty = { email: '', payeeName: '', authCode: '', mobileNum: '', verificationCode: '' };
  it('§5 email needs email (and its code); payeeName needs name; ga needs authCode; sms needs mobile and code', () => {
    expect(validateSecondFactor('E', empty).missing).toEqual(['email', 'verificationCode']);
    expect(validateSecondFactor('P', empty).missing).toEqual(['payeeName']);
    expect(validateSecondFactor('G', empty).missing).toEqual(['authCode']);
    expect(validateSecondFactor('S', empty).missing).toEqual(['mobileNum', 'verificationCode']);
  });
  it('§5 inputs are trimmed; whitespace counts as empty', () => {
    const r = validateSecondFactor('P', { ...empty, payeeName: '  Maria Santos ' });
    expect(r).toEqual({ values: { ...empty, payeeName: 'Maria Santos' }, missing: [] });
    expect(validateSecondFactor('G', { ...empty, authCode: '   ' }).missing).toEqual(['authCode']);
  });
});

describe('§4 WEBCLIP flag, §3 registerMethod and Device', () => {
  it('§4 1 when standalone without the homescreen query; 0 with it; none in a browser tab', () => {
    expect(webclipFlag(true, '')).toBe(1);
    expect(webclipFlag(true, '?homescreen=1')).toBe(0);
    expect(webclipFlag(false, '?homescreen=1')).toBeNull();
  });
  it('§3 registerMethod APP, WEBCLIP, PWA or H5', () => {
    expect(registerMethod({ inApp: true, standalone: false, search: '' })).toBe('APP');
    expect(registerMethod({ inApp: false, standalone: true, search: '' })).toBe('WEBCLIP');
    expect(registerMethod({ inApp: false, standalone: true, search: '?homescreen=1' })).toBe('PWA');
    expect(registerMethod({ inApp: false, standalone: false, search: '' })).toBe('H5');
  });
  it('§3 Device header IPAD, PWA, WEBCLIP or absent', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14)';
    expect(
      deviceHeader({ userAgent: ua, maxTouchPoints: 5, standalone: false, search: '' }),
    ).toBeNull();
    expect(
      deviceHeader({
        userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)',
        maxTouchPoints: 5,
        standalone: false,
        search: '',
      }),
    ).toBe('IPAD');
    expect(
      deviceHeader({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X)',
        maxTouchPoints: 5,
        standalone: false,
        search: '',
      }),
    ).toBe('IPAD');
    expect(deviceHeader({ userAgent: ua, maxTouchPoints: 5, standalone: true, search: '' })).toBe(
      'WEBCLIP',
    );
    expect(
      deviceHeader({ userAgent: ua, maxTouchPoints: 5, standalone: true, search: '?homescreen=1' }),
    ).toBe('PWA');
  });
});

describe('§2 screen 8 dialing-code picker', () => {
  const base = {
    countryCode: 'PH',
    countryDialingCode: '63',
    countries: [{}],
    showFlag: false,
    flags: {},
    firebaseSms: false,
  };
  it('§2 hidden without the show flag, UPDATEMOBILEICC3 or firebase SMS', () =>
    expect(showDialingCodePicker(base)).toBe(false));
  it.each([
    ['show flag', { showFlag: true }],
    ['UPDATEMOBILEICC3', { flags: flags(['UPDATEMOBILEICC3']) }],
    ['firebase SMS', { firebaseSms: true }],
  ])('§2 shown with %s', (_name, over) =>
    expect(showDialingCodePicker({ ...base, ...over })).toBe(true),
  );
  it('§2 never without country code, dialing code and a country list', () => {
    expect(showDialingCodePicker({ ...base, showFlag: true, countryCode: '' })).toBe(false);
    expect(showDialingCodePicker({ ...base, showFlag: true, countryDialingCode: null })).toBe(
      false,
    );
    expect(showDialingCodePicker({ ...base, showFlag: true, countries: [] })).toBe(false);
  });
});

describe('§4 SMS countdown', () => {
  it('§4 counts whole seconds down to the expiration time, then allows a resend', () => {
    expect(smsSecondsLeft(10_000, 0)).toBe(10);
    expect(smsSecondsLeft(10_000, 9_001)).toBe(1);
    expect(smsSecondsLeft(10_000, 10_000)).toBe(0);
    expect(smsSecondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('§4 Firebase login: bind_customer_required', () => {
  it('§4 with FIREBASECREATEACC3 on the identity is registered automatically', () => {
    expect(bindCustomerAction(flags(['FIREBASECREATEACC3']))).toEqual({ kind: 'register' });
  });
  it('§4 otherwise a confirm dialog offers logging in to an existing account', () => {
    expect(bindCustomerAction(flags())).toEqual({ kind: 'choose', options: ['login'] });
  });
  it('§4 registering a new account is offered only with FIREBASECREATEACC3', () => {
    expect(bindOptions(flags())).toEqual(['login']);
    expect(bindOptions(flags(['FIREBASECREATEACC3']))).toEqual(['login', 'register']);
  });
});

describe('§7 Maya entry (POST /wps/session/login/maya)', () => {
  const ok = {
    search: '?sessionId=maya-123456789&env=sandbox',
    mayaEnabled: true,
    hasSession: false,
  };
  it('§7 signs in with the session id and env of the address', () => {
    expect(mayaEntry(ok)).toEqual({ sessionId: 'maya-123456789', env: 'sandbox' });
    expect(
      mayaEntry({ ...ok, search: '?env=production&sessionId=abc12345&affiliateCode=x' }),
    ).toEqual({ sessionId: 'abc12345', env: 'production' });
  });
  it('§7 needs both parameters and a known env', () => {
    expect(mayaEntry({ ...ok, search: '?sessionId=maya-123456789' })).toBeNull();
    expect(mayaEntry({ ...ok, search: '?env=sandbox' })).toBeNull();
    expect(mayaEntry({ ...ok, search: '?sessionId=maya-123456789&env=staging' })).toBeNull();
  });
  it('§7 only when Maya is enabled and there is no session', () => {
    expect(mayaEntry({ ...ok, mayaEnabled: false })).toBeNull();
    expect(mayaEntry({ ...ok, hasSession: true })).toBeNull();
  });
});
