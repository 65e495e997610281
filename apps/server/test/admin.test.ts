import { maskSecrets } from '@member-app/contract/rules/secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantSettingsSchema } from '@member-app/contract/schemas/merchant-settings';
import type { App } from '../src/lib/app-instance';
import { demoMerchantSettings } from '../src/db/seed/demo-merchant';
import { ADMIN_TOKEN, buildTestApp, uniqueCode } from './helpers';

/** The operator API under /admin: configure a merchant's settings and domains. */

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const settings = (overrides: Record<string, unknown> = {}) =>
  merchantSettingsSchema.parse({ ...demoMerchantSettings, ...overrides });

function put(code: string, payload: unknown, headers: Record<string, string> = auth) {
  return app.inject({
    method: 'PUT',
    url: `/admin/merchants/${code}`,
    headers,
    payload: payload as object,
  });
}
const get = (code: string, headers: Record<string, string> = auth) =>
  app.inject({ url: `/admin/merchants/${code}`, headers });
const status = (host: string) => app.inject({ url: '/wps/system/status', headers: { host } });

describe('operator token', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer not-the-operator-token-at-all' }],
    ['the right token with another scheme', { authorization: `Basic ${ADMIN_TOKEN}` }],
    ['the bare token', { authorization: ADMIN_TOKEN }],
    ['an empty bearer token', { authorization: 'Bearer ' }],
  ])('refuses %s with a 401 envelope', async (_name, headers: Record<string, string>) => {
    for (const res of [
      await get('demo', headers),
      await put(
        'demo',
        { settings: settings(), domains: [], tempPassword: 'Temp#Pass2026' },
        headers,
      ),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'operator.not.login',
        message: 'Operator token required',
        value: null,
      });
    }
  });

  it('does not change the merchant when the token is refused', async () => {
    const refused = await put(
      'demo',
      { settings: settings({ name: 'Hijacked' }), domains: [], tempPassword: 'Temp#Pass2026' },
      {
        authorization: 'Bearer wrong-token-wrong-token',
      },
    );
    expect(refused.statusCode).toBe(401);
    expect((await get('demo')).json().value.settings.name).toBe('Lucky Star');
  });

  it('is off when ADMIN_TOKEN is unset: every request is refused, whatever it sends', async () => {
    const off = await buildTestApp({ ADMIN_TOKEN: undefined });
    try {
      expect(off.config.ADMIN_TOKEN).toBeUndefined();
      for (const authorization of [
        undefined,
        'Bearer ',
        `Bearer ${ADMIN_TOKEN}`,
        'Bearer undefined',
      ]) {
        const headers: Record<string, string> =
          authorization === undefined ? {} : { authorization };
        const res = await off.inject({ url: '/admin/merchants/demo', headers });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json().errorCode).toBe('operator.not.login');
        expect(res.body).not.toContain('Lucky Star');
      }
      // The rest of the server is unaffected.
      expect((await off.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('PUT /admin/merchants/:code validation', () => {
  it('answers 400 validation.failed naming every bad field', async () => {
    const bad = {
      settings: {
        ...settings(),
        name: 42,
        mobileTemplate: {
          ...settings().mobileTemplate,
          theme: { ...settings().mobileTemplate.theme, primary: 'red' },
        },
      },
      domains: 'example.com',
      tempPassword: 'short',
    };
    const res = await put(uniqueCode('bad'), bad);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, errorCode: 'validation.failed' });
    const fields = (body.value.fields as { field: string; message: string }[]).map((f) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.settings.name',
        'body.settings.mobileTemplate.theme.primary',
        'body.domains',
        'body.tempPassword',
      ]),
    );
    expect(body.message).toContain('body.settings.name');
    expect(body.message).toContain('body.tempPassword');
  });

  it('rejects a missing body and a bad merchant code', async () => {
    const empty = await app.inject({
      method: 'PUT',
      url: `/admin/merchants/${uniqueCode('e')}`,
      headers: auth,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('validation.failed');

    const badCode = await put('bad%20code!', {
      settings: settings(),
      domains: [],
      tempPassword: 'Temp#Pass2026',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().value.fields.map((f: { field: string }) => f.field)).toContain(
      'params.code',
    );
  });

  it('does not create the merchant when the body is invalid', async () => {
    const code = uniqueCode('inv');
    await put(code, {
      settings: { ...settings(), countries: [] },
      domains: [],
      tempPassword: 'Temp#Pass2026',
    });
    const res = await get(code);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });
});

describe('PUT then GET /admin/merchants/:code', () => {
  it('creates a merchant and reads it back, without the temporary password', async () => {
    const code = uniqueCode('rw');
    const input = settings({ name: 'Read Back', defaultLanguage: 'VI' });
    const created = await put(code, {
      settings: input,
      domains: [`${code}.example`],
      tempPassword: 'Secret#Temp99',
    });
    expect(created.statusCode).toBe(200);
    // Secrets and the temporary password are write-only: answered as {set} markers.
    const view = {
      code,
      settings: maskSecrets(input),
      domains: [`${code}.example`],
      tempPassword: { set: true },
      disabled: false,
      version: expect.stringMatching(/^"\d+"$/),
      updatedAt: expect.any(Number),
    };
    expect(created.json()).toEqual({ success: true, message: null, errorCode: null, value: view });
    const read = await get(code);
    expect(read.statusCode).toBe(200);
    expect(read.json().value).toEqual(view);
    expect(read.body).not.toContain('Secret#Temp99');
    expect(created.body).not.toContain('Secret#Temp99');
  });

  it('replaces settings and domains on a second PUT', async () => {
    const code = uniqueCode('rp');
    await put(code, {
      settings: settings({ name: 'First' }),
      domains: [`a.${code}.example`, `b.${code}.example`],
      tempPassword: 'Temp#Pass2026',
    });
    const second = await put(code, {
      settings: settings({ name: 'Second' }),
      domains: [`c.${code}.example`],
      tempPassword: 'Temp#Pass2027',
    });
    expect(second.json().value).toMatchObject({
      settings: { name: 'Second' },
      domains: [`c.${code}.example`],
    });
    expect((await get(code)).json().value.domains).toEqual([`c.${code}.example`]);
    // The dropped domain no longer selects the merchant.
    expect((await status(`a.${code}.example`)).json().value.merchantCode).toBe('demo');
  });

  it('normalises domains: lower case, no port, no trailing dot, no duplicates', async () => {
    const code = uniqueCode('nd');
    const res = await put(code, {
      settings: settings(),
      domains: [
        `WWW.${code.toUpperCase()}.Example:8080`,
        `www.${code}.example.`,
        `Shop.${code}.EXAMPLE`,
      ],
      tempPassword: 'Temp#Pass2026',
    });
    expect(res.statusCode).toBe(200);
    const domains = (await get(code)).json().value.domains as string[];
    expect([...domains].sort()).toEqual([`shop.${code}.example`, `www.${code}.example`]);
    expect((await status(`www.${code}.example:443`)).json().value.merchantCode).toBe(code);
  });

  it('moves a domain from one merchant to another', async () => {
    const first = uniqueCode('from');
    const second = uniqueCode('to');
    const shared = `shared.${first}.example`;
    await put(first, {
      settings: settings({ name: 'From' }),
      domains: [shared, `own.${first}.example`],
      tempPassword: 'Temp#Pass2026',
    });
    expect((await status(shared)).json().value.merchantCode).toBe(first);

    const moved = await put(second, {
      settings: settings({ name: 'To' }),
      domains: [shared.toUpperCase()],
      tempPassword: 'Temp#Pass2026',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().value.domains).toEqual([shared]);
    expect((await get(first)).json().value.domains).toEqual([`own.${first}.example`]);
    expect((await status(shared)).json().value).toMatchObject({
      merchantCode: second,
      merchantName: 'To',
    });
    expect((await status(`own.${first}.example`)).json().value.merchantCode).toBe(first);
  });

  it('shows changes in /wps/system/status immediately (merchant cache invalidated)', async () => {
    const code = uniqueCode('cache');
    const host = `${code}.example`;
    // A miss is cached too: the host falls back to the default merchant first.
    expect((await status(host)).json().value.merchantCode).toBe('demo');
    await put(code, {
      settings: settings({ name: 'Before' }),
      domains: [host],
      tempPassword: 'Temp#Pass2026',
    });
    expect((await status(host)).json().value).toMatchObject({
      merchantCode: code,
      merchantName: 'Before',
      maintenance: false,
    });

    await put(code, {
      settings: settings({ name: 'After', maintenance: { enabled: true, title: 'Now' } }),
      domains: [host],
      tempPassword: 'Temp#Pass2026',
    });
    expect((await status(host)).json().value).toMatchObject({
      merchantName: 'After',
      maintenance: true,
    });
    // The merchant found by its Merchant header is refreshed as well.
    const byHeader = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'nowhere.example', merchant: code },
    });
    expect(byHeader.json().value.merchantName).toBe('After');
  });

  it('answers 404 merchant.not.found for an unknown merchant', async () => {
    const res = await get(uniqueCode('none'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'merchant.not.found',
      value: null,
    });
  });
});
