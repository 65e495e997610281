import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantDashboardSchema } from '@member-app/contract/schemas/admin-dashboard';
import type { App } from '../src/lib/app-instance';
import { memberTransactions } from '../src/db/schema';
import { lastDays } from '../src/modules/admin/dashboard-routes';
import { admin, freshIp, login, registerMember, RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/** A merchant's dashboard: counts of today and the last 7 days, for any operator of the merchant. */

let app: App;
let call: ReturnType<typeof operatorClient>['call'];
let shop: { code: string; domains: string[] };
let other: { code: string; domains: string[] };
let content: { token: string };
let support: { token: string };
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  const client = operatorClient(app);
  call = client.call;
  shop = await createMerchant(app);
  other = await createMerchant(app);
  content = await client.operator('content', { merchantCodes: [shop.code] });
  support = await client.operator('support', { merchantCodes: [other.code] });
});
afterAll(() => app.close());

const on = (m: { domains: string[] }) => ({ host: m.domains[0]! });
const dashboard = async (code = shop.code) => {
  const res = await call('GET', `/admin/merchants/${code}/dashboard`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return merchantDashboardSchema.parse(res.json().value);
};
const chat = (token: string, body: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/cbs/chat/messages',
    headers: { ...on(shop), authorization: token },
    payload: { body },
  });

describe('the dashboard counts', () => {
  it('registrations and logins of today, active sessions, and nothing of another merchant', async () => {
    const before = await dashboard();
    const elsewhere = await dashboard(other.code);
    const m = await registerMember(app, on(shop));
    expect((await login(app, m.userName, m.password, on(shop), freshIp())).statusCode).toBe(200);
    const after = await dashboard();
    expect(after.registrations.today).toBe(before.registrations.today + 1);
    expect(after.registrations.total).toBe(before.registrations.total + 1);
    expect(after.registrations.daily).toHaveLength(7);
    expect(after.registrations.daily.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      count: after.registrations.today,
    });
    // Registration with login opens a session, and so does the login.
    expect(after.logins.today).toBe(before.logins.today + 2);
    expect(after.activeSessions).toBe(before.activeSessions + 2);
    expect(await dashboard(other.code)).toMatchObject({
      registrations: elsewhere.registrations,
      logins: elsewhere.logins,
    });

    // Locking the member ends their sessions.
    const locked = await call('POST', `/admin/merchants/${shop.code}/members/${m.id}/lock`, admin, {
      reason: 'test',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await dashboard()).activeSessions).toBe(before.activeSessions);
  });

  it("deposits: real successful ones count, an operator's adjustment of the statistics does not", async () => {
    const m = await registerMember(app, on(shop));
    const before = await dashboard();
    await app.db.insert(memberTransactions).values([
      {
        merchantCode: shop.code,
        memberId: m.id,
        kind: 'DEPOSIT',
        status: 'SUCCESS',
        amount: 150.5,
        reference: `d-${m.id}-1`,
      },
      {
        merchantCode: shop.code,
        memberId: m.id,
        kind: 'DEPOSIT',
        status: 'FAILED',
        amount: 99,
        reference: `d-${m.id}-2`,
      },
      {
        merchantCode: shop.code,
        memberId: m.id,
        kind: 'WITHDRAW',
        status: 'SUCCESS',
        amount: 20,
        reference: `w-${m.id}-1`,
      },
    ]);
    const adjusted = await call(
      'PUT',
      `/admin/merchants/${shop.code}/members/${m.id}/statistics`,
      admin,
      { deposits: 5, withdrawals: 1 },
    );
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const after = await dashboard();
    expect(after.deposits.today).toBe(before.deposits.today + 1);
    expect(after.deposits.last7Days).toBe(before.deposits.last7Days + 1);
    expect(after.deposits.todayAmount).toBeCloseTo(before.deposits.todayAmount + 150.5);
  });

  it('open chats: a member who wrote last waits for an answer until an operator replies', async () => {
    const m = await registerMember(app, on(shop));
    const before = (await dashboard()).openChats;
    const sent = await chat(m.token, 'Where is my withdrawal?');
    expect(sent.statusCode, sent.body).toBe(200);
    // The automatic acknowledgement is no answer.
    expect((await dashboard()).openChats).toBe(before + 1);
    const reply = await app.inject({
      method: 'POST',
      url: `/admin/merchants/${shop.code}/chat/threads/${sent.json().value.threadId}/messages`,
      headers: admin,
      payload: { body: 'On its way.', operatorName: 'Bea' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await dashboard()).openChats).toBe(before);
  });

  it('maintenance as the merchant has it', async () => {
    expect((await dashboard()).maintenance).toEqual({ enabled: false, endTime: null });
    const endTime = Date.now() + 3_600_000;
    const patched = await call('PATCH', `/admin/merchants/${shop.code}`, admin, {
      settings: { maintenance: { enabled: true, endTime } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await dashboard()).maintenance).toEqual({ enabled: true, endTime });
  });
});

describe('who may read it', () => {
  it('any role bound to the merchant; not another merchant, not without a token; unknown is 404', async () => {
    const byContent = await call(
      'GET',
      `/admin/merchants/${shop.code}/dashboard`,
      bearer(content.token),
    );
    expect(byContent.statusCode, byContent.body).toBe(200);
    const bySupport = await call(
      'GET',
      `/admin/merchants/${other.code}/dashboard`,
      bearer(support.token),
    );
    expect(bySupport.statusCode).toBe(200);
    const outside = await call(
      'GET',
      `/admin/merchants/${shop.code}/dashboard`,
      bearer(support.token),
    );
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({
      success: false,
      errorCode: 'operator.merchant.forbidden',
    });
    const anonymous = await app.inject({ url: `/admin/merchants/${shop.code}/dashboard` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call('GET', '/admin/merchants/no_such_shop/dashboard', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
    const bad = await call('GET', '/admin/merchants/bad%20code/dashboard', admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('days', () => {
  it('the last 7 UTC days, oldest first, a quiet day counted 0', () => {
    const now = new Date('2026-03-02T23:59:00Z');
    const days = lastDays(now, [
      { date: '2026-03-02', count: 3 },
      { date: '2026-02-28', count: 2 },
      { date: '2026-02-20', count: 9 },
    ]);
    expect(days.daily.map((d) => d.date)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(days).toMatchObject({ today: 3, last7Days: 5 });
  });
});
