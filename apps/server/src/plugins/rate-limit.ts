import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  scaleRateLimits,
  type RateLimiter,
  type RateLimits,
} from '../lib/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Request limits of §8 TOO_MANY_REQUEST, counted in the shared cache. */
    limiter: RateLimiter;
  }
}

export interface RateLimitOptions {
  /** Request limits; tests lower or raise them instead of sleeping. */
  rateLimits?: Partial<RateLimits> | undefined;
}

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate(
      'limiter',
      createRateLimiter(app.cache, {
        ...scaleRateLimits(DEFAULT_RATE_LIMITS, app.config.RATE_LIMIT_FACTOR),
        ...options.rateLimits,
      }),
    );
  },
  { name: 'rate-limit', dependencies: ['config', 'cache'] },
);
