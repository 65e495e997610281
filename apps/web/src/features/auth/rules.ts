import { APP_PATHS } from '@member-app/contract/routes';
import { ERROR_CODES } from '@member-app/contract/errors';
import { MAYA_ENVS, type MayaEnv } from '@member-app/contract/account';
import type { SecondFactorMethod } from '@member-app/contract/schemas/session';
import type { SiteSettings } from '@member-app/contract/schemas/system';

type Flags = SiteSettings['whitelabelVal'];

/** §4 "After login: go to /m/changePsw if first login, or password expired with setting
 * PWDEXPFORCECHANGE3, or the password equals {secret} (non-sms); otherwise home." */
export function decidePostLoginPath(input: {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  usingTemporaryPassword: boolean;
  loginType: 'username' | 'sms' | 'firebase';
  flags: Flags;
}): typeof APP_PATHS.changePassword | typeof APP_PATHS.home {
  if (input.loginType === 'firebase') return APP_PATHS.home; // §2 "After firebase-based login ... /m/home."
  if (input.firstTimeLogin) return APP_PATHS.changePassword;
  if (input.passwordExpired && input.flags.PWDEXPFORCECHANGE3) return APP_PATHS.changePassword;
  if (input.usingTemporaryPassword && input.loginType !== 'sms') return APP_PATHS.changePassword;
  return APP_PATHS.home;
}

export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password: string;
  merchant: string;
}

/**
 * §4 "Auto-login runs only if no token or session, no redirectUrl/backUrl query, MOBILEAUTOLOGIN3
 * on and the autologin value not '0', and the saved merchant matches; sms logins are skipped."
 */
export function shouldAutoLogin(input: {
  hasSession: boolean;
  search: string;
  flags: Flags;
  autoLoginValue: string | null;
  remembered: Pick<RememberedLogin, 'type' | 'merchant'> | null;
  merchantCode: string;
}): boolean {
  if (input.hasSession) return false;
  const q = new URLSearchParams(input.search);
  if (q.get('token') || q.get('tokens')) return false;
  if (q.has('redirectUrl') || q.has('backUrl')) return false;
  if (!input.flags.MOBILEAUTOLOGIN3) return false;
  if (input.autoLoginValue === '0') return false;
  if (!input.remembered || input.remembered.merchant !== input.merchantCode) return false;
  return input.remembered.type !== 'sms';
}

/** §8 "login.cred.err and not.exists.user clear the remembered login." */
export function clearsRememberedLogin(errorCode: string | null): boolean {
  return errorCode === ERROR_CODES.LOGIN_CREDENTIALS || errorCode === ERROR_CODES.USER_NOT_EXISTS;
}

export type CaptchaContext = 'login' | 'sms' | 'register';

export interface CaptchaRequirement {
  required: boolean;
  /** Set when the captcha is required but cannot work (§5 SMS captcha needs Geetest v4). */
  unavailable?: string;
}

/**
 * §5 "Captcha is required for login, sms or register only if the matching switch is on. Login
 * captcha is shown per GEETEST3 and GEETESTTEST3; sms captcha per GEETESTVCODE3 and needs version
 * v4, otherwise error 'unknown_error: Geetest service not work'." Registration follows
 * register.captcha.enabled. The built-in captcha (no Geetest id) has no version to check.
 */
export function captchaRequirement(
  context: CaptchaContext,
  settings: Pick<SiteSettings, 'whitelabelVal' | 'gw' | 'register'>,
): CaptchaRequirement {
  const flags = settings.whitelabelVal;
  if (context === 'login') return { required: !!(flags.GEETEST3 || flags.GEETESTTEST3) };
  if (context === 'register') return { required: settings.register.captcha.enabled };
  if (!flags.GEETESTVCODE3) return { required: false };
  if (settings.gw.GEETEST_ID && settings.gw.GEETEST_VERSION !== 'v4') {
    return { required: true, unavailable: 'unknown_error: Geetest service not work' };
  }
  return { required: true };
}

export interface SecondFactorInput {
  email: string;
  payeeName: string;
  authCode: string;
  mobileNum: string;
  verificationCode: string;
}

/**
 * §5 "Second factor: email needs email; payeeName needs name; ga needs authCode; sms needs mobile
 * number and verification code. Empty fields are highlighted and focused. Inputs are trimmed."
 * Method E also needs the code sent to that email (proof of the address). Returns the trimmed values and the
 * empty fields in the order they appear.
 */
export function validateSecondFactor(
  method: SecondFactorMethod,
  raw: SecondFactorInput,
): { values: SecondFactorInput; missing: (keyof SecondFactorInput)[] } {
  const values: SecondFactorInput = {
    email: raw.email.trim(),
    payeeName: raw.payeeName.trim(),
    authCode: raw.authCode.trim(),
    mobileNum: raw.mobileNum.trim(),
    verificationCode: raw.verificationCode.trim(),
  };
  const needed: Record<SecondFactorMethod, (keyof SecondFactorInput)[]> = {
    E: ['email', 'verificationCode'],
    P: ['payeeName'],
    G: ['authCode'],
    S: ['mobileNum', 'verificationCode'],
  };
  return { values, missing: needed[method].filter((f) => values[f] === '') };
}

/**
 * §4 "Web clip flag WEBCLIP: 1 if standalone without the homescreen query; 0 if the query has
 * homescreen and the page is standalone." Outside standalone mode there is no flag.
 */
export function webclipFlag(standalone: boolean, search: string): 0 | 1 | null {
  if (!standalone) return null;
  return new URLSearchParams(search).has('homescreen') ? 0 : 1;
}

/** §3 registerMethod (APP, H5, WEBCLIP, PWA) and the Device header (IPAD, PWA, WEBCLIP or absent). */
export function registerMethod(input: {
  inApp: boolean;
  standalone: boolean;
  search: string;
}): 'APP' | 'H5' | 'WEBCLIP' | 'PWA' {
  if (input.inApp) return 'APP';
  const flag = webclipFlag(input.standalone, input.search);
  if (flag === 1) return 'WEBCLIP';
  if (flag === 0) return 'PWA';
  return 'H5';
}

export function deviceHeader(input: {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
  search: string;
}): 'IPAD' | 'PWA' | 'WEBCLIP' | null {
  const flag = webclipFlag(input.standalone, input.search);
  if (flag === 1) return 'WEBCLIP';
  if (flag === 0) return 'PWA';
  // iPadOS reports a Mac user agent; touch points tell them apart.
  const ipad =
    /iPad/.test(input.userAgent) || (/Macintosh/.test(input.userAgent) && input.maxTouchPoints > 1);
  return ipad ? 'IPAD' : null;
}

/**
 * §2 screen 8 "Shown only when country code, dialing code and country list exist and either a
 * show flag is set, or the whitelabel option UPDATEMOBILEICC3 or firebase SMS is enabled."
 */
export function showDialingCodePicker(input: {
  countryCode: string | null | undefined;
  countryDialingCode: string | null | undefined;
  countries: readonly unknown[] | null | undefined;
  showFlag: boolean;
  flags: Flags;
  firebaseSms: boolean;
}): boolean {
  if (!input.countryCode || !input.countryDialingCode || !input.countries?.length) return false;
  return input.showFlag || !!input.flags.UPDATEMOBILEICC3 || input.firebaseSms;
}

/** §4 SMS countdown: seconds left until the code expires (60 s under firebase). */
export function smsSecondsLeft(expirationTime: number, now: number): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

export type BindOption = 'login' | 'register';

/**
 * §4 "On bind_customer_required: if FIREBASECREATEACC3 is on, register automatically; otherwise a
 * confirm dialog offers logging in to an existing account or registering a new one (the latter
 * only if FIREBASECREATEACC3 is on)." (§8 "bind_customer_required triggers the register-or-login choice".)
 */
export function bindCustomerAction(
  flags: Flags,
): { kind: 'register' } | { kind: 'choose'; options: BindOption[] } {
  if (flags.FIREBASECREATEACC3) return { kind: 'register' };
  return { kind: 'choose', options: bindOptions(flags) };
}

/** The choices of the bind dialog: an existing account always; a new one only with FIREBASECREATEACC3 (§4). */
export function bindOptions(flags: Flags): BindOption[] {
  return flags.FIREBASECREATEACC3 ? ['login', 'register'] : ['login'];
}

const MAYA_ENV_VALUES: readonly string[] = MAYA_ENVS;

/**
 * §7 POST /wps/session/login/maya: the Maya app opens the app with `sessionId` and `env` in the
 * query. The sign-in runs when both are there (env sandbox or production), Maya is enabled for the
 * merchant and there is no session yet.
 */
export function mayaEntry(input: {
  search: string;
  mayaEnabled: boolean;
  hasSession: boolean;
}): { sessionId: string; env: MayaEnv } | null {
  const q = new URLSearchParams(input.search);
  const sessionId = q.get('sessionId')?.trim();
  const env = q.get('env');
  if (!sessionId || !env || !MAYA_ENV_VALUES.includes(env)) return null;
  if (!input.mayaEnabled || input.hasSession) return null;
  return { sessionId, env: env as MayaEnv };
}
