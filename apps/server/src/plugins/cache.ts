import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openCache, type Cache } from '../cache/cache';

export interface CacheReads {
  hit: number;
  miss: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis when REDIS_URL is set, else in-process: sessions, counters, challenges. */
    cache: Cache;
    /** Reads of `cache` since start by key kind (the key's first segment): for /metrics. */
    cacheReads: () => ReadonlyMap<string, Readonly<CacheReads>>;
  }
}

export interface CacheOptions {
  /** An already open cache (tests share one); the app then does not close it. */
  cache?: Cache | undefined;
}

/** `session:abc…` → `session`. Keys are the server's own, but the label set stays bounded anyway. */
const KEY_KIND = /^([a-z][a-z0-9-]{0,23}):/;

export const cachePlugin = fp<CacheOptions>(
  async (app: FastifyInstance, options) => {
    const cache = options.cache ?? (await openCache(app.config.REDIS_URL));
    const reads = new Map<string, CacheReads>();
    const counted: Cache = {
      ...cache,
      get: async (key) => {
        const value = await cache.get(key);
        const kind = KEY_KIND.exec(key)?.[1] ?? 'other';
        let entry = reads.get(kind);
        if (!entry) reads.set(kind, (entry = { hit: 0, miss: 0 }));
        if (value === null) entry.miss++;
        else entry.hit++;
        return value;
      },
    };
    app.decorate('cache', counted);
    app.decorate('cacheReads', () => reads);
    app.addHook('onClose', async () => {
      if (!options.cache) await cache.close();
    });
  },
  { name: 'cache', dependencies: ['config'] },
);
