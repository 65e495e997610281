import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, UploadedImage } from '@member-app/contract/schemas/admin';
import type { App } from '../src/lib/app-instance';
import { admin, RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { png } from './images';
import { bearer, operatorClient } from './operator-helpers';

/**
 * Image upload for content, over real HTTP (a listening server, multipart bodies sent by fetch):
 * what is accepted is decided by the bytes, stored under their hash, served with long-cache
 * headers, refused in the envelope otherwise, and audited.
 */

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

let app: App;
let base: string;
let dataDir: string;
let shop: { code: string };
let other: { code: string };
const ops = {} as Record<'content' | 'support' | 'elsewhere', { token: string }>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mc-uploads-'));
  app = await buildTestApp({ DATA_DIR: dataDir }, { rateLimits: RELAXED_LIMITS });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  shop = await createMerchant(app);
  other = await createMerchant(app);
  const client = operatorClient(app);
  ops.content = await client.operator('content', { merchantCodes: [shop.code] });
  ops.support = await client.operator('support', { merchantCodes: [shop.code] });
  ops.elsewhere = await client.operator('content', { merchantCodes: [other.code] });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends one file as a browser form would: the name and declared type are the sender's claims. */
async function upload(
  headers: Record<string, string>,
  bytes: Buffer,
  claims: { name?: string; type?: string; field?: string; code?: string } = {},
) {
  const form = new FormData();
  form.append(
    claims.field ?? 'file',
    new Blob([bytes], { type: claims.type ?? 'image/png' }),
    claims.name ?? 'banner.png',
  );
  const res = await fetch(`${base}/admin/merchants/${claims.code ?? shop.code}/uploads`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = (await res.json()) as {
    success: boolean;
    errorCode?: string;
    message?: string;
    value: UploadedImage;
  };
  return { status: res.status, body };
}

describe('image upload', () => {
  it('stores a PNG under its hash, serves it with long-cache headers, and answers the same address for the same bytes', async () => {
    const image = png(6, 4);
    const res = await upload(bearer(ops.content.token), image);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const value = res.body.value;
    expect(value).toMatchObject({
      contentType: 'image/png',
      bytes: image.length,
      width: 6,
      height: 4,
    });
    expect(value.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(value.sha256.startsWith(value.url.slice(9, 41))).toBe(true);

    const served = await fetch(`${base}${value.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    const again = await upload(bearer(ops.content.token), image, { name: 'other-name.png' });
    expect(again.body.value.url).toBe(value.url);
    expect(
      (await readdir(path.join(dataDir, 'uploads'))).filter((f) => f.endsWith('.png')),
    ).toContain(value.url.slice(9));
  });

  it('decides the type by the bytes: JPEG, WebP and GIF are stored with their own extension whatever the claims', async () => {
    const webp = await readFile(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo/icon-96.webp'),
    );
    const cases = [
      { bytes: JPEG, type: 'image/jpeg', ext: 'jpg', size: [1, 1] },
      { bytes: webp, type: 'image/webp', ext: 'webp', size: [96, 96] },
      { bytes: GIF, type: 'image/gif', ext: 'gif', size: [1, 1] },
      // A PNG named and declared as a JPEG is a PNG.
      { bytes: png(2, 2), type: 'image/png', ext: 'png', size: [2, 2], claim: 'image/jpeg' },
    ];
    for (const c of cases) {
      const res = await upload(bearer(ops.content.token), c.bytes, {
        name: 'picture.jpg',
        type: c.claim ?? 'application/octet-stream',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.value).toMatchObject({
        contentType: c.type,
        width: c.size[0],
        height: c.size[1],
      });
      expect(res.body.value.url.endsWith(`.${c.ext}`)).toBe(true);
      const served = await fetch(`${base}${res.body.value.url}`);
      expect(served.headers.get('content-type')).toBe(c.type);
    }
  });

  it('refuses SVG, HTML dressed as a PNG, a file over the limit, an image too large in pixels, and a form without the file', async () => {
    const token = bearer(ops.content.token);
    const refused = [
      { bytes: SVG, claims: { name: 'logo.svg', type: 'image/svg+xml' }, status: 415 },
      {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        claims: { name: 'banner.png', type: 'image/png' },
        status: 415,
      },
      // Valid PNG magic, then noise: too many bytes (random pixels do not compress).
      { bytes: png(1000, 800, () => [...randomBytes(3)]), claims: {}, status: 413 },
      // A few hundred bytes that declare 10000 × 10 pixels.
      { bytes: png(10_000, 10), claims: {}, status: 400 },
      // A PNG signature and nothing readable after it.
      { bytes: png(4, 4).subarray(0, 20), claims: {}, status: 400 },
      { bytes: png(2, 2), claims: { field: 'image' }, status: 400 },
    ];
    for (const r of refused) {
      const res = await upload(token, r.bytes, r.claims);
      expect(res.status, JSON.stringify(res.body)).toBe(r.status);
      expect(res.body).toMatchObject({ success: false, errorCode: expect.any(String) });
      expect(typeof res.body.message).toBe('string');
    }
    const json = await fetch(`${base}/admin/merchants/${shop.code}/uploads`, {
      method: 'POST',
      headers: { ...token, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/x.png' }),
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ success: false });
    // Nothing refused was kept.
    const stored = await readdir(path.join(dataDir, 'uploads'));
    expect(stored.filter((f) => !/^[0-9a-f]{32}\.(png|jpg|webp|gif)$/.test(f))).toEqual([]);
  });

  it('needs the uploads right and the merchant: support and another merchant’s operator are refused, a guest is 401, an unknown merchant 404', async () => {
    const image = png(3, 3);
    expect((await upload(bearer(ops.support.token), image)).status).toBe(403);
    const elsewhere = await upload(bearer(ops.elsewhere.token), image);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.errorCode).toBe('operator.merchant.forbidden');
    expect((await upload({}, image)).status).toBe(401);
    const unknown = await upload(admin, image, { code: 'no_such_shop' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });

  it('records the upload in the audit log with the operator and merchant', async () => {
    const image = png(5, 5, () => [1, 2, 3]);
    const res = await upload(bearer(ops.content.token), image, { name: 'spring-banner.png' });
    const audit = await app.inject({
      url: `/admin/audit?merchantCode=${shop.code}&targetType=upload&size=100`,
      headers: admin,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const entry = (audit.json().value.items as AuditEntry[]).find(
      (e) => e.targetId === res.body.value.url,
    );
    expect(entry).toMatchObject({ action: 'upload.image', merchantCode: shop.code });
    expect(entry!.after).toMatchObject({ fileName: 'spring-banner.png', bytes: image.length });
  });

  it('revalidation answers 304 without a body for a matching If-None-Match, in any of its forms and whatever Cache-Control the client sends', async () => {
    const image = png(7, 3);
    const { url } = (await upload(bearer(ops.content.token), image)).body.value;
    const first = await fetch(`${base}${url}`);
    const etag = first.headers.get('etag')!;
    // The tag is the content hash in the name: the same on every instance and in every storage.
    expect(etag).toBe(`"${url.slice(9, 41)}"`);
    const cases: [string, Record<string, string>][] = [
      // Node's fetch adds `cache-control: no-cache` to a request with If-None-Match.
      ['fetch as is', { 'if-none-match': etag }],
      ['a browser reload', { 'if-none-match': etag, 'cache-control': 'max-age=0' }],
      ['weak form', { 'if-none-match': `W/${etag}` }],
      ['one of a list', { 'if-none-match': `"aaaa", ${etag}` }],
      ['any', { 'if-none-match': '*' }],
    ];
    for (const [label, headers] of cases) {
      const res = await fetch(`${base}${url}`, { headers });
      expect(res.status, label).toBe(304);
      expect((await res.arrayBuffer()).byteLength, label).toBe(0);
      expect(res.headers.get('etag'), label).toBe(etag);
      expect(res.headers.get('cache-control'), label).toBe('public, max-age=31536000, immutable');
    }
    const other = await fetch(`${base}${url}`, { headers: { 'if-none-match': '"another"' } });
    expect(other.status).toBe(200);
    expect(Buffer.from(await other.arrayBuffer()).equals(image)).toBe(true);
    // A tag for a name that holds nothing is no reason for a 304.
    const missing = `/uploads/${'1'.repeat(32)}.png`;
    const none = await fetch(`${base}${missing}`, { headers: { 'if-none-match': '*' } });
    expect(none.status).toBe(404);
  });

  it('HEAD answers the type and size without the bytes', async () => {
    const image = png(9, 9);
    const { url } = (await upload(bearer(ops.content.token), image)).body.value;
    const res = await fetch(`${base}${url}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(image.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves only stored names: no listing, no other file, no way out of the folder', async () => {
    for (const url of [
      '/uploads/',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      `/uploads/${'0'.repeat(32)}.png`,
      '/uploads/notes.txt',
    ]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(404);
    }
  });

  it('/docs/json shows the upload with its role and answer', async () => {
    const op = (await app.inject({ url: '/docs/json' })).json().paths[
      '/admin/merchants/{code}/uploads'
    ].post;
    expect(op.description).toMatch(/roles owner, content\./);
    expect(op.description).toMatch(/SVG is refused/);
    expect(JSON.stringify(op.responses['200'])).toMatch(/AdminUploadedImage|sha256/);
  });
});
