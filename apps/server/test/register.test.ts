import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { members } from '../src/db/schema';
import { registrationConflict } from '../src/modules/member/service';
import { buildTestApp, createMerchant } from './helpers';
import {
  RELAXED_LIMITS,
  encryptBody,
  freshIp,
  freshMobile,
  freshUserName,
  login,
  post,
  registerMobileMember,
  rsaKey,
  smsCode,
} from './accounts';

/** Registration (§3 register payload, §5 rules, §7 calls). */

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await app.close();
});

const DEVICE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const register = (
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  ip = freshIp(),
  target = app,
) =>
  post(
    target,
    '/wps/member/register',
    { registerMethod: 'H5', password: 'Passw0rd!x', ...payload },
    { moduleid: 'REG3', ...headers },
    ip,
  );
const row = async (id: number) =>
  (await app.db.select().from(members).where(eq(members.id, id)))[0]!;

describe('§3 POST /wps/member/register', () => {
  it('creates the member, logs in (login defaults to true) and keeps every register field', async () => {
    const username = freshUserName('Reg');
    const res = await register(
      {
        username,
        registerMethod: 'PWA',
        registerUrl: 'https://www.luckystar.test/m/register?affiliateCode=aff1',
        loginDeviceId: DEVICE_ID,
        isOfficialAppLogin: false,
        domain: 'www.luckystar.test',
        referralCode: 'REF42',
        affiliateCode: 'aff1',
        pixelTrack: { fbPixelId: '123', tid: 'abc', kw: 7 },
      },
      { device: 'WEBCLIP', language: 'vi' },
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: expect.any(Number),
      userName: username,
      type: 0,
      merchantCode: 'demo',
      firstTimeLogin: false,
      passwordExpired: false,
      usingTemporaryPassword: false,
    });
    const member = await row(value.id);
    expect(member.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member.language).toBe('VI');
    expect(member.usesTempPassword).toBe(false);
    expect(member.registerInfo).toEqual({
      registerMethod: 'PWA',
      registerUrl: 'https://www.luckystar.test/m/register?affiliateCode=aff1',
      loginDeviceId: DEVICE_ID,
      isOfficialAppLogin: false,
      domain: 'www.luckystar.test',
      referralCode: 'REF42',
      affiliateCode: 'aff1',
      pixelTrack: { fbPixelId: '123', tid: 'abc', kw: 7 },
      device: 'WEBCLIP',
      moduleId: 'REG3',
    });
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { authorization: value.token },
    });
    expect(info.json().value).toMatchObject({
      userName: username,
      type: 0,
      language: 'VI',
      clubLabel: null,
    });
  });

  it('with login false answers no token; the member logs in afterwards', async () => {
    const username = freshUserName();
    const res = await register({ username, login: false, loginDeviceId: DEVICE_ID.slice(1) });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ token: null, id: expect.any(Number), userName: username });
    const member = await row(res.json().value.id);
    // §5 a device id that is not 36 characters is not kept; no ModuleId header is fine too.
    expect(member.registerInfo!.loginDeviceId).toBeNull();
    expect(member.language).toBe('EN');
    expect((await login(app, username, 'Passw0rd!x')).statusCode).toBe(200);
  });

  it('refuses a taken user name, whatever its case, with 409 username.exists', async () => {
    for (const username of ['demo_player', 'DEMO_PLAYER', 'Demo_Player']) {
      const res = await register({ username });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'username.exists' });
    }
  });

  it('10 parallel registrations of one user name: exactly one succeeds, the others get 409', async () => {
    const username = freshUserName('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register({ username: i % 2 ? username.toUpperCase() : username, login: false }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(9);
    for (const r of refused)
      expect(r.json()).toMatchObject({ success: false, errorCode: 'username.exists' });
  });

  it.each([
    ['a 3-character user name', { username: 'abc' }],
    ['a 17-character user name', { username: 'a'.repeat(17) }],
    ['a user name with a space', { username: 'bad name' }],
    ['a SQL-looking user name', { username: "x'--;drop" }],
    ['a unicode user name', { username: '玩家玩家玩家' }],
    ['an emoji user name', { username: 'abcd😀' }],
    ['a password without a digit', { username: 'goodname1', password: 'onlyletters' }],
    ['a password without a letter', { username: 'goodname1', password: '12345678' }],
    ['a 5-character password', { username: 'goodname1', password: 'abc12' }],
    ['a 21-character password', { username: 'goodname1', password: 'a1'.repeat(10) + 'x' }],
    ['a password with a space', { username: 'goodname1', password: 'pass word1' }],
    ['an unknown register method', { username: 'goodname1', registerMethod: 'DESKTOP' }],
    ['a 2049-character register URL', { username: 'goodname1', registerUrl: 'x'.repeat(2049) }],
    ['a nested pixelTrack value', { username: 'goodname1', pixelTrack: { a: { b: 1 } } }],
    [
      'a pixelTrack value over 1024 characters',
      { username: 'goodname1', pixelTrack: { a: 'x'.repeat(1025) } },
    ],
    ['login as a string', { username: 'goodname1', login: 'yes' }],
    ['no user name', {}],
  ])('refuses %s with 400 validation.failed', async (_name, payload) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });

  it('takes an encrypted body', async () => {
    const username = freshUserName('enc');
    const enc = await encryptBody(await rsaKey(app), {
      registerMethod: 'H5',
      username,
      password: 'Passw0rd!x',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/register',
      headers: enc.headers,
      payload: enc.body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(username);
  });

  it('§8 limits registrations per IP', async () => {
    const limited = await buildTestApp(
      {},
      { rateLimits: { ...RELAXED_LIMITS, registerPerIp: { max: 2, windowSeconds: 3600 } } },
    );
    try {
      const ip = freshIp();
      for (let i = 0; i < 2; i++)
        expect(
          (await register({ username: freshUserName(), login: false }, {}, ip, limited)).statusCode,
        ).toBe(200);
      const refused = await register({ username: freshUserName(), login: false }, {}, ip, limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        errorCode: 'too.many.requests',
        message: expect.stringMatching(/^TOO_MANY_REQUEST/),
      });
      expect(
        (await register({ username: freshUserName(), login: false }, {}, freshIp(), limited))
          .statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('§5 POST /wps/member/register/mobile', () => {
  const registerMobile = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(
      app,
      '/wps/member/register/mobile',
      { registerMethod: 'APP', countryDialingCode: '63', ...payload },
      { moduleid: 'MOBILENUMREG3', ...headers },
      freshIp(),
    );

  it("without a password uses the merchant's temporary password, to be changed at first login", async () => {
    const { domains, code } = await createMerchant(app);
    const host = { host: domains[0]! };
    const mobileNum = freshMobile();
    const verificationCode = await smsCode(
      app,
      { countryDialingCode: '63', mobileNum, purpose: 'register' },
      host,
      code,
    );
    const res = await registerMobile(
      { mobileNum, verificationCode, loginDeviceId: DEVICE_ID },
      host,
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      userName: expect.stringMatching(/^u[a-z0-9]{9}$/),
      firstTimeLogin: true,
      usingTemporaryPassword: true,
      merchantCode: code,
    });
    const member = await row(value.id);
    expect(member).toMatchObject({
      mobileNum,
      countryDialingCode: '63',
      usesTempPassword: true,
      firstTimeLogin: true,
    });
    expect(member.registerInfo).toMatchObject({
      registerMethod: 'APP',
      loginDeviceId: DEVICE_ID,
      moduleId: 'MOBILENUMREG3',
    });
    // The temporary password (createMerchant sets Temp#Pass2026) logs in and is recognised on the server.
    const again = await login(app, value.userName, 'Temp#Pass2026', host);
    expect(again.json().value).toMatchObject({
      usingTemporaryPassword: true,
      firstTimeLogin: true,
    });
    expect(res.body).not.toContain('Temp#Pass2026');
  });

  it('with a password keeps it and needs no change', async () => {
    const member = await registerMobileMember(app);
    const res = await login(app, member.userName, member.password);
    expect(res.json().value).toMatchObject({
      usingTemporaryPassword: false,
      firstTimeLogin: false,
    });
    // The number now logs in by SMS too.
    const code = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: member.mobileNum,
      purpose: 'login',
    });
    expect(
      (
        await post(app, '/wps/session/login', {
          username: member.mobileNum,
          password: code,
          type: 'sms',
        })
      ).json().value.userName,
    ).toBe(member.userName);
  });

  it('needs a password when the merchant turns register.mobilePassword on', async () => {
    const { domains, code } = await createMerchant(app, {
      settings: { register: { captcha: { enabled: false }, mobilePassword: true } },
    });
    const host = { host: domains[0]! };
    const mobileNum = freshMobile();
    const verificationCode = await smsCode(
      app,
      { countryDialingCode: '63', mobileNum, purpose: 'register' },
      host,
      code,
    );
    const res = await registerMobile({ mobileNum, verificationCode }, host);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('password.policy');
    // The code was not used up by the refused call.
    expect(
      (await registerMobile({ mobileNum, verificationCode, password: 'Chosen#123' }, host))
        .statusCode,
    ).toBe(200);
  });

  it('answers verification.code.invalid for a wrong code and verification.code.expired when none was sent', async () => {
    const mobileNum = freshMobile();
    const code = await smsCode(app, { countryDialingCode: '63', mobileNum, purpose: 'register' });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await registerMobile({ mobileNum, verificationCode: wrong })).json().errorCode).toBe(
      'verification.code.invalid',
    );
    expect(
      (await registerMobile({ mobileNum: freshMobile(), verificationCode: code })).json().errorCode,
    ).toBe('verification.code.expired');
    // A code for login does not register.
    const other = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: freshMobile(),
      purpose: 'verify',
    });
    expect((await registerMobile({ mobileNum, verificationCode: other })).statusCode).toBe(400);
  });

  it('refuses a registered number with 409 mobile.exists', async () => {
    const member = await registerMobileMember(app);
    const res = await registerMobile({ mobileNum: member.mobileNum, verificationCode: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('mobile.exists');
  });

  it('the unique index keeps one account per number and merchant, mapped to mobile.exists', async () => {
    const member = await registerMobileMember(app);
    const error = await app.members
      .insert({
        merchantCode: 'demo',
        userName: freshUserName(),
        passwordHash: 'x',
        mobileNum: member.mobileNum,
        countryDialingCode: '63',
      })
      .catch((e: unknown) => e);
    expect(registrationConflict(error).errorCode).toBe('mobile.exists');
    // Members without a number are not constrained by it.
    await app.members.insert({
      merchantCode: 'demo',
      userName: freshUserName(),
      passwordHash: 'x',
    });
    await app.members.insert({
      merchantCode: 'demo',
      userName: freshUserName(),
      passwordHash: 'x',
    });
  });

  it.each([
    ['a 5-digit code', { mobileNum: '9171112222', verificationCode: '12345' }],
    ['a code with letters', { mobileNum: '9171112222', verificationCode: '12345a' }],
    ['no code', { mobileNum: '9171112222' }],
    ['a weak password', { mobileNum: '9171112222', verificationCode: '123456', password: 'weak' }],
    ['a bad number', { mobileNum: '+63 917', verificationCode: '123456' }],
  ])('refuses %s with 400 validation.failed', async (_name, payload) => {
    const res = await registerMobile(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
});

describe('§7 user name helpers', () => {
  const check = (username: string) =>
    app.inject({ url: `/wps/check/username?username=${encodeURIComponent(username)}` });

  it('GET /wps/check/username tells whether a name is valid and free', async () => {
    expect((await check('demo_player')).json().value).toEqual({ available: false, valid: true });
    expect((await check('DEMO_PLAYER')).json().value).toEqual({ available: false, valid: true });
    expect((await check(freshUserName())).json().value).toEqual({ available: true, valid: true });
    expect((await check('ab')).json().value).toEqual({ available: false, valid: false });
    expect((await check("' OR 1=1 --")).json().value).toEqual({ available: false, valid: false });
    expect((await check('名字名字')).json().value).toEqual({ available: false, valid: false });
    expect((await app.inject({ url: '/wps/check/username' })).statusCode).toBe(400);
    expect((await check('x'.repeat(65))).statusCode).toBe(400);
  });

  it('POST /wps/member/register/autoUsername answers a valid free name that registers', async () => {
    const res = await app.inject({ method: 'POST', url: '/wps/member/register/autoUsername' });
    expect(res.statusCode).toBe(200);
    const { username } = res.json().value;
    expect(username).toMatch(/^[A-Za-z0-9_]{4,16}$/);
    expect((await check(username)).json().value).toEqual({ available: true, valid: true });
    expect((await register({ username })).statusCode).toBe(200);
    expect((await check(username)).json().value.available).toBe(false);
  });
});
