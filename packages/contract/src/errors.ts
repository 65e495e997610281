/**
 * Error codes of SPEC §8 and the codes the server adds for its own failures. One list, used by the
 * server to answer and by the web app's error policy to decide what the user sees.
 */
export const ERROR_CODES = {
  // §8 session family: all log the member out.
  CUSTOMER_NOT_LOGIN: 'customer.not.login',
  TOKEN_INVALID: 'user.or.token.invalid',
  LOGIN_NOT_SESSION: 'login.not.session',
  TOKEN_IP_DIFFERENT: 'token_ip_different',
  // §8 login family.
  LOGIN_CREDENTIALS: 'login.cred.err',
  USER_NOT_EXISTS: 'not.exists.user',
  LOGIN_VERIFY_REQUIRED: 'login_verify_required',
  BIND_CUSTOMER_REQUIRED: 'bind_customer_required',
  // §8 status call.
  DOMAIN_NOT_AVAILABLE: 'domain_not_available',
  // Server-side failures in the contract envelope.
  VALIDATION: 'validation.failed',
  NOT_FOUND: 'not.found',
  MERCHANT_NOT_FOUND: 'merchant.not.found',
  METHOD_NOT_ALLOWED: 'method.not.allowed',
  PAYLOAD_TOO_LARGE: 'payload.too.large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported.media.type',
  TOO_MANY_REQUESTS: 'too.many.requests',
  INTERNAL: 'internal.error',
  SERVICE_UNAVAILABLE: 'service.unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** §8 the message that logs out and asks to log in again. */
export const CUSTOMER_NOT_LOGIN_MESSAGE = 'CUSTOMER_NOT_LOGIN';
/** §8 messages with this prefix are never alerted. */
export const TOO_MANY_REQUEST_PREFIX = 'TOO_MANY_REQUEST';

/** §8 codes that log the member out. */
export const LOGOUT_ERROR_CODES: readonly string[] = [
  ERROR_CODES.CUSTOMER_NOT_LOGIN,
  ERROR_CODES.TOKEN_INVALID,
  ERROR_CODES.LOGIN_NOT_SESSION,
];

/** Account errors (issue 3): registration, login, codes, captcha, body encryption. */
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
  CRYPTO_KEY_UNKNOWN: 'crypto.key.unknown',
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
} as const;
