import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { seedDemoContent } from '../src/db/seed/demo-content';
import { compressionPlugin } from '../src/plugins/compression';
import { buildTestApp } from './helpers';

/**
 * API answers travel compressed to the clients that accept it (brotli, else gzip) once they are
 * over 2 KB, or 1 KB for an answer every player shares (compressed once, then kept); smaller
 * answers and clients that ask for nothing get them as they are.
 */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  // The demo's popups: an answer of 1–2 KB that every player shares.
  await seedDemoContent(app.db);
});
afterAll(async () => {
  await app.close();
});

// The API's own description: a large JSON answer every server has.
const docs = (encoding?: string) =>
  app.inject({
    url: '/docs/json',
    headers: { merchant: 'demo', ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed answers', () => {
  it('brotli when accepted, the same JSON once decoded', async () => {
    const plain = await docs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);
    const br = await docs('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('gzip for a client without brotli', async () => {
    const gz = await docs('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty('paths');
  });

  it('a client that refuses brotli (q=0) gets gzip, and every answer says it varies by encoding', async () => {
    for (let i = 0; i < 2; i++) {
      const gz = await docs('br;q=0, gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty('paths');
    }
    const none = await docs('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toHaveProperty('paths');
  });

  it('an answer every player shares goes compressed from 1 KB (home popups), the same JSON once decoded', async () => {
    const get = (encoding?: string) =>
      app.inject({
        url: '/wps/content/popups',
        headers: { merchant: 'demo', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.rawPayload.length).toBeLessThan(2048);
    for (let i = 0; i < 2; i++) {
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('a small answer that differs per visitor goes as it is', async () => {
    const res = await app.inject({
      url: '/wps/system/status?device=MOBILE',
      headers: { merchant: 'demo', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(2048);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('answers a member has alone', () => {
  // A route that needs a session answers one member: compressing and keeping each member's copy
  // would crowd out of the kept copies the answers every player shares (status call's rule).
  it('go as they are under 2 KB, and compressed above it, like the status call', async () => {
    const server = Fastify();
    await server.register(compressionPlugin);
    const mine = (size: number) => JSON.stringify({ records: 'x'.repeat(size) });
    server.get('/mine', { config: { auth: true } }, async (request, reply) =>
      reply.type('application/json').send(mine(Number((request.query as { n: string }).n))),
    );
    server.get('/shared', async (_request, reply) =>
      reply.type('application/json').send(mine(1500)),
    );
    const get = (url: string) =>
      server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect((await get('/shared')).headers['content-encoding']).toBe('br');
    const small = await get('/mine?n=1500');
    expect(small.rawPayload.length).toBeGreaterThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const large = await get('/mine?n=4000');
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toEqual({
      records: 'x'.repeat(4000),
    });
    await server.close();
  });
});
