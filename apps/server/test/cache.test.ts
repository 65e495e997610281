import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache, createRedisCache, type Cache } from '../src/cache/cache';

/**
 * The shared short-lived store behind sessions, counters and one-time challenges: the in-process
 * cache and, when REDIS_URL is set, Redis. Both must behave the same.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const redisUrl = process.env.REDIS_URL;
const redisPrefix = `mc-test-${Math.random().toString(36).slice(2, 10)}:`;

const backends: { name: string; open: () => Promise<Cache>; ttl: number }[] = [
  // Memory keeps fractions of a second; Redis counts whole seconds.
  { name: 'memory', open: async () => createMemoryCache(), ttl: 0.5 },
  {
    name: 'redis',
    // One prefix per run: two caches opened here are two instances sharing one Redis.
    open: () => createRedisCache(redisUrl!, redisPrefix),
    ttl: 1,
  },
];

describe.each(backends)('$name cache', ({ name, open, ttl }) => {
  const skip = name === 'redis' && !redisUrl;
  let cache: Cache;
  beforeAll(async () => {
    if (!skip) cache = await open();
  });
  afterAll(async () => {
    if (!skip) await cache.close();
  });
  const test = it.skipIf(skip);
  let n = 0;
  const key = (label: string) => `${label}-${++n}`;

  test('reports its kind', () => {
    expect(cache.kind).toBe(name);
  });

  test('gets what was set, replaces it, and forgets it on del', async () => {
    const k = key('kv');
    expect(await cache.get(k)).toBeNull();
    await cache.set(k, 'one', 60);
    expect(await cache.get(k)).toBe('one');
    await cache.set(k, 'two', 60);
    expect(await cache.get(k)).toBe('two');
    await cache.del(k);
    expect(await cache.get(k)).toBeNull();
    await expect(cache.del(k)).resolves.toBeUndefined();
  });

  test('keeps unicode and JSON values intact', async () => {
    const k = key('json');
    const value = JSON.stringify({ name: '维护中', emoji: '🎰', nested: [1, 2] });
    await cache.set(k, value, 60);
    expect(await cache.get(k)).toBe(value);
  });

  test('expires a value after its lifetime', async () => {
    const k = key('ttl');
    const long = key('ttl-long');
    await cache.set(k, 'short', ttl);
    await cache.set(long, 'long', 60);
    expect(await cache.get(k)).toBe('short');
    await sleep(ttl * 1000 + 250);
    expect(await cache.get(k)).toBeNull();
    expect(await cache.get(long)).toBe('long');
  });

  test('incr counts from 1 and keeps the lifetime of its first use', async () => {
    const k = key('incr');
    expect(await cache.incr(k, ttl)).toBe(1);
    await sleep(ttl * 600);
    // A later call with a longer lifetime must not extend the window (a rate-limit counter).
    expect(await cache.incr(k, 60)).toBe(2);
    expect(await cache.incr(k, 60)).toBe(3);
    expect(await cache.get(k)).toBe('3');
    await sleep(ttl * 600);
    expect(await cache.get(k)).toBeNull();
    expect(await cache.incr(k, 60)).toBe(1);
  });

  test('incr counts every one of many concurrent calls', async () => {
    const k = key('incr-many');
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.incr(k, 60)));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  test('setIfAbsent lets exactly one of concurrent callers win', async () => {
    const k = key('once');
    const results = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((v) => cache.setIfAbsent(k, v, 60)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = ['a', 'b', 'c', 'd', 'e'][results.indexOf(true)];
    expect(await cache.get(k)).toBe(winner);
    expect(await cache.setIfAbsent(k, 'late', 60)).toBe(false);
    expect(await cache.get(k)).toBe(winner);
  });

  test('setIfAbsent succeeds again once the value is deleted or expired', async () => {
    const k = key('once-again');
    expect(await cache.setIfAbsent(k, 'first', 60)).toBe(true);
    await cache.del(k);
    expect(await cache.setIfAbsent(k, 'second', ttl)).toBe(true);
    expect(await cache.setIfAbsent(k, 'third', 60)).toBe(false);
    await sleep(ttl * 1000 + 250);
    expect(await cache.setIfAbsent(k, 'fourth', 60)).toBe(true);
    expect(await cache.get(k)).toBe('fourth');
  });
});

describe.skipIf(!redisUrl)('redis cache between instances (skipped: REDIS_URL is not set)', () => {
  it('shares values between two connections with the same prefix', async () => {
    const prefix = `mc-test-shared-${Math.random().toString(36).slice(2, 10)}:`;
    const a = await createRedisCache(redisUrl!, prefix);
    const b = await createRedisCache(redisUrl!, prefix);
    try {
      expect(await a.setIfAbsent('lock', 'a', 60)).toBe(true);
      expect(await b.setIfAbsent('lock', 'b', 60)).toBe(false);
      expect(await b.incr('count', 60)).toBe(1);
      expect(await a.incr('count', 60)).toBe(2);
    } finally {
      await a.del('lock');
      await a.del('count');
      await a.close();
      await b.close();
    }
  });
});
