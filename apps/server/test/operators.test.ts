import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '@member-app/contract/rules/operators';
import { DEMO_OPERATORS } from '../src/db/seed/demo-operators';
import type { App } from '../src/lib/app-instance';
import { admin, freshIp, RELAXED_LIMITS, tokenOf } from './accounts';
import { buildTestApp, createMerchant, uniqueCode } from './helpers';
import { bearer, operatorClient, PASSWORD } from './operator-helpers';

/**
 * The operator side (ARCHITECTURE "operator side"): operator logins and sessions apart from
 * members', roles and merchants checked on every call, operators managed by an owner, /docs.
 */

let app: App;
let now = Date.now();
let call: ReturnType<typeof operatorClient>['call'];
let loginOperator: ReturnType<typeof operatorClient>['loginOperator'];
let operator: ReturnType<typeof operatorClient>['operator'];
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  ({ call, loginOperator, operator } = operatorClient(app));
});
afterAll(() => app.close());

describe('operator login and sessions', () => {
  it('logs the seeded demo owner in with an opaque token that works under /admin', async () => {
    const demo = DEMO_OPERATORS[0]!;
    const res = await loginOperator(demo.username, demo.password);
    expect(res.statusCode).toBe(200);
    const { token, expiresAt, operator: me } = res.json().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(expiresAt).toBeGreaterThan(now);
    expect(me).toMatchObject({ username: demo.username, role: 'owner', allMerchants: true });
    const list = await call('GET', '/admin/merchants', bearer(token));
    expect(list.statusCode).toBe(200);
    expect(list.json().value.items.map((m: { code: string }) => m.code)).toContain('demo');
  });

  it('refuses a wrong password with one message whether or not the operator exists', async () => {
    const wrong = await loginOperator(DEMO_OPERATORS[0]!.username, 'not-the-password');
    const unknown = await loginOperator('nobody.here', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'operator.cred.err' });
    }
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('never takes a member token under /admin, nor an operator token as a member session', async () => {
    const memberToken = await tokenOf(app, 'demo_player', 'Player#2026');
    for (const authorization of [memberToken, `Bearer ${memberToken}`]) {
      const res = await call('GET', '/admin/merchants', { authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('operator.not.login');
    }
    const op = await operator('support', { allMerchants: true });
    for (const authorization of [op.token, `Bearer ${op.token}`]) {
      const res = await call('GET', '/wps/member/info', { authorization, merchant: 'demo' });
      expect(res.json().success).toBe(false);
    }
  });

  it('logout ends the session', async () => {
    const op = await operator('content', { allMerchants: true });
    expect((await call('GET', '/admin/auth/me', bearer(op.token))).statusCode).toBe(200);
    expect((await call('POST', '/admin/auth/logout', bearer(op.token))).statusCode).toBe(200);
    const after = await call('GET', '/admin/auth/me', bearer(op.token));
    expect(after.statusCode).toBe(401);
  });

  it('a session expires after its lifetime', async () => {
    const op = await operator('content', { allMerchants: true });
    const saved = now;
    now += 13 * 60 * 60 * 1000;
    try {
      expect((await call('GET', '/admin/auth/me', bearer(op.token))).statusCode).toBe(401);
    } finally {
      now = saved;
    }
  });

  it('a temporary password allows nothing but changing it', async () => {
    const username = uniqueCode('temp').replace(/_/g, '.');
    await call('POST', '/admin/operators', admin, {
      username,
      password: 'Temporary#2026',
      role: 'owner',
      allMerchants: true,
    });
    const token = (await loginOperator(username, 'Temporary#2026')).json().value.token as string;
    const res = await call('GET', '/admin/merchants', bearer(token));
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('operator.password.change.required');
  });

  it('changing the password ends the operator’s other sessions and keeps this one', async () => {
    const op = await operator('support', { allMerchants: true });
    const other = (await loginOperator(op.username)).json().value.token as string;
    const res = await call('POST', '/admin/auth/password', bearer(op.token), {
      oldPassword: PASSWORD,
      newPassword: 'Another#Pass2026',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/admin/auth/me', bearer(other))).statusCode).toBe(401);
    expect((await call('GET', '/admin/auth/me', bearer(op.token))).statusCode).toBe(200);
    expect((await loginOperator(op.username, 'Another#Pass2026')).statusCode).toBe(200);
  });

  it('asks for the TOTP code once the operator turned TOTP on, and takes each code once', async () => {
    const saved = now;
    // The start of a 30 s step, so that the steps either side are whole steps away.
    now = Math.floor(now / 30_000) * 30_000;
    try {
      const op = await operator('content', { allMerchants: true });
      const setup = (await call('POST', '/admin/auth/totp', bearer(op.token))).json().value;
      const totp = new TOTP({ secret: Secret.fromBase32(setup.secret as string) });
      const at = (offset: number) => totp.generate({ timestamp: now + offset });
      const confirm = await call('POST', '/admin/auth/totp/confirm', bearer(op.token), {
        code: at(0),
      });
      expect(confirm.statusCode).toBe(200);
      const without = await loginOperator(op.username);
      expect(without.statusCode).toBe(401);
      expect(without.json().errorCode).toBe('operator.totp.required');
      const wrongCode = String((Number(at(0)) + 1) % 1_000_000).padStart(6, '0');
      const wrong = await loginOperator(op.username, PASSWORD, wrongCode);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({
        success: false,
        errorCode: 'operator.totp.required',
        message: 'Wrong authenticator code',
      });
      // The code that turned TOTP on is used up: seen over the shoulder, it opens no session.
      const confirmAgain = await loginOperator(op.username, PASSWORD, at(0));
      expect(confirmAgain.statusCode).toBe(401);
      expect(confirmAgain.json()).toEqual(wrong.json());

      now += 30_000;
      const code = at(0);
      expect((await loginOperator(op.username, PASSWORD, code)).statusCode).toBe(200);
      const replayed = await loginOperator(op.username, PASSWORD, code);
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json()).toEqual(wrong.json());
      // Another instance sharing the cache refuses it too.
      const other = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
      try {
        const res = await other.inject({
          method: 'POST',
          url: '/admin/auth/login',
          payload: { username: op.username, password: PASSWORD, totp: code },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(wrong.json());
      } finally {
        await other.close();
      }

      // Later, a code of the step after now (a fast phone clock) passes; then the current step's
      // code, never used but older, no longer does.
      now += 60_000;
      expect((await loginOperator(op.username, PASSWORD, at(30_000))).statusCode).toBe(200);
      expect((await loginOperator(op.username, PASSWORD, at(0))).json()).toEqual(wrong.json());
    } finally {
      now = saved;
    }
  });

  it('limits failed logins per account and IP like member logins (429)', async () => {
    const limited = await buildTestApp(
      {},
      {
        rateLimits: {
          ...RELAXED_LIMITS,
          loginFailuresPerAccountIp: { max: 3, windowSeconds: 900 },
        },
      },
    );
    try {
      const remoteAddress = freshIp();
      const attempt = (password: string, from = remoteAddress) =>
        limited.inject({
          method: 'POST',
          url: '/admin/auth/login',
          remoteAddress: from,
          payload: { username: DEMO_OPERATORS[0]!.username, password },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(401);
      const blocked = await attempt(DEMO_OPERATORS[0]!.password);
      expect(blocked.statusCode).toBe(429);
      // The real operator, from elsewhere, is not locked out.
      expect((await attempt(DEMO_OPERATORS[0]!.password, freshIp())).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('roles and merchants', () => {
  let shop: string;
  let other: string;
  const ops = {} as Record<OperatorRole, { token: string }>;
  beforeAll(async () => {
    shop = (await createMerchant(app)).code;
    other = (await createMerchant(app)).code;
    for (const role of OPERATOR_ROLES) ops[role] = await operator(role, { merchantCodes: [shop] });
  });

  /** Calls that need one right each, on the operator's merchant, and the roles they allow. */
  const calls: {
    name: string;
    allowed: OperatorRole[];
    run: (token: string, code: string) => ReturnType<typeof call>;
  }[] = [
    {
      name: 'read the merchant',
      allowed: ['owner', 'content', 'support'],
      run: (t, code) => call('GET', `/admin/merchants/${code}`, bearer(t)),
    },
    {
      name: 'patch the SEO settings',
      allowed: ['owner', 'content'],
      run: (t, code) =>
        call('PATCH', `/admin/merchants/${code}`, bearer(t), {
          settings: { seo: { EN: { '/m/home': { title: 'Home', description: 'Play' } } } },
        }),
    },
    {
      name: 'patch other settings',
      allowed: ['owner'],
      run: (t, code) =>
        call('PATCH', `/admin/merchants/${code}`, bearer(t), { settings: { name: 'Renamed' } }),
    },
    {
      name: 'read the outbox of the merchant',
      allowed: ['owner', 'support'],
      run: (t, code) => call('GET', `/admin/outbox?merchantCode=${code}`, bearer(t)),
    },
    {
      name: "read the merchant's own outbox path",
      allowed: ['owner', 'support'],
      run: (t, code) => call('GET', `/admin/merchants/${code}/outbox`, bearer(t)),
    },
    {
      name: 'list operators',
      allowed: [],
      run: (t) => call('GET', '/admin/operators', bearer(t)),
    },
    {
      name: 'read the audit log',
      allowed: ['owner'],
      run: (t, code) => call('GET', `/admin/audit?merchantCode=${code}`, bearer(t)),
    },
  ];

  for (const c of calls) {
    for (const role of OPERATOR_ROLES) {
      const allowed = c.allowed.includes(role);
      it(`${role} ${allowed ? 'may' : 'may not'} ${c.name}`, async () => {
        const res = await c.run(ops[role].token, shop);
        if (allowed) expect(res.statusCode, res.body).toBe(200);
        else {
          expect(res.statusCode).toBe(403);
          expect(res.json().success).toBe(false);
        }
      });
    }
  }

  it('no role reads or writes a merchant it is not bound to', async () => {
    for (const role of OPERATOR_ROLES) {
      for (const c of calls.filter((x) => x.allowed.includes(role))) {
        const res = await c.run(ops[role].token, other);
        expect(res.statusCode, `${role} ${c.name}`).toBe(403);
        expect(res.json().errorCode).toBe('operator.merchant.forbidden');
      }
      const list = (await call('GET', '/admin/merchants', bearer(ops[role].token))).json().value;
      expect(list.items.map((m: { code: string }) => m.code)).toEqual([shop]);
      expect(list.total).toBe(1);
    }
  });

  it('an owner bound to some merchants cannot manage operators', async () => {
    const res = await call('POST', '/admin/operators', bearer(ops.owner.token), {
      username: uniqueCode('x').replace(/_/g, '.'),
      password: 'Temporary#2026',
      role: 'owner',
      allMerchants: true,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('operators managed by an owner', () => {
  it('creates, changes role and merchants, disables (sessions end) and refuses a taken name', async () => {
    const op = await operator('support', { allMerchants: true });
    const dup = await call('POST', '/admin/operators', admin, {
      username: op.username.toUpperCase(),
      password: 'Temporary#2026',
      role: 'content',
    });
    expect(dup.statusCode).toBe(409);
    const changed = await call('PATCH', `/admin/operators/${op.id}`, admin, {
      role: 'content',
      allMerchants: false,
      merchantCodes: ['demo'],
    });
    expect(changed.json().value).toMatchObject({
      role: 'content',
      allMerchants: false,
      merchantCodes: ['demo'],
    });
    const disabled = await call('PATCH', `/admin/operators/${op.id}`, admin, { disabled: true });
    expect(disabled.json().value.disabled).toBe(true);
    expect((await call('GET', '/admin/auth/me', bearer(op.token))).statusCode).toBe(401);
    expect((await loginOperator(op.username)).statusCode).toBe(403);
  });

  it('resets a password: sessions end and the next login must change it', async () => {
    const op = await operator('content', { allMerchants: true });
    const res = await call('POST', `/admin/operators/${op.id}/password`, admin, {
      password: 'Reset#Password26',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/admin/auth/me', bearer(op.token))).statusCode).toBe(401);
    const again = await loginOperator(op.username, 'Reset#Password26');
    expect(again.json().value.operator.mustChangePassword).toBe(true);
  });

  it('lists operators paged, with bounded page sizes', async () => {
    const page = await call('GET', '/admin/operators?page=1&size=2', admin);
    expect(page.json().value).toMatchObject({ page: 1, size: 2 });
    expect(page.json().value.items.length).toBeLessThanOrEqual(2);
    expect(page.json().value.total).toBeGreaterThan(2);
    expect((await call('GET', '/admin/operators?size=1000', admin)).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('/docs/json lists the admin operations with the roles they need', async () => {
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths['/admin/auth/login'].post).toBeDefined();
    expect(paths['/admin/operators'].post.description).toMatch(/roles owner\./);
    expect(paths['/admin/merchants/{code}/content/{type}'].post.description).toMatch(
      /roles owner, content\./,
    );
    expect(paths['/admin/audit'].get).toBeDefined();
  });
});
