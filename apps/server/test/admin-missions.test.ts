import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { App } from '../src/lib/app-instance';
import { admin, registerMember, RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/**
 * Missions through the operator API (§2 /m/leaderBoard "missions"): written like every other
 * content type, by the roles with `content.write`, and seen by players on their next request.
 */

let app: App;
let call: ReturnType<typeof operatorClient>['call'];
let operator: ReturnType<typeof operatorClient>['operator'];
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  ({ call, operator } = operatorClient(app));
});
afterAll(() => app.close());

type Mission = { id: number; key: string; title: string; points: number; status: string };

describe('missions through the operator API', () => {
  let shop: { code: string; domains: string[] };
  let other: { code: string; domains: string[] };
  let owner: Record<string, string>;
  let content: Record<string, string>;
  let support: Record<string, string>;
  let outsider: Record<string, string>;
  let player: string;
  beforeAll(async () => {
    shop = await createMerchant(app);
    other = await createMerchant(app);
    owner = bearer((await operator('owner', { merchantCodes: [shop.code] })).token);
    content = bearer((await operator('content', { merchantCodes: [shop.code] })).token);
    support = bearer((await operator('support', { merchantCodes: [shop.code] })).token);
    outsider = bearer((await operator('content', { merchantCodes: [other.code] })).token);
    player = (await registerMember(app, { host: shop.domains[0]! })).token;
  });
  const path = (suffix = '') => `/admin/merchants/${shop.code}/content/missions${suffix}`;
  const seen = async () =>
    (
      await app.inject({
        url: LOYALTY_PATHS.missions,
        headers: { host: shop.domains[0]!, authorization: player },
      })
    ).json().value.list as Mission[];
  const mission = (key: string, title: string) => ({
    key,
    title,
    description: 'Launch games today.',
    event: 'GAME_LAUNCH',
    target: 2,
    points: 40,
    cycle: 'DAILY',
  });

  it('an owner or content operator creates a mission that players see on their next request', async () => {
    expect(await seen()).toEqual([]);
    const byContent = await call('POST', path(), content, mission('PLAY_TWO', 'Play two games'));
    expect(byContent.statusCode, byContent.body).toBe(200);
    expect(byContent.json().value).toMatchObject({
      key: 'PLAY_TWO',
      enabled: true,
      target: 2,
      cycle: 'DAILY',
    });
    const byOwner = await call('POST', path(), owner, {
      ...mission('LOGIN_ONCE', 'Log in'),
      event: 'LOGIN',
      target: 1,
      points: 5,
      cycle: 'ONCE',
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await seen()).map((m) => m.title)).toEqual(['Play two games', 'Log in']);
    // A login mission is already complete: the member logged in when they registered.
    expect((await seen()).find((m) => m.key === 'LOGIN_ONCE')?.status).toBe('COMPLETED');
  });

  it('changes, hides, orders and deletes a mission; each shows on the next player request', async () => {
    const list = await call('GET', path('?size=100'), support);
    expect(list.statusCode).toBe(200);
    const items = list.json().value.items as Mission[];
    const play = items.find((m) => m.key === 'PLAY_TWO')!;
    const login = items.find((m) => m.key === 'LOGIN_ONCE')!;

    const changed = await call('PATCH', path(`/${play.id}`), content, { points: 75 });
    expect(changed.json().value).toMatchObject({ points: 75, title: 'Play two games' });
    expect((await seen()).find((m) => m.key === 'PLAY_TWO')?.points).toBe(75);

    const order = await call('PUT', path('/order'), content, { ids: [login.id, play.id] });
    expect(order.json().value).toEqual({ ordered: 2 });
    expect((await seen()).map((m) => m.key)).toEqual(['LOGIN_ONCE', 'PLAY_TWO']);

    await call('PATCH', path(`/${login.id}`), content, { enabled: false });
    expect((await seen()).map((m) => m.key)).toEqual(['PLAY_TWO']);
    const hidden = await call('GET', path('?enabled=false'), content);
    expect(hidden.json().value.items.map((m: Mission) => m.id)).toEqual([login.id]);

    const removed = await call('DELETE', path(`/${login.id}`), owner);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', path(`/${login.id}`), content)).statusCode).toBe(404);
  });

  it('refuses support writing, another merchant’s operator reading or writing, and no token', async () => {
    const refused = await call('POST', path(), support, mission('SUPPORT_TRY', 'Support'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'operator.role.forbidden',
    });
    for (const [method, url, body] of [
      ['GET', path(), undefined],
      ['POST', path(), mission('OUTSIDER', 'Outsider')],
    ] as const) {
      const res = await call(method, url, outsider, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().success).toBe(false);
    }
    expect((await call('GET', path(), {})).statusCode).toBe(401);
    expect((await seen()).map((m) => m.key)).not.toContain('SUPPORT_TRY');
  });

  it('keeps merchants apart: another merchant’s mission is unknown under this one', async () => {
    const theirs = await call('POST', `/admin/merchants/${other.code}/content/missions`, admin, {
      ...mission('THEIRS', 'Theirs'),
    });
    const id = theirs.json().value.id as number;
    expect((await call('GET', path(`/${id}`), content)).statusCode).toBe(404);
    expect((await call('PATCH', path(`/${id}`), content, { points: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', path(`/${id}`), content)).statusCode).toBe(404);
    expect((await seen()).map((m) => m.key)).not.toContain('THEIRS');
  });

  it('answers bad input with the 400 envelope and a taken key with 409', async () => {
    for (const bad of [
      { ...mission('BAD_EVENT', 'x'), event: 'JUMP' },
      { ...mission('BAD_TARGET', 'x'), target: 0 },
      { ...mission('lower case', 'x') },
      { ...mission('BAD_CYCLE', 'x'), cycle: 'HOURLY' },
      { ...mission('BAD_POINTS', 'x'), points: -1 },
    ]) {
      const res = await call('POST', path(), content, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
      expect(typeof res.json().message).toBe('string');
    }
    const patch = await call('PATCH', path('/1'), content, { cycle: 'YEARLY' });
    expect(patch.statusCode).toBe(400);
    const dup = await call('POST', path(), content, mission('PLAY_TWO', 'Again'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().success).toBe(false);
  });

  it('records every mission write in the audit log with before and after', async () => {
    const entries = await call(
      'GET',
      `/admin/audit?merchantCode=${shop.code}&targetType=missions&size=100`,
      admin,
    );
    const items = entries.json().value.items as {
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    expect(items.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'missions.create',
        'missions.update',
        'missions.order',
        'missions.delete',
      ]),
    );
    const update = items.find((e) => e.action === 'missions.update' && e.after?.points === 75)!;
    expect(update.before?.points).toBe(40);
    expect(items.find((e) => e.action === 'missions.delete')?.before?.key).toBe('LOGIN_ONCE');
  });

  it('a merchant copied from this one starts with its missions', async () => {
    const code = `mcopy_${Math.random().toString(36).slice(2, 10)}`;
    const res = await call('POST', '/admin/merchants', admin, {
      code,
      domains: [`${code}.example`],
      name: 'Copied Missions',
      tempPassword: 'Temp#Pass2026',
      template: { kind: 'copy', from: shop.code },
    });
    expect(res.statusCode, res.body).toBe(200);
    const copied = await call('GET', `/admin/merchants/${code}/content/missions`, admin);
    expect(copied.json().value.items.map((m: Mission) => m.key)).toEqual(['PLAY_TWO']);
  });
});
