import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '@member-app/contract/schemas/admin';
import type { App } from '../src/lib/app-instance';
import { RELAXED_LIMITS } from './accounts';
import { startFakeS3, type FakeS3 } from './fake-s3';
import { buildTestApp, createMerchant } from './helpers';
import { png } from './images';
import { bearer, operatorClient } from './operator-helpers';

/**
 * Uploads kept in an S3-compatible bucket (S3_BUCKET and friends), against a local fake that speaks
 * S3's REST protocol and checks every request's SigV4 signature: what is stored and how, how
 * players load it (streamed by the server, or from the bucket's public address), and that the
 * secret key reaches neither an answer nor a log line, even when the bucket refuses or fails.
 */

const KEYS = {
  S3_ACCESS_KEY_ID: 'AKIAFAKEUPLOADS0001',
  S3_SECRET_ACCESS_KEY: 'fake/Secret+Key/For/Uploads/0123456789abcd',
};
const BUCKET = 'member-app-uploads';
const REGION = 'eu-west-3';

/** A small real PNG, its pixels from `seed` so that each test stores its own object. */
const pngOf = (seed: number) => png(4, 4, () => [seed, seed, seed]);

let fake: FakeS3;
let app: App;
let base: string;
let token: Record<string, string>;
let shop: { code: string };
const logLines: string[] = [];

async function s3App(overrides: Record<string, string>) {
  const built = await buildTestApp(
    {
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ENDPOINT: fake.endpoint,
      ...KEYS,
      ...overrides,
    },
    {
      rateLimits: RELAXED_LIMITS,
      logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } },
    },
  );
  return { app: built, base: await built.listen({ port: 0, host: '127.0.0.1' }) };
}

async function upload(target: { base: string }, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'banner.png');
  const res = await fetch(`${target.base}/admin/merchants/${shop.code}/uploads`, {
    method: 'POST',
    headers: token,
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: JSON.parse(text) as { success: boolean; errorCode?: string; value: UploadedImage },
  };
}

beforeAll(async () => {
  fake = await startFakeS3({
    bucket: BUCKET,
    region: REGION,
    accessKeyId: KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
  });
  ({ app, base } = await s3App({}));
  shop = await createMerchant(app);
  const client = operatorClient(app);
  token = bearer((await client.operator('content', { merchantCodes: [shop.code] })).token);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('uploads in an S3-compatible bucket', () => {
  it('stores the image in the bucket under its hash, with its type and a cache-for-good header, every call signed with the configured key', async () => {
    const image = pngOf(1);
    const res = await upload({ base }, image);
    expect(res.status, res.text).toBe(200);
    const { url } = res.body.value;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const stored = fake.objects.get(url.slice(9));
    expect(stored?.body.equals(image)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    // Path-style, to the configured bucket, each request signed (the fake refuses anything else).
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect(put?.status).toBe(200);
    expect(put?.path.split('?')[0]).toBe(`/${BUCKET}${url.slice(8)}`);
    expect(put!.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${KEYS.S3_ACCESS_KEY_ID}/\\d{8}/${REGION}/s3/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$`,
      ),
    );
    for (const r of fake.requests)
      expect(JSON.stringify(r.headers)).not.toContain(KEYS.S3_SECRET_ACCESS_KEY);
  });

  it('streams an image from the bucket to players with the long-cache headers; a revalidation is a 304 that does not download it', async () => {
    const image = pngOf(2);
    const { url } = (await upload({ base }, image)).body.value;
    const served = await fetch(`${base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-length')).toBe(String(image.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    const etag = served.headers.get('etag')!;
    const before = fake.requests.length;
    const again = await fetch(`${base}${url}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(fake.requests.slice(before).map((r) => r.method)).toEqual(['HEAD']);
    const head = await fetch(`${base}${url}`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(image.length));
    // A name the bucket does not hold is a 404 in the envelope, not an error.
    const missing = await fetch(`${base}/uploads/${'2'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });

  it('a bucket that refuses the key or is down answers 503 in the envelope; neither answers nor logs carry the secret', async () => {
    const wrong = await s3App({ S3_SECRET_ACCESS_KEY: 'not-the-right-secret-key-0000000000' });
    try {
      const refused = await upload(wrong, pngOf(3));
      expect(refused.status, refused.text).toBe(503);
      expect(refused.body).toMatchObject({ success: false, errorCode: 'service.unavailable' });
      // The fake refused it for its signature, so the check is real.
      expect(fake.requests.at(-1)?.status).toBe(403);
      expect(refused.text).not.toMatch(/not-the-right-secret|SignatureDoesNotMatch/);
    } finally {
      await wrong.app.close();
    }
    const { url } = (await upload({ base }, pngOf(4))).body.value;
    fake.failing = true;
    try {
      const down = await upload({ base }, pngOf(5));
      expect(down.status).toBe(503);
      const image = await fetch(`${base}${url}`);
      expect(image.status).toBe(503);
      expect(await image.json()).toMatchObject({
        success: false,
        errorCode: 'service.unavailable',
      });
    } finally {
      fake.failing = false;
    }
    const logs = logLines.join('\n');
    expect(logs).toMatch(/image storage unavailable/);
    expect(logs).not.toContain(KEYS.S3_SECRET_ACCESS_KEY);
    expect(logs).not.toContain('not-the-right-secret-key');
  });

  it('with a public address (S3_PUBLIC_URL), uploads answer that address and /uploads/ redirects there for good', async () => {
    const cdn = await s3App({ S3_PUBLIC_URL: 'https://cdn.example.test/images/' });
    try {
      const res = await upload(cdn, pngOf(6));
      expect(res.status, res.text).toBe(200);
      const name = res.body.value.url.split('/').pop()!;
      expect(res.body.value.url).toBe(`https://cdn.example.test/images/${name}`);
      expect(fake.objects.has(name)).toBe(true);
      const old = await fetch(`${cdn.base}/uploads/${name}`, { redirect: 'manual' });
      expect(old.status).toBe(301);
      expect(old.headers.get('location')).toBe(`https://cdn.example.test/images/${name}`);
      // The address is one a banner's image field takes.
      const banner = await app.inject({
        method: 'POST',
        url: `/admin/merchants/${shop.code}/content/banners`,
        headers: token,
        payload: { groupName: 'main', title: 'From the CDN', imageUrl: res.body.value.url },
      });
      expect(banner.statusCode, banner.body).toBe(200);
    } finally {
      await cdn.app.close();
    }
  });
});
