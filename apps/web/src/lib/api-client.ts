import { DEFAULT_REQUEST_LANGUAGE, REQUEST_TIMEOUT_MS } from '@member-app/contract/constants';
import { CRYPTO_KEY_UNKNOWN } from '@member-app/contract/call-errors';
import { NO_AUTH_PATHS } from '@member-app/contract/routes';
import type { Envelope } from '@member-app/contract/schemas/envelope';
import { ApiError } from './api-error';
import { readJson, removeStorage, writeStorage } from './storage';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: Method;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** §7 ModuleId header (e.g. REG3, MOBILENUMREG3). */
  moduleId?: string;
  /** Milliseconds; §7 default 30 000. */
  timeout?: number;
  /** §7 GET only: answer from the session-storage cache when present. */
  cache?: boolean;
  /** §7 GET only: ignore and replace the cached answer. */
  flush?: boolean;
  /** §7 the alert flag; false lets the caller handle the failure silently. Default true. */
  alert?: boolean;
  /** The answer is plain JSON, not the contract envelope (manifests). */
  raw?: boolean;
  /** §7 POST body encryption (Encryption, X-Digest, X-RSA). */
  encrypt?: boolean;
  signal?: AbortSignal;
}

export interface ClientContext {
  /** The session token, when logged in. */
  token(): string | null;
  /** The session's merchant (authenticated calls) or the page's merchant. */
  merchantCode(authenticated: boolean): string;
  /** Current UI language code; §7 default CN. */
  language(): string | null;
  /** Transforms a body into an encrypted request (lib/body-encryption + the server's key). */
  encrypt?(
    body: unknown,
    retry: boolean,
  ): Promise<{ headers: Record<string, string>; body: unknown }>;
  baseUrl?: string;
}

const CACHE_PREFIX = 'MC_API_CACHE:';

function buildUrl(base: string, url: string, query?: Query): string {
  if (!query) return base + url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  if (!qs) return base + url;
  return `${base}${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return !!v && typeof v === 'object' && 'success' in v && typeof v.success === 'boolean';
}

/**
 * The API client of SPEC §7, transport only: defaults (GET, 30 000 ms, JSON, credentials), the
 * headers, GET query and session-storage cache. It resolves with the envelope's `value` and
 * rejects with an ApiError; it never shows anything to the user.
 */
export function createApiClient(ctx: ClientContext) {
  const base = ctx.baseUrl ?? '';

  async function request<T>(
    url: string,
    options: RequestOptions = {},
    retried = false,
  ): Promise<T> {
    const alert = options.alert !== false;
    // §8 "Empty URL rejects with 'url is null'."
    if (!url) throw new ApiError('config', null, 0, 'url is null', { url: '', alert });

    const method = options.method ?? 'GET';
    const path = url.split('?')[0]!;
    const token = ctx.token();
    const authenticated = !!token && !NO_AUTH_PATHS.includes(path);
    const fullUrl = buildUrl(base, url, options.query);

    const cacheKey = CACHE_PREFIX + fullUrl;
    if (method === 'GET' && options.cache && !options.flush) {
      const hit = readJson<{ v: T }>('session', cacheKey);
      if (hit) return hit.v;
    }

    const headers: Record<string, string> = {
      Accept: 'application/json',
      Merchant: ctx.merchantCode(authenticated),
      Language: ctx.language() || DEFAULT_REQUEST_LANGUAGE,
      ...(options.moduleId ? { ModuleId: options.moduleId } : {}),
      ...(authenticated ? { Authorization: token } : {}),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body !== undefined && method !== 'GET') {
      headers['Content-Type'] ??= 'application/json';
      let payload: unknown = options.body;
      if (options.encrypt && ctx.encrypt) {
        try {
          const encrypted = await ctx.encrypt(payload, retried);
          Object.assign(headers, encrypted.headers);
          payload = encrypted.body;
        } catch {
          // §7 "on failure the message is shown": the policy above shows it.
          throw new ApiError('config', 'crypto.failed', 0, 'encryption failed', { url, alert });
        }
      }
      body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    }

    const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
    const timer = AbortSignal.timeout(timeout);
    const signal = options.signal ? AbortSignal.any([options.signal, timer]) : timer;

    let res: Response;
    try {
      res = await fetch(fullUrl, { method, headers, body, credentials: 'include', signal });
    } catch (e) {
      if (timer.aborted) {
        // Named like axios's timeout so that callers can apply §8 "ECONNABORTED".
        throw new ApiError('timeout', 'ECONNABORTED', 0, `timeout of ${timeout}ms exceeded`, {
          url,
          alert,
        });
      }
      if (options.signal?.aborted) throw e;
      throw new ApiError('network', null, 0, 'Network Error', { url, alert });
    }

    let payload: unknown = null;
    const text = await res.text().catch(() => '');
    if (text) {
      try {
        payload = JSON.parse(text);
      } catch {
        payload = null;
      }
    }

    if (isEnvelope(payload) && !options.raw) {
      // A key rotated away between fetching and sending: fetch the new one, send once more.
      if (
        !payload.success &&
        payload.errorCode === CRYPTO_KEY_UNKNOWN &&
        options.encrypt &&
        !retried
      ) {
        return request<T>(url, options, true);
      }
      if (!payload.success) {
        throw new ApiError(
          'envelope',
          payload.errorCode ?? null,
          res.status,
          payload.message ?? '',
          {
            url,
            alert,
            value: payload.value,
          },
        );
      }
      if (method === 'GET' && (options.cache || options.flush)) {
        writeStorage('session', cacheKey, JSON.stringify({ v: payload.value }));
      }
      return payload.value as T;
    }
    if (!res.ok) {
      throw new ApiError('http', null, res.status, res.statusText || `HTTP ${res.status}`, {
        url,
        alert,
      });
    }
    if (options.raw) return payload as T;
    throw new ApiError('http', null, res.status, 'Unexpected response', { url, alert });
  }

  return {
    request,
    get: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(url, { ...options, method: 'GET' }),
    post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(url, { ...options, method: 'POST', body }),
    put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(url, { ...options, method: 'PUT', body }),
    del: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(url, { ...options, method: 'DELETE', body }),
    /** Drops every cached GET answer (§7 cache flush for all). */
    flushCache(): void {
      try {
        const keys: string[] = [];
        for (let i = 0; i < sessionStorage.length; i++) {
          const k = sessionStorage.key(i);
          if (k?.startsWith(CACHE_PREFIX)) keys.push(k);
        }
        keys.forEach((k) => removeStorage('session', k));
      } catch {
        // no storage
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
