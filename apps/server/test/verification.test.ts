import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { MAX_CODE_ATTEMPTS } from '../src/modules/verification/service';
import { buildTestApp, createMerchant } from './helpers';
import {
  RELAXED_LIMITS,
  admin,
  freshIp,
  freshMobile,
  lastCode,
  outbox,
  post,
  registerMobileMember,
  smsCode,
} from './accounts';

/** SMS codes (§3 SMS send, §4 SMS code) and the operator outbox. */

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await app.close();
});

const send = (
  payload: unknown,
  headers: Record<string, string> = {},
  ip = freshIp(),
  target = app,
) => post(target, '/wps/verification/sms/noLogin', payload, headers, ip);
const smsLogin = (mobileNum: string, code: string) =>
  post(app, '/wps/session/login', { username: mobileNum, password: code, type: 'sms' });

describe('§3 POST /wps/verification/sms/noLogin', () => {
  it('sends a 6-digit code to the outbox and answers when it expires (security.codeTtlSeconds, default 120 s)', async () => {
    const mobileNum = freshMobile();
    const before = Date.now();
    const res = await send({ countryDialingCode: '63', mobileNum, purpose: 'register' });
    expect(res.statusCode).toBe(200);
    const { expirationTime } = res.json().value;
    expect(expirationTime).toBeGreaterThanOrEqual(before + 120_000);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + 120_000);
    const [message] = await outbox(app, { channel: 'sms', recipient: `+63${mobileNum}` });
    expect(message).toMatchObject({
      merchantCode: 'demo',
      channel: 'sms',
      recipient: `+63${mobileNum}`,
    });
    expect(message!.body).toMatch(
      /^\[Lucky Star\] Your verification code is \d{6}\. It expires in 2 min\./,
    );
  });

  it("uses the merchant's code lifetime", async () => {
    const { domains, code } = await createMerchant(app, {
      settings: { security: { codeTtlSeconds: 300 } },
    });
    const mobileNum = freshMobile();
    const res = await send(
      { countryDialingCode: '84', mobileNum, purpose: 'verify' },
      { host: domains[0]! },
    );
    expect(res.json().value.expirationTime - Date.now()).toBeGreaterThan(295_000);
    const [message] = await outbox(app, { recipient: `+84${mobileNum}`, merchantCode: code });
    expect(message!.body).toContain('expires in 5 min');
  });

  it('purpose register refuses a number that already has an account with 409 mobile.exists', async () => {
    const member = await registerMobileMember(app);
    const res = await send({
      countryDialingCode: '63',
      mobileNum: member.mobileNum,
      purpose: 'register',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'mobile.exists' });
    // Only the registration code was ever sent.
    expect(await outbox(app, { recipient: `+63${member.mobileNum}` })).toHaveLength(1);
    expect(
      (await send({ countryDialingCode: '63', mobileNum: '9170000001', purpose: 'register' }))
        .statusCode,
    ).toBe(409);
  });

  it('purpose login refuses an unknown number with not.exists.user; purpose verify sends to any number', async () => {
    const mobileNum = freshMobile();
    const login = await send({ countryDialingCode: '63', mobileNum, purpose: 'login' });
    expect(login.statusCode).toBe(400);
    expect(login.json().errorCode).toBe('not.exists.user');
    expect(
      (await send({ countryDialingCode: '63', mobileNum, purpose: 'verify' })).statusCode,
    ).toBe(200);
    // purpose defaults to verify
    expect((await send({ countryDialingCode: '63', mobileNum: freshMobile() })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['letters in the number', { countryDialingCode: '63', mobileNum: '91700abc01' }],
    ['a too short number', { countryDialingCode: '63', mobileNum: '1234' }],
    ['a 16-digit number', { countryDialingCode: '63', mobileNum: '1'.repeat(16) }],
    ['non-ASCII digits', { countryDialingCode: '63', mobileNum: '९१७००००००१' }],
    ['SQL in the number', { countryDialingCode: '63', mobileNum: "1'; DROP TABLE members; --" }],
    ['a 5-digit dialing code', { countryDialingCode: '12345', mobileNum: '9170000001' }],
    ['a "+" in the dialing code', { countryDialingCode: '+63', mobileNum: '9170000001' }],
    ['no dialing code', { mobileNum: '9170000001' }],
    // §5 "Sending an SMS needs a mobile number."
    ['no mobile number', { countryDialingCode: '63', purpose: 'register' }],
    ['an empty mobile number', { countryDialingCode: '63', mobileNum: '   ' }],
    ['an unknown purpose', { countryDialingCode: '63', mobileNum: '9170000001', purpose: 'spam' }],
    ['a number as number', { countryDialingCode: 63, mobileNum: 9170000001 }],
  ])('refuses %s with 400 validation.failed', async (_name, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
});

describe('§4 SMS codes', () => {
  // A member of this file alone: other files (on a shared PostgreSQL) send codes to the demo numbers.
  let mobile: string;
  beforeAll(async () => {
    mobile = (await registerMobileMember(app)).mobileNum;
  });

  it('a new send replaces the previous code', async () => {
    const first = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: mobile,
      purpose: 'login',
    });
    let second = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: mobile,
      purpose: 'login',
    });
    while (second === first)
      second = await smsCode(app, {
        countryDialingCode: '63',
        mobileNum: mobile,
        purpose: 'login',
      });
    expect((await smsLogin(mobile, first)).json().errorCode).toBe('verification.code.invalid');
    expect((await smsLogin(mobile, second)).statusCode).toBe(200);
  });

  it(`is burned after ${MAX_CODE_ATTEMPTS} wrong tries`, async () => {
    const code = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: mobile,
      purpose: 'login',
    });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      expect((await smsLogin(mobile, wrong)).json().errorCode).toBe('verification.code.invalid');
    const late = await smsLogin(mobile, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().errorCode).toBe('verification.code.expired');
  });

  it('is used once even by parallel requests', async () => {
    const code = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: mobile,
      purpose: 'login',
    });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => smsLogin(mobile, code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('is stored only as an HMAC in the cache', async () => {
    const mobileNum = freshMobile();
    const code = await smsCode(app, { countryDialingCode: '63', mobileNum, purpose: 'verify' });
    const stored = await app.cache.get(`code:sms:demo:verify:63:${mobileNum}`);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(code);
  });
});

describe('§8 SMS rate limits', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await buildTestApp(
      {},
      {
        rateLimits: {
          ...RELAXED_LIMITS,
          smsMinGapSeconds: 30,
          smsPerIp: { max: 3, windowSeconds: 3600 },
        },
      },
    );
  });
  afterAll(async () => {
    await limited.close();
  });

  it('keeps 30 s between two codes to one number', async () => {
    const mobileNum = freshMobile();
    expect(
      (await send({ countryDialingCode: '63', mobileNum }, {}, freshIp(), limited)).statusCode,
    ).toBe(200);
    const before = Date.now();
    const again = await send({ countryDialingCode: '63', mobileNum }, {}, freshIp(), limited);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      errorCode: 'too.many.requests',
      message: 'TOO_MANY_REQUEST: wait before requesting another code',
    });
    // §4 the refusal says when the next code is allowed, for the app's countdown.
    const { expirationTime } = again.json().value as { expirationTime: number };
    expect(expirationTime).toBeGreaterThan(before);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + 30_000);
    // Another number is not affected.
    expect(
      (await send({ countryDialingCode: '63', mobileNum: freshMobile() }, {}, freshIp(), limited))
        .statusCode,
    ).toBe(200);
  });

  it('limits sends per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect(
        (await send({ countryDialingCode: '63', mobileNum: freshMobile() }, {}, ip, limited))
          .statusCode,
      ).toBe(200);
    const refused = await send(
      { countryDialingCode: '63', mobileNum: freshMobile() },
      {},
      ip,
      limited,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^TOO_MANY_REQUEST/);
  });

  it('limits codes per number and day', async () => {
    const daily = await buildTestApp(
      {},
      { rateLimits: { ...RELAXED_LIMITS, smsPerNumberDaily: { max: 2, windowSeconds: 86_400 } } },
    );
    try {
      const mobileNum = freshMobile();
      for (let i = 0; i < 2; i++)
        expect(
          (await send({ countryDialingCode: '63', mobileNum }, {}, freshIp(), daily)).statusCode,
        ).toBe(200);
      const refused = await send({ countryDialingCode: '63', mobileNum }, {}, freshIp(), daily);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('TOO_MANY_REQUEST: too many codes for this number today');
    } finally {
      await daily.close();
    }
  });
});

describe('§8 email code rate limit', () => {
  it('limits email code requests per IP, whatever their outcome', async () => {
    const limited = await buildTestApp(
      {},
      { rateLimits: { ...RELAXED_LIMITS, emailPerIp: { max: 2, windowSeconds: 3600 } } },
    );
    try {
      const ip = freshIp();
      const ask = () =>
        post(
          limited,
          '/wps/verification/email/noLogin',
          { username: 'nobody_x9', password: 'x', email: 'a@b.test' },
          {},
          ip,
        );
      for (let i = 0; i < 2; i++) expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        errorCode: 'too.many.requests',
        message: expect.stringMatching(/^TOO_MANY_REQUEST/),
      });
    } finally {
      await limited.close();
    }
  });

  it('refuses malformed email requests with validation.failed', async () => {
    for (const payload of [
      { username: 'x', password: 'y' },
      { username: 'x', password: 'y', email: 'e'.repeat(255) },
      { username: '', password: 'y', email: 'a@b.test' },
    ]) {
      const res = await post(app, '/wps/verification/email/noLogin', payload, {}, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
  });
});

describe('GET /admin/outbox', () => {
  it('needs the operator token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }]) {
      const res = await app.inject({ url: '/admin/outbox', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('operator.not.login');
    }
  });

  it('lists messages newest first, filtered by channel, recipient and merchant, a page at a time', async () => {
    const mobileNum = freshMobile();
    for (let i = 0; i < 3; i++)
      await smsCode(app, { countryDialingCode: '66', mobileNum, purpose: 'verify' });
    const all = await outbox(app, { channel: 'sms', recipient: `+66${mobileNum}` });
    expect(all).toHaveLength(3);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
    expect(all[0]!.body).toContain(await lastCode(app, 'sms', `+66${mobileNum}`));
    const pages = await Promise.all(
      ['1', '2'].map((page) =>
        app.inject({
          url: `/admin/outbox?channel=sms&recipient=%2B66${mobileNum}&size=2&page=${page}`,
          headers: admin,
        }),
      ),
    );
    const [first, second] = pages.map((r) => r.json().value);
    expect(first).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(first.items.map((m: { id: number }) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id));
    expect(second.items.map((m: { id: number }) => m.id)).toEqual([all[2]!.id]);
    expect(await outbox(app, { channel: 'email', recipient: `+66${mobileNum}` })).toHaveLength(0);
    expect(
      await outbox(app, { recipient: `+66${mobileNum}`, merchantCode: 'someone_else' }),
    ).toHaveLength(0);
  });

  it.each([['size=0'], ['size=101'], ['page=0'], ['channel=fax'], ['merchantCode=bad%20code']])(
    'refuses %s with 400',
    async (query) => {
      const res = await app.inject({ url: `/admin/outbox?${query}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    },
  );
});
