import type { z } from 'zod';
import { ApiError, BAD_ANSWER, NETWORK_ERROR } from './api-error';
import { getSession } from './session';

/**
 * The console's transport (STYLE "one file per call"; the client only moves bytes): the operator's
 * bearer token, JSON in and out, the envelope unwrapped into its value or an ApiError. What the
 * operator sees on an error is decided above it (app/query-client.ts and the forms).
 */
export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** The version last read: a write made stale by someone else answers 412 (admin.stale). */
  ifMatch?: string;
  /** The answer's value is checked against the contract's schema. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** A token other than the session's (a logout sent after the tab forgot its session). */
  token?: string;
  /** The request outlives the page (a logout followed at once by a navigation). */
  keepalive?: boolean;
  /** Milliseconds before the call is given up; a waiting call (long-poll) needs more than usual. */
  timeout?: number;
}

export interface ApiAnswer<T> {
  value: T;
  /** The `ETag` header, the version of what was read or written. */
  etag: string | null;
}

const TIMEOUT_MS = 20_000;

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function apiCall<T>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart type and boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (options.ifMatch) headers['if-match'] = options.ifMatch;
  const timeout = AbortSignal.timeout(options.timeout ?? TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, 0, 'The server did not answer.');
  }
  let envelope: { success?: unknown; errorCode?: unknown; message?: unknown; value?: unknown };
  try {
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new ApiError(BAD_ANSWER, res.status, `The server answered ${res.status} without JSON.`);
  }
  if (!res.ok || envelope.success !== true) {
    throw new ApiError(
      typeof envelope.errorCode === 'string' ? envelope.errorCode : BAD_ANSWER,
      res.status,
      typeof envelope.message === 'string' ? envelope.message : `HTTP ${res.status}`,
      envelope.value ?? null,
    );
  }
  let value = envelope.value as T;
  if (options.schema) {
    const parsed = options.schema.safeParse(envelope.value);
    if (!parsed.success)
      throw new ApiError(BAD_ANSWER, res.status, 'The answer does not match the contract.');
    value = parsed.data;
  }
  return { value, etag: res.headers.get('etag') };
}

/** The value alone, for queries. */
export async function apiGet<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await apiCall(path, options)).value;
}
