import { ERROR_CODES, TOO_MANY_REQUEST_PREFIX } from '@member-app/contract/errors';
import type { Cache } from '../cache/cache';
import { AppError } from './errors';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Request limits (§8 TOO_MANY_REQUEST). Counters live in app.cache, so instances share them
 * when REDIS_URL is set. Tests pass their own numbers through buildApp's `rateLimits` option.
 */
export interface RateLimits {
  /** Every login and second-factor attempt from one IP. */
  loginPerIp: Limit;
  /**
   * Failed logins of one account from one IP. Keyed by account and IP on purpose: someone guessing
   * a password from elsewhere does not lock the real owner out.
   */
  loginFailuresPerAccountIp: Limit;
  /**
   * Failed logins of one account from anywhere (credential stuffing through many addresses): past
   * `max` in `windowSeconds` the account asks for a captcha before its password is checked.
   */
  accountCaptchaAfter: Limit;
  /** At `max` failures (same window) the account is locked for `windowSeconds` (account.locked). */
  accountLock: Limit;
  smsPerIp: Limit;
  smsPerNumberDaily: Limit;
  /** Seconds between two codes to the same number. */
  smsMinGapSeconds: number;
  emailPerIp: Limit;
  registerPerIp: Limit;
  /** Tracking events (SPEC §3) from one IP. */
  trackingPerIp: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowSeconds: 600 },
  loginFailuresPerAccountIp: { max: 5, windowSeconds: 900 },
  accountCaptchaAfter: { max: 5, windowSeconds: 3600 },
  accountLock: { max: 20, windowSeconds: 900 },
  smsPerIp: { max: 20, windowSeconds: 3600 },
  smsPerNumberDaily: { max: 10, windowSeconds: 86_400 },
  smsMinGapSeconds: 30,
  emailPerIp: { max: 20, windowSeconds: 3600 },
  registerPerIp: { max: 10, windowSeconds: 3600 },
  trackingPerIp: { max: 120, windowSeconds: 60 },
};

/** The limits with every `max` multiplied by `factor` (config RATE_LIMIT_FACTOR); windows and gaps stay. */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scaled = { ...limits };
  for (const [name, value] of Object.entries(limits) as [
    keyof RateLimits,
    RateLimits[keyof RateLimits],
  ][]) {
    if (typeof value === 'object')
      (scaled as Record<string, unknown>)[name] = { ...value, max: Math.round(value.max * factor) };
  }
  return scaled;
}

export const tooManyRequests = (what: string) =>
  new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, `${TOO_MANY_REQUEST_PREFIX}: ${what}`);

/** Fixed-window counters on the cache. */
export function createRateLimiter(cache: Cache, limits: RateLimits) {
  const key = (name: string, subject: string) => `rl:${name}:${subject}`;
  return {
    limits,
    /** Counts one event; refuses with 429 once the window holds more than `max`. */
    async hit(
      name: keyof RateLimits,
      subject: string,
      message = 'too many attempts, try again later',
    ) {
      const limit = limits[name] as Limit;
      const n = await cache.incr(key(name, subject), limit.windowSeconds);
      if (n > limit.max) throw tooManyRequests(message);
    },
    /** Refuses when the window is already full, without counting (failures are counted apart). */
    async check(
      name: keyof RateLimits,
      subject: string,
      message = 'too many attempts, try again later',
    ) {
      const limit = limits[name] as Limit;
      const n = Number((await cache.get(key(name, subject))) ?? 0);
      if (n >= limit.max) throw tooManyRequests(message);
    },
    async count(name: keyof RateLimits, subject: string) {
      await cache.incr(key(name, subject), (limits[name] as Limit).windowSeconds);
    },
    async reset(name: keyof RateLimits, subject: string) {
      await cache.del(key(name, subject));
    },
    /**
     * At most one event per `seconds` for the subject (e.g. one SMS per 30 s per number). A refusal
     * carries `value.expirationTime` (epoch ms), when the next one is allowed: the app counts down
     * to it (§4 SMS code) instead of showing the message (§8 TOO_MANY_REQUEST is not alerted).
     */
    async gap(name: string, subject: string, seconds: number, message: string) {
      if (seconds <= 0) return;
      const until = Date.now() + seconds * 1000;
      if (await cache.setIfAbsent(key(name, subject), String(until), seconds)) return;
      const stored = Number(await cache.get(key(name, subject)));
      throw new AppError(
        429,
        ERROR_CODES.TOO_MANY_REQUESTS,
        `${TOO_MANY_REQUEST_PREFIX}: ${message}`,
        {
          expirationTime: Number.isFinite(stored) && stored > 0 ? stored : until,
        },
      );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
