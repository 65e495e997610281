import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { createRedisCache, type Cache } from '../src/cache/cache';
import { freshIp, freshUserName, RELAXED_LIMITS } from './accounts';
import { buildTestApp } from './helpers';

/**
 * §8 TOO_MANY_REQUEST through @fastify/rate-limit, over real HTTP: the envelope and Retry-After
 * a caller sees, RATE_LIMIT_FACTOR, and (with REDIS_URL) one count for every instance.
 */

const opened: { app: App; cache?: Cache }[] = [];
afterEach(async () => {
  for (const { app, cache } of opened.splice(0)) {
    await app.close();
    await cache?.close();
  }
});
afterAll(async () => {
  for (const { app, cache } of opened.splice(0)) {
    await app.close();
    await cache?.close();
  }
});

/** A listening instance behind a trusted proxy, so each test names its caller's address. */
async function instance(
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
  cache?: Cache,
) {
  const app = await buildTestApp(
    { TRUST_PROXY: 'true', ...env },
    { ...options, ...(cache ? { cache } : {}) },
  );
  opened.push({ app, ...(cache ? { cache } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A login with a user name nobody has: answered `not.exists.user` until a limit refuses it. */
const login = (base: string, ip: string, username = freshUserName('nobody')) =>
  fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username, password: 'Wrong#2026', type: 'username' }),
  });

const withLoginLimit = (max: number) => ({
  rateLimits: { ...RELAXED_LIMITS, loginPerIp: { max, windowSeconds: 600 } },
});

describe('§8 request limits over HTTP', () => {
  it('answers the first refusal with 429 in the envelope and Retry-After; another address goes on', async () => {
    const base = await instance({}, withLoginLimit(3));
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect(((await (await login(base, ip)).json()) as { errorCode: string }).errorCode).toBe(
        'not.exists.user',
      );
    const refused = await login(base, ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = (await refused.json()) as Record<string, unknown>;
    expect(body).toEqual({
      success: false,
      errorCode: 'too.many.requests',
      message: expect.stringMatching(/^TOO_MANY_REQUEST: /),
      value: null,
    });
    expect((await login(base, freshIp())).status).toBe(400);
  });

  it('RATE_LIMIT_FACTOR multiplies the allowance (registrations per address: 10 × 2)', async () => {
    const base = await instance({ RATE_LIMIT_FACTOR: '2' });
    const ip = freshIp();
    // Refused registrations (the name is taken) count against the address like the others.
    const register = () =>
      fetch(`${base}/wps/member/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, moduleid: 'REG3' },
        body: JSON.stringify({
          registerMethod: 'H5',
          username: 'demo_player',
          password: 'Passw0rd!x',
          login: false,
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await register()).status);
    expect(statuses).toEqual([...Array<number>(20).fill(409), 429]);
  });

  it('a successful login clears the failures of its account and address', async () => {
    const base = await instance(
      {},
      {
        rateLimits: {
          ...RELAXED_LIMITS,
          loginFailuresPerAccountIp: { max: 2, windowSeconds: 900 },
        },
      },
    );
    const ip = freshIp();
    const attempt = (password: string) =>
      fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ username: 'demo_player', password, type: 'username' }),
      });
    expect((await attempt('Wrong#1x')).status).toBe(400);
    expect((await attempt('Player#2026')).status).toBe(200);
    expect((await attempt('Wrong#2x')).status).toBe(400);
    // One failure since the success: the right password is still checked.
    expect((await attempt('Player#2026')).status).toBe(200);
    expect((await attempt('Wrong#3x')).status).toBe(400);
    expect((await attempt('Wrong#4x')).status).toBe(400);
    expect((await attempt('Player#2026')).status).toBe(429);
  });
});

describe.runIf(process.env.REDIS_URL)('§8 request limits with REDIS_URL', () => {
  it('two instances on one Redis share the count', async () => {
    const prefix = `mc:test:rl:${Math.random().toString(36).slice(2, 10)}:`;
    const redisUrl = process.env.REDIS_URL!;
    const a = await instance({}, withLoginLimit(4), await createRedisCache(redisUrl, prefix));
    const b = await instance({}, withLoginLimit(4), await createRedisCache(redisUrl, prefix));
    const ip = freshIp();
    const statuses = [];
    for (const base of [a, b, a, b, a, b]) statuses.push((await login(base, ip)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});

describe.skipIf(process.env.REDIS_URL)('§8 request limits without Redis', () => {
  it('each instance counts on its own', async () => {
    const a = await instance({}, withLoginLimit(2));
    const b = await instance({}, withLoginLimit(2));
    const ip = freshIp();
    const statuses = [];
    for (const base of [a, b, a, b, a, b]) statuses.push((await login(base, ip)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});
