import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_PATTERN } from '@member-app/contract/schemas/captcha';
import type { App } from '../src/lib/app-instance';
import { buildTestApp, createMerchant } from './helpers';
import {
  RELAXED_LIMITS,
  captchaToken,
  freshIp,
  freshMobile,
  freshUserName,
  hmacSha256,
  md5,
  post,
  solveAltcha,
  startFakeGeetest,
} from './accounts';

/** Captcha (§2 screen 11, §5 requirement rules, §9 pass token). */

const V3_ID = 'gt3-merchant-id';
const V4_ID = 'gt4-merchant-id';
const KEYS = { [V3_ID]: 'v3-private-key', [V4_ID]: 'v4-private-key' };

let app: App;
let geetest: Awaited<ReturnType<typeof startFakeGeetest>>;
beforeAll(async () => {
  geetest = await startFakeGeetest(KEYS);
  app = await buildTestApp(
    { GEETEST_V3_URL: geetest.url, GEETEST_V4_URL: geetest.url },
    { rateLimits: RELAXED_LIMITS },
  );
});
afterAll(async () => {
  await app.close();
  await geetest.close();
});

const init = (headers: Record<string, string> = {}) =>
  app.inject({ url: `/wps/captcha/geetest?t=${Date.now()}`, headers });
const verify = (payload: unknown, headers: Record<string, string> = {}) =>
  post(app, '/wps/captcha/verify', payload, headers);
const expectInvalid = (res: { statusCode: number; json: () => { errorCode: string } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().errorCode).toBe('captcha.invalid');
};

async function merchantWith(settings: Record<string, unknown>) {
  const { code, domains } = await createMerchant(app, { settings });
  return { code, headers: { host: domains[0]! } };
}
const flags = (on: Record<string, boolean>) => ({
  whitelabelVal: { GEETEST3: false, GEETESTTEST3: false, GEETESTVCODE3: false, ...on },
});
const geetestV = (version: 'v3' | 'v4') => ({
  gw: {
    GEETEST_ID: version === 'v3' ? V3_ID : V4_ID,
    GEETEST_VERSION: version,
    PROFILE_ICON_COUNT: 9,
  },
  secrets: { geetestKey: KEYS[version === 'v3' ? V3_ID : V4_ID] },
});

describe('built-in captcha (ALTCHA proof of work) when the merchant has no Geetest id', () => {
  it('GET /wps/captcha/geetest answers a signed challenge that expires', async () => {
    const res = await init();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = res.json().value;
    expect(value.provider).toBe('builtin');
    expect(value.challenge).toMatchObject({
      algorithm: 'SHA-256',
      maxnumber: 100_000,
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expires = Number(/expires=(\d+)/.exec(value.challenge.salt)?.[1]);
    expect(expires * 1000).toBeGreaterThan(Date.now());
  });

  it('§9 a solved challenge gives a 50-character pass token valid 60 s, once', async () => {
    const payload = await solveAltcha((await init()).json().value.challenge);
    const res = await verify({ provider: 'builtin', payload });
    expect(res.statusCode).toBe(200);
    const { captchaToken: token, expiresAt } = res.json().value;
    expect(token).toMatch(CAPTCHA_TOKEN_PATTERN);
    expect(token).toHaveLength(50);
    expect(expiresAt - Date.now()).toBeGreaterThan(55_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60_000);
    // The same solution a second time is a replay.
    expectInvalid(await verify({ provider: 'builtin', payload }));
  });

  it('refuses a wrong number, a forged signature, garbage and the wrong provider', async () => {
    const challenge = (await init()).json().value.challenge;
    const payload = await solveAltcha(challenge);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');
    expectInvalid(
      await verify({
        provider: 'builtin',
        payload: encode({ ...decoded, number: decoded.number + 1 }),
      }),
    );
    expectInvalid(
      await verify({
        provider: 'builtin',
        payload: encode({ ...decoded, signature: 'f'.repeat(64) }),
      }),
    );
    expectInvalid(await verify({ provider: 'builtin', payload: 'bm90IGpzb24=' }));
    expectInvalid(await verify({ provider: 'builtin', payload: '%%%' }));
    expectInvalid(
      await verify({
        provider: 'geetest',
        version: 'v4',
        lotNumber: 'a',
        captchaOutput: 'b',
        passToken: 'c',
        genTime: '1',
      }),
    );
    // The untouched solution still works once.
    expect((await verify({ provider: 'builtin', payload })).statusCode).toBe(200);
    const bad = await verify({ provider: 'builtin' });
    expect(bad.json().errorCode).toBe('validation.failed');
    expect((await verify({ provider: 'builtin', payload: 'x'.repeat(8193) })).statusCode).toBe(400);
  });

  it('a challenge from one instance verifies on another (shared HMAC key)', async () => {
    const other = await buildTestApp();
    try {
      const challenge = (await other.inject({ url: '/wps/captcha/geetest' })).json().value
        .challenge;
      const payload = await solveAltcha(challenge);
      expect((await verify({ provider: 'builtin', payload })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('§5 where a captcha is required', () => {
  it.each(['GEETEST3', 'GEETESTTEST3'])(
    'login, when %s is on: verify_first without a token, one use with one',
    async (flag) => {
      const { headers } = await merchantWith(flags({ [flag]: true }));
      const body = { username: 'nobody_here', password: 'x' };
      const missing = await post(app, '/wps/session/login', body, headers);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        success: false,
        errorCode: 'captcha.required',
        message: 'verify_first',
        value: null,
      });
      expectInvalid(
        await post(
          app,
          '/wps/session/login',
          { ...body, geetestValidateV4: 'x'.repeat(50) },
          headers,
        ),
      );
      expectInvalid(
        await post(app, '/wps/session/login', { ...body, geetestValidateV4: 'short' }, headers),
      );
      const token = await captchaToken(app, headers);
      // Past the captcha, the login itself answers.
      expect(
        (
          await post(app, '/wps/session/login', { ...body, geetestValidateV4: token }, headers)
        ).json().errorCode,
      ).toBe('not.exists.user');
      expectInvalid(
        await post(app, '/wps/session/login', { ...body, geetestValidateV4: token }, headers),
      );
    },
  );

  it('is not required when the switches are off, and a token of another merchant is refused', async () => {
    const body = { username: 'demo_player', password: 'Player#2026' };
    expect((await post(app, '/wps/session/login', body)).statusCode).toBe(200);
    const { headers } = await merchantWith(flags({ GEETEST3: true }));
    const demoToken = await captchaToken(app);
    expectInvalid(
      await post(app, '/wps/session/login', { ...body, geetestValidateV4: demoToken }, headers),
    );
  });

  it('SMS send, when GEETESTVCODE3 is on', async () => {
    const { headers } = await merchantWith(flags({ GEETESTVCODE3: true }));
    const body = { countryDialingCode: '63', mobileNum: freshMobile(), purpose: 'verify' };
    const missing = await post(app, '/wps/verification/sms/noLogin', body, headers, freshIp());
    expect(missing.json()).toMatchObject({
      errorCode: 'captcha.required',
      message: 'verify_first',
    });
    const token = await captchaToken(app, headers);
    expect(
      (
        await post(
          app,
          '/wps/verification/sms/noLogin',
          { ...body, geetestValidateV4: token },
          headers,
          freshIp(),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('SMS send on Geetest v3 answers unknown_error: Geetest service not work (§5 needs v4)', async () => {
    const { headers } = await merchantWith({
      ...flags({ GEETESTVCODE3: true }),
      ...geetestV('v3'),
    });
    const res = await post(
      app,
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '63', mobileNum: freshMobile() },
      headers,
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'unknown_error',
      message: 'unknown_error: Geetest service not work',
    });
  });

  it('registration, when register.captcha.enabled', async () => {
    const { headers } = await merchantWith({ register: { captcha: { enabled: true } } });
    const body = { registerMethod: 'H5', username: freshUserName(), password: 'Passw0rd!x' };
    const missing = await post(app, '/wps/member/register', body, headers, freshIp());
    expect(missing.json()).toMatchObject({
      errorCode: 'captcha.required',
      message: 'verify_first',
    });
    const mobile = await post(
      app,
      '/wps/member/register/mobile',
      {
        registerMethod: 'H5',
        countryDialingCode: '63',
        mobileNum: freshMobile(),
        verificationCode: '123456',
      },
      headers,
      freshIp(),
    );
    expect(mobile.json().errorCode).toBe('captcha.required');
    const token = await captchaToken(app, headers);
    expect(
      (
        await post(
          app,
          '/wps/member/register',
          { ...body, geetestValidateV4: token },
          headers,
          freshIp(),
        )
      ).statusCode,
    ).toBe(200);
    // Registration without the switch needs none (the demo merchant).
    expect(
      (
        await post(
          app,
          '/wps/member/register',
          { ...body, username: freshUserName() },
          {},
          freshIp(),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('Geetest v4 (against a fake Geetest server)', () => {
  const answer = (lotNumber: string, captchaOutput = 'solved') => ({
    provider: 'geetest',
    version: 'v4',
    lotNumber,
    captchaOutput,
    passToken: 'pass-token-from-widget',
    genTime: String(Math.floor(Date.now() / 1000)),
  });

  it('init names the captcha id and never the key', async () => {
    const { headers } = await merchantWith(geetestV('v4'));
    const res = await init(headers);
    expect(res.json().value).toEqual({ provider: 'geetest', version: 'v4', captchaId: V4_ID });
    expect(res.body).not.toContain(KEYS[V4_ID]);
    expect((await app.inject({ url: '/wps/system/status', headers })).body).not.toContain(
      KEYS[V4_ID],
    );
  });

  it('validates with sign_token = HMAC-SHA256(lot_number, key) and hands out a pass token', async () => {
    const { headers } = await merchantWith({ ...geetestV('v4'), ...flags({ GEETEST3: true }) });
    const lot = `lot-${Math.random()}`;
    const res = await verify(answer(lot), headers);
    expect(res.statusCode).toBe(200);
    const call = geetest.calls.find((c) => c.path === '/validate' && c.params.lot_number === lot)!;
    expect(call.params).toMatchObject({
      captcha_id: V4_ID,
      captcha_output: 'solved',
      pass_token: 'pass-token-from-widget',
      sign_token: hmacSha256(KEYS[V4_ID], lot),
    });
    const token = res.json().value.captchaToken;
    expect(
      (
        await post(
          app,
          '/wps/session/login',
          { username: 'nobody_here', password: 'x', geetestValidateV4: token },
          headers,
        )
      ).json().errorCode,
    ).toBe('not.exists.user');
  });

  it('refuses what Geetest refuses, a reused lot number, a version mismatch and the built-in answer', async () => {
    const { headers } = await merchantWith(geetestV('v4'));
    expectInvalid(await verify(answer(`lot-${Math.random()}`, 'robot'), headers));
    const lot = `lot-${Math.random()}`;
    expect((await verify(answer(lot), headers)).statusCode).toBe(200);
    expectInvalid(await verify(answer(lot), headers));
    expectInvalid(await verify({ ...answer(`lot-${Math.random()}`), version: 'v3' }, headers));
    expectInvalid(await verify({ provider: 'geetest', version: 'v4', lotNumber: 'x' }, headers));
    expectInvalid(await verify({ provider: 'builtin', payload: 'e30=' }, headers));
  });

  it('a wrong key fails the signature at Geetest', async () => {
    const { headers } = await merchantWith({
      ...geetestV('v4'),
      secrets: { geetestKey: 'not-the-key' },
    });
    expectInvalid(await verify(answer(`lot-${Math.random()}`), headers));
  });

  it('answers 503 unknown_error when Geetest is down', async () => {
    const { headers } = await merchantWith(geetestV('v4'));
    geetest.state.down = true;
    try {
      const res = await verify(answer(`lot-${Math.random()}`), headers);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        errorCode: 'unknown_error',
        message: 'unknown_error: Geetest service not work',
      });
    } finally {
      geetest.state.down = false;
    }
  });
});

describe('Geetest v3 (against a fake Geetest server)', () => {
  const answer = (challenge: string, key = KEYS[V3_ID]) => {
    const validate = md5(key + 'geetest' + challenge);
    return {
      provider: 'geetest',
      version: 'v3',
      geetestChallenge: challenge,
      geetestValidate: validate,
      geetestSeccode: `${validate}|jordan`,
    };
  };

  it('init registers with Geetest and answers md5(challenge + key)', async () => {
    const { headers } = await merchantWith(geetestV('v3'));
    const res = await init(headers);
    const value = res.json().value;
    expect(value).toMatchObject({
      provider: 'geetest',
      version: 'v3',
      captchaId: V3_ID,
      success: true,
      challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(geetest.calls.some((c) => c.path === '/register.php' && c.params.gt === V3_ID)).toBe(
      true,
    );
  });

  it('validates (validate = md5(key + geetest + challenge), Geetest answers md5(seccode)), once per challenge', async () => {
    const { headers } = await merchantWith(geetestV('v3'));
    const challenge = (await init(headers)).json().value.challenge as string;
    const res = await verify(answer(challenge), headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.captchaToken).toMatch(CAPTCHA_TOKEN_PATTERN);
    expect(
      geetest.calls.some(
        (c) =>
          c.path === '/validate.php' &&
          c.params.challenge === challenge &&
          c.params.captchaid === V3_ID,
      ),
    ).toBe(true);
    expectInvalid(await verify(answer(challenge), headers));
  });

  it('refuses a wrong validate without asking Geetest, and a challenge it never handed out', async () => {
    const { headers } = await merchantWith(geetestV('v3'));
    const challenge = (await init(headers)).json().value.challenge as string;
    const before = geetest.calls.length;
    expectInvalid(await verify(answer(challenge, 'wrong-key'), headers));
    expect(geetest.calls.length).toBe(before);
    expectInvalid(await verify(answer(md5('made-up')), headers));
  });

  it('falls back when Geetest cannot register (Geetest SDK fallback mode)', async () => {
    const { headers } = await merchantWith(geetestV('v3'));
    geetest.state.down = true;
    try {
      const value = (await init(headers)).json().value;
      expect(value).toMatchObject({ provider: 'geetest', version: 'v3', success: false });
      expect(
        (
          await verify(
            {
              provider: 'geetest',
              version: 'v3',
              geetestChallenge: value.challenge,
              geetestValidate: 'v',
              geetestSeccode: 's',
            },
            headers,
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      geetest.state.down = false;
    }
  });

  it('answers 503 unknown_error when the merchant has a Geetest id but no key', async () => {
    const { headers } = await merchantWith({ ...geetestV('v3'), secrets: { geetestKey: null } });
    const res = await init(headers);
    expect(res.statusCode).toBe(503);
    expect(res.json().errorCode).toBe('unknown_error');
  });
});
