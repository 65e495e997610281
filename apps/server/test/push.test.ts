import {
  createECDH,
  createDecipheriv,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTokenOf } from '@member-app/contract/rules/push';
import type { App } from '../src/lib/app-instance';
import { endpointAllowed } from '../src/modules/push/service';
import { createFcmProvider } from '../src/providers/push/fcm';
import { buildTestApp, createMerchant } from './helpers';
import { RELAXED_LIMITS, admin, registerMember, tokenOf, type Headers } from './accounts';

/** Push notifications: SPEC §3 push config and registration record, §4 push opt-in, §7 CSP_fcm* relays. */

let app: App;
let player: string;
let agent: string;
let playerId: number;

/** A local stand-in for a push service: records every request, answers 201 or what a path asks. */
interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  player = await tokenOf(app, 'demo_player', 'Player#2026');
  agent = await tokenOf(app, 'demo_agent', 'Agent#2026');
  playerId = (
    await app.inject({ url: '/wps/member/info', headers: { authorization: player } })
  ).json().value.id;
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.includes('/gone')
        ? 410
        : req.url?.includes('/missing')
          ? 404
          : req.url?.includes('/busy')
            ? 503
            : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const relay = (
  method: 'GET' | 'POST' | 'DELETE',
  name: string,
  token?: string,
  payload?: unknown,
  headers: Headers = {},
) =>
  app.inject({
    method,
    url: `/wps/relay/${name}`,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const adminSend = (payload: unknown, code = 'demo') =>
  app.inject({
    method: 'POST',
    url: `/admin/merchants/${code}/push`,
    headers: admin,
    payload: payload as object,
  });
type Registration = {
  registrationToken: string;
  memberId: number | null;
  topics: string[];
  kind: string;
};
/** Every registration the operator list has, read a page at a time as an operator would. */
const registrations = async (query = '', code = 'demo') => {
  const all: Registration[] = [];
  for (let page = 1; ; page++) {
    const extra = query ? `&${query.slice(1)}` : '';
    const res = await app.inject({
      url: `/admin/merchants/${code}/push/registrations?size=100&page=${page}${extra}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value as { items: Registration[]; total: number };
    all.push(...value.items);
    if (value.items.length === 0 || all.length >= value.total) return all;
  }
};

/** A browser's side of a Web Push subscription: its P-256 key pair and auth secret (RFC 8291). */
async function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const { value: config } = (await relay('GET', 'CSP_fcmConfig')).json();
  const endpoint = `${receiverUrl}/push/${path}/${randomBytes(8).toString('hex')}`;
  return {
    ecdh,
    auth,
    registrationToken: await pushTokenOf(endpoint),
    subscription: {
      endpoint,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
      swScope: 'http://localhost/m/',
      vapidKey: config.vapidKey as string,
    },
  };
}
type Subscription = Awaited<ReturnType<typeof browserSubscription>>;

const bind = (token: string, s: Subscription, headers: Headers = {}) =>
  relay(
    'POST',
    'CSP_fcmBind',
    token,
    { registrationToken: s.registrationToken, subscription: s.subscription },
    headers,
  );
const subscribeAll = (token: string, s: Subscription, headers: Headers = {}) =>
  relay(
    'POST',
    'CSP_fcmSubscribe',
    token,
    { registrationToken: s.registrationToken, topic: 'ALL' },
    headers,
  );

/** RFC 8291 / RFC 8188 aes128gcm decryption, as the browser does it with its private key. */
function decrypt(body: Buffer, s: Subscription): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const cipherText = body.subarray(21 + idlen);
  const shared = s.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), s.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, s.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

describe('§3 push config (CSP_fcmConfig)', () => {
  it('answers the merchant’s VAPID public key, the same every time, and no Firebase fields by default', async () => {
    const first = await relay('GET', 'CSP_fcmConfig');
    expect(first.statusCode).toBe(200);
    const config = first.json().value;
    expect(config).toMatchObject({
      appId: null,
      apiKey: null,
      authDomain: null,
      projectId: null,
      messagingSenderId: null,
    });
    // An uncompressed P-256 point: 65 bytes starting with 0x04.
    const key = Buffer.from(config.vapidKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect((await relay('POST', 'CSP_fcmConfig', undefined, {})).json().value.vapidKey).toBe(
      config.vapidKey,
    );
    // Another instance (a new app on the same database) reads the same stored keys.
    const other = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
    const again = await other.inject({ url: '/wps/relay/CSP_fcmConfig' });
    await other.close();
    expect(again.json().value.vapidKey).toBe(config.vapidKey);
  });

  it('gives each merchant its own keys and the Firebase web config it was given', async () => {
    const firebase = {
      appId: '1:42:web:abc',
      apiKey: 'AIza-test',
      authDomain: 'x.firebaseapp.com',
      projectId: 'x-proj',
      messagingSenderId: '42',
    };
    const { domains } = await createMerchant(app, {
      settings: { push: { firebase, contact: 'mailto:ops@x.example' } },
    });
    const value = (
      await relay('GET', 'CSP_fcmConfig', undefined, undefined, { host: domains[0]! })
    ).json().value;
    expect(value).toMatchObject(firebase);
    expect(value.vapidKey).not.toBe((await relay('GET', 'CSP_fcmConfig')).json().value.vapidKey);
  });
});

describe('§7 CSP_fcmBind / CSP_fcmSubscribe / CSP_fcmUnsubscribe', () => {
  it('binds a subscription to the member and subscribes it to topic ALL (§4 on token set)', async () => {
    const s = await browserSubscription('bind');
    const bound = await bind(player, s);
    expect(bound.statusCode).toBe(200);
    expect(bound.json().value).toMatchObject({
      registrationToken: s.registrationToken,
      topics: [],
      bound: true,
    });
    const createTime = bound.json().value.createTime;
    expect(Math.abs(createTime - Date.now())).toBeLessThan(60_000);

    const subscribed = await subscribeAll(player, s);
    expect(subscribed.json().value).toMatchObject({ topics: ['ALL'], bound: true, createTime });
    // Subscribing twice keeps one topic; binding again keeps the first createTime.
    expect((await subscribeAll(player, s)).json().value.topics).toEqual(['ALL']);
    expect((await bind(player, s)).json().value).toMatchObject({ createTime, topics: ['ALL'] });

    const rows = await registrations(`?memberId=${playerId}`);
    expect(rows.find((r) => r.registrationToken === s.registrationToken)).toMatchObject({
      memberId: playerId,
      topics: ['ALL'],
      kind: 'webpush',
    });
  });

  it('needs a session to bind and subscribe (§8 customer.not.login)', async () => {
    const s = await browserSubscription('guest');
    for (const res of [
      await bind('', s),
      await subscribeAll('', s),
      await bind('not-a-real-token', s),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    }
  });

  it('refuses bad input with a 4xx and an error code, never a 5xx', async () => {
    const s = await browserSubscription('bad');
    const cases: [unknown, number, string][] = [
      [{}, 400, 'validation.failed'],
      [{ registrationToken: 'short' }, 400, 'validation.failed'],
      [{ registrationToken: 'x'.repeat(600) }, 400, 'validation.failed'],
      [
        {
          registrationToken: s.registrationToken,
          subscription: { ...s.subscription, endpoint: 'ftp://push.example/x' },
        },
        400,
        'validation.failed',
      ],
      [
        {
          registrationToken: s.registrationToken,
          subscription: { ...s.subscription, p256dh: 'not base64url!' },
        },
        400,
        'validation.failed',
      ],
      // The token must be the id of the endpoint (§3 token derived from the subscription).
      [
        { registrationToken: 'A'.repeat(43), subscription: s.subscription },
        400,
        'push.token.mismatch',
      ],
    ];
    for (const [payload, status, errorCode] of cases) {
      const res = await relay('POST', 'CSP_fcmBind', player, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, errorCode });
    }
    const badTopic = await relay('POST', 'CSP_fcmSubscribe', player, {
      registrationToken: s.registrationToken,
      topic: 'no spaces/here',
    });
    expect(badTopic.statusCode).toBe(400);
    const unknown = await subscribeAll(player, s);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'push.token.unknown' });
  });

  it('takes an FCM token alone, also as a GET (the native app’s registration)', async () => {
    const fcmToken = `fcm:${randomBytes(40).toString('base64url')}`;
    const member = await registerMember(app);
    const res = await relay(
      'GET',
      `CSP_fcmBind?registrationToken=${encodeURIComponent(fcmToken)}`,
      member.token,
    );
    expect(res.statusCode).toBe(200);
    const rows = await registrations();
    expect(rows.find((r) => r.registrationToken === fcmToken)).toMatchObject({
      kind: 'fcm',
      topics: [],
    });
  });

  it('keeps members apart: another member cannot subscribe or remove a registration that is not theirs', async () => {
    const s = await browserSubscription('mine');
    await bind(player, s);
    const theirs = await subscribeAll(agent, s);
    expect(theirs.statusCode).toBe(404);
    const removed = await relay('DELETE', 'CSP_fcmUnsubscribe', agent, {
      registrationToken: s.registrationToken,
      unsubscribeAll: true,
    });
    expect(removed.json().value).toEqual({ removed: false, registration: null });
    expect(
      (await registrations(`?memberId=${playerId}`)).some(
        (r) => r.registrationToken === s.registrationToken,
      ),
    ).toBe(true);
  });

  it('keeps merchants apart: the same token is two registrations, and a token of one merchant is unknown to the other', async () => {
    const { code, domains } = await createMerchant(app);
    const host = { host: domains[0]! };
    const other = await registerMember(app, host);
    const s = await browserSubscription('merchants');
    await bind(player, s);
    await subscribeAll(player, s);
    // Merchant B's member cannot touch demo's registration with the same token...
    expect((await subscribeAll(other.token, s, host)).statusCode).toBe(404);
    expect(
      (
        await relay(
          'DELETE',
          'CSP_fcmUnsubscribe',
          undefined,
          { registrationToken: s.registrationToken, unsubscribeAll: true },
          host,
        )
      ).json().value.removed,
    ).toBe(false);
    // ...and binding it there makes B's own registration, leaving demo's as it was.
    expect((await bind(other.token, s, host)).json().value).toMatchObject({
      topics: [],
      bound: true,
    });
    expect(await registrations('', code)).toEqual([
      expect.objectContaining({
        registrationToken: s.registrationToken,
        memberId: other.id,
        topics: [],
      }),
    ]);
    expect(
      (await registrations(`?memberId=${playerId}`)).find(
        (r) => r.registrationToken === s.registrationToken,
      )?.topics,
    ).toEqual(['ALL']);
    // A demo session is no session on merchant B (§8).
    expect((await bind(player, s, host)).statusCode).toBe(401);
  });

  it('§4 on token removal: DELETE with unsubscribeAll removes the registration, even once the session is gone', async () => {
    const s = await browserSubscription('logout');
    await bind(player, s);
    await subscribeAll(player, s);
    // No Authorization: the app calls it when the session token has just been removed.
    const res = await relay('DELETE', 'CSP_fcmUnsubscribe', undefined, {
      registrationToken: s.registrationToken,
      unsubscribeAll: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ removed: true, registration: null });
    expect((await registrations()).some((r) => r.registrationToken === s.registrationToken)).toBe(
      false,
    );
    // Again: nothing left to remove, still no error (logout must stay quiet).
    expect(
      (
        await relay('DELETE', 'CSP_fcmUnsubscribe', undefined, {
          registrationToken: s.registrationToken,
          unsubscribeAll: true,
        })
      ).json().value.removed,
    ).toBe(false);
  });

  it('without unsubscribeAll only the member binding goes; the device keeps its topics (POST and GET forms)', async () => {
    const s = await browserSubscription('unbind');
    await bind(player, s);
    await subscribeAll(player, s);
    const res = await relay('POST', 'CSP_fcmUnsubscribe', player, {
      registrationToken: s.registrationToken,
      unsubscribeAll: false,
    });
    expect(res.json().value).toMatchObject({
      removed: true,
      registration: { topics: ['ALL'], bound: false },
    });
    const get = await relay(
      'GET',
      `CSP_fcmUnsubscribe?registrationToken=${s.registrationToken}&unsubscribeAll=true`,
    );
    expect(get.json().value.removed).toBe(true);
  });
});

describe('sending (operator API POST /admin/merchants/:code/push)', () => {
  it('delivers real Web Push: an aes128gcm payload the browser’s keys decrypt and a VAPID JWT signed by the served key', async () => {
    const s = await browserSubscription('deliver');
    await bind(player, s);
    await subscribeAll(player, s);
    received.length = 0;
    const res = await adminSend({
      title: 'Big draw tonight',
      body: 'Lotto 6/45 jackpot ₱5M',
      url: '/m/game',
      memberId: playerId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ sent: expect.any(Number), expired: 0, failed: 0 });
    const hit = received.find((r) => r.path === new URL(s.subscription.endpoint).pathname);
    expect(hit).toBeDefined();
    expect(hit!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(hit!.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(decrypt(hit!.body, s))).toEqual({
      title: 'Big draw tonight',
      body: 'Lotto 6/45 jackpot ₱5M',
      url: '/m/game',
      icon: '/static/demo/icon-192.webp',
    });

    // RFC 8292: "vapid t=<JWT>, k=<public key>", the JWT for the push service's origin.
    const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(String(hit!.headers.authorization));
    expect(match).not.toBeNull();
    const [, jwt, k] = match!;
    expect(k).toBe(s.subscription.vapidKey);
    expect(decodeProtectedHeader(jwt!).alg).toBe('ES256');
    const point = Buffer.from(k!, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(jwt!, key, { audience: receiverUrl });
    expect(payload.sub).toMatch(/^mailto:|^https:/);
    expect(payload.exp! * 1000).toBeGreaterThan(Date.now());
  });

  it('sends to topic ALL and to one member only; removes registrations the push service reports gone (404/410)', async () => {
    const mine = await browserSubscription('topic-a');
    const gone = await browserSubscription('gone');
    const missing = await browserSubscription('missing');
    const busy = await browserSubscription('busy');
    const agents = await browserSubscription('topic-b');
    for (const s of [mine, gone, missing, busy]) {
      await bind(player, s);
      await subscribeAll(player, s);
    }
    await bind(agent, agents);
    await subscribeAll(agent, agents);

    received.length = 0;
    const toAgent = (
      await adminSend({
        title: 'Hi agent',
        body: 'Commission paid',
        memberId: (await registrations()).find(
          (r) => r.registrationToken === agents.registrationToken,
        )!.memberId,
      })
    ).json().value;
    expect(toAgent).toEqual({ targeted: 1, sent: 1, expired: 0, failed: 0 });
    expect(received.map((r) => r.path)).toEqual([new URL(agents.subscription.endpoint).pathname]);

    received.length = 0;
    const all = (await adminSend({ title: 'News', body: 'For everyone', topic: 'ALL' })).json()
      .value;
    const paths = received.map((r) => r.path);
    for (const s of [mine, gone, missing, busy, agents])
      expect(paths).toContain(new URL(s.subscription.endpoint).pathname);
    expect(all.expired).toBeGreaterThanOrEqual(2);
    expect(all.failed).toBeGreaterThanOrEqual(1);
    expect(all.targeted).toBe(all.sent + all.expired + all.failed);

    const left = (await registrations()).map((r) => r.registrationToken);
    expect(left).toContain(mine.registrationToken);
    expect(left).toContain(busy.registrationToken);
    expect(left).not.toContain(gone.registrationToken);
    expect(left).not.toContain(missing.registrationToken);
  });

  it('needs the operator token and valid input', async () => {
    const noToken = await app.inject({
      method: 'POST',
      url: '/admin/merchants/demo/push',
      payload: { title: 'a', body: 'b', topic: 'ALL' },
    });
    expect(noToken.statusCode).toBe(401);
    for (const payload of [
      { title: 'a', body: 'b' },
      { title: 'a', body: 'b', topic: 'ALL', memberId: 1 },
      { title: '', body: 'b', topic: 'ALL' },
      { title: 'a', body: 'b', topic: 'ALL', url: 'javascript:alert(1)' },
      { title: 'a', body: 'b'.repeat(501), topic: 'ALL' },
    ]) {
      const res = await adminSend(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    }
    expect(
      (await adminSend({ title: 'a', body: 'b', topic: 'ALL' }, 'no_such_merchant')).statusCode,
    ).toBe(404);
  });
});

describe('endpoint policy', () => {
  it('in production accepts public https push services only (no SSRF into the server’s network)', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(
      true,
    );
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://10.0.0.5/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://[::ffff:192.168.0.1]/x',
      'https://intranet/x',
      'https://user:pw@fcm.googleapis.com/x',
    ]) {
      expect(endpointAllowed(bad, false), bad).toBe(false);
    }
    expect(endpointAllowed('http://127.0.0.1:9999/x', true)).toBe(true);
  });
});

describe('FCM adapter (HTTP v1; cannot reach Google here, so its requests are checked)', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const message = { title: 'T', body: 'B', url: '/m/home', icon: null };

  it('gets an OAuth token with a signed JWT grant, then posts messages:send with the token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.includes('oauth2'))
        return Response.json({ access_token: 'ya29.test', expires_in: 3600 });
      return Response.json({ name: 'projects/p/messages/1' });
    }) as unknown as typeof fetch;
    const fcm = createFcmProvider(
      { projectId: 'p', clientEmail: 'sa@p.iam.gserviceaccount.com', privateKey: pem },
      { fetch: fakeFetch },
    );
    expect(await fcm.send({ kind: 'fcm', token: 'tok-1' }, message)).toEqual({ outcome: 'sent' });
    expect(await fcm.send({ kind: 'fcm', token: 'tok-2' }, message)).toEqual({ outcome: 'sent' });
    // One token exchange for both sends.
    expect(calls.map((c) => c.url)).toEqual([
      'https://oauth2.googleapis.com/token',
      'https://fcm.googleapis.com/v1/projects/p/messages:send',
      'https://fcm.googleapis.com/v1/projects/p/messages:send',
    ]);
    const grant = new URLSearchParams(calls[0]!.init.body as URLSearchParams);
    expect(grant.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(decodeProtectedHeader(grant.get('assertion')!).alg).toBe('RS256');
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBe(
      'Bearer ya29.test',
    );
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({
      message: {
        token: 'tok-1',
        notification: { title: 'T', body: 'B' },
        data: { url: '/m/home' },
      },
    });
  });

  it('maps UNREGISTERED to expired and other errors to failed', async () => {
    let answer: Response;
    const fakeFetch = (async (url: string) =>
      url.includes('oauth2')
        ? Response.json({ access_token: 'ya29.test', expires_in: 3600 })
        : answer) as unknown as typeof fetch;
    const fcm = createFcmProvider(
      { projectId: 'p', clientEmail: 'sa@p.iam.gserviceaccount.com', privateKey: pem },
      { fetch: fakeFetch },
    );
    answer = Response.json(
      { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } },
      { status: 404 },
    );
    expect((await fcm.send({ kind: 'fcm', token: 't' }, message)).outcome).toBe('expired');
    answer = Response.json({ error: { status: 'UNAVAILABLE' } }, { status: 503 });
    expect(await fcm.send({ kind: 'fcm', token: 't' }, message)).toMatchObject({
      outcome: 'failed',
      status: 503,
      detail: 'UNAVAILABLE',
    });
  });
});

describe('§7 GET /m/sw.js and its push handler', () => {
  it('serves /m/push-sw.js (imported by the generated sw.js) revalidated on every load, like sw.js', async () => {
    const res = await app.inject({ url: '/m/push-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });
});

describe('OpenAPI', () => {
  it('/docs/json lists the push relays, CSP_fcmUnsubscribe also as DELETE, and the operator calls', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(doc.paths['/wps/relay/CSP_fcmBind'])).toEqual(
      expect.arrayContaining(['post', 'get']),
    );
    expect(Object.keys(doc.paths['/wps/relay/CSP_fcmSubscribe'])).toEqual(
      expect.arrayContaining(['post', 'get']),
    );
    expect(Object.keys(doc.paths['/wps/relay/CSP_fcmUnsubscribe'])).toEqual(
      expect.arrayContaining(['post', 'get', 'delete']),
    );
    expect(doc.paths['/wps/relay/CSP_fcmConfig']).toBeDefined();
    expect(doc.paths['/admin/merchants/{code}/push']).toBeDefined();
  });
});
