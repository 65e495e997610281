import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { admin, freshIp, login, registerMember, RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/**
 * Members through the operator API (support and owner): search, view, type and label, password
 * reset, lock with the refusal at login, sessions, statistics and agent applications.
 */

let app: App;
let call: ReturnType<typeof operatorClient>['call'];
let shop: { code: string; domains: string[] };
let other: { code: string; domains: string[] };
let support: { token: string };
let content: { token: string };
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  const client = operatorClient(app);
  call = client.call;
  shop = await createMerchant(app);
  other = await createMerchant(app);
  support = await client.operator('support', { merchantCodes: [shop.code] });
  content = await client.operator('content', { merchantCodes: [shop.code] });
});
afterAll(() => app.close());

const on = (m: { domains: string[] }) => ({ host: m.domains[0]! });
const members = (path = '') => `/admin/merchants/${shop.code}/members${path}`;
const memberInfo = (token: string) =>
  app.inject({ url: '/wps/member/info', headers: { ...on(shop), authorization: token } });

describe('search and view', () => {
  it('finds a member by username, id and type, paged, and shows their last login and sessions', async () => {
    const m = await registerMember(app, on(shop));
    const found = await call('GET', members(`?username=${m.userName}`), bearer(support.token));
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().value).toMatchObject({ total: 1, page: 1 });
    expect(found.json().value.items[0]).toMatchObject({
      id: m.id,
      userName: m.userName,
      locked: false,
    });
    const byId = await call('GET', members(`?id=${m.id}&type=0`), bearer(support.token));
    expect(byId.json().value.items.map((x: { id: number }) => x.id)).toEqual([m.id]);
    const ip = freshIp();
    expect((await login(app, m.userName, m.password, on(shop), ip)).statusCode).toBe(200);
    const detail = (await call('GET', members(`/${m.id}`), bearer(support.token))).json().value;
    expect(detail.lastLogin).toMatchObject({ ip });
    expect(detail.sessions.length).toBeGreaterThanOrEqual(2);
    expect(detail.sessions[0].id).toHaveLength(12);
    expect(JSON.stringify(detail)).not.toContain(m.token);
    expect(detail.statistics).toEqual({ deposits: 0, withdrawals: 0 });
    const bounded = await call('GET', members('?size=1000'), bearer(support.token));
    expect(bounded.statusCode).toBe(400);
  });

  it('keeps merchants apart and refuses the content role', async () => {
    const elsewhere = await registerMember(app, on(other));
    const viaShop = await call('GET', members(`/${elsewhere.id}`), bearer(support.token));
    expect(viaShop.statusCode).toBe(404);
    const searched = await call('GET', members(`?id=${elsewhere.id}`), bearer(support.token));
    expect(searched.json().value.total).toBe(0);
    const direct = await call(
      'GET',
      `/admin/merchants/${other.code}/members/${elsewhere.id}`,
      bearer(support.token),
    );
    expect(direct.statusCode).toBe(403);
    const byContent = await call('GET', members(), bearer(content.token));
    expect(byContent.statusCode).toBe(403);
    expect(byContent.json().errorCode).toBe('operator.role.forbidden');
  });
});

describe('actions', () => {
  it('resets a password: shown once, the old one fails, the member must change it, sessions end', async () => {
    const m = await registerMember(app, on(shop));
    const res = await call('POST', members(`/${m.id}/password`), bearer(support.token));
    expect(res.statusCode, res.body).toBe(200);
    const temporary = res.json().value.temporaryPassword as string;
    expect(temporary).toMatch(/^(?=.*[a-z])(?=.*\d).{6,20}$/);
    expect((await memberInfo(m.token)).json().success).toBe(false);
    expect((await login(app, m.userName, m.password, on(shop), freshIp())).statusCode).not.toBe(
      200,
    );
    const fresh = await login(app, m.userName, temporary, on(shop), freshIp());
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().value.firstTimeLogin).toBe(true);
    const detail = (await call('GET', members(`/${m.id}`), bearer(support.token))).json().value;
    expect(detail.mustChangePassword).toBe(true);
    const audit = await call('GET', `/admin/audit?merchantCode=${shop.code}&size=100`, admin);
    expect(audit.body).toContain('member.password.reset');
    expect(audit.body).not.toContain(temporary);
  });

  it('locks a member: login refused with account.locked, sessions ended; unlock lets them in', async () => {
    const m = await registerMember(app, on(shop));
    const locked = await call('POST', members(`/${m.id}/lock`), bearer(support.token), {
      reason: 'Chargeback under review',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().value).toMatchObject({
      locked: true,
      lockReason: 'Chargeback under review',
    });
    expect((await memberInfo(m.token)).json().success).toBe(false);
    const refused = await login(app, m.userName, m.password, on(shop), freshIp());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'account.locked' });
    // A wrong password still answers the usual error: the lock tells nothing to a guesser.
    const guess = await login(app, m.userName, 'Wrong#Pass1', on(shop), freshIp());
    expect(guess.json().errorCode).not.toBe('account.locked');
    const listed = await call('GET', members(`?username=${m.userName}`), bearer(support.token));
    expect(listed.json().value.items[0].locked).toBe(true);
    await call('POST', members(`/${m.id}/unlock`), bearer(support.token));
    expect((await login(app, m.userName, m.password, on(shop), freshIp())).statusCode).toBe(200);
  });

  it('ends every session of a member', async () => {
    const m = await registerMember(app, on(shop));
    expect((await memberInfo(m.token)).json().success).toBe(true);
    const res = await call('DELETE', members(`/${m.id}/sessions`), bearer(support.token));
    expect(res.statusCode).toBe(200);
    expect((await memberInfo(m.token)).json().success).toBe(false);
  });

  it('changes the type (sessions end) and the VIP label, refusing another merchant’s label', async () => {
    const m = await registerMember(app, on(shop));
    const label = await call('POST', `/admin/merchants/${shop.code}/content/vip-labels`, admin, {
      labelName: 'Gold',
      type: 'AUTO',
      rankLevel: 3,
    });
    expect(label.statusCode, label.body).toBe(200);
    const otherLabel = await call(
      'POST',
      `/admin/merchants/${other.code}/content/vip-labels`,
      admin,
      {
        labelName: 'Other gold',
        type: 'AUTO',
        rankLevel: 3,
      },
    );
    const refused = await call('PATCH', members(`/${m.id}`), bearer(support.token), {
      clubLabelId: otherLabel.json().value.id,
    });
    expect(refused.statusCode).toBe(400);
    const res = await call('PATCH', members(`/${m.id}`), bearer(support.token), {
      type: 4,
      clubLabelId: label.json().value.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ type: 4, clubLabel: { name: 'Gold' } });
    expect((await memberInfo(m.token)).json().success).toBe(false);
    const again = await login(app, m.userName, m.password, on(shop), freshIp());
    expect(again.json().value.type).toBe(4);
  });

  it('sets the statistics the download prompts read, never below the real transactions', async () => {
    const m = await registerMember(app, on(shop));
    const set = await call('PUT', members(`/${m.id}/statistics`), bearer(support.token), {
      deposits: 3,
      withdrawals: 1,
    });
    expect(set.statusCode, set.body).toBe(200);
    const seen = await app.inject({
      url: '/wps/member/statistics',
      headers: { ...on(shop), authorization: m.token },
    });
    expect(seen.json().value).toMatchObject({
      totalDepositSuccessCount: 3,
      totalWithdrawSuccessCount: 1,
    });
    const lower = await call('PUT', members(`/${m.id}/statistics`), bearer(support.token), {
      deposits: 0,
      withdrawals: 0,
    });
    expect(lower.json().value).toEqual({ deposits: 0, withdrawals: 0 });
  });
});

describe('agent applications', () => {
  it('lists pending applications; approving makes the member an agent; a second decision is refused', async () => {
    const m = await registerMember(app, on(shop));
    const applied = await app.inject({
      method: 'POST',
      url: '/wps/agent/application',
      headers: { ...on(shop), authorization: m.token },
      payload: {
        realName: 'Maria Santos',
        mobileNum: '+639171112222',
        email: 'maria@example.com',
        imType: 'TELEGRAM',
        imAccount: '@maria_s',
        note: 'Runs a sari-sari store',
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const list = await call(
      'GET',
      `/admin/merchants/${shop.code}/agent-applications?status=PENDING`,
      bearer(support.token),
    );
    const item = list.json().value.items.find((a: { memberId: number }) => a.memberId === m.id);
    expect(item).toMatchObject({ userName: m.userName, status: 'PENDING' });
    const decide = (decision: string) =>
      call(
        'POST',
        `/admin/merchants/${shop.code}/agent-applications/${item.id}/decision`,
        bearer(support.token),
        { decision },
      );
    const approved = await decide('APPROVE');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.status).toBe('APPROVED');
    expect((await decide('REJECT')).statusCode).toBe(409);
    const again = await login(app, m.userName, m.password, on(shop), freshIp());
    expect(again.json().value.type).toBe(1);
  });
});
