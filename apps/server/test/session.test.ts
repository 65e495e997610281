import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { members, sessions } from '../src/db/schema';
import { sha256Hex } from '../src/lib/tokens';
import type * as passwords from '../src/lib/passwords';
import { verifyPassword } from '../src/lib/passwords';

// Counts the argon2id verifications a login does (the real ones run): timing an unknown user's
// answer against a wrong password's would be a timed assertion, which a loaded machine breaks.
vi.mock('../src/lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit';
import { loadConfig } from '../src/config';
import { RSA_KEY_GRACE_MS } from '../src/modules/session/rsa-keys';
import { buildTestApp, createMerchant } from './helpers';
import {
  RELAXED_LIMITS,
  encryptBody,
  freshIp,
  login,
  post,
  registerMember,
  rsaKey,
  smsCode,
  tokenOf,
} from './accounts';

/** Sessions, login and body encryption (SPEC §3 login, §4 session, §7 calls, §8 errors). */

let app: App;
let offset = 0;
/** The app's clock: tests move it forward instead of sleeping. */
const now = () => Date.now() + offset;

beforeAll(async () => {
  app = await buildTestApp({}, { now, rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await app.close();
});

const info = (token: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    url: '/wps/member/info',
    headers: { authorization: token, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const NOT_LOGGED_IN = {
  success: false,
  errorCode: 'customer.not.login',
  message: 'CUSTOMER_NOT_LOGIN',
  value: null,
};

describe('§3 POST /wps/session/login, type username', () => {
  it('answers the login value with an opaque token, and stores only its hash', async () => {
    const res = await login(app, 'demo_player', 'Player#2026');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: expect.any(Number),
      userName: 'demo_player',
      type: 0,
      merchantCode: 'demo',
      firstTimeLogin: false,
      passwordExpired: false,
      usingTemporaryPassword: false,
    });
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(value.token)));
    expect(row).toMatchObject({
      memberId: value.id,
      merchantCode: 'demo',
      ip: '127.0.0.1',
      revokedAt: null,
    });
    const all = await app.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(all.some((r) => r.hash === value.token)).toBe(false);
  });

  it('matches the user name case-insensitively and answers its stored spelling', async () => {
    const res = await login(app, '  DEMO_Player ', 'Player#2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe('demo_player');
  });

  it('records the last login: time, IP, the Device header, and the device id only at 36 characters (§5)', async () => {
    const deviceId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const ip = freshIp();
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { device: 'PWA' },
      remoteAddress: ip,
      payload: {
        username: 'demo_agent',
        password: 'Agent#2026',
        loginDeviceId: deviceId,
        isOfficialAppLogin: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const [member] = await app.db.select().from(members).where(eq(members.userName, 'demo_agent'));
    expect(member!.lastLoginIp).toBe(ip);
    expect(member!.lastLoginDeviceId).toBe(deviceId);
    expect(Date.now() - member!.lastLoginAt!.getTime()).toBeLessThan(60_000);
    const [session] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(res.json().value.token)));
    expect(session!.device).toBe('PWA');

    // A 35-character id is ignored, not refused; an unknown Device is not stored.
    const short = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { device: 'TOASTER' },
      payload: { username: 'demo_agent', password: 'Agent#2026', loginDeviceId: deviceId.slice(1) },
    });
    expect(short.statusCode).toBe(200);
    const [again] = await app.db.select().from(members).where(eq(members.userName, 'demo_agent'));
    expect(again!.lastLoginDeviceId).toBe(deviceId);
    const [shortSession] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(short.json().value.token)));
    expect(shortSession!.device).toBeNull();
  });

  it('§8 answers not.exists.user for an unknown user and login.cred.err for a wrong password', async () => {
    const unknown = await login(app, 'nobody_here_123', 'Player#2026');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      success: false,
      errorCode: 'not.exists.user',
      value: null,
    });
    const wrong = await login(app, 'demo_player', 'Player#2027');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'login.cred.err' });
  });

  it("checks an unknown user's password against a dummy argon2id hash, as much work as a wrong password (no user enumeration by time)", async () => {
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    const unknown = await login(app, 'nobody_at_all', 'Wrong#Pass1');
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'not.exists.user' });
    expect(verify).toHaveBeenCalledTimes(1);
    const [hash, plain] = verify.mock.calls[0]!;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(plain).toBe('Wrong#Pass1');
    // The same work as for a member's wrong password: one argon2id verification.
    verify.mockClear();
    await login(app, 'demo_player', 'Player#2027');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['SQL-looking user name', "' OR '1'='1' --"],
    ['unicode user name', '玩家😀'],
    ['user name with NUL-free control characters', 'demo\tplayer'],
  ])('treats a %s as an unknown user', async (_name, username) => {
    const res = await login(app, username, 'whatever');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('not.exists.user');
  });

  it.each([
    ['no password', { username: 'demo_player' }],
    ['an empty user name', { username: '   ', password: 'x' }],
    ['a 65-character user name', { username: 'a'.repeat(65), password: 'x' }],
    ['a 129-character password', { username: 'demo_player', password: 'x'.repeat(129) }],
    ['a number as user name', { username: 12345, password: 'x' }],
    ['an unknown login type', { username: 'demo_player', password: 'x', type: 'magic' }],
    ['an array body', [1, 2, 3]],
  ])('refuses %s with 400 validation.failed', async (_name, payload) => {
    const res = await post(app, '/wps/session/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('§4 type firebase with a token that is not an id token answers identity.token.invalid (identity.test.ts has the rest)', async () => {
    const res = await post(app, '/wps/session/login', {
      username: 'x',
      password: 'y',
      type: 'firebase',
      firebaseIdToken: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'identity.token.invalid',
      value: null,
    });
    expect(res.json().message).toMatch(/could not be verified/);
  });
});

describe('§3 POST /wps/session/login, type sms', () => {
  it('logs in with the mobile number and an SMS code of purpose login, once per code', async () => {
    const code = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: '9170000001',
      purpose: 'login',
    });
    // countryDialingCode defaults to the merchant's default country (PH, 63).
    const res = await post(app, '/wps/session/login', {
      username: '9170000001',
      password: code,
      type: 'sms',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      userName: 'demo_player',
      usingTemporaryPassword: false,
    });
    const again = await post(app, '/wps/session/login', {
      username: '9170000001',
      password: code,
      type: 'sms',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('verification.code.expired');
  });

  it('answers verification.code.invalid for a wrong code and not.exists.user for an unknown number', async () => {
    const code = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: '9170000001',
      purpose: 'login',
    });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await post(app, '/wps/session/login', {
      username: '9170000001',
      password: wrong,
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(res.json().errorCode).toBe('verification.code.invalid');
    const unknown = await post(app, '/wps/session/login', {
      username: '9170000999',
      password: code,
      type: 'sms',
    });
    expect(unknown.json().errorCode).toBe('not.exists.user');
    // Another country's number is another account.
    const otherCountry = await post(app, '/wps/session/login', {
      username: '9170000001',
      password: code,
      type: 'sms',
      countryDialingCode: '84',
    });
    expect(otherCountry.json().errorCode).toBe('not.exists.user');
  });

  it('does not accept a code sent for another purpose', async () => {
    const code = await smsCode(app, {
      countryDialingCode: '63',
      mobileNum: '9170000001',
      purpose: 'verify',
    });
    const res = await post(app, '/wps/session/login', {
      username: '9170000001',
      password: code,
      type: 'sms',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toMatch(/^verification\.code\./);
  });
});

describe('§4 sessions on authenticated calls', () => {
  it('§8 answers 401 CUSTOMER_NOT_LOGIN without a token, with a garbage token and with an oversized one', async () => {
    for (const headers of [
      {},
      { authorization: 'not-a-token' },
      { authorization: 'Bearer ' },
      { authorization: 'x'.repeat(300) },
    ]) {
      const res = await app.inject({ url: '/wps/member/info', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_LOGGED_IN);
    }
  });

  it('accepts the raw token and the Bearer form', async () => {
    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('reads a session from the database when the cache has lost it (read-through)', async () => {
    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    await app.cache.del(`sess:${sha256Hex(token)}`);
    const res = await info(token);
    expect(res.statusCode).toBe(200);
    expect(await app.cache.get(`sess:${sha256Hex(token)}`)).toContain('"memberId"');
  });

  it('works on a second instance sharing the database and cache (stateless)', async () => {
    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    const other = await buildTestApp();
    try {
      const res = await other.inject({
        url: '/wps/member/info',
        headers: { authorization: token },
      });
      expect(res.statusCode).toBe(200);
      // Logging out on one instance ends the session on the other.
      await other.inject({
        method: 'POST',
        url: '/wps/session/logout',
        headers: { authorization: token },
        payload: {},
      });
      expect((await info(token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('POST /wps/session/logout revokes the token of the body or of the Authorization header', async () => {
    const a = await tokenOf(app, 'demo_player', 'Player#2026');
    const b = await tokenOf(app, 'demo_player', 'Player#2026');
    const byBody = await post(app, '/wps/session/logout', { token: a });
    expect(byBody.json()).toEqual({ success: true, message: null, errorCode: null, value: null });
    expect((await info(a)).json()).toEqual(NOT_LOGGED_IN);
    expect((await info(b)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${b}` },
    });
    expect((await info(b)).statusCode).toBe(401);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(b)));
    expect(row!.revokedAt).not.toBeNull();
    // An unknown or missing token is not an error: the caller is logged out either way.
    expect((await post(app, '/wps/session/logout', { token: 'unknown' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/wps/session/logout' })).statusCode).toBe(200);
  });

  it('a revoked session stays revoked even after its cache entry is gone', async () => {
    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    await post(app, '/wps/session/logout', { token });
    await app.cache.del(`sess:${sha256Hex(token)}`);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('expires after security.sessionTtlHours of the merchant', async () => {
    const { domains } = await createMerchant(app, {
      settings: { security: { sessionTtlHours: 1 } },
    });
    const host = { host: domains[0]! };
    const { token } = await registerMember(app, host);
    try {
      offset = 59 * 60_000;
      expect((await info(token, host)).statusCode).toBe(200);
      offset = 61 * 60_000;
      const expired = await info(token, host);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(NOT_LOGGED_IN);
      // Also once the cache has forgotten it: the database row says when it expires.
      await app.cache.del(`sess:${sha256Hex(token)}`);
      expect((await info(token, host)).statusCode).toBe(401);
    } finally {
      offset = 0;
    }
  });

  it('a token of one merchant is not a session on another', async () => {
    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    const { code, domains } = await createMerchant(app);
    expect((await info(token, { host: domains[0]! })).json()).toEqual(NOT_LOGGED_IN);
    expect((await info(token, { host: 'elsewhere.example', merchant: code })).statusCode).toBe(401);
    expect((await info(token, { host: 'localhost' })).statusCode).toBe(200);
  });

  it('§8 token_ip_different: with sessionIpBinding a token used from another IP is refused and revoked', async () => {
    const { domains } = await createMerchant(app, {
      settings: { security: { sessionIpBinding: true } },
    });
    const host = { host: domains[0]! };
    const home = freshIp();
    const { token } = await registerMember(app, host, {}, home);
    expect((await info(token, host, home)).statusCode).toBe(200);
    const away = await info(token, host, freshIp());
    expect(away.statusCode).toBe(401);
    expect(away.json()).toMatchObject({ success: false, errorCode: 'token_ip_different' });
    // The stolen or stale token is dead everywhere now.
    expect((await info(token, host, home)).json()).toEqual(NOT_LOGGED_IN);
  });

  it('without sessionIpBinding a token works from any IP', async () => {
    const token = await tokenOf(app, 'demo_player', 'Player#2026', {}, freshIp());
    expect((await info(token, {}, freshIp())).statusCode).toBe(200);
  });

  it('§8 token_ip_different at login: the caller still holds a live token issued to another IP', async () => {
    const { domains } = await createMerchant(app, {
      settings: { security: { sessionIpBinding: true } },
    });
    const host = { host: domains[0]! };
    const first = freshIp();
    const member = await registerMember(app, host, {}, first);
    const second = freshIp();
    const refused = await login(
      app,
      member.userName,
      member.password,
      { ...host, authorization: member.token },
      second,
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('token_ip_different');
    // Without the old token (the app turned auto-login off, §8) the login goes through.
    const fresh = await login(app, member.userName, member.password, host, second);
    expect(fresh.statusCode).toBe(200);
    // The wrong password is still the first answer: the token check never leaks anything.
    const wrong = await login(
      app,
      member.userName,
      'Wrong#Pass1',
      { ...host, authorization: fresh.json().value.token },
      first,
    );
    expect(wrong.json().errorCode).toBe('login.cred.err');
  });

  it('§3 passwordExpired once the password is older than security.passwordMaxAgeDays', async () => {
    const { domains } = await createMerchant(app, {
      settings: { security: { passwordMaxAgeDays: 30 } },
    });
    const host = { host: domains[0]! };
    const member = await registerMember(app, host);
    try {
      offset = 29 * 86_400_000;
      expect(
        (await login(app, member.userName, member.password, host)).json().value.passwordExpired,
      ).toBe(false);
      offset = 31 * 86_400_000;
      expect(
        (await login(app, member.userName, member.password, host)).json().value.passwordExpired,
      ).toBe(true);
    } finally {
      offset = 0;
    }
  });
});

describe('§7 body encryption (Encryption, X-Digest, X-RSA)', () => {
  const credentials = { username: 'demo_player', password: 'Player#2026', type: 'username' };
  const send = (enc: { headers: Record<string, string>; body: unknown }) =>
    app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: enc.headers,
      payload: enc.body as object,
    });

  it('GET /wps/session/key/rsa hands out an RSA-OAEP-256 public key (2048 bits) that stays the same', async () => {
    const res = await app.inject({ url: '/wps/session/key/rsa?_=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const key = res.json().value;
    expect(key).toEqual({
      keyId: expect.any(String),
      publicKey: expect.any(String),
      algorithm: 'RSA-OAEP-256',
      expiresAt: expect.any(Number),
    });
    const imported = await crypto.subtle.importKey(
      'spki',
      Buffer.from(key.publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((imported.algorithm as { modulusLength?: number }).modulusLength).toBe(2048);
    expect((await rsaKey(app)).keyId).toBe(key.keyId);
  });

  it('decrypts a body encrypted as the browser does, then validates it as usual', async () => {
    const res = await send(await encryptBody(await rsaKey(app), credentials));
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe('demo_player');
    const badShape = await send(await encryptBody(await rsaKey(app), { username: 'demo_player' }));
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().errorCode).toBe('validation.failed');
    const wrongPassword = await send(
      await encryptBody(await rsaKey(app), { ...credentials, password: 'nope' }),
    );
    expect(wrongPassword.json().errorCode).toBe('login.cred.err');
  });

  it('still accepts a plain JSON body (TLS is the primary protection)', async () => {
    expect((await post(app, '/wps/session/login', credentials)).statusCode).toBe(200);
  });

  it('refuses an unknown key id or scheme with crypto.key.unknown', async () => {
    const enc = await encryptBody(await rsaKey(app), credentials);
    for (const encryption of [
      'AES-256-GCM+RSA-OAEP-256; kid=unknownKey123',
      'DES+RSA; kid=' + enc.parts.keyId,
      'AES-256-GCM+RSA-OAEP-256',
      'kid=../../etc',
    ]) {
      const res = await send({ ...enc, headers: { ...enc.headers, encryption } });
      expect(res.statusCode, encryption).toBe(400);
      expect(res.json().errorCode).toBe('crypto.key.unknown');
    }
  });

  it('refuses a tampered body, a garbage or missing X-RSA and a malformed envelope with crypto.cipher.invalid', async () => {
    const enc = await encryptBody(await rsaKey(app), credentials);
    const data = Buffer.from(enc.body.data, 'base64');
    data[3] = data[3]! ^ 0x01;
    const flipped = { ...enc, body: { ...enc.body, data: data.toString('base64') } };
    const tag = Buffer.from(enc.body.data, 'base64');
    tag[tag.length - 1] = tag[tag.length - 1]! ^ 0x80;
    const cases = [
      flipped,
      { ...enc, body: { ...enc.body, data: tag.toString('base64') } },
      { ...enc, body: { ...enc.body, iv: Buffer.alloc(12, 7).toString('base64') } },
      { ...enc, headers: { ...enc.headers, 'x-rsa': Buffer.alloc(256, 1).toString('base64') } },
      { ...enc, headers: { ...enc.headers, 'x-rsa': 'not base64 at all!!' } },
      {
        ...enc,
        headers: { encryption: enc.headers.encryption!, 'x-digest': enc.headers['x-digest']! },
      },
      { ...enc, body: { data: enc.body.data } },
      { ...enc, body: credentials },
    ];
    for (const [i, c] of cases.entries()) {
      const res = await send(c);
      expect(res.statusCode, `case ${i}`).toBe(400);
      expect(res.json().errorCode, `case ${i}`).toBe('crypto.cipher.invalid');
    }
  });

  it('refuses a wrong or missing X-Digest with crypto.digest.mismatch', async () => {
    const enc = await encryptBody(await rsaKey(app), credentials);
    const other = await encryptBody(await rsaKey(app), { ...credentials, password: 'other' });
    const variants: Record<string, string>[] = [
      { ...enc.headers, 'x-digest': other.parts.digest },
      { ...enc.headers, 'x-digest': 'SHA-256=' },
      { encryption: enc.headers.encryption!, 'x-rsa': enc.headers['x-rsa']! },
    ];
    for (const headers of variants) {
      const res = await send({ ...enc, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('crypto.digest.mismatch');
    }
  });

  it('rotates the key after 24 h and keeps the previous one valid for a 2 h grace period', async () => {
    try {
      const first = await rsaKey(app);
      const encryptedEarly = await encryptBody(first, credentials);
      offset = first.expiresAt - Date.now() + 1_000;
      const second = await rsaKey(app);
      expect(second.keyId).not.toBe(first.keyId);
      expect(second.expiresAt - first.expiresAt).toBeGreaterThanOrEqual(24 * 3_600_000);
      expect((await send(encryptedEarly)).statusCode).toBe(200);
      expect((await send(await encryptBody(second, credentials))).statusCode).toBe(200);
      offset = first.expiresAt - Date.now() + RSA_KEY_GRACE_MS + 1_000;
      const late = await send(await encryptBody(first, credentials));
      expect(late.statusCode).toBe(400);
      expect(late.json().errorCode).toBe('crypto.key.unknown');
      expect((await send(await encryptBody(second, credentials))).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('instances rotating at the same moment agree on one new key', async () => {
    const current = await rsaKey(app);
    const later = current.expiresAt + 48 * 3_600_000;
    const instances = await Promise.all(
      [1, 2, 3, 4].map(() => buildTestApp({}, { now: () => later })),
    );
    try {
      const keys = await Promise.all(
        instances.map((i) => i.inject({ url: '/wps/session/key/rsa' })),
      );
      const ids = new Set(keys.map((k) => k.json().value.keyId as string));
      expect(ids.size).toBe(1);
      expect(ids.has(current.keyId)).toBe(false);
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });

  it('never writes the body, the password or the wrapped key to the log', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(
      {},
      { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } },
    );
    try {
      const enc = await encryptBody(await rsaKey(logged), credentials);
      await logged.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: enc.headers,
        payload: enc.body,
      });
      await logged.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { ...credentials, password: 'Plain#Secret9' },
      });
      const log = lines.join('\n');
      expect(log).toContain('/wps/session/login');
      for (const secret of [
        'Player#2026',
        'Plain#Secret9',
        enc.parts.wrappedKey,
        enc.body.data,
        enc.parts.digest,
      ])
        expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('§8 login rate limits (TOO_MANY_REQUEST)', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await buildTestApp(
      {},
      {
        rateLimits: {
          loginPerIp: { max: 4, windowSeconds: 600 },
          loginFailuresPerAccountIp: { max: 2, windowSeconds: 900 },
        },
      },
    );
  });
  afterAll(async () => {
    await limited.close();
  });

  it('limits login attempts per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await login(limited, 'demo_agent', 'Agent#2026', {}, ip)).statusCode).toBe(200);
    const refused = await login(limited, 'demo_agent', 'Agent#2026', {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'too.many.requests',
      value: null,
    });
    expect(refused.json().message).toMatch(/^TOO_MANY_REQUEST/);
    expect((await login(limited, 'demo_agent', 'Agent#2026', {}, freshIp())).statusCode).toBe(200);
  });

  it('limits failed logins per account and IP without locking the owner out elsewhere', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 2; i++)
      expect(
        (await login(limited, 'demo_limited', 'guess' + i, {}, attacker)).json().errorCode,
      ).toBe('login.cred.err');
    const blocked = await login(limited, 'demo_limited', 'Limited#2026', {}, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^TOO_MANY_REQUEST/);
    // The real owner, on another network, logs in as usual.
    expect((await login(limited, 'demo_limited', 'Limited#2026', {}, freshIp())).statusCode).toBe(
      200,
    );
  });

  it('a successful login clears the failures of that account and IP', async () => {
    const ip = freshIp();
    expect((await login(limited, 'demo_player', 'nope', {}, ip)).statusCode).toBe(400);
    expect((await login(limited, 'demo_player', 'Player#2026', {}, ip)).statusCode).toBe(200);
    expect((await login(limited, 'demo_player', 'nope', {}, ip)).statusCode).toBe(400);
    expect((await login(limited, 'demo_player', 'Player#2026', {}, ip)).statusCode).toBe(200);
  });
});

describe('RATE_LIMIT_FACTOR (README "Configuration")', () => {
  it('multiplies every limit, keeping windows and the SMS gap', async () => {
    const scaled = await buildTestApp({ RATE_LIMIT_FACTOR: '3' });
    try {
      const { limits } = scaled.limiter;
      expect(limits.loginPerIp).toEqual({
        max: DEFAULT_RATE_LIMITS.loginPerIp.max * 3,
        windowSeconds: DEFAULT_RATE_LIMITS.loginPerIp.windowSeconds,
      });
      expect(limits.registerPerIp.max).toBe(DEFAULT_RATE_LIMITS.registerPerIp.max * 3);
      expect(limits.smsMinGapSeconds).toBe(DEFAULT_RATE_LIMITS.smsMinGapSeconds);
      // The limit holds at its scaled value: one more than max is refused.
      const ip = freshIp();
      for (let i = 0; i < limits.loginFailuresPerAccountIp.max; i++)
        expect((await login(scaled, 'demo_agent', 'wrong' + i, {}, ip)).json().errorCode).toBe(
          'login.cred.err',
        );
      expect((await login(scaled, 'demo_agent', 'Agent#2026', {}, ip)).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });

  it('refuses a factor below 1', () => {
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0.5' })).toThrow(/RATE_LIMIT_FACTOR/);
  });
});
