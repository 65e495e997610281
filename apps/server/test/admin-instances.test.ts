import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import { buildApp } from '../src/app';
import { createRedisCache } from '../src/cache/cache';
import { openDatabase } from '../src/db/client';
import type { App } from '../src/lib/app-instance';
import { admin, registerMember, RELAXED_LIMITS } from './accounts';
import { createMerchant, testConfig } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/**
 * Two server instances as a deployment runs them: each with its own PostgreSQL pool, its own Redis
 * connections and its own memory, sharing the database and Redis (one key prefix, as instances of
 * one deployment do). An operator writes through one; a player on the other sees the change on
 * the next request. Without DATABASE_URL and REDIS_URL there is only ever one instance: skipped.
 */

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/**
 * Counts what an instance hears on an invalidation topic. Other instances on the same Redis (other
 * test files) announce their own changes too, so a test never takes the first message for its
 * own: it re-checks what the player sees after each message until the change shows.
 */
function listen(app: App, topic: string) {
  let heard = 0;
  let waited = 0;
  let wake: (() => void) | undefined;
  app.invalidation.subscribe(topic, () => {
    heard++;
    wake?.();
  });
  const next = () =>
    new Promise<void>((resolve) => {
      wake = () => {
        if (heard > waited) {
          waited = heard;
          wake = undefined;
          resolve();
        }
      };
      wake();
    });
  /** Resolves once `seen()` holds, checking again after each message heard on the topic. */
  return async function until(seen: () => Promise<boolean>) {
    while (!(await seen())) await next();
  };
}

async function instance(prefix: string): Promise<App> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL!,
    dataDir: '',
    poolSize: 2,
  });
  const cache = await createRedisCache(process.env.REDIS_URL!, prefix);
  const app = await buildApp(testConfig(), {
    database,
    cache,
    logger: false,
    rateLimits: RELAXED_LIMITS,
  });
  app.addHook('onClose', async () => {
    await cache.close();
    await database.close();
  });
  await app.ready();
  return app;
}

describe.runIf(shared)('two instances on PostgreSQL + Redis', () => {
  let writer: App;
  let reader: App;
  beforeAll(async () => {
    const prefix = `mc:test:${Math.random().toString(36).slice(2, 10)}:`;
    writer = await instance(prefix);
    reader = await instance(prefix);
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
  });

  it("a support reply written through one instance reaches the member's open chat waiting on the other", async () => {
    const shop = await createMerchant(writer);
    const host = shop.domains[0]!;
    const member = await registerMember(reader, { host });
    const headers = { host, authorization: member.token };
    const sent = await reader.inject({
      method: 'POST',
      url: '/wps/cbs/chat/messages',
      headers,
      payload: { body: 'Anyone there?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { threadId, messages } = sent.json().value;
    // The member's open chat waits on the reader for anything newer than what it shows.
    const waiting = reader.inject({
      url: `/wps/cbs/chat/messages/wait?after=${messages.at(-1).id}`,
      headers,
    });
    const reply = await writer.inject({
      method: 'POST',
      url: `/admin/merchants/${shop.code}/chat/threads/${threadId}/messages`,
      headers: admin,
      payload: { body: 'Yes, from the other instance.', operatorName: 'Bea' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answered = await waiting;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().value.messages.at(-1)).toMatchObject({
      author: 'operator',
      body: 'Yes, from the other instance.',
    });
  });

  it("a member's message written through one instance reaches the operators' inbox waiting on the other", async () => {
    const shop = await createMerchant(writer);
    const host = shop.domains[0]!;
    const member = await registerMember(writer, { host });
    const headers = { host, authorization: member.token };
    const first = await writer.inject({
      method: 'POST',
      url: '/wps/cbs/chat/messages',
      headers,
      payload: { body: 'First question' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const { threadId, messages } = first.json().value;
    // The operator's inbox, the thread open, waits on the reader for anything newer.
    const waiting = reader.inject({
      url: `/admin/merchants/${shop.code}/chat/inbox/wait?after=${messages.at(-1).id}&thread=${threadId}`,
      headers: admin,
    });
    const sent = await writer.inject({
      method: 'POST',
      url: '/wps/cbs/chat/messages',
      headers,
      payload: { body: 'Written on the other instance' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const answered = await waiting;
    expect(answered.statusCode, answered.body).toBe(200);
    const inbox = answered.json().value;
    expect(inbox.thread.messages.at(-1)).toMatchObject({
      author: 'member',
      body: 'Written on the other instance',
    });
    expect(inbox.threads.items[0]).toMatchObject({ threadId, unanswered: 2 });
  });

  it('a merchant made and changed through one instance opens on the other, with its new settings', async () => {
    const code = `inst_${Math.random().toString(36).slice(2, 10)}`;
    const host = { host: `${code}.example` };
    const shownName = async () =>
      (await reader.inject({ url: '/wps/system/status', headers: host })).json().value
        ?.merchantName as string | undefined;
    const untilReader = listen(reader, 'merchants');
    // The reader looks the domain up before the merchant exists (and may remember that).
    expect(await shownName()).not.toBe('Opened Elsewhere');
    await createMerchant(writer, { code, settings: { name: 'Opened Elsewhere' } });
    await untilReader(async () => (await shownName()) === 'Opened Elsewhere');

    const patch = await writer.inject({
      method: 'PATCH',
      url: `/admin/merchants/${code}`,
      headers: admin,
      payload: { settings: { name: 'Renamed Elsewhere' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await untilReader(async () => (await shownName()) === 'Renamed Elsewhere');
    expect(await shownName()).toBe('Renamed Elsewhere');
  });

  it('a banner, an announcement, a mission, deposit settings and a game catalogue written by an operator on one instance reach a player on the other', async () => {
    const shop = await createMerchant(writer);
    const host = { host: shop.domains[0]! };
    const { operator } = operatorClient(writer);
    const content = bearer((await operator('content', { merchantCodes: [shop.code] })).token);
    const member = await registerMember(reader, host);
    const player = (url: string) =>
      reader.inject({ url, headers: { ...host, authorization: member.token } });
    const write = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
      const res = await writer.inject({
        method,
        url: `/admin/merchants/${shop.code}${url}`,
        headers: content,
        payload: payload as object,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };

    // The reader has served this merchant's home (and built its catalogue) before the changes.
    expect((await player('/wps/content/banners?groups=main')).json().value.banners).toEqual([]);
    const lanes = async () =>
      JSON.stringify(
        (
          await reader.inject({
            method: 'POST',
            url: '/wps/relay/GCSGAME_getGameMatchV2',
            headers: { ...host, authorization: member.token },
            payload: { size: 8 },
          })
        ).json(),
      );
    expect(await lanes()).not.toContain('Elsewhere Spins');
    // Listened to after the reader built the catalogue, so its own listener runs first.
    const untilCatalogue = listen(reader, `games:catalogue:${shop.code}`);

    await write('POST', '/content/banners', {
      groupName: 'main',
      title: 'Written on the other instance',
      imageUrl: '/uploads/elsewhere.png',
      linkageType: 'URL',
      linkage: 'https://example.com/elsewhere',
    });
    await write('POST', '/content/announcements', {
      type: 'PU',
      execution: 'B',
      title: 'Announced elsewhere',
      content: '<p>Hello from the other instance</p>',
    });
    await write('POST', '/content/missions', {
      key: 'ELSEWHERE',
      title: 'A mission from elsewhere',
      description: 'Log in once.',
      event: 'LOGIN',
      target: 1,
      points: 7,
      cycle: 'ONCE',
    });
    await write('PUT', '/content/settings/deposit', {
      currency: 'PHP',
      minAmount: 77,
      maxAmount: 7700,
      dailyLimit: 77_000,
      quickAmounts: [77],
      channels: [
        {
          code: 'GCASH',
          name: 'GCash',
          type: 'EWALLET',
          minAmount: 77,
          maxAmount: 7700,
          feeRate: 0,
        },
      ],
    });
    await write('PUT', '/games', {
      categories: [{ code: 'RNG', name: 'Slots', ordinal: 1 }],
      vendors: [{ code: 'DEMO', name: 'Demo' }],
      games: [
        {
          gameCode: 'elsewhere-spins',
          vendorCode: 'DEMO',
          category: 'RNG',
          name: 'Elsewhere Spins',
          image: '/uploads/elsewhere-spins.png',
          providerGame: 'elsewhere-spins',
        },
      ],
    });

    const banners = (await player('/wps/content/banners?groups=main')).json().value.banners;
    expect(banners.map((b: { title: string }) => b.title)).toEqual([
      'Written on the other instance',
    ]);
    expect(JSON.stringify((await player('/wps/content/popups')).json().value)).toContain(
      'Announced elsewhere',
    );
    const missions = (await player(LOYALTY_PATHS.missions)).json().value.list;
    expect(missions.map((m: { title: string }) => m.title)).toEqual(['A mission from elsewhere']);
    const deposit = await reader.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getDepositSettings',
      headers: { ...host, authorization: member.token },
      payload: {},
    });
    expect(deposit.json().value).toMatchObject({ minAmount: 77, quickAmounts: [77] });
    // The reader keeps its built catalogue in memory: the change must reach it through Redis.
    await untilCatalogue(async () => (await lanes()).includes('Elsewhere Spins'));
  });
});
