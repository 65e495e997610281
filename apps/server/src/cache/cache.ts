import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Shared short-lived state: sessions, counters, challenges (ARCHITECTURE "cache, counters").
 * In-process by default; Redis when REDIS_URL is set so that instances share it.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  /**
   * The Redis connection (its key prefix applied) when kind is redis: @fastify/rate-limit keeps its
   * counters there with its own atomic script, in this cache's key space.
   */
  readonly redis?: Redis;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its lifetime on first use; returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Sets only when absent; true when this call set it (a lock, a one-time use). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createMemoryCache(max = 100_000): Cache {
  const store = new LRUCache<string, string>({ max, ttlAutopurge: false });
  return {
    kind: 'memory',
    get: async (key) => store.get(key) ?? null,
    set: async (key, value, ttl) => {
      store.set(key, value, { ttl: ttl * 1000 });
    },
    del: async (key) => {
      store.delete(key);
    },
    incr: async (key, ttl) => {
      const current = store.get(key);
      const next = (current ? Number(current) : 0) + 1;
      // Keep the first lifetime, as Redis INCR + EXPIRE NX does.
      const remaining = current ? store.getRemainingTTL(key) : ttl * 1000;
      store.set(key, String(next), { ttl: remaining > 0 ? remaining : ttl * 1000 });
      return next;
    },
    setIfAbsent: async (key, value, ttl) => {
      if (store.has(key)) return false;
      store.set(key, value, { ttl: ttl * 1000 });
      return true;
    },
    close: async () => {
      store.clear();
    },
  };
}

export async function createRedisCache(url: string, prefix = 'mc:'): Promise<Cache> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return {
    kind: 'redis',
    redis,
    get: (key) => redis.get(key),
    set: async (key, value, ttl) => {
      await redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttl)));
    },
    del: async (key) => {
      await redis.del(key);
    },
    incr: async (key, ttl) => {
      const [[, value]] = (await redis
        .multi()
        .incr(key)
        .expire(key, Math.max(1, Math.ceil(ttl)), 'NX')
        .exec()) as [[Error | null, number], [Error | null, number]];
      return value;
    },
    setIfAbsent: async (key, value, ttl) =>
      (await redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttl)), 'NX')) === 'OK',
    close: async () => {
      await redis.quit();
    },
  };
}

export function openCache(redisUrl: string | undefined): Promise<Cache> {
  return redisUrl ? createRedisCache(redisUrl) : Promise.resolve(createMemoryCache());
}
