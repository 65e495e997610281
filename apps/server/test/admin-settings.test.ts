import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '@member-app/contract/rules/operators';
import type { App } from '../src/lib/app-instance';
import { admin, registerMember, RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/**
 * Deposit, withdraw and referral settings through the operator API, the other modules' operator
 * routes under the role table, and unknown merchants answered 404 before anything is written.
 */

let app: App;
let call: ReturnType<typeof operatorClient>['call'];
let shop: { code: string; domains: string[] };
let other: { code: string; domains: string[] };
const ops = {} as Record<OperatorRole, { token: string }>;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  const client = operatorClient(app);
  call = client.call;
  shop = await createMerchant(app);
  other = await createMerchant(app);
  for (const role of OPERATOR_ROLES)
    ops[role] = await client.operator(role, { merchantCodes: [shop.code] });
});
afterAll(() => app.close());

const deposit = {
  currency: 'PHP',
  minAmount: 50,
  maxAmount: 20_000,
  dailyLimit: 100_000,
  quickAmounts: [100, 500],
  channels: [
    { code: 'GCASH', name: 'GCash', type: 'EWALLET', minAmount: 50, maxAmount: 20_000, feeRate: 0 },
  ],
};

describe('settings documents', () => {
  it('reads null until set, replaces deposit settings, and players read them at once', async () => {
    const url = `/admin/merchants/${shop.code}/content/settings/deposit`;
    expect((await call('GET', url, bearer(ops.content.token))).json().value).toBeNull();
    const put = await call('PUT', url, bearer(ops.content.token), deposit);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().value).toEqual(deposit);
    const m = await registerMember(app, { host: shop.domains[0]! });
    const seen = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getDepositSettings',
      headers: { host: shop.domains[0]!, authorization: m.token },
      payload: {},
    });
    expect(seen.json().value).toMatchObject({
      currency: 'PHP',
      minAmount: 50,
      quickAmounts: [100, 500],
    });
    // The withdraw side, never set, is closed rather than missing.
    const withdraw = await call(
      'GET',
      `/admin/merchants/${shop.code}/content/settings/withdraw`,
      bearer(ops.support.token),
    );
    expect(withdraw.json().value).toMatchObject({ currency: 'PHP', maxAmount: 0 });
  });

  it('replaces the referral program and refuses bad input, the support role and unknown merchants', async () => {
    const url = `/admin/merchants/${shop.code}/content/settings/referral`;
    const program = {
      enabled: true,
      title: 'Invite friends',
      description: 'Both of you get a bonus',
      rewardPerFriend: 50,
      currency: 'PHP',
      rules: ['One bonus per friend'],
    };
    const put = await call('PUT', url, bearer(ops.owner.token), program);
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', url, bearer(ops.content.token))).json().value).toMatchObject(program);
    const bad = await call('PUT', url, bearer(ops.content.token), { ...program, currency: 'PESO' });
    expect(bad.statusCode).toBe(400);
    const nul = await call('PUT', url, bearer(ops.content.token), {
      ...program,
      title: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    expect((await call('PUT', url, bearer(ops.support.token), program)).statusCode).toBe(403);
    const unknown = await call(
      'PUT',
      '/admin/merchants/no_such_shop/content/settings/referral',
      admin,
      program,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('merchant.not.found');
    const content = await call('POST', '/admin/merchants/no_such_shop/content/banners', admin, {
      groupName: 'main',
      title: 'Nowhere',
      imageUrl: '/uploads/x.png',
    });
    expect(content.statusCode).toBe(404);
  });
});

const helpDesk = {
  csType: 'LIVECHAT',
  csPosition: 'CHAT',
  title: 'Live help',
  url: 'https://help.shop.example/live',
  labelIds: [],
};

describe("other modules' operator routes under the role table", () => {
  const calls: {
    name: string;
    allowed: OperatorRole[];
    run: (token: string, code: string) => ReturnType<typeof call>;
  }[] = [
    {
      name: 'read the game catalogue',
      allowed: ['owner', 'content', 'support'],
      run: (t, code) => call('GET', `/admin/merchants/${code}/games`, bearer(t)),
    },
    {
      name: 'read tracking events',
      allowed: ['owner', 'content'],
      run: (t, code) => call('GET', `/admin/merchants/${code}/tracking/events`, bearer(t)),
    },
    {
      name: 'list push registrations',
      allowed: ['owner', 'support'],
      run: (t, code) => call('GET', `/admin/merchants/${code}/push/registrations`, bearer(t)),
    },
    {
      name: 'replace the customer-service entries',
      allowed: ['owner', 'content'],
      run: (t, code) =>
        call('PUT', `/admin/member-area/${code}/customer-service`, bearer(t), {
          entries: [helpDesk],
        }),
    },
    {
      name: 'list support chat threads',
      allowed: ['owner', 'support'],
      run: (t, code) => call('GET', `/admin/merchants/${code}/chat/threads`, bearer(t)),
    },
  ];
  for (const c of calls) {
    for (const role of OPERATOR_ROLES) {
      const allowed = c.allowed.includes(role);
      it(`${role} ${allowed ? 'may' : 'may not'} ${c.name}, and never on another merchant`, async () => {
        const res = await c.run(ops[role].token, shop.code);
        expect(res.statusCode, res.body).toBe(allowed ? 200 : 403);
        const elsewhere = await c.run(ops[role].token, other.code);
        expect(elsewhere.statusCode).toBe(403);
      });
    }
  }

  it("a support operator reads and answers only their merchants' chat threads", async () => {
    const threadOn = async (host: string) => {
      const m = await registerMember(app, { host });
      const sent = await app.inject({
        method: 'POST',
        url: '/wps/cbs/chat/messages',
        headers: { host, authorization: m.token },
        payload: { body: 'Where is my deposit?' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      return sent.json().value.threadId as number;
    };
    const mine = await threadOn(shop.domains[0]!);
    const theirs = await threadOn(other.domains[0]!);
    const support = bearer(ops.support.token);
    const reply = { operatorName: 'Ana', body: 'Looking into it' };
    const url = (code: string, id: number) => `/admin/merchants/${code}/chat/threads/${id}`;
    expect((await call('GET', url(shop.code, mine), support)).statusCode).toBe(200);
    const sent = await call('POST', `${url(shop.code, mine)}/messages`, support, reply);
    expect(sent.statusCode).toBe(200);
    // Under the other merchant's path the gate refuses; under their own merchant's path the other
    // merchant's thread is unknown.
    const read = await call('GET', url(other.code, theirs), support);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ success: false });
    expect(
      (await call('POST', `${url(other.code, theirs)}/messages`, support, reply)).statusCode,
    ).toBe(403);
    const smuggled = await call('GET', url(shop.code, theirs), support);
    expect(smuggled.statusCode).toBe(404);
    expect(smuggled.json().errorCode).toBe('chat.thread.not.found');
    expect(
      (await call('POST', `${url(shop.code, theirs)}/messages`, support, reply)).statusCode,
    ).toBe(404);
    // The other merchant's member never received the refused replies.
    const seen = (await call('GET', url(other.code, theirs), admin)).json().value.messages as {
      author: string;
    }[];
    expect(seen.some((msg) => msg.author === 'operator')).toBe(false);
    expect((await call('GET', url(shop.code, 999_999_999), support)).statusCode).toBe(404);
  });

  it('customer-service entries written by a content operator reach players', async () => {
    const put = await call(
      'PUT',
      `/admin/member-area/${shop.code}/customer-service`,
      bearer(ops.content.token),
      { entries: [{ ...helpDesk, title: 'Help for players' }] },
    );
    expect(put.statusCode, put.body).toBe(200);
    const seen = await app.inject({
      method: 'POST',
      url: '/wps/relay/WPSCORE_getCustomerServiceScript',
      headers: { host: shop.domains[0]! },
      payload: { csPosition: 'CHAT' },
    });
    expect(seen.json().value.entries.map((e: { title: string }) => e.title)).toEqual([
      'Help for players',
    ]);
  });

  it('/docs/json says which roles may call them', async () => {
    const paths = (await app.inject({ url: '/docs/json' })).json().paths;
    expect(paths['/admin/merchants/{code}/games'].put.description).toMatch(
      /roles owner, content\./,
    );
    expect(paths['/admin/merchants/{code}/tracking/events'].get.description).toMatch(
      /roles owner, content\./,
    );
    expect(paths['/admin/member-area/{code}/customer-service'].put.description).toMatch(
      /`content\.write`: roles owner, content\./,
    );
    expect(paths['/admin/merchants/{code}/chat/threads/{id}/messages'].post.description).toMatch(
      /roles owner, support\./,
    );
  });
});
