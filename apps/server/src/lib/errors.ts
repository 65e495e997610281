import {
  CUSTOMER_NOT_LOGIN_MESSAGE,
  ERROR_CODES,
  TOO_MANY_REQUEST_PREFIX,
  type ErrorCode,
} from '@member-app/contract/errors';

/**
 * A failure the caller should see, answered in the contract envelope (SPEC §7/§8) with its HTTP
 * status. Anything thrown that is not an AppError is an internal error and is never shown.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode | (string & {}),
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') =>
  new AppError(404, ERROR_CODES.NOT_FOUND, message);

/**
 * §8 TOO_MANY_REQUEST: a limit is full for `retryAfterSeconds` more, which the answer's Retry-After
 * header says (the message keeps the prefix the app does not alert).
 */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    value: unknown = null,
  ) {
    super(429, ERROR_CODES.TOO_MANY_REQUESTS, `${TOO_MANY_REQUEST_PREFIX}: ${message}`, value);
  }
}

/** §8 customer.not.login: no valid session (every module that serves a member answers it). */
export const notLoggedIn = () =>
  new AppError(401, ERROR_CODES.CUSTOMER_NOT_LOGIN, CUSTOMER_NOT_LOGIN_MESSAGE);

/** No member with the user name or number given (login, password reset). */
export const userNotFound = () =>
  new AppError(400, ERROR_CODES.USER_NOT_EXISTS, 'No account with this user name or number');
