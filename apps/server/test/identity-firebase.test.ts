import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS } from '@member-app/contract/schemas/identity';
import type { App } from '../src/lib/app-instance';
import { demoMerchantSettings } from '../src/db/seed/demo-merchant';
import { buildTestApp, createMerchant } from './helpers';
import { RELAXED_LIMITS, freshIp, post } from './accounts';

/**
 * The Firebase adapter (merchant sms.projectId set, §3 SMS provider config, §4 Firebase login):
 * a local HTTP server stands in for Google's securetoken JWKS, so the adapter fetches and verifies
 * exactly as it would against Google, offline.
 */

const PROJECT = 'luckystar-firebase-test';
let app: App;
const now = () => Date.now();
let jwksServer: Server;
let jwksUrl: string;
let fetches = 0;
let googleKey: { privateKey: CryptoKey; kid: string };
let strangerKey: CryptoKey;
let host: Record<string, string>;

async function startJwksServer(keys: unknown) {
  const server = createServer((req, res) => {
    fetches++;
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=19000',
    });
    res.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = { privateKey: pair.privateKey, kid: 'google-kid-1' };
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = {
    ...(await exportJWK(pair.publicKey)),
    kid: googleKey.kid,
    alg: 'RS256',
    use: 'sig',
  };
  jwksServer = await startJwksServer([publicJwk]);
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com`;
  app = await buildTestApp({}, { now, rateLimits: RELAXED_LIMITS, firebaseJwksUrl: jwksUrl });
  const { code } = await createMerchant(app, {
    settings: {
      sms: {
        ...demoMerchantSettings.sms,
        firebase: true,
        projectId: PROJECT,
        apiKey: 'AIza-test',
        authDomain: `${PROJECT}.firebaseapp.com`,
      },
    },
  });
  host = { host: `${code}.example` };
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
});

let seq = 0;
/** A Firebase Auth id token as Google issues it (claims of Firebase's "Verify ID tokens" guide). */
function firebaseToken(
  overrides: JWTPayload = {},
  options: { key?: CryptoKey; kid?: string; project?: string } = {},
) {
  const t = Math.floor(now() / 1000);
  const project = options.project ?? PROJECT;
  const uid = `uid${Date.now().toString(36)}${++seq}`;
  return new SignJWT({
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    sub: uid,
    user_id: uid,
    iat: t,
    exp: t + 3600,
    auth_time: t,
    email: `${uid}@gmail.com`,
    name: 'Fire Base',
    firebase: { sign_in_provider: 'google.com', identities: {} },
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? googleKey.kid, typ: 'JWT' })
    .sign(options.key ?? googleKey.privateKey);
}

const firebaseLogin = (token: string) =>
  post(app, '/wps/session/login', { type: 'firebase', firebaseIdToken: token }, host, freshIp());

describe('§4 Firebase adapter (sms.projectId set)', () => {
  it('verifies a Google-signed token fetched over HTTP: unbound → bind_customer_required, registered → logs in', async () => {
    const token = await firebaseToken();
    const before = fetches;
    const first = await firebaseLogin(token);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      errorCode: 'bind_customer_required',
      value: {
        method: 'google',
        displayName: 'Fire Base',
        email: expect.stringMatching(/@gmail\.com$/),
        phoneNumber: null,
      },
    });
    expect(fetches).toBeGreaterThan(0);

    const reg = await post(
      app,
      '/wps/member/register/firebase',
      { registerMethod: 'H5', firebaseIdToken: token, firebaseChannel: 'google', login: true },
      { ...host, moduleid: 'REG3' },
      freshIp(),
    );
    expect(reg.statusCode).toBe(200);
    const login = await firebaseLogin(token);
    expect(login.statusCode).toBe(200);
    expect(login.json().value.id).toBe(reg.json().value.id);
    // The key set is cached, not fetched per login.
    expect(fetches - before).toBeLessThanOrEqual(1);
  });

  it('verifies a phone sign-in token (sign_in_provider phone) and reads phone_number', async () => {
    const res = await firebaseLogin(
      await firebaseToken({
        firebase: { sign_in_provider: 'phone' },
        phone_number: '+639171112233',
        email: undefined,
      }),
    );
    expect(res.json()).toMatchObject({
      errorCode: 'bind_customer_required',
      value: { method: 'phone', phoneNumber: '+639171112233' },
    });
  });

  it.each([
    ['for another Firebase project', () => firebaseToken({}, { project: 'someone-elses-project' })],
    [
      'signed by a key Google does not publish',
      () => firebaseToken({}, { key: strangerKey, kid: 'stranger' }),
    ],
    ["signed by another key under Google's kid", () => firebaseToken({}, { key: strangerKey })],
    [
      'expired',
      () =>
        firebaseToken({
          iat: Math.floor(now() / 1000) - 7200,
          exp: Math.floor(now() / 1000) - 3600,
        }),
    ],
    [
      'with a sign-in time in the future',
      () => firebaseToken({ auth_time: Math.floor(now() / 1000) + 3600 }),
    ],
    ['without sub', () => firebaseToken({ sub: '' })],
    [
      'issued by the built-in provider',
      async () =>
        app.identity.builtin.issue((await app.merchants.findByCode('demo'))!, {
          method: 'google',
          email: 'x@example.com',
        }),
    ],
  ])('refuses a token %s with identity.token.invalid', async (_name, make) => {
    const res = await firebaseLogin(await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'identity.token.invalid' });
  });

  it('refuses a sign-in method the app does not offer (password) with identity.channel.disabled', async () => {
    const res = await firebaseLogin(
      await firebaseToken({ firebase: { sign_in_provider: 'password' } }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('identity.channel.disabled');
  });

  it('sends such merchants nowhere near the demo provider: its window and phone calls refuse', async () => {
    const page = await app.inject({
      url: `${IDENTITY_PATHS.signin}?channel=google&origin=${encodeURIComponent(`http://${host.host}`)}`,
      headers: host,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toMatch(/signs in through Firebase/);
    const send = await post(
      app,
      IDENTITY_PATHS.phoneSend,
      { phoneNumber: '+639171112233' },
      host,
      freshIp(),
    );
    expect(send.statusCode).toBe(403);
  });

  it("answers 503 service.unavailable when Google's keys cannot be fetched (the token may be fine)", async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.address() as AddressInfo).port;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const offline = await buildTestApp(
      {},
      { now, rateLimits: RELAXED_LIMITS, firebaseJwksUrl: `http://127.0.0.1:${port}/jwks` },
    );
    try {
      const res = await post(
        offline,
        '/wps/session/login',
        { type: 'firebase', firebaseIdToken: await firebaseToken() },
        host,
        freshIp(),
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'service.unavailable' });
    } finally {
      await offline.close();
    }
  });
});
