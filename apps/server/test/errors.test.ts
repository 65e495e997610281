import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/lib/app-instance';
import { createMemoryCache, type Cache } from '../src/cache/cache';
import { READY_CHECK_EVERY_MS } from '../src/plugins/health';
import { ADMIN_TOKEN, buildTestApp, buildUnreadyTestApp } from './helpers';
import { API_CSP } from '../src/plugins/security-headers';
import { seedDemoContent } from '../src/db/seed/demo-content';

/**
 * Every failure answers the envelope {success, message, errorCode, value} of SPEC §7 with a code of
 * the error catalogue (§8 plus the server's own codes), and a 5xx never shows its internals.
 */

const SECRET = 'password=hunter2 at db.internal:5432';
let app: App;

beforeAll(async () => {
  app = await buildUnreadyTestApp();
  // Routes that fail the way real code fails, added before the app is ready.
  app.get('/wps/test/throw', { config: { public: true } }, () => {
    throw new Error(SECRET);
  });
  app.get('/wps/test/reject', { config: { public: true } }, async () => {
    await Promise.resolve();
    throw Object.assign(new TypeError(SECRET), { statusCode: 502, code: 'E_UPSTREAM' });
  });
  app.get(
    '/wps/test/bad-response',
    { config: { public: true }, schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () => ({ count: SECRET }) as unknown as { count: number },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe('§7 request bodies', () => {
  it('answers malformed JSON with 400 validation.failed', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/admin/merchants/demo',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"settings": {"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'validation.failed',
      value: null,
    });
    expect(typeof res.json().message).toBe('string');
  });

  it('answers a content type the server does not read with 415 unsupported.media.type', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/admin/merchants/demo',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: 'a,b,c',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'unsupported.media.type',
      message: 'Unsupported content type',
      value: null,
    });
  });

  it('answers a body over 256 KB with 413 payload.too.large, and reads one just under it', async () => {
    const padded = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes - 10) });
    const over = await app.inject({
      method: 'PUT',
      url: '/admin/merchants/demo',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: padded(256 * 1024 + 10),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      success: false,
      errorCode: 'payload.too.large',
      message: 'Request body is too large',
      value: null,
    });
    const under = await app.inject({
      method: 'PUT',
      url: '/admin/merchants/demo',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: padded(250 * 1024),
    });
    // Read and then rejected for its shape, not its size.
    expect(under.statusCode).toBe(400);
    expect(under.json().errorCode).toBe('validation.failed');
  });
});

describe('unknown routes', () => {
  it('answers an unknown /wps route with the 404 not.found envelope, without the query', async () => {
    const res = await app.inject({ url: '/wps/no/such/call?token=abc' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'not.found',
      message: 'No route for GET /wps/no/such/call',
      value: null,
    });
    expect(res.body).not.toContain('abc');
  });

  it('answers a known path with another method in the same envelope: 405 with Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/wps/system/status' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toMatchObject({ success: false, errorCode: 'method.not.allowed' });
  });
});

describe('internal errors', () => {
  it.each(['/wps/test/throw', '/wps/test/reject', '/wps/test/bad-response'])(
    '%s answers 500 internal.error without the thrown message or stack',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'internal.error',
        message: 'Something went wrong. Please try again later.',
        value: null,
      });
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toContain('db.internal');
      expect(res.body).not.toMatch(/\bat \S+ \(|\.ts:\d+/);
      expect(res.body).not.toContain('E_UPSTREAM');
    },
  );
});

describe('security headers', () => {
  it.each([
    ['an app page', '/m/home'],
    ['the console', '/console/'],
  ])('%s carries the page CSP and X-Content-Type-Options', async (_name, url) => {
    const res = await app.inject({ url, headers: { host: 'localhost' } });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    // Outside script hosts follow the merchant's vendors (web.test.ts), scripts of its own always.
    expect(csp).toMatch(/script-src 'self'[ ;]/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it.each([
    ['an API answer', '/wps/system/status'],
    ['a 404 envelope', '/wps/nothing'],
    ['a 500 envelope', '/wps/test/throw'],
  ])(
    '%s (JSON, never rendered) carries the API CSP and X-Content-Type-Options',
    async (_name, url) => {
      const res = await app.inject({ url, headers: { host: 'localhost' } });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(API_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    },
  );

  it("a 304 carries none of a page's headers: the answer the client kept has its own (a revalidated popup list)", async () => {
    await seedDemoContent(app.db);
    const first = await app.inject({ url: '/wps/content/popups', headers: { host: 'localhost' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-security-policy']).toBe(API_CSP);
    const again = await app.inject({
      url: '/wps/content/popups',
      headers: { host: 'localhost', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('probes and docs', () => {
  it('/health answers ok without touching a merchant', async () => {
    const res = await app.inject({
      url: '/health',
      headers: { host: 'unknown.example', merchant: '<bad>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/ready reports the database and cache it checked', async () => {
    const res = await app.inject({ url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      cache: process.env.REDIS_URL ? 'redis' : 'memory',
    });
  });

  it('/ready answers 503 once a check finds the cache unreachable, and ready again once it answers', async () => {
    // A cache failing while `down`; a clock the test moves: a verdict is answered from
    // memory for READY_CHECK_EVERY_MS, then checked again.
    const real = createMemoryCache();
    let down = false;
    const cache: Cache = {
      ...real,
      get: async (key) => {
        if (down) throw new Error('connection refused');
        return real.get(key);
      },
    };
    let now = 1_000_000;
    const probe = await buildTestApp({}, { cache, now: () => now });
    try {
      const ready = async () => (await probe.inject({ url: '/ready' })).statusCode;
      expect(await ready()).toBe(200);
      down = true;
      // Within the second, the verdict found ready is answered from memory...
      expect(await ready()).toBe(200);
      // ...then checked again: unreachable.
      now += READY_CHECK_EVERY_MS;
      const refused = await probe.inject({ url: '/ready' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'service.unavailable' });
      down = false;
      expect(await ready()).toBe(503);
      now += READY_CHECK_EVERY_MS;
      expect(await ready()).toBe(200);
    } finally {
      await probe.close();
    }
  });

  it.each([
    ['unreachable', () => Promise.reject(new Error('connection refused'))],
    ['silent (a lost network path answers nothing)', () => new Promise<never>(() => {})],
  ])(
    '/ready answers 503 once a check finds the database %s, and ready again once it answers',
    async (_name, failing) => {
      // The file's database behind a switch: while `down`, its queries (the check's `select 1`)
      // fail the given way; a silent one counts as failed after READY_CHECK_TIMEOUT_MS.
      let down = false;
      let now = 1_000_000;
      const probe = await buildTestApp(
        {},
        {
          now: () => now,
          wrapDatabase: (database) => ({
            ...database,
            db: new Proxy(database.db, {
              get: (target, key, receiver) =>
                key === 'execute' && down ? failing : Reflect.get(target, key, receiver),
            }),
          }),
        },
      );
      try {
        const ready = async () => (await probe.inject({ url: '/ready' })).statusCode;
        expect(await ready()).toBe(200);
        down = true;
        now += READY_CHECK_EVERY_MS;
        const refused = await probe.inject({ url: '/ready' });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ success: false, errorCode: 'service.unavailable' });
        down = false;
        now += READY_CHECK_EVERY_MS;
        expect(await ready()).toBe(200);
      } finally {
        await probe.close();
      }
    },
  );

  it('/docs/json is an OpenAPI document listing the §7 calls and the error envelope', async () => {
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Member app API');
    expect(doc.paths['/wps/system/status']?.get).toBeDefined();
    expect(doc.paths['/wps/system/status'].get.responses['200']).toBeDefined();
    expect(doc.paths['/admin/merchants/{code}']?.put).toBeDefined();
    // HTML pages are not API calls.
    expect(doc.paths['/m/home']).toBeUndefined();
    expect(JSON.stringify(doc.components?.schemas ?? {})).toContain('ErrorEnvelope');
  });
});
