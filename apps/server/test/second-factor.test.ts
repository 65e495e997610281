import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { DEMO_TOTP_SECRET } from '../src/db/seed/demo-merchant';
import { buildTestApp } from './helpers';
import {
  RELAXED_LIMITS,
  encryptBody,
  freshIp,
  lastCode,
  login,
  outbox,
  post,
  rsaKey,
  smsCode,
} from './accounts';

/**
 * Second factors of demo_secure (§2 screen 10, §3 second-factor request, §4 login_verify_required,
 * §5 validation): E email code, P payee name, G TOTP, S SMS code. Only this file uses demo_secure.
 */

let app: App;
/** Set to hold the server's clock still (the authenticator's time steps); real time otherwise. */
let frozen: number | undefined;
const now = () => frozen ?? Date.now();
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now });
});
afterAll(async () => {
  await app.close();
});

const USER = { username: 'demo_secure', password: 'Secure#2026' };
const EMAIL = 'secure@luckystar.test';
const MOBILE = '9171234567';
const totp = new TOTP({
  secret: Secret.fromBase32(DEMO_TOTP_SECRET),
  digits: 6,
  period: 30,
  algorithm: 'SHA1',
});

const verify = (payload: Record<string, unknown>, ip = freshIp(), target = app) =>
  post(target, '/wps/session/login/verification', { ...USER, ...payload }, {}, ip);
const expectLoggedIn = (res: {
  statusCode: number;
  json: () => { value: Record<string, unknown> };
}) => {
  expect(res.statusCode).toBe(200);
  expect(res.json().value).toMatchObject({
    userName: 'demo_secure',
    token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    merchantCode: 'demo',
  });
};
const expectFailed = (res: { statusCode: number; json: () => { errorCode: string } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().errorCode).toBe('verification.failed');
};

describe('§4 login_verify_required', () => {
  it('answers the methods and masked contact details instead of a session', async () => {
    const res = await login(app, USER.username, USER.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'login_verify_required',
      message: 'login_verify_required',
      value: {
        methods: ['E', 'P', 'G', 'S'],
        maskedEmail: 's***e@luckystar.test',
        maskedMobile: '917****567',
        countryDialingCode: '63',
      },
    });
    expect(res.body).not.toContain(EMAIL);
    expect(res.body).not.toContain(MOBILE);
  });

  it('shows nothing of the second factors for a wrong password', async () => {
    const res = await login(app, USER.username, 'Secure#2025');
    expect(res.json()).toMatchObject({ errorCode: 'login.cred.err', value: null });
  });
});

describe('§3 POST /wps/session/login/verification', () => {
  it('P: passes with the payee name, trimmed and in any case', async () => {
    expectLoggedIn(await verify({ method: 'P', payeeName: '  maria   SANTOS ' }));
    expectFailed(await verify({ method: 'P', payeeName: 'Maria Santo' }));
  });

  it('re-checks the password first', async () => {
    const res = await verify({ method: 'P', payeeName: 'Maria Santos', password: 'Secure#2025' });
    expect(res.json().errorCode).toBe('login.cred.err');
    expect(
      (await verify({ method: 'P', payeeName: 'Maria Santos', username: 'nobody_x1' })).json()
        .errorCode,
    ).toBe('not.exists.user');
  });

  it('G: passes with the authenticator code (±1 step), each code once', async () => {
    // The start of a 30 s step, so that the steps either side are whole steps away.
    frozen = Math.floor(Date.now() / 30_000) * 30_000;
    try {
      const at = (offset: number) => totp.generate({ timestamp: frozen! + offset });
      const code = at(0);
      expectLoggedIn(await verify({ method: 'G', authCode: code }));
      // Seen over the shoulder and typed again: refused like a wrong code.
      expectFailed(await verify({ method: 'G', authCode: code }));
      // The previous step is still inside the ±1 window, yet older than the code just accepted.
      expectFailed(await verify({ method: 'G', authCode: at(-30_000) }));
      expectFailed(await verify({ method: 'G', authCode: at(-120_000) }));
      expectFailed(await verify({ method: 'G', authCode: 'abcdef' }));
      // The authenticator's next code passes, once, on another instance sharing the cache too.
      frozen += 30_000;
      const next = at(0);
      const other = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now });
      try {
        expectLoggedIn(await verify({ method: 'G', authCode: next }, freshIp(), other));
        expectFailed(await verify({ method: 'G', authCode: next }));
        expectFailed(await verify({ method: 'G', authCode: next }, freshIp(), other));
      } finally {
        await other.close();
      }
      // Later, a code of the step after now (a fast phone clock) passes; then the current step's
      // code, never used but older, no longer does.
      frozen += 60_000;
      expectLoggedIn(await verify({ method: 'G', authCode: at(30_000) }));
      expectFailed(await verify({ method: 'G', authCode: at(0) }));
    } finally {
      frozen = undefined;
    }
  });

  it("E: sends a code to the member's email only when password and email match, answering the same either way", async () => {
    const sendEmail = (payload: Record<string, unknown>) =>
      post(
        app,
        '/wps/verification/email/noLogin',
        { ...USER, email: EMAIL, ...payload },
        {},
        freshIp(),
      );
    const before = (await outbox(app, { channel: 'email', recipient: EMAIL, size: '100' })).length;
    const wrongPassword = await sendEmail({ password: 'Secure#2025' });
    const wrongEmail = await sendEmail({ email: 'other@luckystar.test' });
    const unknownUser = await sendEmail({ username: 'nobody_x2' });
    for (const res of [wrongPassword, wrongEmail, unknownUser]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().value.expirationTime).toBeGreaterThan(Date.now());
    }
    expect(await outbox(app, { channel: 'email', recipient: EMAIL, size: '100' })).toHaveLength(
      before,
    );

    const sent = await sendEmail({ email: 'SECURE@luckystar.test' });
    expect(sent.statusCode).toBe(200);
    expect(Object.keys(sent.json().value)).toEqual(['expirationTime']);
    const code = await lastCode(app, 'email', EMAIL);
    expectFailed(
      await verify({ method: 'E', email: 'other@luckystar.test', verificationCode: code }),
    );
    expectLoggedIn(await verify({ method: 'E', email: EMAIL, verificationCode: code }));
    expectFailed(await verify({ method: 'E', email: EMAIL, verificationCode: code }));
  });

  it("S: passes with the member's mobile number and an SMS code of purpose verify or login", async () => {
    const code = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: MOBILE,
      purpose: 'verify',
    });
    expectFailed(await verify({ method: 'S', mobileNum: '9170000001', verificationCode: code }));
    expectFailed(
      await verify({
        method: 'S',
        mobileNum: MOBILE,
        countryDialingCode: '84',
        verificationCode: code,
      }),
    );
    expectLoggedIn(await verify({ method: 'S', mobileNum: MOBILE, verificationCode: code }));
    expectFailed(await verify({ method: 'S', mobileNum: MOBILE, verificationCode: code }));
    const loginCode = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: MOBILE,
      purpose: 'login',
    });
    expectLoggedIn(
      await verify({
        method: 'S',
        mobileNum: MOBILE,
        countryDialingCode: '63',
        verificationCode: loginCode,
      }),
    );
  });

  it('a method the member does not have never passes', async () => {
    const res = await post(app, '/wps/session/login/verification', {
      username: 'demo_player',
      password: 'Player#2026',
      method: 'P',
      payeeName: 'anything',
    });
    expectFailed(res);
  });

  it.each([
    ['E without email', { method: 'E', verificationCode: '123456' }, 'body.email'],
    ['E without code', { method: 'E', email: EMAIL }, 'body.verificationCode'],
    ['P without payee name', { method: 'P', payeeName: '   ' }, 'body.payeeName'],
    ['G without authCode', { method: 'G' }, 'body.authCode'],
    ['S without mobile number', { method: 'S', verificationCode: '123456' }, 'body.mobileNum'],
    ['S without code', { method: 'S', mobileNum: MOBILE }, 'body.verificationCode'],
    ['an unknown method', { method: 'X' }, 'body.method'],
  ])('§5 refuses %s with validation.failed naming the field', async (_name, payload, field) => {
    const res = await verify(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
    expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('takes an encrypted body like the login', async () => {
    const enc = await encryptBody(await rsaKey(app), {
      ...USER,
      method: 'P',
      payeeName: 'Maria Santos',
    });
    expectLoggedIn(
      await app.inject({
        method: 'POST',
        url: '/wps/session/login/verification',
        headers: enc.headers,
        payload: enc.body,
      }),
    );
  });

  it('type sms: the login keeps the SMS code for the verification call, which uses it up', async () => {
    const code = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: MOBILE,
      purpose: 'login',
    });
    const first = await post(app, '/wps/session/login', {
      username: MOBILE,
      password: code,
      type: 'sms',
    });
    expect(first.json().errorCode).toBe('login_verify_required');
    const done = await post(app, '/wps/session/login/verification', {
      username: MOBILE,
      password: code,
      type: 'sms',
      method: 'P',
      payeeName: 'Maria Santos',
    });
    expectLoggedIn(done);
    expect(done.json().value.usingTemporaryPassword).toBe(false);
    const replay = await post(app, '/wps/session/login', {
      username: MOBILE,
      password: code,
      type: 'sms',
    });
    expect(replay.json().errorCode).toBe('verification.code.expired');
  });

  it('§8 limits failed second factors per account and IP', async () => {
    const limited = await buildTestApp(
      {},
      {
        rateLimits: {
          ...RELAXED_LIMITS,
          loginFailuresPerAccountIp: { max: 2, windowSeconds: 900 },
        },
      },
    );
    try {
      const ip = freshIp();
      for (let i = 0; i < 2; i++)
        expectFailed(await verify({ method: 'P', payeeName: `Wrong ${i}` }, ip, limited));
      const blocked = await verify({ method: 'P', payeeName: 'Maria Santos' }, ip, limited);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^TOO_MANY_REQUEST/);
      expectLoggedIn(await verify({ method: 'P', payeeName: 'Maria Santos' }, freshIp(), limited));
    } finally {
      await limited.close();
    }
  });
});
