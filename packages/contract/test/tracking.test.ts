import { describe, expect, it } from 'vitest';
import { HEADER_LIMIT_BYTES } from '../src/constants';
import {
  affiliateFromHost,
  cleanTrackingValue,
  clickIdOfFbc,
  fbcFromClickId,
  fitWithin,
  regCodesFromQuery,
  s2sFromQuery,
  serializeStatusTrack,
  trackingCurrency,
  trackingFromQuery,
  TRACKING_EVENTS,
  TRACKING_OBJECT_FIELDS,
  utf8Length,
} from '../src/rules/tracking';
import {
  statusTrackSchema,
  trackingEventRequestSchema,
  trackingObjectSchema,
  trackingSettingsSchema,
} from '../src/schemas/tracking';
import { merchantSettingsSchema } from '../src/schemas/merchant-settings';

describe('§3 tracking currency', () => {
  it.each([
    ['TLB', 'PHP'],
    ['tlb', 'PHP'],
    ['PHP', 'PHP'],
    ['USDT', 'USD'],
    ['VND2', 'VND'],
    ['brl', 'BRL'],
    [' INR ', 'INR'],
    ['TL', 'TL'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('§3 currency %s maps to %s (TLB → PHP, otherwise the first 3 letters)', (code, expected) => {
    expect(trackingCurrency(code)).toBe(expected);
  });
});

describe('§3 tracking events', () => {
  it('§3 lists the sixteen events of the spec', () => {
    expect(TRACKING_EVENTS).toEqual([
      'firstOpen',
      'registerSubmit',
      'register',
      'depositSubmit',
      'firstDeposit',
      'withdraw',
      'deposit',
      'redeposit',
      'firstDepositArrival',
      'startTrial',
      'login',
      'viewContent',
      'downloadApp',
      'gameLaunch',
      'a2hsInstalled',
      'a2hsFirstOpen',
    ]);
  });

  const base = { eventId: 'evt_12345678', event: 'deposit' };
  it('§3 accepts the payload value, revenue and currency; drops customerId and customerName', () => {
    const parsed = trackingEventRequestSchema.parse({
      ...base,
      value: 100,
      revenue: 5.5,
      currency: 'TLB',
      customerId: 7,
      customerName: 'x',
    });
    expect(parsed).toEqual({ ...base, value: 100, revenue: 5.5, currency: 'TLB' });
  });

  it.each([
    ['an unknown event', { ...base, event: 'purchase' }],
    ['a short event id', { ...base, eventId: 'abc' }],
    ['an event id with odd characters', { ...base, eventId: 'abc def ghi' }],
    ['a negative value', { ...base, value: -1 }],
    ['an infinite revenue', { ...base, revenue: Number.POSITIVE_INFINITY }],
    ['a currency with digits', { ...base, currency: 'US1' }],
    ['a tracking value with a quote', { ...base, tracking: { tid: 'a"b' } }],
    ['a tracking value with markup', { ...base, tracking: { kw: '<script>' } }],
    ['a reg_info code with a space', { ...base, regInfo: { affiliateCode: 'a b' } }],
  ])('refuses %s', (_label, body) => {
    expect(trackingEventRequestSchema.safeParse(body).success).toBe(false);
  });

  it('§9 refuses a tracking object over 1024 bytes', () => {
    const tracking = Object.fromEntries(
      TRACKING_OBJECT_FIELDS.slice(0, 6).map((f) => [f, 'x'.repeat(200)]),
    );
    const result = trackingObjectSchema.safeParse(tracking);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('1024 bytes');
  });
});

describe('§3 tracking parameters of a landing address', () => {
  const q = (s: string) => new URLSearchParams(s);

  it('§3 fbclid becomes fbc in the _fbc cookie format fb.1.{time}.{fbclid}', () => {
    expect(fbcFromClickId('IwAR0abc', 1_700_000_000_123)).toBe('fb.1.1700000000123.IwAR0abc');
    expect(trackingFromQuery(q('fbclid=IwAR0abc'), 1_700_000_000_123)).toEqual({
      fbc: 'fb.1.1700000000123.IwAR0abc',
    });
    expect(clickIdOfFbc('fb.1.1700000000123.IwAR0abc')).toBe('IwAR0abc');
    expect(clickIdOfFbc('garbage')).toBeNull();
  });

  it('§3 the same fbclid again keeps the first click time; a new one replaces it', () => {
    const first = 'fb.1.1000.IwAR0abc';
    expect(trackingFromQuery(q('fbclid=IwAR0abc'), 2000, first).fbc).toBe(first);
    expect(trackingFromQuery(q('fbclid=other'), 2000, first).fbc).toBe('fb.1.2000.other');
  });

  it('§3/§9 reads click ids under their own names and the networks’ aliases', () => {
    expect(
      trackingFromQuery(
        q(
          'ttclid=T1&gclid=G1&kwaiclid=K1&twclid=W1&obclid=O1&cid=V1&kw=shoes&utm_source=x&rtkcid=R1&pixel_click_id=P1&fbPixelId=123',
        ),
        0,
      ),
    ).toEqual({
      ttclid: 'T1',
      gclid: 'G1',
      kwaiClickId: 'K1',
      twclid: 'W1',
      obclid: 'O1',
      voluumCid: 'V1',
      kw: 'shoes',
      utm_source: 'x',
      rtCid: 'R1',
      pixel_click_id: 'P1',
      fbPixelId: '123',
    });
  });

  it('§3 fbc and fbp never come from the query', () => {
    expect(trackingFromQuery(q('fbc=forged&fbp=forged'), 0)).toEqual({});
  });

  it('keeps values printable and short; drops markup and quotes', () => {
    expect(cleanTrackingValue('  abc  ')).toBe('abc');
    expect(cleanTrackingValue('a"b')).toBeNull();
    expect(cleanTrackingValue('<script>')).toBeNull();
    expect(cleanTrackingValue('é')).toBeNull();
    expect(cleanTrackingValue('x'.repeat(400))).toHaveLength(256);
    expect(cleanTrackingValue('')).toBeNull();
  });

  it('§6 reg codes: affiliateCode, referralCode before r; invalid codes ignored', () => {
    expect(regCodesFromQuery(q('affiliateCode=A1&r=R2'))).toEqual({
      affiliateCode: 'A1',
      referralCode: 'R2',
    });
    expect(regCodesFromQuery(q('referralCode=RC&r=R2'))).toEqual({ referralCode: 'RC' });
    expect(regCodesFromQuery(q('affiliateCode=<x>'))).toEqual({});
  });

  it('§3 s2s_info from the native shell’s query parameters', () => {
    expect(s2sFromQuery(q('gpsAdid=g-1&idfa=I&afOaid=O&other=1'))).toEqual({
      gpsAdid: 'g-1',
      idfa: 'I',
      afOaid: 'O',
    });
  });
});

describe('§6 affiliate from the subdomain', () => {
  it.each([
    ['aff123.luckystar.test', [], 'aff123'],
    ['AFF123.LuckyStar.Test:3000', [], 'aff123'],
    ['www.luckystar.test', [], null],
    ['m.luckystar.test', [], null],
    ['preview.luckystar.test', [], null],
    ['luckystar.test', [], null],
    ['localhost', [], null],
    ['127.0.0.1', [], null],
    ['luckystar.com.ph', [], null],
    ['aff9.luckystar.com.ph', [], 'aff9'],
    ['a.b.luckystar.test', [], null],
    ['a.b.luckystar.test', ['b.luckystar.test'], 'a'],
    ['aff1.luckystar.test', ['www.luckystar.test'], 'aff1'],
    ['aff1.shop.luckystar.test', ['www.luckystar.test'], null],
  ])('§6 %s (merchant domains %j) → %s', (host, domains, expected) => {
    expect(affiliateFromHost(host, domains)).toBe(expected);
  });
});

describe('§9 1024-byte limit', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('中')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });

  it('§9 fitWithin drops the least important fields first', () => {
    const out = fitWithin({ keep: 'a'.repeat(10), drop: 'b'.repeat(50), other: 'c' }, 40, [
      'keep',
      'other',
      'drop',
    ]);
    expect(out).toEqual({ keep: 'a'.repeat(10), other: 'c' });
  });

  it('§7/§9 the status track stays within 1024 bytes and keeps the device id and click ids', () => {
    const tracking = Object.fromEntries(
      TRACKING_OBJECT_FIELDS.map((f) => [f, `${f}-${'v'.repeat(60)}`]),
    );
    const deviceId = '12345678-1234-4234-8234-123456789012';
    const json = serializeStatusTrack(
      { deviceId, tracking, regInfo: { affiliateCode: 'A1', originalDomain: 'x.test' } },
      HEADER_LIMIT_BYTES,
    );
    expect(utf8Length(json)).toBeLessThanOrEqual(HEADER_LIMIT_BYTES);
    const parsed = statusTrackSchema.parse(JSON.parse(json));
    expect(parsed.deviceId).toBe(deviceId);
    expect(parsed.tracking?.fbc).toBeDefined();
    expect(parsed.tracking?.okspExt).toBeUndefined();
    expect(serializeStatusTrack({ deviceId, tracking: {} }, HEADER_LIMIT_BYTES)).toBe(
      JSON.stringify({ deviceId }),
    );
  });
});

describe('tracking settings', () => {
  it('defaults to the built-in behaviour: no client pixels, no forwarding', () => {
    const s = trackingSettingsSchema.parse({});
    expect(s.clientPixels).toBe(false);
    expect(s.s2s.facebook.enabled).toBe(false);
    expect(s.pixels).toEqual({});
  });

  it('merchant settings stored before tracking existed get its defaults', () => {
    const shape = merchantSettingsSchema.shape.tracking;
    expect(shape.parse(undefined).clientPixels).toBe(false);
  });
});
