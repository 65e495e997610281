import { EventEmitter } from 'node:events';
import { LRUCache } from 'lru-cache';

/**
 * Shared short-lived state: sessions, counters, challenges (ARCHITECTURE "cache, counters").
 * In-process by default; Redis when REDIS_URL is set so that instances share it.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its lifetime on first use; returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Sets only when absent; true when this call set it (a lock, a one-time use). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /**
   * Tells every instance sharing this cache (Redis pub/sub; in memory, this process): what each
   * instance keeps in its own memory (a merchant's parsed game catalogue) is dropped everywhere.
   */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCache(max = 100_000): Cache {
  const store = new LRUCache<string, string>({ max, ttlAutopurge: false });
  const channels = new EventEmitter();
  channels.setMaxListeners(0);
  return {
    publish: async (channel, message) => {
      channels.emit(channel, message);
    },
    subscribe: async (channel, onMessage) => {
      channels.on(channel, onMessage);
    },
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
      channels.removeAllListeners();
    },
  };
}

export async function createRedisCache(url: string, prefix = 'mc:'): Promise<Cache> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  // A connection that subscribes can do nothing else: its own, opened on the first subscription.
  let subscriber: InstanceType<typeof Redis> | null = null;
  const handlers = new Map<string, ((message: string) => void)[]>();
  return {
    kind: 'redis',
    publish: async (channel, message) => {
      await redis.publish(`${prefix}${channel}`, message);
    },
    subscribe: async (channel, onMessage) => {
      if (!subscriber) {
        subscriber = redis.duplicate();
        subscriber.on('message', (ch: string, message: string) => {
          for (const fn of handlers.get(ch) ?? []) fn(message);
        });
        subscriber.on('error', () => undefined);
      }
      const full = `${prefix}${channel}`;
      handlers.set(full, [...(handlers.get(full) ?? []), onMessage]);
      await subscriber.subscribe(full);
    },
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
      await subscriber?.quit();
      await redis.quit();
    },
  };
}

export function openCache(redisUrl: string | undefined): Promise<Cache> {
  return redisUrl ? createRedisCache(redisUrl) : Promise.resolve(createMemoryCache());
}
