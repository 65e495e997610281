/**
 * The one error type of the API client (STYLE): what went wrong, never what to show. The error
 * policy above the client (src/app/error-policy.ts) decides what the user sees.
 */
export type ApiErrorKind =
  /** The server answered success: false. */
  | 'envelope'
  /** An HTTP error status without a contract envelope. */
  | 'http'
  /** No answer: offline, refused, CORS. */
  | 'network'
  /** No answer within the timeout (§7 30 000 ms; game launch 10 000 ms). */
  | 'timeout'
  /** The call was never made (e.g. an empty URL). */
  | 'config';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** Server errorCode (`login.cred.err`), `ECONNABORTED` for timeouts, or null. */
    readonly code: string | null,
    /** HTTP status, 0 when there was no answer. */
    readonly status: number,
    message: string,
    readonly options: { url: string; alert: boolean; value?: unknown },
  ) {
    super(message);
  }

  get url() {
    return this.options.url;
  }

  /** §7 the call's `alert` flag: false means the caller shows nothing for this failure. */
  get alert() {
    return this.options.alert;
  }

  get value() {
    return this.options.value;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
