import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_LIMIT_BYTES } from '@member-app/contract/constants';
import { TRACKING_OBJECT_FIELDS, TRACKING_PATHS } from '@member-app/contract/rules/tracking';
import type { App } from '../src/lib/app-instance';
import { trackingEvents, trackingHeartbeats, trackingOutbox } from '../src/db/schema';
import type { ConversionProvider } from '../src/providers/tracking/conversion-provider';
import {
  createHttpConversionProvider,
  type FetchLike,
} from '../src/providers/tracking/http-conversions';
import { facebookPayload, sha256 } from '../src/providers/tracking/networks';
import { buildTestApp, createMerchant, uniqueCode } from './helpers';
import { RELAXED_LIMITS, admin, freshIp, registerMember, tokenOf, type Headers } from './accounts';

/** Tracking (SPEC §1, §3, §6, §7, §9): events, heartbeats, the outbox, the operator API, retention. */

let offset = 0;
const now = () => Date.now() + offset;
const deliveries: { network: string; pixelId: string; payload: unknown; token: string }[] = [];
let failDelivery = false;
const conversions: ConversionProvider = {
  name: 'test',
  async deliver(network, pixelId, payload, credentials) {
    deliveries.push({ network, pixelId, payload, token: credentials.accessToken });
    if (failDelivery) throw new Error('network said no');
  },
};

let app: App;
let seq = 0;
const eventId = () =>
  `evt_${Date.now().toString(36)}_${++seq}_${Math.random().toString(36).slice(2, 8)}`;
const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** createMerchant's default domain: requests to it resolve to that merchant by host. */
const hostOf = (code: string) => `${code}.example`;

beforeAll(async () => {
  app = await buildTestApp({}, { now, rateLimits: RELAXED_LIMITS, conversions });
});
afterAll(async () => {
  await app.close();
});

const send = (payload: unknown, headers: Headers = {}, remoteAddress = freshIp()) =>
  app.inject({
    method: 'POST',
    url: TRACKING_PATHS.events,
    payload: payload as object,
    headers,
    remoteAddress,
  });

async function stored(merchantCode: string, id: string) {
  const [row] = await app.db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.merchantCode, merchantCode), eq(trackingEvents.eventId, id)));
  return row;
}

async function adminEvents(code: string, query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/admin/merchants/${code}/tracking/events${query}`,
    headers: admin,
  });
  return res;
}

describe('POST /wps/tracking/events (§3 tracking events, §7 tracking event submission)', () => {
  it('§3 stores a guest event with the tracking object, reg_info, s2s_info, value and mapped currency', async () => {
    const id = eventId();
    const res = await send({
      eventId: id,
      event: 'firstOpen',
      deviceId: DEVICE,
      value: 10,
      revenue: 2.5,
      currency: 'TLB',
      tracking: { fbc: 'fb.1.1700000000000.abc', utm_source: 'x', ttclid: 'T1' },
      regInfo: { affiliateCode: 'A1', referralCode: 'R1', originalDomain: 'www.luckystar.test' },
      s2sInfo: { gpsAdid: 'g-1', idfa: 'I-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: null,
      errorCode: null,
      value: { eventId: id, accepted: true },
    });
    const row = await stored('demo', id);
    expect(row).toMatchObject({
      event: 'firstOpen',
      customerId: null,
      customerName: null,
      value: 10,
      revenue: 2.5,
      currency: 'PHP',
      deviceId: DEVICE,
      affiliateCode: 'A1',
      tracking: { fbc: 'fb.1.1700000000000.abc', utm_source: 'x', ttclid: 'T1' },
      regInfo: { affiliateCode: 'A1', referralCode: 'R1', originalDomain: 'www.luckystar.test' },
      s2sInfo: { gpsAdid: 'g-1', idfa: 'I-1' },
    });
  });

  it('§3 customerId and customerName come from the session, never from the body', async () => {
    const guestId = eventId();
    await send({ eventId: guestId, event: 'login', customerId: 999, customerName: 'forged' });
    expect(await stored('demo', guestId)).toMatchObject({ customerId: null, customerName: null });

    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    const memberId = eventId();
    const res = await send(
      { eventId: memberId, event: 'login', customerId: 999, customerName: 'forged' },
      { authorization: token },
    );
    expect(res.statusCode).toBe(200);
    const row = await stored('demo', memberId);
    expect(row?.customerName).toBe('demo_player');
    expect(row?.customerId).not.toBe(999);
    expect(typeof row?.customerId).toBe('number');
  });

  it('an invalid or foreign token records a guest event instead of failing', async () => {
    const id = eventId();
    const res = await send(
      { eventId: id, event: 'viewContent', contentId: '12' },
      { authorization: 'not-a-token' },
    );
    expect(res.statusCode).toBe(200);
    expect(await stored('demo', id)).toMatchObject({ customerId: null, contentId: '12' });

    const other = await createMerchant(app);
    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    const foreign = eventId();
    expect(
      (
        await send(
          { eventId: foreign, event: 'login' },
          { authorization: token, host: hostOf(other.code) },
        )
      ).statusCode,
    ).toBe(200);
    expect(await stored(other.code, foreign)).toMatchObject({ customerId: null });
  });

  it('§3 a registration reports register with the new customer', async () => {
    const member = await registerMember(app);
    const id = eventId();
    await send(
      { eventId: id, event: 'register', regInfo: { affiliateCode: 'A1' } },
      { authorization: member.token },
    );
    expect(await stored('demo', id)).toMatchObject({
      customerId: member.id,
      customerName: member.userName,
      affiliateCode: 'A1',
    });
  });

  it('counts a retried event once (idempotency by eventId), also when the retries race', async () => {
    const id = eventId();
    const first = await send({ eventId: id, event: 'deposit', value: 50, currency: 'PHP' });
    const again = await send({ eventId: id, event: 'deposit', value: 50, currency: 'PHP' });
    expect(first.json().value.accepted).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual({ eventId: id, accepted: false });

    const raced = eventId();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => send({ eventId: raced, event: 'deposit', value: 1 })),
    );
    expect(answers.filter((r) => r.json().value.accepted)).toHaveLength(1);
    const rows = await app.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.eventId, raced));
    expect(rows).toHaveLength(1);
  });

  it('the same eventId of two merchants is two events', async () => {
    const other = await createMerchant(app);
    const id = eventId();
    expect((await send({ eventId: id, event: 'login' })).json().value.accepted).toBe(true);
    expect(
      (await send({ eventId: id, event: 'login' }, { host: hostOf(other.code) })).json().value
        .accepted,
    ).toBe(true);
  });

  it('keeps the client’s event time only when plausible', async () => {
    const recent = eventId();
    const t = now() - 60_000;
    await send({ eventId: recent, event: 'login', occurredAt: t });
    expect((await stored('demo', recent))?.occurredAt?.getTime()).toBe(t);
    const future = eventId();
    await send({ eventId: future, event: 'login', occurredAt: now() + 86_400_000 });
    expect((await stored('demo', future))?.occurredAt).toBeNull();
  });

  it('§5 keeps the device id only at 36 characters', async () => {
    const id = eventId();
    await send({ eventId: id, event: 'firstOpen', deviceId: 'short-id' });
    expect((await stored('demo', id))?.deviceId).toBeNull();
  });
});

describe('§6 affiliate of an event', () => {
  it('§6 the affiliateCode parameter wins; else the subdomain of the landing host ("preview" is www)', async () => {
    const code = uniqueCode('aff');
    const site = `${code.replace(/_/g, '-')}.test`;
    const { domains } = await createMerchant(app, {
      code,
      domains: [`www.${site}`, `aff123.${site}`],
    });
    const host = domains[1]!;
    const cases: [unknown, string | null][] = [
      [{ affiliateCode: 'A9', originalDomain: host }, 'A9'],
      [{ originalDomain: host }, 'aff123'],
      [{ originalDomain: `preview.${site}` }, null],
      [{ originalDomain: `www.${site}` }, null],
      [undefined, 'aff123'],
    ];
    for (const [regInfo, expected] of cases) {
      const id = eventId();
      const res = await send(
        { eventId: id, event: 'firstOpen', ...(regInfo ? { regInfo } : {}) },
        { host },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await stored(code, id))?.affiliateCode, JSON.stringify(regInfo)).toBe(expected);
    }
  });
});

describe('bad and hostile input (§9 1024-byte limit)', () => {
  const base = () => ({ eventId: eventId(), event: 'login' });
  it.each([
    ['an unknown event', { event: 'purchase' }],
    ['no eventId', { eventId: undefined }],
    ['a short eventId', { eventId: 'x' }],
    ['an eventId with SQL', { eventId: "x'; drop table tracking_events;--" }],
    ['a negative value', { value: -5 }],
    ['a value as text', { value: '100' }],
    ['a huge value', { value: 1e15 }],
    ['a currency with digits', { currency: 'P1P' }],
    ['markup in a tracking value', { tracking: { kw: '<img src=x onerror=alert(1)>' } }],
    ['a quote in a tracking value', { tracking: { tid: "1' OR '1'='1" } }],
    ['a control character in a tracking value', { tracking: { tid: 'a\u0000b' } }],
    ['a tracking value over 256 characters', { tracking: { tid: 'x'.repeat(257) } }],
    ['a tracking object that is an array', { tracking: ['x'] }],
    ['a bad affiliate code', { regInfo: { affiliateCode: '../../etc' } }],
    ['a bad original domain', { regInfo: { originalDomain: 'evil.test/<x>' } }],
  ])('answers 400 validation.failed for %s', async (_label, patch) => {
    const res = await send({ ...base(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('§9 refuses a tracking object over 1024 bytes with a clear 400', async () => {
    const tracking = Object.fromEntries(
      TRACKING_OBJECT_FIELDS.slice(0, 8).map((f) => [f, 'v'.repeat(200)]),
    );
    const res = await send({ ...base(), tracking });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
    expect(res.json().message).toContain(`tracking is larger than ${HEADER_LIMIT_BYTES} bytes`);
  });

  it('refuses a body over 8 KB with 413 payload.too.large, and broken JSON with a 400', async () => {
    const big = await send({ ...base(), padding: 'x'.repeat(9000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, errorCode: 'payload.too.large' });
    const broken = await app.inject({
      method: 'POST',
      url: TRACKING_PATHS.events,
      payload: '{"eventId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
  });

  it('refuses prototype keys and drops unknown ones', async () => {
    const raw = (body: string) =>
      app.inject({
        method: 'POST',
        url: TRACKING_PATHS.events,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    const poisoned = await raw(
      `{"eventId":"${eventId()}","event":"login","__proto__":{"admin":true}}`,
    );
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().success).toBe(false);
    const id = eventId();
    const res = await raw(
      `{"eventId":"${id}","event":"login","tracking":{"tid":"t1","evil":"y"},"customerId":1}`,
    );
    expect(res.statusCode).toBe(200);
    expect(await stored('demo', id)).toMatchObject({ tracking: { tid: 't1' }, customerId: null });
  });

  it('limits events per IP (TOO_MANY_REQUEST)', async () => {
    const limited = await buildTestApp(
      {},
      {
        rateLimits: { ...RELAXED_LIMITS, trackingPerIp: { max: 3, windowSeconds: 60 } },
        conversions,
      },
    );
    try {
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: TRACKING_PATHS.events,
          payload: { eventId: eventId(), event: 'login' },
          remoteAddress: ip,
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toMatch(/^TOO_MANY_REQUEST/);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      // Another address is not affected.
      expect(
        (
          await limited.inject({
            method: 'POST',
            url: TRACKING_PATHS.events,
            payload: { eventId: eventId(), event: 'login' },
            remoteAddress: freshIp(),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /wps/tracking/config (§7 tracking config fetch)', () => {
  it('§3 answers the merchant’s pixels, per domain, and never the access tokens', async () => {
    const code = uniqueCode('px');
    const site = `${code.replace(/_/g, '-')}.test`;
    const domains = [`www.${site}`, `promo.${site}`];
    await createMerchant(app, {
      code,
      domains,
      settings: {
        tracking: {
          pixels: { fbPixelId: '111', tiktokPixelId: 'TT1' },
          domains: { [domains[1]!]: { fbPixelId: '222', gtagId: 'G-9' } },
          clientPixels: true,
          s2s: {
            facebook: { enabled: true, accessToken: 'secret-token', testEventCode: null },
            tiktok: { enabled: false, accessToken: null },
          },
        },
      },
    });
    const main = await app.inject({
      method: 'GET',
      url: TRACKING_PATHS.config,
      headers: { host: domains[0]! },
    });
    expect(main.statusCode).toBe(200);
    expect(main.json().value).toEqual({
      pixels: { fbPixelId: '111', tiktokPixelId: 'TT1' },
      clientPixels: true,
    });
    expect(main.body).not.toContain('secret-token');
    const promo = await app.inject({
      method: 'GET',
      url: `${TRACKING_PATHS.config}?domain=${domains[1]}`,
      headers: { host: domains[0]! },
    });
    expect(promo.json().value.pixels).toEqual({
      fbPixelId: '222',
      tiktokPixelId: 'TT1',
      gtagId: 'G-9',
    });
    // The demo merchant has none: the built-in default records on this server only.
    const demo = await app.inject({ method: 'GET', url: TRACKING_PATHS.config });
    expect(demo.json().value).toEqual({ pixels: {}, clientPixels: false });
    const hostile = await app.inject({
      method: 'GET',
      url: `${TRACKING_PATHS.config}?domain=${'x'.repeat(300)}`,
    });
    expect(hostile.statusCode).toBe(400);
  });
});

describe('§7 status call `track`: the visitor’s heartbeat', () => {
  const status = (track: string | undefined, headers: Headers = {}) =>
    app.inject({
      method: 'GET',
      url: '/wps/system/status',
      query: { device: 'MOBILE', ...(track !== undefined ? { track } : {}) },
      headers,
    });

  it('§7/§9 stores the device’s first and last open with its tracking object and affiliate', async () => {
    const code = uniqueCode('hb');
    const site = `${code.replace(/_/g, '-')}.test`;
    const { domains } = await createMerchant(app, {
      code,
      domains: [`www.${site}`, `aff7.${site}`],
    });
    const deviceId = crypto.randomUUID();
    const track = JSON.stringify({
      deviceId,
      tracking: { fbc: 'fb.1.1.abc', utm_source: 'x' },
      regInfo: { originalDomain: domains[1] },
    });
    expect((await status(track, { host: domains[1]! })).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(trackingHeartbeats)
      .where(eq(trackingHeartbeats.deviceId, deviceId));
    expect(row).toMatchObject({
      merchantCode: code,
      affiliateCode: 'aff7',
      tracking: { fbc: 'fb.1.1.abc', utm_source: 'x' },
      hits: 1,
    });
    // Within a minute a second start is not written again (the status call stays cheap).
    await status(track, { host: domains[1]! });
    const [same] = await app.db
      .select()
      .from(trackingHeartbeats)
      .where(eq(trackingHeartbeats.deviceId, deviceId));
    expect(same?.hits).toBe(1);
    const visitors = await app.inject({
      method: 'GET',
      url: `/admin/merchants/${code}/tracking/visitors?deviceId=${deviceId}`,
      headers: admin,
    });
    expect(visitors.json().value).toMatchObject({ total: 1, page: 1 });
    expect(visitors.json().value.items[0]).toMatchObject({
      deviceId,
      affiliateCode: 'aff7',
      hits: 1,
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON without a device id', JSON.stringify({ tracking: { tid: 'x' } })],
    ['a short device id', JSON.stringify({ deviceId: 'abc' })],
    [
      'markup in a value',
      JSON.stringify({ deviceId: crypto.randomUUID(), tracking: { tid: '<script>' } }),
    ],
    ['a JSON array', '[1,2,3]'],
  ])('ignores a track that is %s, and still answers the status', async (_label, track) => {
    const before = await app.db.select().from(trackingHeartbeats);
    const res = await status(track);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await app.db.select().from(trackingHeartbeats)).toHaveLength(before.length);
  });

  it('keeps at most 30 new heartbeats per IP and minute (made-up device ids cannot fill the table)', async () => {
    const code = uniqueCode('hbip');
    await createMerchant(app, { code });
    const ip = freshIp();
    for (let i = 0; i < 35; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/wps/system/status',
        query: { track: JSON.stringify({ deviceId: crypto.randomUUID() }) },
        headers: { host: hostOf(code) },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await app.db
      .select()
      .from(trackingHeartbeats)
      .where(eq(trackingHeartbeats.merchantCode, code));
    expect(rows).toHaveLength(30);
  });

  it('a device opening the app again within the minute does not use up its address’s allowance', async () => {
    const code = uniqueCode('hbre');
    await createMerchant(app, { code });
    const ip = freshIp();
    const call = (deviceId: string) =>
      app.inject({
        method: 'GET',
        url: '/wps/system/status',
        query: { track: JSON.stringify({ deviceId }) },
        headers: { host: hostOf(code) },
        remoteAddress: ip,
      });
    // One player whose app polls the status often, then 30 other players behind the same address.
    const regular = crypto.randomUUID();
    for (let i = 0; i < 40; i++) expect((await call(regular)).statusCode).toBe(200);
    for (let i = 0; i < 29; i++) await call(crypto.randomUUID());
    const rows = await app.db
      .select()
      .from(trackingHeartbeats)
      .where(eq(trackingHeartbeats.merchantCode, code));
    expect(rows).toHaveLength(30);
  });

  it('§9 refuses a track over 1024 characters with a 400', async () => {
    const res = await status(
      JSON.stringify({ deviceId: crypto.randomUUID(), tracking: { tid: 'x'.repeat(1100) } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
});

describe('server-to-server conversions (built-in outbox, real adapters behind merchant settings)', () => {
  async function merchantWith(tracking: Record<string, unknown>) {
    const code = uniqueCode('cv');
    await createMerchant(app, { code, settings: { tracking } });
    return code;
  }
  const outboxOf = async (code: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/admin/merchants/${code}/tracking/outbox`,
        headers: admin,
      })
    ).json().value.items as {
      network: string;
      event: string;
      pixelId: string;
      status: string;
      error: string | null;
      payload: {
        data: { event_name?: string; event?: string; user_data?: Record<string, unknown> }[];
      };
    }[];

  it('without any pixel nothing is forwarded (the default records on this server only)', async () => {
    const code = await merchantWith({});
    await send({ eventId: eventId(), event: 'register' }, { host: hostOf(code) });
    expect(await outboxOf(code)).toEqual([]);
  });

  it('a conversion for a merchant pixel lands in the outbox in the network’s format, without delivery', async () => {
    deliveries.length = 0;
    const code = await merchantWith({ pixels: { fbPixelId: '1234', tiktokPixelId: 'TTP' } });
    const member = await registerMember(app, { host: hostOf(code) });
    await send(
      {
        eventId: eventId(),
        event: 'register',
        tracking: { fbc: 'fb.1.1700000000000.abc', ttclid: 'T1' },
      },
      { host: hostOf(code), authorization: member.token, 'user-agent': 'UA/1' },
    );
    await send({ eventId: eventId(), event: 'login' }, { host: hostOf(code) });
    await app.tracking.idle();
    const rows = await outboxOf(code);
    expect(rows.map((r) => [r.network, r.event, r.pixelId, r.status])).toEqual([
      ['tiktok', 'register', 'TTP', 'stored'],
      ['facebook', 'register', '1234', 'stored'],
    ]);
    const fb = rows[1]!.payload.data[0]!;
    expect(fb.event_name).toBe('CompleteRegistration');
    expect(fb.user_data).toMatchObject({
      fbc: 'fb.1.1700000000000.abc',
      client_user_agent: 'UA/1',
      external_id: [sha256(`${code}:${member.id}`)],
    });
    expect(rows[0]!.payload.data[0]!.event).toBe('CompleteRegistration');
    expect(deliveries).toEqual([]);
  });

  it('an affiliate’s pixel from the landing link is kept in the outbox but never delivered with the merchant’s token', async () => {
    deliveries.length = 0;
    const code = await merchantWith({ s2s: { facebook: { enabled: true, accessToken: 'tok' } } });
    await send(
      {
        eventId: eventId(),
        event: 'deposit',
        value: 20,
        currency: 'USDT',
        tracking: { fbPixelId: '999' },
      },
      { host: hostOf(code) },
    );
    await app.tracking.idle();
    const [row] = await outboxOf(code);
    expect(row).toMatchObject({ network: 'facebook', pixelId: '999', status: 'stored' });
    expect((row!.payload.data[0] as { custom_data?: unknown }).custom_data).toEqual({
      value: 20,
      currency: 'USD',
    });
    expect(deliveries).toEqual([]);
  });

  it('a network the merchant enables with a token is delivered; a refusal is kept as failed', async () => {
    deliveries.length = 0;
    const code = await merchantWith({
      pixels: { fbPixelId: '1234' },
      s2s: { facebook: { enabled: true, accessToken: 'merchant-token' } },
    });
    await send(
      { eventId: eventId(), event: 'deposit', value: 5, currency: 'PHP' },
      { host: hostOf(code) },
    );
    await app.tracking.idle();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      network: 'facebook',
      pixelId: '1234',
      token: 'merchant-token',
    });
    expect((await outboxOf(code))[0]).toMatchObject({ status: 'sent', error: null });
    // The token never lands in the outbox.
    expect(JSON.stringify(await outboxOf(code))).not.toContain('merchant-token');

    failDelivery = true;
    try {
      await send({ eventId: eventId(), event: 'deposit', value: 6 }, { host: hostOf(code) });
      await app.tracking.idle();
    } finally {
      failDelivery = false;
    }
    expect((await outboxOf(code))[0]).toMatchObject({ status: 'failed', error: 'network said no' });
  });
});

describe('client pixels', () => {
  it('the CSP lets the vendors’ pixel scripts load for a merchant that turns them on, and only there', async () => {
    const scriptSrc = async (host?: string) =>
      String(
        (await app.inject({ url: '/m/home', headers: host ? { host } : {} })).headers[
          'content-security-policy'
        ],
      )
        .split(';')
        .find((d) => d.trim().startsWith('script-src'))!;
    const { domains } = await createMerchant(app, {
      settings: { tracking: { clientPixels: true } },
    });
    const on = await scriptSrc(domains[0]);
    // The demo merchant keeps the built-in default (events recorded here, no vendor script).
    const off = await scriptSrc();
    for (const host of [
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
      'https://www.googletagmanager.com',
    ]) {
      expect(on).toContain(host);
      expect(off).not.toContain(host);
    }
  });
});

describe('HTTP adapters (Facebook Conversions API, TikTok Events API)', () => {
  const conversion = {
    merchantCode: 'demo',
    eventId: 'evt_abcdefgh',
    event: 'deposit' as const,
    time: 1_700_000_000_000,
    customerId: 7,
    value: 10,
    currency: 'PHP',
    contentId: null,
    tracking: { fbc: 'fb.1.1.abc' },
    regInfo: { originalDomain: 'www.luckystar.test' },
    ip: '1.2.3.4',
    userAgent: 'UA',
  };

  it('builds the documented Facebook event', () => {
    expect(facebookPayload(conversion, 'Purchase')).toEqual({
      data: [
        {
          event_name: 'Purchase',
          event_time: 1_700_000_000,
          event_id: 'evt_abcdefgh',
          action_source: 'website',
          event_source_url: 'https://www.luckystar.test/',
          user_data: {
            fbc: 'fb.1.1.abc',
            client_ip_address: '1.2.3.4',
            client_user_agent: 'UA',
            external_id: [sha256('demo:7')],
          },
          custom_data: { value: 10, currency: 'PHP' },
        },
      ],
    });
  });

  it('posts to each network with its credentials, and reports failures without the token', async () => {
    const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
    let answer = { ok: true, status: 200, body: '{"code":0}' };
    const fetchStub: FetchLike = async (url, init) => {
      calls.push({ url, headers: init.headers, body: init.body });
      return { ok: answer.ok, status: answer.status, text: async () => answer.body };
    };
    const provider = createHttpConversionProvider(fetchStub);
    await provider.deliver(
      'facebook',
      '1234',
      { data: [] },
      { accessToken: 'fb-secret', testEventCode: 'TEST1' },
    );
    expect(calls[0]!.url).toBe(
      'https://graph.facebook.com/v19.0/1234/events?access_token=fb-secret',
    );
    expect(JSON.parse(calls[0]!.body)).toEqual({ data: [], test_event_code: 'TEST1' });
    await provider.deliver('tiktok', 'TTP', { data: [] }, { accessToken: 'tt-secret' });
    expect(calls[1]!.url).toBe('https://business-api.tiktok.com/open_api/v1.3/event/track/');
    expect(calls[1]!.headers['Access-Token']).toBe('tt-secret');

    answer = { ok: true, status: 200, body: '{"code":40001,"message":"bad"}' };
    await expect(
      provider.deliver('tiktok', 'TTP', {}, { accessToken: 'tt-secret' }),
    ).rejects.toThrow(/tiktok refused/);
    answer = { ok: false, status: 400, body: 'bad request' };
    const error = await provider
      .deliver('facebook', '1', {}, { accessToken: 'fb-secret' })
      .catch((e: Error) => e);
    expect(String(error)).toContain('HTTP 400');
    expect(String(error)).not.toContain('fb-secret');
    const offline = createHttpConversionProvider(async () => {
      throw new Error('getaddrinfo ENOTFOUND graph.facebook.com?access_token=fb-secret');
    });
    const unreachable = await offline
      .deliver('facebook', '1', {}, { accessToken: 'fb-secret' })
      .catch((e: Error) => e);
    expect(String(unreachable)).toContain('facebook unreachable');
    expect(String(unreachable)).not.toContain('fb-secret');
  });
});

describe('operator API GET /admin/merchants/:code/tracking/events', () => {
  it('lists events newest first, filtered by event, a bounded page at a time with the total', async () => {
    const code = uniqueCode('op');
    await createMerchant(app, { code });
    for (const event of ['firstOpen', 'login', 'login'])
      await send({ eventId: eventId(), event }, { host: hostOf(code) });
    const all = await adminEvents(code);
    expect(all.json().value.items.map((e: { event: string }) => e.event)).toEqual([
      'login',
      'login',
      'firstOpen',
    ]);
    expect(all.json().value).toMatchObject({ total: 3, page: 1, size: 20 });
    const logins = await adminEvents(code, '?event=login&size=1');
    expect(logins.json().value.items).toHaveLength(1);
    expect(logins.json().value.total).toBe(2);
    const second = await adminEvents(code, '?event=login&size=1&page=2');
    expect(second.json().value.items).toHaveLength(1);
    expect(second.json().value.items[0].id).not.toBe(logins.json().value.items[0].id);
    const past = await adminEvents(code, '?size=2&page=3');
    expect(past.json().value).toMatchObject({ items: [], total: 3 });
    const huge = await adminEvents(code, '?size=100000');
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    expect((await adminEvents(code, '?event=nope')).statusCode).toBe(400);
  });

  it('needs the operator token and a known merchant', async () => {
    const anon = await app.inject({ method: 'GET', url: '/admin/merchants/demo/tracking/events' });
    expect(anon.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/admin/merchants/demo/tracking/events',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await adminEvents('no_such_merchant')).statusCode).toBe(404);
    expect((await adminEvents('bad code!')).statusCode).toBe(400);
  });
});

describe('§9 retention: 30 days', () => {
  it('§9 deletes events, heartbeats and outbox rows older than 30 days, keeps younger ones', async () => {
    const code = uniqueCode('ret');
    await createMerchant(app, { code, settings: { tracking: { pixels: { fbPixelId: '42' } } } });
    const day = 86_400_000;
    const old = eventId();
    const young = eventId();
    const deviceId = crypto.randomUUID();
    try {
      offset = -31 * day;
      await send({ eventId: old, event: 'register' }, { host: hostOf(code) });
      await app.inject({
        method: 'GET',
        url: '/wps/system/status',
        query: { track: JSON.stringify({ deviceId }) },
        headers: { host: hostOf(code) },
      });
      offset = -29 * day;
      await send({ eventId: young, event: 'register' }, { host: hostOf(code) });
      offset = 0;
      const removed = await app.tracking.cleanup();
      expect(removed.events).toBeGreaterThanOrEqual(1);
      expect(removed.heartbeats).toBeGreaterThanOrEqual(1);
      expect(removed.outbox).toBeGreaterThanOrEqual(1);
      expect(await stored(code, old)).toBeUndefined();
      expect(await stored(code, young)).toBeDefined();
      expect(
        await app.db
          .select()
          .from(trackingHeartbeats)
          .where(eq(trackingHeartbeats.deviceId, deviceId)),
      ).toEqual([]);
      const outbox = await app.db
        .select()
        .from(trackingOutbox)
        .where(eq(trackingOutbox.merchantCode, code));
      expect(outbox.map((r) => r.eventId)).toEqual([young]);
      // A second cleanup finds nothing more for this merchant.
      await app.tracking.cleanup();
      expect(await stored(code, young)).toBeDefined();
    } finally {
      offset = 0;
    }
  });
});
