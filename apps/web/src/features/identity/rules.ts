import { IDENTITY_ERROR_CODES } from '@member-app/contract/rules/identity';
import type { FirebaseChannel } from '@member-app/contract/account';
import { inNativeApp } from '@member-app/contract/rules/downloads';
import { FIREBASE_SMS_COUNTDOWN_S, LOGIN_POPUP_SIZE } from '@member-app/contract/constants';
import type { SiteSettings } from '@member-app/contract/schemas/system';

/**
 * Pure decisions of sign-in through an identity provider (§4 Firebase login, §5, §8, §9): no DOM,
 * no React. The built-in provider and Firebase Auth share them (they use the same error codes).
 */

type Flags = SiteSettings['whitelabelVal'];

/** Firebase's messaging codes for the two non-auth identity errors §8 names. */
export const MESSAGING_ERROR_CODES = {
  PERMISSION_BLOCKED: 'messaging/permission-blocked',
  UNSUPPORTED_BROWSER: 'messaging/unsupported-browser',
} as const;

/**
 * §8 "Firebase errors ... Other identity errors: unauthorized-domain, popup-blocked,
 * popup-closed-by-user, network-request-failed, notification permission blocked, unsupported
 * browser": the message key of each code the catalogue knows. Codes not listed here get the
 * generic sign-in message, still with their code and reason.
 */
export const IDENTITY_ERROR_KEYS = {
  [IDENTITY_ERROR_CODES.CODE_EXPIRED]: 'identity_error_code_expired',
  [IDENTITY_ERROR_CODES.CODE_INVALID]: 'identity_error_code_invalid',
  [IDENTITY_ERROR_CODES.PHONE_INVALID]: 'identity_error_phone_invalid',
  [IDENTITY_ERROR_CODES.TOO_MANY]: 'identity_error_too_many',
  [IDENTITY_ERROR_CODES.UNKNOWN]: 'identity_error_unknown',
  [IDENTITY_ERROR_CODES.POPUP_BLOCKED]: 'identity_error_popup_blocked',
  [IDENTITY_ERROR_CODES.POPUP_CLOSED]: 'identity_error_popup_closed',
  [IDENTITY_ERROR_CODES.UNAUTHORIZED_DOMAIN]: 'identity_error_unauthorized_domain',
  [IDENTITY_ERROR_CODES.NETWORK]: 'identity_error_network',
  [IDENTITY_ERROR_CODES.UNSUPPORTED_BROWSER]: 'identity_error_unsupported_browser',
  'auth/operation-not-supported-in-this-environment': 'identity_error_unsupported_browser',
  [MESSAGING_ERROR_CODES.UNSUPPORTED_BROWSER]: 'identity_error_unsupported_browser',
  [MESSAGING_ERROR_CODES.PERMISSION_BLOCKED]: 'identity_error_notification_blocked',
  [IDENTITY_ERROR_CODES.CHANNEL_DISABLED]: 'identity_error_channel_disabled',
} as const;
export type IdentityErrorKey =
  (typeof IDENTITY_ERROR_KEYS)[keyof typeof IDENTITY_ERROR_KEYS] | 'identity_error_generic';

/**
 * §8 "expired code maps to auth/code-expired; unknown to auth/unknown": an error without a
 * provider code (or with one that is not the provider's) is auth/unknown; any code about an expired
 * code or session (auth/code-expired, auth/session-expired, auth/missing-verification-id after a
 * reload) is auth/code-expired.
 */
export function normalizeIdentityCode(code: string | null | undefined): string {
  if (!code || !/^(auth|messaging)\/[a-z0-9-]+$/.test(code)) return IDENTITY_ERROR_CODES.UNKNOWN;
  if (/expired/.test(code) || code === 'auth/missing-verification-id')
    return IDENTITY_ERROR_CODES.CODE_EXPIRED;
  return code;
}

export type IdentityErrorView =
  /** §8 "auth/cancelled-popup-request ignored silently". */
  | { show: false }
  /** §8 translated message (key) plus 'Code: {code}' and 'Reason: {message}'. */
  | { show: true; key: IdentityErrorKey; code: string; reason: string };

/** §8 the identity error catalogue: what the user is told about a provider error. */
export function describeIdentityError(error: {
  code?: string | null;
  message?: string | null;
}): IdentityErrorView {
  if (error.code === IDENTITY_ERROR_CODES.CANCELLED_POPUP) return { show: false };
  const code = normalizeIdentityCode(error.code);
  const key: IdentityErrorKey =
    (IDENTITY_ERROR_KEYS as Record<string, IdentityErrorKey>)[code] ?? 'identity_error_generic';
  // Firebase wraps its reason as "Firebase: Error (auth/x)."; the code line already says that.
  const reason = (error.message ?? '').replace(/^Firebase:\s*/, '').trim() || code;
  return { show: true, key, code, reason };
}

/** The Android native app: §5's "in the Android app" (the shell of contract/rules/downloads on Android). */
export function inAndroidApp(search: string, userAgent: string): boolean {
  return inNativeApp(search, userAgent) && /Android/i.test(userAgent);
}

/** §5 the channels that need a native handler inside the Android app. */
const NATIVE_ONLY_IN_ANDROID_APP: readonly FirebaseChannel[] = ['twitter', 'line', 'facebook'];

/**
 * §5 "Firebase login is not supported in a private browser (message not_support_incognito, 1.5 s).
 * Twitter, line and facebook in the Android app show coming_soon for 1.5 s without a native
 * handler." What blocks a social sign-in before the provider is asked (a 1.5 s toast), or null.
 * The app checks coming_soon first: inside the app shell the private-browser test means nothing.
 */
export function socialSignInBlock(input: {
  channel: FirebaseChannel;
  androidApp: boolean;
  nativeHandler: boolean;
  privateBrowser: boolean;
}): 'coming_soon' | 'not_support_incognito' | null {
  if (
    input.androidApp &&
    !input.nativeHandler &&
    NATIVE_ONLY_IN_ANDROID_APP.includes(input.channel)
  )
    return 'coming_soon';
  if (input.privateBrowser) return 'not_support_incognito';
  return null;
}

/**
 * §4 "Google one-tap shows after 500 ms only if GOOGLELOGIN3 is on, not the native app, a
 * googleWebClientId exists, the browser is not private, and no session."
 */
export function shouldShowOneTap(input: {
  flags: Flags;
  nativeApp: boolean;
  googleWebClientId: string | null | undefined;
  privateBrowser: boolean;
  hasSession: boolean;
}): boolean {
  return (
    !!input.flags.GOOGLELOGIN3 &&
    !input.nativeApp &&
    !!input.googleWebClientId &&
    !input.privateBrowser &&
    !input.hasSession
  );
}

/** §9 "Login popup 500x600", centred on the opener's window (clamped to the screen). */
export function loginPopupFeatures(win: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const { width, height } = LOGIN_POPUP_SIZE;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** §4 "send the SMS code to + dialing code + number" (E.164). */
export function toE164(dialingCode: string, mobile: string): string {
  return `+${dialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`;
}

/** §4 "SMS code: ... countdown (60 s under firebase ...)": when resending becomes possible. */
export function firebaseResendAt(now: number): number {
  return now + FIREBASE_SMS_COUNTDOWN_S * 1000;
}

/**
 * Which client serves a merchant (contract smsConfigSchema): Firebase Auth when a Firebase project
 * is configured, else the built-in identity provider of this server.
 */
export function identityBackend(
  sms: Pick<SiteSettings['sms'], 'projectId'>,
): 'firebase' | 'builtin' {
  return sms.projectId ? 'firebase' : 'builtin';
}
