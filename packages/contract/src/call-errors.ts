/**
 * The error codes of SPEC §8 that the web app checks on any call's failure, from its first screen
 * on: the session family that logs out, the status call's domain code and the body encryption's
 * unknown key. Apart from errors.ts (which composes its tables from these) so that the app's first
 * load carries these few codes, not every table the server answers with (issue 14: a module's
 * objects are bundled whole wherever one entry is read).
 */

/** §8 session family: all log the member out (token_ip_different also turns auto-login off). */
export const SESSION_ERROR_CODES = {
  CUSTOMER_NOT_LOGIN: 'customer.not.login',
  TOKEN_INVALID: 'user.or.token.invalid',
  LOGIN_NOT_SESSION: 'login.not.session',
  TOKEN_IP_DIFFERENT: 'token_ip_different',
} as const;

/** §8 the message that logs out and asks to log in again. */
export const CUSTOMER_NOT_LOGIN_MESSAGE = 'CUSTOMER_NOT_LOGIN';
/** §8 messages with this prefix are never alerted. */
export const TOO_MANY_REQUEST_PREFIX = 'TOO_MANY_REQUEST';

/** §8 codes that log the member out. */
export const LOGOUT_ERROR_CODES: readonly string[] = [
  SESSION_ERROR_CODES.CUSTOMER_NOT_LOGIN,
  SESSION_ERROR_CODES.TOKEN_INVALID,
  SESSION_ERROR_CODES.LOGIN_NOT_SESSION,
];

/** §8 status call: the page's domain is not the merchant's (ERROR_CODES.DOMAIN_NOT_AVAILABLE). */
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';

/** The server no longer knows the body encryption's key (ACCOUNT_ERROR_CODES.CRYPTO_KEY_UNKNOWN). */
export const CRYPTO_KEY_UNKNOWN = 'crypto.key.unknown';
