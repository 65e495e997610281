import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '@member-app/contract/schemas/admin-content';
import type { App } from '../src/lib/app-instance';
import { auditLog, serverSecrets } from '../src/db/schema';
import { admin, registerMember, RELAXED_LIMITS } from './accounts';
import { buildTestApp, uniqueCode } from './helpers';
import { png } from './images';
import { bearer, operatorClient } from './operator-helpers';

/**
 * Write-only secrets (issue 12 "Secrets are write-only"): every secret an operator or the
 * deployment can set is set, then every admin GET, every PATCH/PUT/POST answer of the operator
 * API and every audit row is read, and none of them holds a secret's value; the merchant shows
 * `{set: true}` in their place. SMS codes go to the built-in outbox: this build has no SMS gateway
 * credentials to set. S3 keys come from the environment (S3_*), the VAPID key pair is made by the
 * server on first use (server_secrets).
 */

/** Parts of each secret that no answer may hold (a PEM's middle: answers escape its newlines). */
const SECRETS = {
  geetestKey: 'geetest-secret-7d1f0c',
  fcmPrivateKey: '-----BEGIN PRIVATE KEY-----\nfcmSecretBody9a2bQ\n-----END PRIVATE KEY-----\n',
  facebookToken: 'fb-secret-token-3c4d5e',
  tiktokToken: 'tt-secret-token-5e6f7a',
  tempPassword: 'Temp#Secret2026x',
  s3SecretKey: 'S3/Secret+Key/never/answered/0123',
};
const NEEDLES = [
  SECRETS.geetestKey,
  'fcmSecretBody9a2bQ',
  SECRETS.facebookToken,
  SECRETS.tiktokToken,
  SECRETS.tempPassword,
  SECRETS.s3SecretKey,
];

let app: App;
let base: string;
let call: ReturnType<typeof operatorClient>['call'];
let operator: ReturnType<typeof operatorClient>['operator'];
/** Every answer read in this file: what it was and its body. */
const answers: { what: string; body: string }[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    {
      S3_BUCKET: 'secrets-test',
      S3_REGION: 'eu-west-3',
      // Nothing listens there: an upload fails, and its answer must still not name the key.
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'AKIASECRETSTEST0001',
      S3_SECRET_ACCESS_KEY: SECRETS.s3SecretKey,
    },
    { rateLimits: RELAXED_LIMITS },
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  ({ call, operator } = operatorClient(app));
});
afterAll(() => app.close());

async function read(
  what: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const res = await call(method, url, headers, payload);
  answers.push({ what: `${what}: ${method} ${url} ${res.statusCode}`, body: res.body });
  return res;
}

/** The answers that hold a secret, with the secret found (empty when none does). */
function leaks(list: { what: string; body: string }[]) {
  return list.flatMap(({ what, body }) =>
    NEEDLES.filter((n) => body.includes(n)).map((n) => `${what} holds ${n}`),
  );
}

describe('write-only secrets are never answered', () => {
  let code: string;
  let copy: string;
  let vapidPrivateKey: string;

  beforeAll(async () => {
    code = uniqueCode('sec');
    const created = await read('create', 'POST', '/admin/merchants', admin, {
      code,
      name: 'Secret Keeper',
      domains: [`${code}.example`],
      tempPassword: SECRETS.tempPassword,
      template: { kind: 'empty' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const patched = await read('set secrets', 'PATCH', `/admin/merchants/${code}`, admin, {
      settings: {
        secrets: {
          geetestKey: SECRETS.geetestKey,
          fcmServiceAccount: {
            clientEmail: 'push@secret-keeper.iam.gserviceaccount.com',
            privateKey: SECRETS.fcmPrivateKey,
          },
        },
        tracking: {
          s2s: {
            facebook: { enabled: true, accessToken: SECRETS.facebookToken },
            tiktok: { enabled: true, accessToken: SECRETS.tiktokToken },
          },
        },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    // The server's own secret: the merchant's VAPID key pair, made on the first push-config read.
    const host = { host: `${code}.example` };
    const config = await app.inject({ url: '/wps/relay/CSP_fcmConfig', headers: host });
    answers.push({ what: 'player push config', body: config.body });
    const [vapid] = await app.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, `vapid:${code}`));
    vapidPrivateKey = (JSON.parse(vapid!.value) as { privateKey: string }).privateKey;
    NEEDLES.push(vapidPrivateKey);

    // The document read back and written whole (PUT), and a patch with If-Match.
    const view = await read('read', 'GET', `/admin/merchants/${code}`, admin);
    const put = await read('put whole', 'PUT', `/admin/merchants/${code}`, admin, {
      settings: view.json().value.settings,
      domains: view.json().value.domains,
      tempPassword: SECRETS.tempPassword,
    });
    expect(put.statusCode, put.body).toBe(200);
    const etag = put.headers.etag as string;
    const seo = await read(
      'seo patch',
      'PATCH',
      `/admin/merchants/${code}`,
      { ...admin, 'if-match': etag },
      { settings: { seo: {} } },
    );
    expect(seo.statusCode, seo.body).toBe(200);

    // A copy of it (which starts without the source's secrets; only its temporary password).
    copy = uniqueCode('seccopy');
    const copied = await read('copy', 'POST', '/admin/merchants', admin, {
      code: copy,
      name: 'Secret Copy',
      domains: [`${copy}.example`],
      tempPassword: SECRETS.tempPassword,
      template: { kind: 'copy', from: code },
    });
    expect(copied.statusCode, copied.body).toBe(200);

    // Something in every list that has items: content, a member, an operator, a push send.
    await read('banner', 'POST', `/admin/merchants/${code}/content/banners`, admin, {
      groupName: 'main',
      title: 'Secret banner',
      imageUrl: '/uploads/secret.png',
    });
    await registerMember(app, host);
    await operator('content', { merchantCodes: [code] });
    await read('push', 'POST', `/admin/merchants/${code}/push`, admin, {
      title: 'Hello',
      body: 'World',
      topic: 'ALL',
    });
    for (const doc of ['deposit', 'withdraw', 'referral']) {
      const current = await read(
        'doc',
        'GET',
        `/admin/merchants/${code}/content/settings/${doc}`,
        admin,
      );
      if (current.json().value)
        await read(
          'doc',
          'PUT',
          `/admin/merchants/${code}/content/settings/${doc}`,
          admin,
          current.json().value,
        );
    }

    // An upload to the unreachable bucket: refused, without the key.
    const form = new FormData();
    form.append('file', new Blob([png(4, 4)], { type: 'image/png' }), 'a.png');
    const upload = await fetch(`${base}/admin/merchants/${code}/uploads`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    answers.push({ what: `upload ${upload.status}`, body: await upload.text() });
  });

  it('the merchant shows `{set: true}` where each secret is', async () => {
    const view = (await read('marker', 'GET', `/admin/merchants/${code}`, admin)).json().value;
    expect(view.settings.secrets.geetestKey).toEqual({ set: true });
    expect(view.settings.secrets.fcmServiceAccount.privateKey).toEqual({ set: true });
    expect(view.settings.tracking.s2s.facebook.accessToken).toEqual({ set: true });
    expect(view.settings.tracking.s2s.tiktok.accessToken).toEqual({ set: true });
    expect(view.tempPassword).toEqual({ set: true });
    // Stored: the secrets were written (and kept by the whole PUT), not dropped.
    const stored = await app.merchants.findByCode(code);
    expect(stored?.settings.secrets.geetestKey).toBe(SECRETS.geetestKey);
    expect(stored?.settings.secrets.fcmServiceAccount?.privateKey).toBe(SECRETS.fcmPrivateKey);
    expect(stored?.settings.tracking.s2s.tiktok.accessToken).toBe(SECRETS.tiktokToken);
    const copied = (await read('marker', 'GET', `/admin/merchants/${copy}`, admin)).json().value;
    expect(copied.settings.secrets.geetestKey).toEqual({ set: false });
    expect(copied.tempPassword).toEqual({ set: true });
    // The search below finds each secret where one is.
    expect(leaks([{ what: 'probe', body: JSON.stringify(NEEDLES) }])).toHaveLength(NEEDLES.length);
  });

  it('no admin GET answers a secret: every GET operation of /docs, for both merchants', async () => {
    const paths = (await app.inject({ url: '/docs/json' })).json().paths as Record<
      string,
      Record<string, unknown>
    >;
    const gets = Object.keys(paths).filter((p) => p.startsWith('/admin') && paths[p]!.get);
    expect(gets.length).toBeGreaterThan(20);
    const unknownParams: string[] = [];
    for (const target of [code, copy]) {
      for (const path of gets) {
        const withCode = path.replace('{code}', target);
        const expanded = withCode.includes('{type}')
          ? CONTENT_TYPES.map((t) => withCode.replace('{type}', t))
          : withCode.includes('{doc}')
            ? ['deposit', 'withdraw', 'referral'].map((d) => withCode.replace('{doc}', d))
            : [withCode];
        for (const url of expanded) {
          if (url.endsWith('/{id}')) {
            // An item of the list above it, when the list has any.
            const list = (await read('list', 'GET', url.slice(0, -'/{id}'.length), admin)).json()
              .value as { items?: { id: number }[] } | { id: number }[] | null;
            const items = Array.isArray(list) ? list : (list?.items ?? []);
            for (const item of items.slice(0, 2))
              await read('item', 'GET', url.replace('{id}', String(item.id)), admin);
            continue;
          }
          if (/\{\w+\}/.test(url)) {
            unknownParams.push(url);
            continue;
          }
          await read('walk', 'GET', url.includes('?') ? url : `${url}?size=100`, admin);
        }
      }
    }
    expect(unknownParams).toEqual([]);
    expect(answers.length).toBeGreaterThan(40);
    expect(leaks(answers)).toEqual([]);
  });

  it('no audit row holds a secret, read through the API or straight from the table', async () => {
    for (const target of [code, copy]) {
      for (let page = 1; ; page++) {
        const res = await read(
          'audit',
          'GET',
          `/admin/audit?merchantCode=${target}&size=100&page=${page}`,
          admin,
        );
        const value = res.json().value as { items: unknown[]; total: number };
        if (value.items.length === 0 || page * 100 >= value.total) break;
      }
    }
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.merchantCode, [code, copy]));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['merchant.create', 'merchant.patch', 'merchant.replace']),
    );
    expect(
      leaks(rows.map((r) => ({ what: `audit row ${r.action}`, body: JSON.stringify(r) }))),
    ).toEqual([]);
    expect(leaks(answers)).toEqual([]);
  });

  it('answers no secret to an operator of each role either', async () => {
    for (const role of ['owner', 'content', 'support'] as const) {
      const token = bearer((await operator(role, { merchantCodes: [code] })).token);
      await read(role, 'GET', `/admin/merchants/${code}`, token);
      await read(role, 'GET', `/admin/merchants?size=100`, token);
      await read(role, 'PATCH', `/admin/merchants/${code}`, token, { settings: { seo: {} } });
    }
    expect(leaks(answers)).toEqual([]);
  });
});
