/**
 * The built-in identity provider's paths, popup message type and Firebase-style error codes,
 * without zod, so that the web app can import them (schemas/identity.ts re-exports them next to
 * its schemas for the server).
 */
import type { IDENTITY_METHODS } from '../account';

export const IDENTITY_BASE_PATH = '/identity/v1';
export const IDENTITY_PATHS = {
  jwks: `${IDENTITY_BASE_PATH}/jwks.json`,
  /** GET: the sign-in popup (§9 login popup 500x600) for ?channel=&origin=; POST: its form. */
  signin: `${IDENTITY_BASE_PATH}/signin`,
  phoneSend: `${IDENTITY_BASE_PATH}/phone/send`,
  phoneVerify: `${IDENTITY_BASE_PATH}/phone/verify`,
  /** GET: the demo Maya app, which hands a session id to /m/home?sessionId=&env= (§7 login/maya). */
  mayaLaunch: `${IDENTITY_BASE_PATH}/maya/launch`,
} as const;

/** Issuer and `firebase.sign_in_provider` values of the built-in provider's id tokens. */
export const BUILTIN_IDENTITY_ISSUER = 'member-app-identity';
export const SIGN_IN_PROVIDERS = {
  google: 'google.com',
  facebook: 'facebook.com',
  twitter: 'twitter.com',
  line: 'oidc.line',
  phone: 'phone',
} as const satisfies Record<(typeof IDENTITY_METHODS)[number], string>;

/** Firebase-style error codes of the identity provider (§8 "Firebase errors", "Other identity errors"). */
export const IDENTITY_ERROR_CODES = {
  CODE_EXPIRED: 'auth/code-expired',
  CODE_INVALID: 'auth/invalid-verification-code',
  PHONE_INVALID: 'auth/invalid-phone-number',
  TOO_MANY: 'auth/too-many-requests',
  UNKNOWN: 'auth/unknown',
  CANCELLED_POPUP: 'auth/cancelled-popup-request',
  POPUP_BLOCKED: 'auth/popup-blocked',
  POPUP_CLOSED: 'auth/popup-closed-by-user',
  UNAUTHORIZED_DOMAIN: 'auth/unauthorized-domain',
  NETWORK: 'auth/network-request-failed',
  UNSUPPORTED_BROWSER: 'auth/web-storage-unsupported',
  CHANNEL_DISABLED: 'auth/operation-not-allowed',
} as const;

/** The `type` of the message the sign-in popup posts to its opener. */
export const IDENTITY_MESSAGE_TYPE = 'member-app-identity';
