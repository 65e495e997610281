import { createHash, createHmac, webcrypto } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib/v1';
import type { App } from '../src/lib/app-instance';
import type { RateLimits } from '../src/plugins/rate-limit';
import { ADMIN_TOKEN } from './helpers';

/** Shared by the account test files: logins, the outbox, encryption, captcha doubles. */

export const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** Limits high enough that a test file never trips them by accident; rate-limit tests set their own. */
export const RELAXED_LIMITS: Partial<RateLimits> = {
  loginPerIp: { max: 10_000, windowSeconds: 600 },
  loginFailuresPerAccountIp: { max: 1_000, windowSeconds: 900 },
  accountCaptchaAfter: { max: 1_000, windowSeconds: 3600 },
  accountLock: { max: 1_000, windowSeconds: 900 },
  smsPerIp: { max: 10_000, windowSeconds: 3600 },
  smsPerNumberDaily: { max: 10_000, windowSeconds: 86_400 },
  smsMinGapSeconds: 0,
  emailPerIp: { max: 10_000, windowSeconds: 3600 },
  registerPerIp: { max: 10_000, windowSeconds: 3600 },
};

/** A unique test IP, so that per-IP counters of one test never reach another. */
let ipCounter = 0;
export const freshIp = () =>
  `10.${(process.pid % 200) + 1}.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** A unique mobile number (digits only). */
export const freshMobile = () =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
/** A unique valid user name (4–16 characters). */
export const freshUserName = (prefix = 't') =>
  `${prefix}_${Math.random().toString(36).slice(2, 11)}`.slice(0, 16);

export type Headers = Record<string, string>;

export function post(
  app: App,
  url: string,
  payload: unknown,
  headers: Headers = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function login(
  app: App,
  username: string,
  password: string,
  headers: Headers = {},
  remoteAddress?: string,
) {
  return post(
    app,
    '/wps/session/login',
    { username, password, type: 'username' },
    headers,
    remoteAddress,
  );
}

export async function tokenOf(
  app: App,
  username: string,
  password: string,
  headers: Headers = {},
  remoteAddress?: string,
) {
  const res = await login(app, username, password, headers, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().value.token as string;
}

/** Newest outbox messages (the first page) through the operator API. */
export async function outbox(app: App, query: Record<string, string>) {
  const res = await app.inject({
    url: `/admin/outbox?${new URLSearchParams(query).toString()}`,
    headers: admin,
  });
  if (res.statusCode !== 200) throw new Error(`outbox failed: ${res.body}`);
  return res.json().value.items as {
    id: number;
    merchantCode: string;
    channel: string;
    recipient: string;
    body: string;
    createdAt: number;
  }[];
}

/** The 6-digit code of the newest message to a recipient. */
export async function lastCode(
  app: App,
  channel: 'sms' | 'email',
  recipient: string,
  merchantCode = 'demo',
) {
  const [message] = await outbox(app, { channel, recipient, merchantCode, size: '1' });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** Sends an SMS code and reads it back from the outbox. */
export async function smsCode(
  app: App,
  input: {
    countryDialingCode: string;
    mobileNum: string;
    purpose: 'register' | 'login' | 'verify';
  },
  headers: Headers = {},
  merchantCode = 'demo',
) {
  const res = await post(app, '/wps/verification/sms/noLogin', input, headers, freshIp());
  if (res.statusCode !== 200) throw new Error(`sms failed: ${res.body}`);
  return lastCode(app, 'sms', `+${input.countryDialingCode}${input.mobileNum}`, merchantCode);
}

const b64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

export interface EncryptedRequest {
  headers: Headers;
  body: { iv: string; data: string };
  /** The raw pieces, for tampering tests. */
  parts: { keyId: string; wrappedKey: string; digest: string };
}

/**
 * Encrypts a JSON body exactly as the web app does with WebCrypto (contract schemas/crypto.ts):
 * AES-256-GCM under a fresh key, the key wrapped with RSA-OAEP (SHA-256), a SHA-256 digest of the
 * plaintext.
 */
export async function encryptBody(
  key: { keyId: string; publicKey: string },
  payload: unknown,
): Promise<EncryptedRequest> {
  const { subtle } = webcrypto;
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const rsa = await subtle.importKey(
    'spki',
    Buffer.from(key.publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plaintext);
  const wrappedKey = b64(
    await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes)),
  );
  const digest = `SHA-256=${b64(await subtle.digest('SHA-256', plaintext))}`;
  return {
    headers: {
      encryption: `AES-256-GCM+RSA-OAEP-256; kid=${key.keyId}`,
      'x-rsa': wrappedKey,
      'x-digest': digest,
    },
    body: { iv: b64(iv), data: b64(data) },
    parts: { keyId: key.keyId, wrappedKey, digest },
  };
}

export async function rsaKey(app: App) {
  const res = await app.inject({ url: `/wps/session/key/rsa?_=${Date.now()}` });
  if (res.statusCode !== 200) throw new Error(`rsa key failed: ${res.body}`);
  return res.json().value as {
    keyId: string;
    publicKey: string;
    algorithm: string;
    expiresAt: number;
  };
}

/** Solves the built-in captcha as the widget does and returns the payload it would submit. */
export async function solveAltcha(challenge: {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}) {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('altcha challenge not solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({
      algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt,
      signature,
    }),
  ).toString('base64');
}

/** A pass token from the built-in captcha: init, solve, verify (§9). */
export async function captchaToken(app: App, headers: Headers = {}) {
  const init = await app.inject({ url: `/wps/captcha/geetest?t=${Date.now()}`, headers });
  const payload = await solveAltcha(init.json().value.challenge);
  const res = await post(app, '/wps/captcha/verify', { provider: 'builtin', payload }, headers);
  if (res.statusCode !== 200) throw new Error(`captcha verify failed: ${res.body}`);
  return res.json().value.captchaToken as string;
}

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const hmacSha256 = (key: string, s: string) =>
  createHmac('sha256', key).update(s).digest('hex');

/**
 * A stand-in for Geetest's servers on 127.0.0.1, following their documented APIs: v3 register and
 * validate (md5 checks), v4 validate (sign_token = HMAC-SHA256(lot_number, key)).
 */
export async function startFakeGeetest(keys: Record<string, string>) {
  const calls: { path: string; params: Record<string, string> }[] = [];
  const issued = new Set<string>();
  const state = { down: false };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(await readBody(req))),
      };
      calls.push({ path: url.pathname, params });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (state.down) return json(500, { error: 'down' });
      if (url.pathname === '/register.php') {
        const key = keys[params.gt ?? ''];
        if (!key) return json(200, { challenge: '0' });
        const origin = md5(String(Math.random()));
        issued.add(md5(origin + key));
        return json(200, { challenge: origin });
      }
      if (url.pathname === '/validate.php') {
        const key = keys[params.captchaid ?? ''];
        const ok =
          key &&
          issued.has(params.challenge ?? '') &&
          params.seccode === `${md5(key + 'geetest' + params.challenge)}|jordan`;
        return json(200, { seccode: ok ? md5(params.seccode!) : 'false' });
      }
      if (url.pathname === '/validate') {
        const key = keys[params.captcha_id ?? ''];
        if (!key) return json(200, { status: 'error', code: '-50005', msg: 'illegal captcha_id' });
        const signed = params.sign_token === hmacSha256(key, params.lot_number ?? '');
        const ok =
          signed && params.captcha_output === 'solved' && params.pass_token && params.gen_time;
        return json(200, {
          status: 'success',
          result: ok ? 'success' : 'fail',
          reason: ok ? '' : 'pass_token expire',
        });
      }
      return json(404, {});
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Registers a member by user name on the merchant of `headers` and answers its session. */
export async function registerMember(
  app: App,
  headers: Headers = {},
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  const userName = freshUserName('m');
  const password = 'Passw0rd!x';
  const res = await post(
    app,
    '/wps/member/register',
    { registerMethod: 'H5', username: userName, password, login: true, ...overrides },
    { moduleid: 'REG3', ...headers },
    remoteAddress ?? freshIp(),
  );
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const value = res.json().value as { token: string; id: number; userName: string };
  return { userName, password, token: value.token, id: value.id };
}

/** Registers a member by mobile number (SMS code of purpose register) with a chosen password. */
export async function registerMobileMember(
  app: App,
  headers: Headers = {},
  merchantCode = 'demo',
  countryDialingCode = '63',
) {
  const mobileNum = freshMobile();
  const verificationCode = await smsCode(
    app,
    { countryDialingCode, mobileNum, purpose: 'register' },
    headers,
    merchantCode,
  );
  const password = 'Mobile#2026x';
  const res = await post(
    app,
    '/wps/member/register/mobile',
    {
      registerMethod: 'H5',
      countryDialingCode,
      mobileNum,
      verificationCode,
      password,
      login: true,
    },
    { moduleid: 'MOBILENUMREG3', ...headers },
    freshIp(),
  );
  if (res.statusCode !== 200) throw new Error(`mobile register failed: ${res.body}`);
  const value = res.json().value as { token: string; id: number; userName: string };
  return { mobileNum, countryDialingCode, password, ...value };
}
