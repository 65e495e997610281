/**
 * Error codes of SPEC §8 and the codes the server adds for its own failures. One list, used by the
 * server to answer and by the web app's error policy to decide what the user sees. The codes the
 * app checks on every call come from call-errors.ts.
 */
import { CRYPTO_KEY_UNKNOWN, DOMAIN_NOT_AVAILABLE, SESSION_ERROR_CODES } from './call-errors';

export {
  CUSTOMER_NOT_LOGIN_MESSAGE,
  LOGOUT_ERROR_CODES,
  TOO_MANY_REQUEST_PREFIX,
} from './call-errors';

export const ERROR_CODES = {
  // §8 session family: all log the member out.
  ...SESSION_ERROR_CODES,
  // §8 login family.
  LOGIN_CREDENTIALS: 'login.cred.err',
  USER_NOT_EXISTS: 'not.exists.user',
  LOGIN_VERIFY_REQUIRED: 'login_verify_required',
  BIND_CUSTOMER_REQUIRED: 'bind_customer_required',
  // §8 status call.
  DOMAIN_NOT_AVAILABLE,
  // Server-side failures in the contract envelope.
  VALIDATION: 'validation.failed',
  NOT_FOUND: 'not.found',
  MERCHANT_NOT_FOUND: 'merchant.not.found',
  METHOD_NOT_ALLOWED: 'method.not.allowed',
  PAYLOAD_TOO_LARGE: 'payload.too.large',
  /** A path segment longer than the server takes (414). */
  URI_TOO_LONG: 'uri.too.long',
  /** Request headers (or the query string) over the server's limit (431). */
  HEADERS_TOO_LARGE: 'headers.too.large',
  /** Not HTTP the server can read: a malformed URL or request line (400). */
  BAD_REQUEST: 'bad.request',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported.media.type',
  TOO_MANY_REQUESTS: 'too.many.requests',
  INTERNAL: 'internal.error',
  SERVICE_UNAVAILABLE: 'service.unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Account errors: registration, login, codes, captcha, body encryption. */
export const ACCOUNT_ERROR_CODES = {
  USERNAME_EXISTS: 'username.exists',
  MOBILE_EXISTS: 'mobile.exists',
  PASSWORD_POLICY: 'password.policy',
  OLD_PASSWORD_WRONG: 'password.old.wrong',
  LOGIN_TYPE_UNSUPPORTED: 'login.type.unsupported',
  CODE_INVALID: 'verification.code.invalid',
  CODE_EXPIRED: 'verification.code.expired',
  SECOND_FACTOR_FAILED: 'verification.failed',
  CAPTCHA_REQUIRED: 'captcha.required',
  CAPTCHA_INVALID: 'captcha.invalid',
  /** §5 'unknown_error: Geetest service not work' (SMS captcha needs Geetest v4). */
  GEETEST_UNAVAILABLE: 'unknown_error',
  CRYPTO_KEY_UNKNOWN,
  CRYPTO_DIGEST_MISMATCH: 'crypto.digest.mismatch',
  CRYPTO_CIPHER_INVALID: 'crypto.cipher.invalid',
  /** An identity-provider id token that is forged, expired, for another merchant or not signed by a trusted key. */
  IDENTITY_TOKEN_INVALID: 'identity.token.invalid',
  /** The identity (google, phone, ...) is already bound to another member of the merchant. */
  IDENTITY_ALREADY_BOUND: 'identity.already.bound',
  /** The merchant has no identity provider or does not offer this channel. */
  IDENTITY_CHANNEL_DISABLED: 'identity.channel.disabled',
  /** A Maya session id that Maya does not know, that expired or that was used already. */
  MAYA_SESSION_INVALID: 'maya.session.invalid',
  /**
   * 423: too many wrong passwords for this account, from anywhere: it is locked for a while
   * (value `{ lockedUntil }`, epoch ms) and opens by itself. Below that bound the account asks for
   * a captcha first. Not the operator's lock (MEMBER_ADMIN_ERROR_CODES.ACCOUNT_LOCKED, 403), which
   * only support lifts: the player is told different things.
   */
  ACCOUNT_TEMPORARILY_LOCKED: 'account.temporarily.locked',
} as const;

/**
 * Operator API errors (ARCHITECTURE "operator side"). Each has one HTTP status, listed in
 * ADMIN_ERROR_STATUS, so a script can branch on either.
 */
export const ADMIN_ERROR_CODES = {
  /** 401: no operator token, an unknown, expired or revoked one, or a member token under /admin. */
  OPERATOR_NOT_LOGIN: 'operator.not.login',
  /** 401: wrong username or password (one message for both, so usernames cannot be probed). */
  OPERATOR_CREDENTIALS: 'operator.cred.err',
  /** 401: the operator has a TOTP second factor and the code is missing or wrong. */
  OPERATOR_TOTP_REQUIRED: 'operator.totp.required',
  /** 403: the operator was disabled by an owner. */
  OPERATOR_DISABLED: 'operator.disabled',
  /** 403: the operator's role does not carry the right the call needs. */
  FORBIDDEN_ROLE: 'operator.role.forbidden',
  /** 403: the operator is not bound to this merchant. */
  FORBIDDEN_MERCHANT: 'operator.merchant.forbidden',
  /** 403: a temporary password must be changed before anything else. */
  PASSWORD_CHANGE_REQUIRED: 'operator.password.change.required',
  /** 404: the merchant, content item, member or operator does not exist (or is not visible). */
  NOT_FOUND: 'admin.not.found',
  /** 409: the write collides with an existing item (same username, code, domain, title, ...). */
  CONFLICT: 'admin.conflict',
  /** 412: `If-Match` names a version that is no longer the stored one. */
  STALE: 'admin.stale',
} as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[keyof typeof ADMIN_ERROR_CODES];

export const ADMIN_ERROR_STATUS: Readonly<Record<AdminErrorCode, 401 | 403 | 404 | 409 | 412>> = {
  'operator.not.login': 401,
  'operator.cred.err': 401,
  'operator.totp.required': 401,
  'operator.disabled': 403,
  'operator.role.forbidden': 403,
  'operator.merchant.forbidden': 403,
  'operator.password.change.required': 403,
  'admin.not.found': 404,
  'admin.conflict': 409,
  'admin.stale': 412,
};

/** Member errors an operator's action causes. */
export const MEMBER_ADMIN_ERROR_CODES = {
  /**
   * 403: login refused, an operator locked the account; the member is told to contact support.
   * (Too many wrong passwords is ACCOUNT_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED, 423.)
   */
  ACCOUNT_LOCKED: 'account.locked',
} as const;
