import { and, eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  decodeJwt,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS } from '@member-app/contract/schemas/identity';
import type { MerchantSettingsInput } from '@member-app/contract/schemas/merchant-settings';
import type { App } from '../src/lib/app-instance';
import { memberIdentities, members, sessions } from '../src/db/schema';
import { demoMerchantSettings } from '../src/db/seed/demo-merchant';
import type { Merchant } from '../src/domain/merchant';
import { buildTestApp, createMerchant } from './helpers';
import {
  RELAXED_LIMITS,
  freshIp,
  lastCode,
  login,
  post,
  registerMember,
  type Headers,
} from './accounts';

/**
 * Sign-in through an identity provider with the built-in provider (SPEC §4 Firebase login, §5, §7,
 * §8) and Maya login (§7 POST /wps/session/login/maya).
 */

let app: App;
let offset = 0;
/** The app's clock: tests move it forward instead of sleeping. */
const now = () => Date.now() + offset;

const APP_ORIGIN = 'http://localhost:3000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let seq = 0;
/** A unique email per test, so that identities of one test never meet another's. */
const freshEmail = (prefix = 'p') => `${prefix}.${Date.now().toString(36)}.${++seq}@example.com`;

let phoneMerchant: { code: string; host: Headers };
let googleOnly: { code: string; host: Headers };
let noMaya: { code: string; host: Headers };
let noCreate: { code: string; host: Headers };

async function merchantWith(settings: Partial<MerchantSettingsInput>) {
  const { code } = await createMerchant(app, { settings });
  return { code, host: { host: `${code}.example` } };
}

beforeAll(async () => {
  app = await buildTestApp({}, { now, rateLimits: RELAXED_LIMITS });
  phoneMerchant = await merchantWith({ sms: { ...demoMerchantSettings.sms, firebase: true } });
  googleOnly = await merchantWith({ sms: { ...demoMerchantSettings.sms, channels: ['google'] } });
  noMaya = await merchantWith({ maya: { enabled: false } });
  noCreate = await merchantWith({
    whitelabelVal: { ...demoMerchantSettings.whitelabelVal, FIREBASECREATEACC3: false },
  });
});
afterAll(async () => {
  await app.close();
});

const merchant = async (code: string): Promise<Merchant> => (await app.merchants.findByCode(code))!;

function signinPage(query: Record<string, string>, headers: Headers = {}) {
  return app.inject({
    url: `${IDENTITY_PATHS.signin}?${new URLSearchParams(query).toString()}`,
    headers,
  });
}

function signinPost(form: Record<string, string>, headers: Headers = {}) {
  return app.inject({
    method: 'POST',
    url: IDENTITY_PATHS.signin,
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

/** What the result page's script posts, and to which origin. */
function postedMessage(html: string) {
  const match = /var message=(.*);\nvar origin=(.*);\n/.exec(html);
  if (!match) throw new Error('no postMessage in the page');
  return {
    message: JSON.parse(match[1]!) as Record<string, unknown>,
    origin: JSON.parse(match[2]!) as string,
  };
}

/** Signs in through the provider's window as a person picking an account would (§4). */
async function idToken(
  email: string,
  options: { channel?: string; displayName?: string; headers?: Headers; origin?: string } = {},
) {
  const res = await signinPost(
    {
      channel: options.channel ?? 'google',
      origin: options.origin ?? APP_ORIGIN,
      email,
      displayName: options.displayName ?? 'Alex Demo',
    },
    options.headers,
  );
  if (res.statusCode !== 200) throw new Error(`signin failed: ${res.statusCode} ${res.body}`);
  return postedMessage(res.body).message.idToken as string;
}

const firebaseLogin = (token: string, headers: Headers = {}, extra: Record<string, unknown> = {}) =>
  post(
    app,
    '/wps/session/login',
    { type: 'firebase', firebaseIdToken: token, ...extra },
    headers,
    freshIp(),
  );

const registerFirebase = (
  token: string,
  extra: Record<string, unknown> = {},
  headers: Headers = {},
) =>
  post(
    app,
    '/wps/member/register/firebase',
    { registerMethod: 'H5', firebaseIdToken: token, login: true, ...extra },
    { moduleid: 'REG3', ...headers },
    freshIp(),
  );

async function jwks(headers: Headers = {}) {
  const res = await app.inject({ url: IDENTITY_PATHS.jwks, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ keys: Record<string, unknown>[] }>();
}

describe('§4 built-in identity provider: JWKS', () => {
  it('publishes its public keys (no private parts), cacheable for a few minutes', async () => {
    await idToken(freshEmail());
    const res = await app.inject({ url: IDENTITY_PATHS.jwks });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = res.json<{ keys: Record<string, unknown>[] }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        use: 'sig',
        kid: expect.any(String),
      });
      expect(key).not.toHaveProperty('d');
    }
  });
});

describe('§4 built-in identity provider: the sign-in window (§9 popup)', () => {
  it('shows the demo window for an offered channel and a merchant origin, under a strict CSP with a nonce', async () => {
    const res = await signinPage({ channel: 'google', origin: APP_ORIGIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(
      '<title>Sign in with Google — Lucky Star (demo identity provider)</title>',
    );
    expect(res.body).toContain('alex.demo@example.com');
    expect(res.body).toMatch(/<label for="email">Email<\/label>/);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).toContain(`<script nonce="${nonce}">`);
  });

  it('refuses (400 page) an origin that is not one of the merchant sites, and posts nothing to it', async () => {
    const page = await signinPage({ channel: 'google', origin: 'https://evil.example' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/not a site of Lucky Star/);
    expect(page.body).not.toContain('<script');

    const form = await signinPost({
      channel: 'google',
      origin: 'https://evil.example',
      email: freshEmail(),
      displayName: 'Eve',
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).not.toContain('<script');
    expect(form.body).not.toMatch(/eyJ/);
  });

  it('refuses (400 page) a channel the merchant does not offer (sms.channels)', async () => {
    const page = await signinPage(
      { channel: 'line', origin: `http://${googleOnly.code}.example` },
      googleOnly.host,
    );
    expect(page.statusCode).toBe(400);
    expect(page.body).toMatch(/LINE is not offered by Lucky Star/);
    const form = await signinPost(
      {
        channel: 'line',
        origin: `http://${googleOnly.code}.example`,
        email: freshEmail(),
        displayName: 'L',
      },
      googleOnly.host,
    );
    expect(form.statusCode).toBe(400);
    expect(form.body).not.toMatch(/eyJ/);
  });

  it('answers a bad form with a 400 page, never a 5xx', async () => {
    for (const form of [
      { channel: 'google', origin: APP_ORIGIN, email: 'not-an-email', displayName: 'A' },
      { channel: 'google', origin: APP_ORIGIN, email: freshEmail(), displayName: '' },
      { channel: 'myspace', origin: APP_ORIGIN, email: freshEmail(), displayName: 'A' },
      { email: freshEmail() },
    ]) {
      const res = await signinPost(form as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await signinPage({})).statusCode).toBe(400);
  });

  it('posts a verifiable id token to the opener at the app origin only, then closes (§4)', async () => {
    const email = freshEmail();
    const res = await signinPost({
      channel: 'google',
      origin: `${APP_ORIGIN}/m/login?x=1`,
      email,
      displayName: 'Alex <b>Demo</b>',
    });
    expect(res.statusCode).toBe(200);
    const { message, origin } = postedMessage(res.body);
    // The exact origin, never '*' and never the path the app was on.
    expect(origin).toBe(APP_ORIGIN);
    expect(res.body).toContain('window.opener.postMessage(message,origin)');
    expect(res.body).toContain('window.close()');
    expect(res.body).not.toContain('<b>Demo</b>');
    expect(message).toMatchObject({ type: 'member-app-identity', ok: true, channel: 'google' });

    const { payload, protectedHeader } = await jwtVerify(
      message.idToken as string,
      createLocalJWKSet((await jwks()) as never),
      { issuer: 'member-app-identity', audience: 'demo' },
    );
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(payload).toMatchObject({
      email,
      name: 'Alex <b>Demo</b>',
      firebase: { sign_in_provider: 'google.com' },
      sub: expect.any(String),
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    // Stable per method and email; another method is another person.
    expect(decodeJwt(await idToken(email.toUpperCase())).sub).toBe(payload.sub);
    expect(decodeJwt(await idToken(email, { channel: 'facebook' })).sub).not.toBe(payload.sub);
  });

  it('has a Cancel button that posts auth/popup-closed-by-user to the app origin (§8)', async () => {
    const res = await signinPage({ channel: 'facebook', origin: APP_ORIGIN });
    expect(res.body).toContain('id="cancel"');
    expect(res.body).toContain('"code":"auth/popup-closed-by-user"');
    expect(res.body).toContain(`var origin=${JSON.stringify(APP_ORIGIN)};`);
  });
});

describe('§4 built-in identity provider: phone verification', () => {
  const send = (phoneNumber: string, headers: Headers = phoneMerchant.host, target = app) =>
    post(target, IDENTITY_PATHS.phoneSend, { phoneNumber }, headers, freshIp());
  const verify = (sessionInfo: string, code: string) =>
    post(app, IDENTITY_PATHS.phoneVerify, { sessionInfo, code }, phoneMerchant.host, freshIp());
  const freshPhone = () => `+6391${String(Date.now()).slice(-6)}${String(++seq).padStart(2, '0')}`;

  it('sends a 6-digit code through the SMS outbox that expires in 60 s, and trades it once for a phone id token', async () => {
    const phone = freshPhone();
    const before = now();
    const sent = await send(phone);
    expect(sent.statusCode).toBe(200);
    const value = sent.json().value as { sessionInfo: string; expirationTime: number };
    expect(value.expirationTime - before).toBeGreaterThanOrEqual(60_000);
    expect(value.expirationTime - now()).toBeLessThanOrEqual(60_000);
    const code = await lastCode(app, 'sms', phone, phoneMerchant.code);

    const wrong = await verify(value.sessionInfo, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      errorCode: 'auth/invalid-verification-code',
    });

    const good = await verify(value.sessionInfo, code);
    expect(good.statusCode).toBe(200);
    const token = good.json().value.idToken as string;
    const { payload } = await jwtVerify(token, createLocalJWKSet((await jwks()) as never), {
      audience: phoneMerchant.code,
    });
    expect(payload).toMatchObject({ phone_number: phone, firebase: { sign_in_provider: 'phone' } });

    const again = await verify(value.sessionInfo, code);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'auth/code-expired' });
  });

  it('§8 an expired code or an unknown session maps to auth/code-expired', async () => {
    const phone = freshPhone();
    const { sessionInfo } = (await send(phone)).json().value as { sessionInfo: string };
    const code = await lastCode(app, 'sms', phone, phoneMerchant.code);
    offset += 61_000;
    try {
      const late = await verify(sessionInfo, code);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ success: false, errorCode: 'auth/code-expired' });
    } finally {
      offset -= 61_000;
    }
    expect((await verify('no-such-session-info', '123456')).json().errorCode).toBe(
      'auth/code-expired',
    );
  });

  it('burns the code after five wrong tries', async () => {
    const phone = freshPhone();
    const { sessionInfo } = (await send(phone)).json().value as { sessionInfo: string };
    const code = await lastCode(app, 'sms', phone, phoneMerchant.code);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await verify(sessionInfo, wrong)).json().errorCode).toBe(
        'auth/invalid-verification-code',
      );
    expect((await verify(sessionInfo, code)).json().errorCode).toBe('auth/code-expired');
  });

  it('refuses a bad number with auth/invalid-phone-number, and a bad code format without a 5xx', async () => {
    for (const bad of ['09171234567', '+63 917', 'abc', '']) {
      const res = await send(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'auth/invalid-phone-number' });
    }
    const res = await verify('x', 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('limits sends with the SMS limits, answering auth/too-many-requests', async () => {
    const strict = await buildTestApp(
      {},
      {
        now,
        rateLimits: { ...RELAXED_LIMITS, smsPerNumberDaily: { max: 1, windowSeconds: 86_400 } },
      },
    );
    try {
      const phone = freshPhone();
      expect((await send(phone, phoneMerchant.host, strict)).statusCode).toBe(200);
      const second = await send(phone, phoneMerchant.host, strict);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ success: false, errorCode: 'auth/too-many-requests' });
    } finally {
      await strict.close();
    }
  });

  it('is not offered without sms.firebase (403 auth/operation-not-allowed)', async () => {
    const res = await send(freshPhone(), {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'auth/operation-not-allowed' });
  });
});

describe('§4 POST /wps/session/login type firebase', () => {
  it('§8 answers bind_customer_required with what the provider said when no member is bound', async () => {
    const email = freshEmail();
    const res = await firebaseLogin(
      await idToken(email, { displayName: 'Nobody Yet' }),
      {},
      { firebaseChannel: 'google' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'bind_customer_required',
      message: expect.any(String),
      value: { method: 'google', email, displayName: 'Nobody Yet', phoneNumber: null },
    });
  });

  it('§4 logging in to an existing account binds the identity; then the identity alone logs in', async () => {
    const member = await registerMember(app);
    const email = freshEmail();
    const bind = await post(
      app,
      '/wps/session/login',
      {
        type: 'username',
        username: member.userName,
        password: member.password,
        firebaseChannel: 'google',
        firebaseIdToken: await idToken(email),
      },
      {},
      freshIp(),
    );
    expect(bind.statusCode).toBe(200);
    expect(bind.json().value.id).toBe(member.id);

    // A new token of the same account (another sign-in an hour later) names the same member.
    offset += 3_600_000;
    try {
      const res = await firebaseLogin(await idToken(email));
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({
        id: member.id,
        userName: member.userName,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        usingTemporaryPassword: false,
        merchantCode: 'demo',
      });
      const info = await app.inject({
        url: '/wps/member/info',
        headers: { authorization: res.json().value.token },
      });
      expect(info.json().value.id).toBe(member.id);
    } finally {
      offset -= 3_600_000;
    }
  });

  it('§4 refuses identity.already.bound when the identity belongs to another member, before any session is made', async () => {
    const first = await registerMember(app);
    const second = await registerMember(app);
    const email = freshEmail();
    const token = await idToken(email);
    expect(
      (
        await post(
          app,
          '/wps/session/login',
          { username: first.userName, password: first.password, firebaseIdToken: token },
          {},
          freshIp(),
        )
      ).statusCode,
    ).toBe(200);
    const sessionsBefore = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, second.id));

    const res = await post(
      app,
      '/wps/session/login',
      { username: second.userName, password: second.password, firebaseIdToken: token },
      {},
      freshIp(),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'identity.already.bound',
      value: null,
    });
    const sessionsAfter = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, second.id));
    expect(sessionsAfter.length).toBe(sessionsBefore.length);
    expect((await firebaseLogin(token)).json().value.id).toBe(first.id);
  });

  it('refuses a password login carrying a bad token with identity.token.invalid, even with the right password', async () => {
    const member = await registerMember(app);
    const res = await post(
      app,
      '/wps/session/login',
      { username: member.userName, password: member.password, firebaseIdToken: 'x.y.z' },
      {},
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('identity.token.invalid');
  });

  it.each([
    [
      'tampered (another sub)',
      async (token: string) => {
        const [h, p, s] = token.split('.');
        const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<
          string,
          unknown
        >;
        return `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url')}.${s}`;
      },
    ],
    ['alg none', async (token: string) => new UnsecuredJWT(decodeJwt(token)).encode()],
    [
      'signed by an unknown key',
      async (token: string) => {
        const { privateKey } = await generateKeyPair('ES256');
        return new SignJWT(decodeJwt(token))
          .setProtectedHeader({ alg: 'ES256', kid: 'not-a-key-of-ours' })
          .sign(privateKey);
      },
    ],
    [
      'signed by another key under a real kid',
      async (token: string) => {
        const { privateKey } = await generateKeyPair('ES256');
        const kid = (await jwks()).keys[0]!.kid as string;
        return new SignJWT(decodeJwt(token))
          .setProtectedHeader({ alg: 'ES256', kid })
          .sign(privateKey);
      },
    ],
    [
      'HS256 with the public key as secret',
      async (token: string) => {
        const key = (await jwks()).keys[0]!;
        return new SignJWT(decodeJwt(token))
          .setProtectedHeader({ alg: 'HS256', kid: key.kid as string })
          .sign(new TextEncoder().encode(JSON.stringify(key)));
      },
    ],
    [
      'for another merchant',
      async () =>
        idToken(freshEmail(), {
          headers: googleOnly.host,
          origin: `http://${googleOnly.code}.example`,
        }),
    ],
  ])('§4 refuses a token %s with identity.token.invalid', async (_name, forge) => {
    const member = await registerMember(app);
    const email = freshEmail();
    const genuine = await idToken(email);
    await post(
      app,
      '/wps/session/login',
      { username: member.userName, password: member.password, firebaseIdToken: genuine },
      {},
      freshIp(),
    );
    const res = await firebaseLogin(await forge(genuine));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'identity.token.invalid',
      value: null,
    });
    expect(res.json().message).not.toContain('eyJ');
  });

  it('§4 refuses an expired token', async () => {
    const token = await idToken(freshEmail());
    offset += 3_600_000 + 120_000;
    try {
      const res = await firebaseLogin(token);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'identity.token.invalid' });
      expect(res.json().message).toMatch(/expired/);
    } finally {
      offset -= 3_600_000 + 120_000;
    }
  });

  it('refuses a channel the merchant does not offer (identity.channel.disabled), and a phone identity without sms.firebase', async () => {
    const line = await app.identity.builtin.issue(await merchant(googleOnly.code), {
      method: 'line',
      email: freshEmail(),
      displayName: 'L',
    });
    const res = await firebaseLogin(line, googleOnly.host);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'identity.channel.disabled' });

    const phone = await app.identity.builtin.issue(await merchant('demo'), {
      method: 'phone',
      phoneNumber: '+639170000999',
    });
    expect((await firebaseLogin(phone)).json().errorCode).toBe('identity.channel.disabled');
  });

  it('refuses a firebaseChannel that disagrees with the token', async () => {
    const res = await firebaseLogin(await idToken(freshEmail()), {}, { firebaseChannel: 'line' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('identity.token.invalid');
  });

  it('§4 asks for the second factor of a bound member, which the token alone then completes', async () => {
    const email = freshEmail();
    const registered = await registerFirebase(await idToken(email, { displayName: 'Two Factor' }));
    const id = registered.json().value.id as number;
    await app.db
      .update(members)
      .set({ secondFactors: ['P'], payeeName: 'Two Factor' })
      .where(eq(members.id, id));

    const res = await firebaseLogin(await idToken(email));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'login_verify_required',
      value: { methods: ['P'] },
    });

    const token = await idToken(email);
    const wrong = await post(
      app,
      '/wps/session/login/verification',
      { method: 'P', payeeName: 'Someone Else', firebaseIdToken: token },
      {},
      freshIp(),
    );
    expect(wrong.json().errorCode).toBe('verification.failed');
    const done = await post(
      app,
      '/wps/session/login/verification',
      { method: 'P', payeeName: 'two factor', firebaseIdToken: token },
      {},
      freshIp(),
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().value.id).toBe(id);
  });

  it('§4 binds after the second factor when logging in to an existing account that has one', async () => {
    const member = await registerMember(app);
    await app.db
      .update(members)
      .set({ secondFactors: ['P'], payeeName: 'Pat Payee' })
      .where(eq(members.id, member.id));
    const email = freshEmail();
    const token = await idToken(email);
    const first = await post(
      app,
      '/wps/session/login',
      { username: member.userName, password: member.password, firebaseIdToken: token },
      {},
      freshIp(),
    );
    expect(first.json().errorCode).toBe('login_verify_required');
    // Not bound yet: the login did not finish.
    expect((await firebaseLogin(token)).json().errorCode).toBe('bind_customer_required');

    const done = await post(
      app,
      '/wps/session/login/verification',
      {
        username: member.userName,
        password: member.password,
        method: 'P',
        payeeName: 'Pat Payee',
        firebaseIdToken: token,
      },
      {},
      freshIp(),
    );
    expect(done.statusCode).toBe(200);
    expect((await firebaseLogin(token)).json().errorCode).toBe('login_verify_required');
  });

  it('keeps refusing a bad login body with validation.failed (not a 5xx)', async () => {
    const res = await post(app, '/wps/session/login', { type: 'firebase' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
});

describe('§4 §7 POST /wps/member/register/firebase', () => {
  it('registers without user name or password: a generated name, identity-only sign-in, logged in (§4 FIREBASECREATEACC3)', async () => {
    const email = freshEmail();
    const res = await registerFirebase(await idToken(email, { displayName: 'New Player' }), {
      firebaseChannel: 'google',
      affiliateCode: 'aff1',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      token: expect.any(String),
      userName: expect.stringMatching(/^u[a-z2-9]{9}$/),
      firstTimeLogin: false,
    });
    const [row] = await app.db.select().from(members).where(eq(members.id, value.id));
    expect(row).toMatchObject({ email, usesTempPassword: true, firstTimeLogin: false });
    expect(row!.registerInfo).toMatchObject({
      registerMethod: 'H5',
      affiliateCode: 'aff1',
      moduleId: 'REG3',
    });
    const [bound] = await app.db
      .select()
      .from(memberIdentities)
      .where(eq(memberIdentities.memberId, value.id));
    expect(bound).toMatchObject({
      issuer: 'member-app-identity',
      method: 'google',
      email,
      merchantCode: 'demo',
    });

    expect((await firebaseLogin(await idToken(email))).json().value.id).toBe(value.id);
    // No password of their own: one can be set without an old one.
    const set = await post(
      app,
      '/wps/member/password',
      { newPassword: 'Chosen#2026' },
      { authorization: value.token },
    );
    expect(set.statusCode).toBe(200);
    expect((await login(app, value.userName, 'Chosen#2026', {}, freshIp())).statusCode).toBe(200);
  });

  it('registers with a chosen user name and password, which then log in too', async () => {
    const username = `fb_${Math.random().toString(36).slice(2, 10)}`;
    const res = await registerFirebase(await idToken(freshEmail()), {
      username,
      password: 'simple6',
      login: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ token: null, userName: username });
    expect((await login(app, username, 'simple6', {}, freshIp())).statusCode).toBe(200);
  });

  it('§5 refuses a password under 6 characters (firebase minimum)', async () => {
    const res = await registerFirebase(await idToken(freshEmail()), { password: 'abc12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    expect(res.json().message).toMatch(/password/);
  });

  it('refuses an identity already bound, and a taken user name', async () => {
    const token = await idToken(freshEmail());
    expect((await registerFirebase(token)).statusCode).toBe(200);
    const again = await registerFirebase(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('identity.already.bound');

    const taken = await registerMember(app);
    const res = await registerFirebase(await idToken(freshEmail()), { username: taken.userName });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('username.exists');
  });

  it('of two registrations with the same identity at once, exactly one wins', async () => {
    const email = freshEmail();
    const token = await idToken(email);
    const results = await Promise.all([
      registerFirebase(token),
      registerFirebase(token),
      registerFirebase(token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().errorCode).toBe('identity.already.bound');
    const subject = decodeJwt(token).sub!;
    const rows = await app.db
      .select()
      .from(memberIdentities)
      .where(and(eq(memberIdentities.merchantCode, 'demo'), eq(memberIdentities.subject, subject)));
    expect(rows).toHaveLength(1);
  });

  it('a phone identity becomes the member mobile number (mobile.exists when taken)', async () => {
    const phone = `+6391${String(Date.now()).slice(-7)}`;
    const sent = await post(
      app,
      IDENTITY_PATHS.phoneSend,
      { phoneNumber: phone },
      phoneMerchant.host,
      freshIp(),
    );
    const code = await lastCode(app, 'sms', phone, phoneMerchant.code);
    const verified = await post(
      app,
      IDENTITY_PATHS.phoneVerify,
      { sessionInfo: sent.json().value.sessionInfo, code },
      phoneMerchant.host,
      freshIp(),
    );
    const token = verified.json().value.idToken as string;
    const res = await registerFirebase(token, {}, phoneMerchant.host);
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(members).where(eq(members.id, res.json().value.id));
    expect(row).toMatchObject({ countryDialingCode: '63', mobileNum: phone.slice(3) });

    const other = await app.identity.builtin.issue(await merchant(phoneMerchant.code), {
      method: 'phone',
      phoneNumber: phone,
    });
    // Same number, so the same identity: already bound.
    expect((await registerFirebase(other, {}, phoneMerchant.host)).json().errorCode).toBe(
      'identity.already.bound',
    );
  });

  it('§4 is refused with FIREBASECREATEACC3 off (identity.channel.disabled)', async () => {
    const token = await idToken(freshEmail(), {
      headers: noCreate.host,
      origin: `http://${noCreate.code}.example`,
    });
    const res = await registerFirebase(token, {}, noCreate.host);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('identity.channel.disabled');
  });

  it('refuses a forged token with identity.token.invalid', async () => {
    const res = await registerFirebase('eyJhbGciOiJub25lIn0.e30.');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('identity.token.invalid');
  });
});

describe('§7 POST /wps/session/login/maya', () => {
  async function launch(form: Record<string, string>, headers: Headers = {}) {
    const res = await app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.mayaLaunch,
      headers: { ...FORM, ...headers },
      payload: new URLSearchParams(form).toString(),
    });
    return res;
  }
  async function sessionId(form: Record<string, string>, headers: Headers = {}) {
    const res = await launch(form, headers);
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://x');
    expect(location.pathname).toBe('/m/home');
    expect(location.searchParams.get('env')).toBe('sandbox');
    return location.searchParams.get('sessionId')!;
  }
  const mayaLogin = (payload: Record<string, unknown>, headers: Headers = {}) =>
    post(app, '/wps/session/login/maya', { env: 'sandbox', ...payload }, headers, freshIp());

  it('the demo Maya app lists wallet accounts and opens /m/home with a one-time session id', async () => {
    const page = await app.inject({ url: IDENTITY_PATHS.mayaLaunch });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Juan Dela Cruz');
    expect(page.body).toContain('+639170000101');
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(await sessionId({ account: 'maya-demo-maria' })).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('a first login creates the member (generated name, Maya mobile, register info) and the next one finds it', async () => {
    const mobile = `+6391${String(Date.now()).slice(-7)}`;
    const id = await sessionId({ name: 'Rosa Maya', mobile });
    const res = await mayaLogin(
      {
        sessionId: id,
        registerUrl: 'https://m.luckystar.test/m/home',
        affiliateCode: 'mayaaff',
        domain: 'm.luckystar.test',
        loginDeviceId: 'd'.repeat(36),
      },
      { device: 'PWA' },
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      token: expect.any(String),
      userName: expect.stringMatching(/^u[a-z2-9]{9}$/),
      merchantCode: 'demo',
      firstTimeLogin: false,
    });
    const [row] = await app.db.select().from(members).where(eq(members.id, value.id));
    expect(row).toMatchObject({
      countryDialingCode: '63',
      mobileNum: mobile.slice(3),
      lastLoginDeviceId: 'd'.repeat(36),
    });
    expect(row!.registerInfo).toMatchObject({
      registerMethod: 'PWA',
      registerUrl: 'https://m.luckystar.test/m/home',
      affiliateCode: 'mayaaff',
      domain: 'm.luckystar.test',
      loginDeviceId: 'd'.repeat(36),
    });
    const [bound] = await app.db
      .select()
      .from(memberIdentities)
      .where(eq(memberIdentities.memberId, value.id));
    expect(bound).toMatchObject({ issuer: 'maya', method: 'maya', phone: mobile });

    const second = await mayaLogin({ sessionId: await sessionId({ name: 'Rosa Maya', mobile }) });
    expect(second.statusCode).toBe(200);
    expect(second.json().value.id).toBe(value.id);
    expect(second.json().value.token).not.toBe(value.token);
  });

  it('refuses a used, expired, unknown or wrong-environment session id with maya.session.invalid', async () => {
    const id = await sessionId({ account: 'maya-demo-juan' });
    expect((await mayaLogin({ sessionId: id })).statusCode).toBe(200);
    const reused = await mayaLogin({ sessionId: id });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ success: false, errorCode: 'maya.session.invalid' });

    const late = await sessionId({ account: 'maya-demo-juan' });
    offset += 301_000;
    try {
      expect((await mayaLogin({ sessionId: late })).json().errorCode).toBe('maya.session.invalid');
    } finally {
      offset -= 301_000;
    }
    expect((await mayaLogin({ sessionId: 'unknown-session-id' })).json().errorCode).toBe(
      'maya.session.invalid',
    );
    const prod = await sessionId({ account: 'maya-demo-juan' });
    expect((await mayaLogin({ sessionId: prod, env: 'production' })).json().errorCode).toBe(
      'maya.session.invalid',
    );
    // A session of merchant demo is nothing on another merchant.
    const elsewhere = await sessionId({ account: 'maya-demo-juan' });
    expect((await mayaLogin({ sessionId: elsewhere }, googleOnly.host)).json().errorCode).toBe(
      'maya.session.invalid',
    );
  });

  it('is refused when the merchant has Maya off (403 identity.channel.disabled; the demo app page too)', async () => {
    const res = await mayaLogin({ sessionId: 'whatever-session' }, noMaya.host);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'identity.channel.disabled' });
    expect(
      (await app.inject({ url: IDENTITY_PATHS.mayaLaunch, headers: noMaya.host })).statusCode,
    ).toBe(403);
    expect((await launch({ account: 'maya-demo-juan' }, noMaya.host)).statusCode).toBe(403);
  });

  it('answers bad input with the validation envelope, never a 5xx', async () => {
    for (const payload of [
      { sessionId: 'x' },
      { sessionId: 'long-enough-id', env: 'moon' },
      { env: 'sandbox' },
      { sessionId: 12345678 },
    ]) {
      const res = await post(app, '/wps/session/login/maya', payload, {}, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    }
    const page = await launch({ account: 'nobody' });
    expect(page.statusCode).toBe(400);
    expect((await launch({ name: 'No Number', mobile: '12' })).statusCode).toBe(400);
  });
});
