import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_INBOX_WAITS_PER_OPERATOR } from '@member-app/contract/rules/member-area';
import { csPathKey, decodeCsPath, encodeCsPath } from '@member-app/contract/rules/cs-path';
import type { App } from '../src/lib/app-instance';
import { clubLabelBenefits, clubLabels, members } from '../src/db/schema';
import { seedDemoMemberArea } from '../src/db/seed/demo-member-area';
import { maskUserName } from '../src/modules/referral/repository';
import { filterByLabel } from '../src/modules/vip/service';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';
import { RELAXED_LIMITS, admin, registerMember, tokenOf, type Headers } from './accounts';

/** Member area, referral and customer service: SPEC §2, §3, §5, §6, §7. */

let app: App;
let player: string;
let agent: string;
let limited: string;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // Two instances starting together must seed once (idempotent and race-safe).
  await Promise.all([seedDemoMemberArea(app.db), seedDemoMemberArea(app.db)]);
  player = await tokenOf(app, 'demo_player', 'Player#2026');
  agent = await tokenOf(app, 'demo_agent', 'Agent#2026');
  limited = await tokenOf(app, 'demo_limited', 'Limited#2026');
});
afterAll(async () => {
  await app.close();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Headers = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const relay = (name: string, token?: string, payload: unknown = {}, headers: Headers = {}) =>
  call('POST', `/wps/relay/${name}`, token, payload, headers);

describe('seed', () => {
  it('seeds the demo content once, even when run again', async () => {
    const before = await app.db
      .select()
      .from(clubLabelBenefits)
      .where(eq(clubLabelBenefits.merchantCode, 'demo'));
    await seedDemoMemberArea(app.db);
    const after = await app.db
      .select()
      .from(clubLabelBenefits)
      .where(eq(clubLabelBenefits.merchantCode, 'demo'));
    expect(before.length).toBe(17);
    expect(after.length).toBe(before.length);
  });
});

describe('§3 VIP progress (MCSFE_getPlayerRankProgress)', () => {
  it('answers the Gold member her completed and expected conditions and the next label', async () => {
    const res = await relay('MCSFE_getPlayerRankProgress', player);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      labelName: 'Gold',
      completedConditions: 2,
      totalExpectedConditions: 4,
      nextLabelName: 'Platinum',
    });
    expect(value.labelId).toEqual(expect.any(Number));
    expect(value.conditions).toHaveLength(4);
    expect(value.conditions.filter((c: { done: boolean }) => c.done)).toHaveLength(2);
  });

  it('answers labelId null for a member without a label (§5 progress 1 is the app’s rule)', async () => {
    const value = (await relay('MCSFE_getPlayerRankProgress', limited)).json().value;
    expect(value).toMatchObject({
      labelId: null,
      labelName: null,
      completedConditions: 0,
      totalExpectedConditions: 0,
    });
  });

  it('is also a GET and needs a session', async () => {
    expect(
      (await call('GET', '/wps/relay/MCSFE_getPlayerRankProgress?_=1', player)).json().value
        .labelName,
    ).toBe('Gold');
    const guest = await relay('MCSFE_getPlayerRankProgress');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });
});

describe('§3 club-label benefits (AUTO labels)', () => {
  it('lists every AUTO label with its benefits for an AUTO member, in the request language', async () => {
    const value = (await call('GET', '/wps/member/vip/benefits', player)).json().value;
    expect(value.visible).toBe(true);
    expect(value.labels.map((l: { labelName: string }) => l.labelName)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    const gold = value.labels.find((l: { labelId: number }) => l.labelId === value.currentLabelId);
    expect(gold.labelName).toBe('Gold');
    expect(gold.benefits[0]).toEqual({
      title: 'Daily rebate 0.8%',
      description: expect.any(String),
      icon: '/static/demo/member-area/rebate.svg',
    });
    const cn = (
      await call('GET', '/wps/member/vip/benefits', player, undefined, { language: 'CN' })
    ).json().value;
    expect(cn.labels[2].benefits[0].title).toBe('每日返水 0.8%');
  });

  it('shows nothing to a member whose label is not AUTO (Partner is MANUAL)', async () => {
    expect((await call('GET', '/wps/member/vip/benefits', agent)).json().value).toMatchObject({
      visible: false,
      labels: [],
    });
  });

  it('serves the benefit icons', async () => {
    const res = await app.inject({ url: '/static/demo/member-area/rebate.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
  });
});

describe('deposits and withdrawals', () => {
  it('§3 statistics: successful counts and the full account lists, masked', async () => {
    const res = await call('GET', '/wps/member/statistics', player);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ totalDepositSuccessCount: 24, totalWithdrawSuccessCount: 7 });
    expect(v.fullBankCardList.map((a: { provider: string }) => a.provider)).toEqual([
      'BDO Unibank',
      'BPI',
    ]);
    expect(v.fullEWalletList).toHaveLength(1);
    expect(v.fullVirtualWalletList).toHaveLength(1);
    for (const a of v.fullBankCardList) expect(a.maskedNumber).toMatch(/^\*{4} \d{4}$/);
  });

  it('MCSFE_getDepositSettings answers limits, quick amounts and channels', async () => {
    const v = (await relay('MCSFE_getDepositSettings', player)).json().value;
    expect(v).toMatchObject({ currency: 'PHP', minAmount: 100, maxAmount: 50_000 });
    expect(v.quickAmounts).toContain(500);
    expect(v.channels.map((c: { code: string }) => c.code)).toEqual([
      'GCASH',
      'MAYA',
      'INSTAPAY',
      'USDT_TRC20',
    ]);
  });

  it('MCSFE_getWithdrawAccountInfo answers limits and payout accounts', async () => {
    const v = (await relay('MCSFE_getWithdrawAccountInfo', player)).json().value;
    expect(v).toMatchObject({
      currency: 'PHP',
      minAmount: 200,
      dailyCountLimit: 5,
      maxAccountsPerKind: 3,
    });
    expect(v.bankCards).toHaveLength(2);
    expect(v.eWallets[0].provider).toBe('GCash');
  });

  it('a new member has zero counts and empty lists; guests are refused', async () => {
    const { token } = await registerMember(app);
    expect((await call('GET', '/wps/member/statistics', token)).json().value).toEqual({
      totalDepositSuccessCount: 0,
      totalWithdrawSuccessCount: 0,
      fullBankCardList: [],
      fullVirtualWalletList: [],
      fullEWalletList: [],
    });
    expect((await call('GET', '/wps/member/statistics')).statusCode).toBe(401);
    expect((await relay('MCSFE_getDepositSettings')).json().errorCode).toBe('customer.not.login');
  });
});

const decoded = (entries: { title: string; path: string }[]) =>
  entries.map((e) => ({ title: e.title, url: decodeCsPath(e.path) }));

describe('§3 customer-service entries, §6 filtered by VIP label', () => {
  it('the path codec round-trips and keys on the last 8 characters', () => {
    const key = csPathKey(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    const path = encodeCsPath('https://chat.example/vip?lang=中文', key);
    expect(path.slice(-8)).toBe(key);
    expect(path).not.toContain('chat.example');
    expect(decodeCsPath(path)).toBe('https://chat.example/vip?lang=中文');
    expect(decodeCsPath(path.slice(0, -8) + 'ZZZZZZZZ')).toBeNull();
    expect(decodeCsPath('short')).toBeNull();
  });

  it('filterByLabel: generic for everyone; a label gets its own entries, falling back to generic', () => {
    const entries = [
      { id: 1, labelIds: [] },
      { id: 2, labelIds: [7] },
      { id: 3, labelIds: [7, 8] },
    ];
    expect(filterByLabel(entries, null).map((e) => e.id)).toEqual([1]);
    expect(filterByLabel(entries, 7).map((e) => e.id)).toEqual([2, 3]);
    expect(filterByLabel(entries, 8).map((e) => e.id)).toEqual([3]);
    expect(filterByLabel(entries, 9).map((e) => e.id)).toEqual([1]);
  });

  it('a guest gets the generic entries with encoded paths', async () => {
    const res = await relay('WPSCORE_getCustomerServiceScript', undefined, { csPosition: 'CHAT' });
    expect(res.statusCode).toBe(200);
    const { entries } = res.json().value;
    expect(entries.map((e: { csType: string }) => e.csType)).toEqual([
      'COMM100',
      'AICAN',
      'MIDUOKE',
    ]);
    expect(entries.every((e: { labelIds: number[] }) => e.labelIds.length === 0)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('luckystar.test');
    expect(decoded(entries)[0]).toEqual({
      title: 'Customer service 24/7',
      url: 'https://chat.luckystar.test/comm100/standard',
    });
  });

  it('the Gold member gets the Gold entries instead of the generic ones', async () => {
    const { entries } = (
      await relay('WPSCORE_getCustomerServiceScript', player, { csPosition: 'CHAT' })
    ).json().value;
    expect(entries.map((e: { csType: string }) => e.csType)).toEqual(['COMM100VIP', 'LIVECHAT']);
    expect(decoded(entries).map((e) => e.url)).toEqual([
      'https://chat.luckystar.test/comm100/vip',
      'https://livechat.luckystar.test/gold',
    ]);
  });

  it('a labelled member without entries of its own falls back to the generic ones (Partner agent)', async () => {
    const { entries } = (
      await relay('WPSCORE_getCustomerServiceScript', agent, { csPosition: 'CHAT' })
    ).json().value;
    expect(entries.map((e: { csType: string }) => e.csType)).toEqual([
      'COMM100',
      'AICAN',
      'MIDUOKE',
    ]);
  });

  it('§4 chat widgets: the CSP lets the LiveChat and Comm100 install code load, and nothing else', async () => {
    const csp = String((await app.inject({ url: '/m/home' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    for (const host of [
      'https://cdn.livechatinc.com',
      'https://*.comm100.com',
      'https://*.comm100.io',
    ])
      expect(scriptSrc).toContain(host);
    expect(scriptSrc).not.toContain('https:;');
    expect(scriptSrc).not.toMatch(/\shttps:(\s|$)/);
  });

  it('refuses an unknown position', async () => {
    const res = await relay('WPSCORE_getCustomerServiceScript', undefined, {
      csPosition: 'NOWHERE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });
});

describe('per-merchant isolation', () => {
  it("another merchant sees its own entries, no referral programme and none of demo's data", async () => {
    const { code, domains } = await createMerchant(app);
    const host = { host: domains[0]! };
    // Without entries of its own, the site-settings address is the one generic entry.
    const fallback = (await relay('WPSCORE_getCustomerServiceScript', undefined, {}, host)).json()
      .value.entries;
    expect(fallback).toHaveLength(1);
    expect(decodeCsPath(fallback[0].path)).toBe('https://support.luckystar.test/chat');

    const put = await app.inject({
      method: 'PUT',
      url: `/admin/member-area/${code}/customer-service`,
      headers: admin,
      payload: {
        entries: [
          {
            csType: 'MIDUOKE',
            csPosition: 'CHAT',
            title: 'Help desk',
            url: 'https://help.other.example/',
            labelIds: [],
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const mine = (await relay('WPSCORE_getCustomerServiceScript', undefined, {}, host)).json().value
      .entries;
    expect(decoded(mine)).toEqual([{ title: 'Help desk', url: 'https://help.other.example/' }]);
    const demo = (
      await relay('WPSCORE_getCustomerServiceScript', undefined, { csPosition: 'CHAT' })
    ).json().value.entries;
    expect(demo.map((e: { title: string }) => e.title)).not.toContain('Help desk');

    expect(
      (await call('GET', '/wps/referral/status', undefined, undefined, host)).json().value,
    ).toEqual({
      key: 'REFERRAL',
      globalEnabled: false,
      personalEnabled: false,
    });
    // A demo token means nothing on the other merchant.
    expect((await call('GET', '/wps/member/statistics', player, undefined, host)).statusCode).toBe(
      401,
    );
    const other = await registerMember(app, host);
    const settings = await relay('MCSFE_getDepositSettings', other.token, {}, host);
    expect(settings.statusCode).toBe(404);
    expect(settings.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    expect(
      (await call('GET', '/wps/member/statistics', other.token, undefined, host)).json().value
        .totalDepositSuccessCount,
    ).toBe(0);
  });
});

describe('§5 chat rules (CBS_unreadCount, CBS_launchChat)', () => {
  it('launchChat answers a chatUrl pointing at the built-in chat', async () => {
    const res = await relay('CBS_launchChat', player);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.chatUrl).toMatch(/^http:\/\/[^/]+\/wps\/cbs\/chat\?thread=\d+$/);
    expect((await relay('CBS_unreadCount', player)).json().value).toEqual({
      unReadCount: expect.any(Number),
    });
  });

  it('guests are not logged in', async () => {
    for (const name of ['CBS_launchChat', 'CBS_unreadCount']) {
      const res = await relay(name);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    }
    expect((await call('GET', '/wps/cbs/chat/messages')).statusCode).toBe(401);
  });

  it('§6 type 4 gets a no-permission error and no unread count', async () => {
    for (const res of [
      await relay('CBS_launchChat', limited),
      await relay('CBS_unreadCount', limited),
      await call('GET', '/wps/cbs/chat/messages', limited),
      await call('POST', '/wps/cbs/chat/messages', limited, { body: 'hello' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'chat.no.permission',
        value: null,
      });
    }
  });

  it('CBS3 off: chat is disabled', async () => {
    const { domains } = await createMerchant(app, {
      settings: { whitelabelVal: { CBS3: false } },
    });
    const host = { host: domains[0]! };
    const m = await registerMember(app, host);
    const res = await relay('CBS_launchChat', m.token, {}, host);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('chat.disabled');
    expect((await relay('CBS_unreadCount', m.token, {}, host)).json().errorCode).toBe(
      'chat.disabled',
    );
  });
});

describe('§9 chat language (CBS_launchChat language)', () => {
  const ackOf = async (token: string, headers: Headers = {}) => {
    const res = await call('POST', '/wps/cbs/chat/messages', token, { body: 'Hello' }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.messages.find((m: { author: string }) => m.author === 'bot')
      ?.body as string;
  };

  it('the built-in chat answers in the language the chat was launched in, whatever the Language header', async () => {
    const m = await registerMember(app);
    const launched = await relay('CBS_launchChat', m.token, { language: 'TH' }, { language: 'EN' });
    expect(launched.statusCode).toBe(200);
    expect(await ackOf(m.token, { language: 'EN' })).toMatch(/^ขอบคุณสำหรับข้อความของคุณ/);
  });

  it.each([
    ['JA', /^メッセージありがとうございます/],
    ['AR', /^شكرًا على رسالتك/],
    ['PT', /^Obrigado pela sua mensagem/],
    ['RU', /^Спасибо за сообщение/],
  ])('%s has its own acknowledgement', async (language, text) => {
    const m = await registerMember(app);
    await relay('CBS_launchChat', m.token, { language });
    expect(await ackOf(m.token)).toMatch(text);
  });

  it('§9 without a launch language the Language header is mapped: PT-BR chats in PT, KO (not in the list) in English', async () => {
    const br = await registerMember(app);
    await relay('CBS_launchChat', br.token, {}, { language: 'PT-BR' });
    expect(await ackOf(br.token, { language: 'PT-BR' })).toMatch(/^Obrigado pela sua mensagem/);
    const ko = await registerMember(app);
    await relay('CBS_launchChat', ko.token, {}, { language: 'KO' });
    expect(await ackOf(ko.token, { language: 'KO' })).toMatch(/^Thanks for your message!/);
  });

  it('the GET form takes the language from the query', async () => {
    const m = await registerMember(app);
    expect((await call('GET', '/wps/relay/CBS_launchChat?language=VI', m.token)).statusCode).toBe(
      200,
    );
    expect(await ackOf(m.token)).toMatch(/^Cảm ơn bạn đã nhắn tin/);
  });

  it.each([['XX'], ['pt-BR'], [7]])(
    'refuses the chat language %j with 400 validation.failed',
    async (language) => {
      const m = await registerMember(app);
      const res = await relay('CBS_launchChat', m.token, { language });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    },
  );
});

describe('built-in support chat round trip', () => {
  it('member writes, gets an acknowledgement, the operator replies, unread counts until read', async () => {
    const m = await registerMember(app);
    const first = await call('POST', '/wps/cbs/chat/messages', m.token, {
      body: '  Where is my withdrawal?  ',
    });
    expect(first.statusCode).toBe(200);
    const thread = first.json().value;
    expect(
      thread.messages.map((x: { author: string; body: string }) => [x.author, x.body.slice(0, 10)]),
    ).toEqual([
      ['member', 'Where is m'],
      ['bot', 'Thanks for'],
    ]);
    // The acknowledgement went to an open chat: nothing unread.
    expect((await relay('CBS_unreadCount', m.token)).json().value.unReadCount).toBe(0);
    // Only one acknowledgement per half hour.
    const second = (
      await call('POST', '/wps/cbs/chat/messages', m.token, { body: 'Reference W-123' })
    ).json().value;
    expect(second.messages).toHaveLength(3);

    const noToken = await app.inject({ url: '/admin/merchants/demo/chat/threads' });
    expect(noToken.statusCode).toBe(401);
    // The most recently active thread leads the first page.
    const list = (
      await app.inject({ url: '/admin/merchants/demo/chat/threads?size=5', headers: admin })
    ).json().value;
    expect(list).toMatchObject({ page: 1, size: 5 });
    expect(list.total).toBeGreaterThanOrEqual(1);
    const mine = list.items[0];
    expect(mine.threadId).toBe(thread.threadId);
    expect(mine).toMatchObject({ userName: m.userName, unanswered: 2 });

    const reply = await app.inject({
      method: 'POST',
      url: `/admin/merchants/demo/chat/threads/${thread.threadId}/messages`,
      headers: admin,
      payload: { body: 'It was sent at 10:05, please allow 15 minutes.', operatorName: 'Bea' },
    });
    expect(reply.statusCode).toBe(200);
    expect((await relay('CBS_unreadCount', m.token)).json().value.unReadCount).toBe(1);
    const read = (await call('GET', '/wps/cbs/chat/messages', m.token)).json().value;
    expect(read.messages.at(-1)).toMatchObject({
      author: 'operator',
      authorName: 'Bea',
      body: 'It was sent at 10:05, please allow 15 minutes.',
    });
    expect((await relay('CBS_unreadCount', m.token)).json().value.unReadCount).toBe(0);
    const after = (
      await app.inject({ url: '/admin/merchants/demo/chat/threads?size=5', headers: admin })
    ).json().value;
    expect(
      after.items.find((t: { threadId: number }) => t.threadId === thread.threadId).unanswered,
    ).toBe(0);
  });

  it('an open chat waiting for a reply gets it as soon as support answers, marked seen', async () => {
    const m = await registerMember(app);
    const sent = (await call('POST', '/wps/cbs/chat/messages', m.token, { body: 'Hello?' })).json()
      .value;
    const last = sent.messages.at(-1).id as number;
    // Something newer than `after` is there already: answered at once.
    const early = await call('GET', `/wps/cbs/chat/messages/wait?after=${last - 1}`, m.token);
    expect(early.statusCode).toBe(200);
    expect(early.json().value.messages.at(-1).id).toBe(last);

    // Nothing newer: the call waits until the operator replies.
    const waiting = call('GET', `/wps/cbs/chat/messages/wait?after=${last}`, m.token);
    const reply = await app.inject({
      method: 'POST',
      url: `/admin/merchants/demo/chat/threads/${sent.threadId}/messages`,
      headers: admin,
      payload: { body: 'Here, how can I help?', operatorName: 'Bea' },
    });
    expect(reply.statusCode).toBe(200);
    const answered = await waiting;
    expect(answered.statusCode).toBe(200);
    expect(answered.json().value.messages.at(-1)).toMatchObject({
      author: 'operator',
      body: 'Here, how can I help?',
    });
    // The member has it on screen: nothing unread.
    expect((await relay('CBS_unreadCount', m.token)).json().value.unReadCount).toBe(0);

    for (const after of ['-1', 'abc', '1.5']) {
      const bad = await call('GET', `/wps/cbs/chat/messages/wait?after=${after}`, m.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('validation.failed');
    }
    expect((await call('GET', '/wps/cbs/chat/messages/wait?after=0')).statusCode).toBe(401);
  });

  describe("the operators' inbox waiting call", () => {
    // A merchant of its own: on PostgreSQL other test files write in the demo merchant's threads.
    let shop: { code: string; domains: string[] };
    let support: Headers;
    const inbox = (query: string, headers: Headers = support) =>
      app.inject({ url: `/admin/merchants/${shop.code}/chat/inbox/wait?${query}`, headers });
    const write = (token: string, body: string) =>
      call('POST', '/wps/cbs/chat/messages', token, { body }, { host: shop.domains[0]! });
    beforeAll(async () => {
      shop = await createMerchant(app);
      const op = await operatorClient(app).operator('support', { merchantCodes: [shop.code] });
      support = bearer(op.token);
    });

    it('answers as soon as a member writes in any thread, with the threads and the open thread', async () => {
      const host = { host: shop.domains[0]! };
      const ann = await registerMember(app, host);
      const bob = await registerMember(app, host);
      const first = (await write(ann.token, 'Where is my bonus?')).json().value;

      // The first call (after=0) is answered at once with what is there.
      const start = await inbox(`after=0&thread=${first.threadId}`);
      expect(start.statusCode, start.body).toBe(200);
      const now = start.json().value;
      expect(now.latest).toBe(first.messages.at(-1).id);
      expect(now.threads.items).toEqual([
        expect.objectContaining({
          threadId: first.threadId,
          userName: ann.userName,
          unanswered: 1,
        }),
      ]);
      expect(now.thread.messages.map((m: { body: string }) => m.body)).toContain(
        'Where is my bonus?',
      );

      // Another member writes in another thread: the inbox waiting with the open thread hears it.
      const waiting = inbox(`after=${now.latest}&thread=${first.threadId}`);
      const other = (await write(bob.token, 'Hello, anyone?')).json().value;
      const answered = await waiting;
      expect(answered.statusCode, answered.body).toBe(200);
      const next = answered.json().value;
      expect(next.latest).toBe(other.messages.at(-1).id);
      expect(next.threads.items[0]).toMatchObject({
        threadId: other.threadId,
        userName: bob.userName,
        unanswered: 1,
      });
      expect(next.threads.total).toBe(2);
      expect(next.thread.threadId).toBe(first.threadId);

      // The member of the open thread writes again: the open thread comes with it.
      const again = inbox(`after=${next.latest}&thread=${first.threadId}&size=1`);
      await write(ann.token, 'It is still not there.');
      const third = (await again).json().value;
      expect(third.thread.messages.at(-1)).toMatchObject({
        author: 'member',
        body: 'It is still not there.',
      });
      expect(third.threads).toMatchObject({ page: 1, size: 1, total: 2 });
      expect(third.threads.items[0]).toMatchObject({ threadId: first.threadId, unanswered: 2 });

      // An operator's reply (another operator's inbox shows it answered) wakes it too.
      const afterReply = inbox(`after=${third.latest}`);
      const reply = await app.inject({
        method: 'POST',
        url: `/admin/merchants/${shop.code}/chat/threads/${first.threadId}/messages`,
        headers: support,
        payload: { body: 'Checking now.' },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const fourth = (await afterReply).json().value;
      expect(fourth.thread).toBeNull();
      expect(
        fourth.threads.items.find((t: { threadId: number }) => t.threadId === first.threadId),
      ).toMatchObject({ unanswered: 0 });
    });

    it('refuses bad input, strangers and a call past the per-operator bound, never a 5xx', async () => {
      const host = { host: shop.domains[0]! };
      const member = await registerMember(app, host);
      const sent = (await write(member.token, 'Bound test')).json().value;
      for (const query of [
        'after=-1',
        'after=abc',
        'after=1.5',
        'after=99999999999999999999',
        '',
        'after=0&thread=0',
        'after=0&thread=x',
        'after=0&page=0',
        'after=0&size=100000',
      ]) {
        const bad = await inbox(query);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json().errorCode).toBe('validation.failed');
      }
      // Another merchant's thread is as unknown as a missing one.
      const elsewhere = await createMerchant(app);
      const stranger = await registerMember(app, { host: elsewhere.domains[0]! });
      const theirs = (
        await call(
          'POST',
          '/wps/cbs/chat/messages',
          stranger.token,
          { body: 'Mine' },
          { host: elsewhere.domains[0]! },
        )
      ).json().value;
      for (const thread of [theirs.threadId, 2 ** 40]) {
        const unknown = await inbox(`after=0&thread=${thread}`);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().errorCode).toBe('chat.thread.not.found');
      }
      expect((await inbox('after=0', {})).statusCode).toBe(401);
      expect((await inbox('after=0', { authorization: member.token })).statusCode).toBe(401);
      const ops = operatorClient(app);
      const other = await ops.operator('support', { merchantCodes: [elsewhere.code] });
      const content = await ops.operator('content', { merchantCodes: [shop.code] });
      expect((await inbox('after=0', bearer(other.token))).json().errorCode).toBe(
        'operator.merchant.forbidden',
      );
      expect((await inbox('after=0', bearer(content.token))).json().errorCode).toBe(
        'operator.role.forbidden',
      );

      // One operator holds at most CHAT_INBOX_WAITS_PER_OPERATOR; one more is refused at once.
      const latest = (await inbox('after=0')).json().value.latest as number;
      // One call more than the bound, all at once: whichever comes last is refused, the others wait.
      const calls = Array.from({ length: CHAT_INBOX_WAITS_PER_OPERATOR + 1 }, () =>
        inbox(`after=${latest}`),
      );
      const refused = await Promise.race(calls);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'too.many.requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another operator of the merchant is not counted against this one.
      const colleague = await ops.operator('owner', { merchantCodes: [shop.code] });
      const theirsHeld = inbox(`after=${latest}`, bearer(colleague.token));
      // A member's message answers every held call; the bound is free again.
      await write(member.token, 'Release them');
      const answers = [...(await Promise.all(calls)), await theirsHeld];
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 429)) {
        expect(res.statusCode).toBe(200);
        expect(res.json().value.latest).toBeGreaterThan(sent.messages.at(-1).id);
      }
      expect((await inbox(`after=${latest}`)).statusCode).toBe(200);
    });
  });

  it('a server shutting down answers the waiting inbox at once', async () => {
    const other = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
    const { code } = await createMerchant(other);
    // Known the moment the call starts listening for the merchant's messages.
    const bus = other.invalidation;
    const subscribe = bus.subscribe.bind(bus);
    const listening = new Promise<void>((resolve) => {
      bus.subscribe = (topic, listener) => {
        if (topic === `chat:merchant:${code}`) resolve();
        return subscribe(topic, listener);
      };
    });
    const address = await other.listen({ host: '127.0.0.1', port: 0 });
    // The merchant has no message: after=0 waits. Closing answers it rather than cutting it.
    const waiting = fetch(`${address}/admin/merchants/${code}/chat/inbox/wait?after=0`, {
      headers: admin,
    });
    await listening;
    await other.close();
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(((await res.json()) as { value: unknown }).value).toMatchObject({
      latest: 0,
      threads: { items: [], total: 0 },
    });
  });

  it('refuses empty, over-long and malformed messages and unknown threads', async () => {
    for (const payload of [
      { body: '   ' },
      { body: 'x'.repeat(1001) },
      { text: 'hi' },
      { body: 42 },
    ]) {
      const res = await call('POST', '/wps/cbs/chat/messages', player, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/admin/merchants/demo/chat/threads/999999999/messages',
      headers: admin,
      payload: { body: 'hi' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('chat.thread.not.found');
    const bad = await app.inject({ url: '/admin/merchants/demo/chat/threads/abc', headers: admin });
    expect(bad.statusCode).toBe(400);
    for (const query of ['size=0', 'size=101', 'page=0']) {
      const res = await app.inject({
        url: `/admin/merchants/demo/chat/threads?${query}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
  });
});

describe('§6 referral and /m/inviteFriends', () => {
  it('status: the global promotion for everyone, the personal one for the member who has it', async () => {
    expect((await call('GET', '/wps/referral/status')).json().value).toEqual({
      key: 'REFERRAL',
      globalEnabled: true,
      personalEnabled: false,
    });
    expect((await call('GET', '/wps/referral/status', player)).json().value.personalEnabled).toBe(
      true,
    );
    expect((await call('GET', '/wps/referral/status', agent)).json().value.personalEnabled).toBe(
      false,
    );
    // A stale token is a guest here, not an error (the page is public).
    expect(
      (await call('GET', '/wps/referral/status', 'not-a-token')).json().value.personalEnabled,
    ).toBe(false);
  });

  it('a guest sees the programme only; a member gets a code, a link and counts invited friends', async () => {
    const guest = (await call('GET', '/wps/referral/invite')).json().value;
    expect(guest.member).toBeNull();
    expect(guest.program).toMatchObject({ enabled: true, rewardPerFriend: 100, currency: 'PHP' });

    const inviter = await registerMember(app);
    const mine = (await call('GET', '/wps/referral/invite', inviter.token)).json().value.member;
    expect(mine.referralCode).toMatch(/^[A-Z2-9]{7}$/);
    expect(mine.referralLink).toBe(
      `http://localhost:80/m/register?referralCode=${mine.referralCode}`,
    );
    expect(mine.invitedCount).toBe(0);
    // The same code on every visit.
    expect(
      (await call('GET', '/wps/referral/invite', inviter.token)).json().value.member.referralCode,
    ).toBe(mine.referralCode);

    const friend = await registerMember(app, {}, { referralCode: mine.referralCode });
    const after = (await call('GET', '/wps/referral/invite', inviter.token)).json().value.member;
    expect(after.invitedCount).toBe(1);
    expect(after.invited[0].userName).toBe(maskUserName(friend.userName));
    expect(after.invited[0].userName).not.toBe(friend.userName);
  });
});

describe('/m/agentRegister applications', () => {
  const form = {
    realName: 'Maria Santos',
    mobileNum: '+639171112222',
    email: 'maria@example.com',
    imType: 'TELEGRAM',
    imAccount: '@maria_s',
    note: 'I run a sari-sari store',
  };

  it('stores one pending application per member', async () => {
    const m = await registerMember(app);
    expect((await call('GET', '/wps/agent/application', m.token)).json().value).toBeNull();
    const res = await call('POST', '/wps/agent/application', m.token, form);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'PENDING',
      realName: 'Maria Santos',
      imType: 'TELEGRAM',
      createdAt: expect.any(Number),
    });
    expect((await call('GET', '/wps/agent/application', m.token)).json().value.id).toBe(
      res.json().value.id,
    );
    const again = await call('POST', '/wps/agent/application', m.token, form);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'agent.application.exists' });
  });

  it('refuses bad input and guests', async () => {
    const m = await registerMember(app);
    for (const bad of [
      { ...form, mobileNum: 'call me' },
      { ...form, imType: 'FAX' },
      { ...form, realName: '' },
      { ...form, email: 'nope' },
    ]) {
      const res = await call('POST', '/wps/agent/application', m.token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
    expect((await call('POST', '/wps/agent/application', undefined, form)).statusCode).toBe(401);
  });
});

describe('operator configuration', () => {
  it('referral programme and entries need the operator token and a known merchant', async () => {
    const body = { enabled: true, title: 'Bring a friend', rewardPerFriend: 50, currency: 'PHP' };
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/admin/member-area/demo/referral-program',
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    const unknown = await app.inject({
      method: 'PUT',
      url: '/admin/member-area/nope_zz/referral-program',
      headers: admin,
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    const { code, domains } = await createMerchant(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/admin/member-area/${code}/referral-program`,
      headers: admin,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await call('GET', '/wps/referral/status', undefined, undefined, { host: domains[0]! })
      ).json().value.globalEnabled,
    ).toBe(true);
    const badUrl = await app.inject({
      method: 'PUT',
      url: `/admin/member-area/${code}/customer-service`,
      headers: admin,
      payload: {
        entries: [
          { csType: 'LIVECHAT', csPosition: 'CHAT', title: 'x', url: 'javascript:alert(1)' },
        ],
      },
    });
    expect(badUrl.statusCode).toBe(400);
  });
});

describe('labels of the demo seed', () => {
  it('the demo player is Gold', async () => {
    const [row] = await app.db
      .select({ label: clubLabels.labelName })
      .from(members)
      .innerJoin(clubLabels, eq(clubLabels.id, members.clubLabelId))
      .where(eq(members.userName, 'demo_player'));
    expect(row?.label).toBe('Gold');
  });
});
