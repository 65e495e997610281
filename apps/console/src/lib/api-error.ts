/** A failed call as the caller sees it: the contract's error code, the HTTP status, the message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** The envelope's `value`: for a validation error, the issues. */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Not the contract's envelope, or no answer at all. */
export const NETWORK_ERROR = 'console.network';
export const BAD_ANSWER = 'console.bad.answer';
