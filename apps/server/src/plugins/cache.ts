import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openCache, type Cache } from '../cache/cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis when REDIS_URL is set, else in-process: sessions, counters, challenges. */
    cache: Cache;
  }
}

export interface CacheOptions {
  /** An already open cache (tests share one); the app then does not close it. */
  cache?: Cache | undefined;
}

export const cachePlugin = fp<CacheOptions>(
  async (app: FastifyInstance, options) => {
    const cache = options.cache ?? (await openCache(app.config.REDIS_URL));
    app.decorate('cache', cache);
    app.addHook('onClose', async () => {
      if (!options.cache) await cache.close();
    });
  },
  { name: 'cache', dependencies: ['config'] },
);
