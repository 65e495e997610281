import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import fp from 'fastify-plugin';
import { TooManyRequests } from '../lib/errors';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Request limits (§8 TOO_MANY_REQUEST), counted by @fastify/rate-limit: in this process, or in
 * Redis when REDIS_URL is set, so that every instance behind the proxy shares the count. Tests
 * pass their own numbers through buildApp's `rateLimits` option.
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
  /** At `max` failures (same window) the account is locked for `windowSeconds` (423). */
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

type LimitName = {
  [K in keyof RateLimits]: RateLimits[K] extends Limit ? K : never;
}[keyof RateLimits];

const NAMESPACE = 'rl:';
const DEFAULT_MESSAGE = 'too many attempts, try again later';

/**
 * The plugin's own store, one for every limit: `createRateLimit` would give each limit a child
 * store of its own, but the keys already name their limit, and one shared store is what lets a
 * successful login clear its failures (the plugin has no reset of its own).
 */
function sharedStore(redis: FastifyInstance['cache']['redis']) {
  const counters = redis
    ? new RedisStore(false, false, redis, NAMESPACE)
    : new LocalStore(false, false, 100_000);
  const store = {
    incr: counters.incr.bind(counters),
    read: counters.read.bind(counters),
    child: () => store,
  };
  return {
    // The plugin builds its store with `new`; this one hands back the shared object.
    Store: function SharedStore() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
    reset: async (key: string) => {
      if (redis) await redis.del(`${NAMESPACE}${key}`);
      else counters.lru?.delete(key);
    },
  };
}

/** Which subject a limiter call counts: the limits are keyed by what the caller names. */
const SUBJECT = Symbol('rate-limit subject');
type Probe = FastifyRequest & { [SUBJECT]: string };

function createLimiter(
  app: FastifyInstance,
  limits: RateLimits,
  reset: (key: string) => Promise<void>,
) {
  const keyOf = (name: string, subject: string) => `${name}:${subject}`;
  type Check = ReturnType<FastifyInstance['createRateLimit']>;
  const checks = new Map<string, Check>();
  const limiter = (name: string, limit: Limit): Check => {
    const id = `${name}:${limit.max}:${limit.windowSeconds}`;
    let check = checks.get(id);
    if (!check) {
      check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        keyGenerator: (req) => keyOf(name, (req as Probe)[SUBJECT]),
      });
      checks.set(id, check);
    }
    return check;
  };
  // Limits here count what the caller names (an account, a number), not only the request's
  // address, so the plugin's manual limiter gets a request that carries that subject.
  const run = async (name: string, limit: Limit, subject: string, increment: boolean) => {
    const probe = { routeOptions: { config: {} }, [SUBJECT]: subject } as unknown as Probe;
    const result = await limiter(name, limit)(probe, { increment });
    if (result.isAllowed) throw new Error('rate limits have no allow list');
    return result;
  };

  return {
    limits,
    /** Counts one event; refuses with 429 (and Retry-After) once the window holds more than `max`. */
    async hit(name: LimitName, subject: string, message = DEFAULT_MESSAGE) {
      const result = await run(name, limits[name], subject, true);
      if (result.isExceeded) throw new TooManyRequests(message, result.ttlInSeconds);
    },
    /** Refuses when the window is already full, without counting (failures are counted apart). */
    async check(name: LimitName, subject: string, message = DEFAULT_MESSAGE) {
      const result = await run(name, limits[name], subject, false);
      if (result.remaining === 0) throw new TooManyRequests(message, result.ttlInSeconds);
    },
    async count(name: LimitName, subject: string) {
      await run(name, limits[name], subject, true);
    },
    async reset(name: LimitName, subject: string) {
      await reset(keyOf(name, subject));
    },
    /**
     * At most one event per `seconds` for the subject (e.g. one SMS per 30 s per number). A refusal
     * carries `value.expirationTime` (epoch ms), when the next one is allowed: the app counts down
     * to it (§4 SMS code) instead of showing the message (§8 TOO_MANY_REQUEST is not alerted).
     */
    async gap(name: string, subject: string, seconds: number, message: string) {
      if (seconds <= 0) return;
      const result = await run(name, { max: 1, windowSeconds: seconds }, subject, true);
      if (result.isExceeded)
        throw new TooManyRequests(message, result.ttlInSeconds, {
          expirationTime: Date.now() + result.ttl,
        });
    },
  };
}

export type RateLimiter = ReturnType<typeof createLimiter>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Request limits of §8 TOO_MANY_REQUEST (@fastify/rate-limit, shared through Redis). */
    limiter: RateLimiter;
  }
}

export interface RateLimitOptions {
  /** Request limits; tests lower or raise them instead of sleeping. */
  rateLimits?: Partial<RateLimits> | undefined;
}

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options) => {
    const { Store, reset } = sharedStore(app.cache.redis);
    // Only the limits below, called where their subject is known: no blanket limit on every route.
    await app.register(fastifyRateLimit, { global: false, store: Store });
    const limits = {
      ...scaleRateLimits(DEFAULT_RATE_LIMITS, app.config.RATE_LIMIT_FACTOR),
      ...options.rateLimits,
    };
    app.decorate('limiter', createLimiter(app, limits, reset));
  },
  { name: 'rate-limit', dependencies: ['config', 'cache'] },
);
