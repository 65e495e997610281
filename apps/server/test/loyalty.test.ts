import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOYALTY_ERROR_CODES as E, LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import { WALLET_BALANCE_PATH } from '@member-app/contract/rules/wallet';
import type { App } from '../src/lib/app-instance';
import { contentMallItems, memberPoints, memberTransactions } from '../src/db/schema';
import { seedDemoContent } from '../src/db/seed/demo-content';
import { seedDemoGames } from '../src/db/seed/demo-games';
import { seedDemoLoyalty } from '../src/db/seed/demo-loyalty';
import { buildTestApp, createMerchant } from './helpers';
import { RELAXED_LIMITS, login, registerMember, type Headers } from './accounts';

/**
 * Points, reward claims, point-market redemptions and missions (§2 /m/rewardCenter,
 * /m/mall/mallHome, /m/leaderBoard; rules in the contract's rules/loyalty.ts), and the wallet
 * balance. Each test uses its own members (and the mall its own merchant), so files sharing a
 * PostgreSQL database never see each other's points or stock.
 */

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  await seedDemoContent(app.db);
  await seedDemoGames(app.db);
  await seedDemoLoyalty(app.db);
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const as = (token: string, extra: Headers = {}): Headers => ({ authorization: token, ...extra });
const givePoints = (memberId: number, merchantCode: string, balance: number) =>
  app.db.insert(memberPoints).values({ memberId, merchantCode, balance });

describe('points and the reward center', () => {
  it('needs a session', async () => {
    const res = await call('GET', LOYALTY_PATHS.points, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  it('a daily reward is claimed once per day: the points rise, a second claim is refused', async () => {
    const m = await registerMember(app);
    const states = (await call('GET', LOYALTY_PATHS.rewards, as(m.token))).json().value.list;
    const checkin = states.find((s: { points: number; cycle: string }) => s.cycle === 'DAILY');
    expect(checkin).toMatchObject({ points: 50, status: 'CLAIMABLE', requirement: null });
    expect(Date.parse(checkin.resetsAt)).toBeGreaterThan(Date.now());

    const claim = await call('POST', LOYALTY_PATHS.rewardClaim, as(m.token), {
      promotionId: checkin.promotionId,
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().value).toMatchObject({
      awarded: 50,
      balance: 50,
      reward: { status: 'CLAIMED' },
    });
    const points = (await call('GET', LOYALTY_PATHS.points, as(m.token))).json().value;
    expect(points.balance).toBe(50);
    expect(points.history[0]).toMatchObject({ delta: 50, kind: 'REWARD', title: 'Daily Check-in' });

    const again = await call('POST', LOYALTY_PATHS.rewardClaim, as(m.token), {
      promotionId: checkin.promotionId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, errorCode: E.REWARD_ALREADY_CLAIMED });
  });

  it('two claims racing for the same reward: one gets the points, never both', async () => {
    const m = await registerMember(app);
    const states = (await call('GET', LOYALTY_PATHS.rewards, as(m.token))).json().value.list;
    const { promotionId } = states.find((s: { cycle: string }) => s.cycle === 'DAILY');
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', LOYALTY_PATHS.rewardClaim, as(m.token), { promotionId }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await call('GET', LOYALTY_PATHS.points, as(m.token))).json().value.balance).toBe(50);
  });

  it('a reward with a requirement stays locked until it is met (a first deposit)', async () => {
    const m = await registerMember(app);
    const deposit = () =>
      call('GET', LOYALTY_PATHS.rewards, as(m.token)).then(
        (r) =>
          r.json().value.list.find((s: { points: number }) => s.points === 500) as {
            promotionId: number;
            status: string;
            requirement: unknown;
          },
      );
    const locked = await deposit();
    expect(locked).toMatchObject({
      status: 'LOCKED',
      requirement: { event: 'DEPOSIT', count: 1, progress: 0 },
    });
    const refused = await call('POST', LOYALTY_PATHS.rewardClaim, as(m.token), {
      promotionId: locked.promotionId,
    });
    expect(refused.json()).toMatchObject({ success: false, errorCode: E.REWARD_NOT_ELIGIBLE });

    await app.db.insert(memberTransactions).values({
      merchantCode: 'demo',
      memberId: m.id,
      kind: 'DEPOSIT',
      status: 'SUCCESS',
      amount: 500,
      reference: `D-T-${m.id}`,
    });
    expect(await deposit()).toMatchObject({ status: 'CLAIMABLE' });
    const claim = await call('POST', LOYALTY_PATHS.rewardClaim, as(m.token), {
      promotionId: locked.promotionId,
    });
    expect(claim.json().value).toMatchObject({ awarded: 500, balance: 500 });
  });

  it('bad input is a 400 in the contract envelope, an unknown reward a 404', async () => {
    const m = await registerMember(app);
    const bad = await call('POST', LOYALTY_PATHS.rewardClaim, as(m.token), { promotionId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    const unknown = await call('POST', LOYALTY_PATHS.rewardClaim, as(m.token), {
      promotionId: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: E.REWARD_NOT_FOUND });
  });
});

describe('point market: redeem for points within stock and per-member limits', () => {
  let merchant: string;
  let headers: Headers;
  const item = async (name: string, points: number, stock: number, limit: number | null) => {
    const [row] = await app.db
      .insert(contentMallItems)
      .values({
        merchantCode: merchant,
        name,
        description: name,
        imageUrl: '/x.svg',
        points,
        stock,
        category: 'Test',
        limitPerMember: limit,
      })
      .returning({ id: contentMallItems.id });
    return row!.id;
  };
  const member = async (points: number) => {
    const m = await registerMember(app, headers);
    await givePoints(m.id, merchant, points);
    return m;
  };
  const redeem = (token: string, itemId: number) =>
    call('POST', LOYALTY_PATHS.mallRedeem, as(token, headers), { itemId });
  const stockOf = async (id: number) =>
    (await app.db.select().from(contentMallItems).where(eq(contentMallItems.id, id)))[0]!.stock;

  beforeAll(async () => {
    const created = await createMerchant(app);
    merchant = created.code;
    // The host names the merchant (localhost is the demo merchant's own domain).
    headers = { host: created.domains[0]! };
  });

  it('redeeming takes the points and one from the stock; the item lists its limit', async () => {
    const id = await item('Voucher', 1000, 3, 2);
    const m = await member(2500);
    const res = await redeem(m.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ balance: 1500, item: { id, stock: 2, redeemed: 1 } });
    const mall = (await call('GET', '/wps/content/mall', headers)).json().value.items;
    expect(mall.find((i: { id: number }) => i.id === id)).toMatchObject({
      stock: 2,
      limitPerMember: 2,
    });
    expect(
      (await call('GET', LOYALTY_PATHS.mallMine, as(m.token, headers))).json().value.list,
    ).toEqual([{ itemId: id, redeemed: 1 }]);
    const history = (await call('GET', LOYALTY_PATHS.points, as(m.token, headers))).json().value
      .history;
    expect(history[0]).toMatchObject({ delta: -1000, kind: 'REDEEM', title: 'Voucher' });
  });

  it('refusals say why: not enough points, limit reached, out of stock; nothing is taken', async () => {
    const id = await item('Cap', 800, 2, 1);
    const poor = await member(799);
    const short = await redeem(poor.token, id);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ success: false, errorCode: E.POINTS_INSUFFICIENT });

    const rich = await member(5000);
    expect((await redeem(rich.token, id)).statusCode).toBe(200);
    const limit = await redeem(rich.token, id);
    expect(limit.json()).toMatchObject({ errorCode: E.MALL_LIMIT_REACHED });

    const other = await member(5000);
    expect((await redeem(other.token, id)).statusCode).toBe(200);
    const third = await member(5000);
    const gone = await redeem(third.token, id);
    expect(gone.json()).toMatchObject({ errorCode: E.MALL_OUT_OF_STOCK });
    expect(
      (await call('GET', LOYALTY_PATHS.points, as(third.token, headers))).json().value.balance,
    ).toBe(5000);
    expect(await stockOf(id)).toBe(0);
  });

  it('two members racing for the last one: exactly one gets it, the stock never goes below zero', async () => {
    const id = await item('Last phone', 100, 1, null);
    const racers = await Promise.all(Array.from({ length: 5 }, () => member(1000)));
    const results = await Promise.all(racers.map((m) => redeem(m.token, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().errorCode).toBe(E.MALL_OUT_OF_STOCK);
    expect(await stockOf(id)).toBe(0);
  });

  it('one member racing themself past the per-member limit gets only the limit', async () => {
    const id = await item('Limited', 100, 50, 2);
    const m = await member(10_000);
    const results = await Promise.all(Array.from({ length: 5 }, () => redeem(m.token, id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await stockOf(id)).toBe(48);
    expect(
      (await call('GET', LOYALTY_PATHS.points, as(m.token, headers))).json().value.balance,
    ).toBe(9_800);
  });

  it('an item of another merchant is not found', async () => {
    const id = await item('Mine', 1, 5, null);
    const m = await registerMember(app);
    const res = await call('POST', LOYALTY_PATHS.mallRedeem, as(m.token), { itemId: id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: E.MALL_ITEM_NOT_FOUND });
  });
});

describe('missions: progress from real events, claimed when complete', () => {
  type M = { id: number; key: string; progress: number; status: string };
  const missions = async (token: string) =>
    (await call('GET', LOYALTY_PATHS.missions, as(token))).json().value.list as M[];
  const byKey = (list: M[], key: string) => list.find((m) => m.key === key)!;

  it('a login completes the login mission; it is claimed once for its points', async () => {
    const m = await registerMember(app);
    // Registration with login opens a session: that is a login.
    const list = await missions(m.token);
    expect(byKey(list, 'DAILY_LOGIN')).toMatchObject({ progress: 1, status: 'COMPLETED' });
    const id = byKey(list, 'DAILY_LOGIN').id;
    const claim = await call('POST', LOYALTY_PATHS.missionClaim, as(m.token), { missionId: id });
    expect(claim.json().value).toMatchObject({
      awarded: 10,
      balance: 10,
      mission: { status: 'CLAIMED' },
    });
    const again = await call('POST', LOYALTY_PATHS.missionClaim, as(m.token), { missionId: id });
    expect(again.json()).toMatchObject({ errorCode: E.MISSION_ALREADY_CLAIMED });
    // Logging in again does not make it claimable twice in one day.
    const token = (await login(app, m.userName, m.password)).json().value.token as string;
    expect(byKey(await missions(token), 'DAILY_LOGIN').status).toBe('CLAIMED');
  });

  it('game launches move the games mission; it cannot be claimed before it is complete', async () => {
    const m = await registerMember(app);
    const games = () => missions(m.token).then((l) => byKey(l, 'DAILY_GAMES'));
    expect(await games()).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    const early = await call('POST', LOYALTY_PATHS.missionClaim, as(m.token), {
      missionId: (await games()).id,
    });
    expect(early.json()).toMatchObject({ errorCode: E.MISSION_NOT_COMPLETED });
    for (let i = 1; i <= 3; i++) {
      const launch = await call('POST', '/wps/game/launchGame', as(m.token), {
        gameCode: 'fortune-dragon',
        vendor: 'DEMO',
      });
      expect(launch.statusCode).toBe(200);
      expect((await games()).progress).toBe(i);
    }
    expect((await games()).status).toBe('COMPLETED');
    // A guest's trial does not count for anyone.
  });

  it('deposits count from the payment records, successful ones only', async () => {
    const m = await registerMember(app);
    const add = (status: 'SUCCESS' | 'FAILED', n: number) =>
      app.db.insert(memberTransactions).values({
        merchantCode: 'demo',
        memberId: m.id,
        kind: 'DEPOSIT',
        status,
        amount: 100,
        reference: `D-M-${m.id}-${n}`,
      });
    await add('SUCCESS', 1);
    await add('FAILED', 2);
    await add('SUCCESS', 3);
    const list = await missions(m.token);
    expect(byKey(list, 'WEEKLY_DEPOSITS')).toMatchObject({ progress: 2, status: 'IN_PROGRESS' });
    expect(byKey(list, 'DEPOSITS_30')).toMatchObject({ progress: 2 });
  });
});

describe('the wallet balance: the money the games play with', () => {
  it('answers the demo vendor wallet in the merchant’s currency, and a bet moves it', async () => {
    const m = await registerMember(app);
    const first = await call('GET', WALLET_BALANCE_PATH, as(m.token));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ balance: 10_000, currency: 'PHP' });
    expect((await call('GET', WALLET_BALANCE_PATH, {})).statusCode).toBe(401);
  });
});
