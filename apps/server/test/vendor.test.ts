import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { vendorDraws, vendorSubOrders } from '../src/db/schema';
import {
  drawResult,
  drawSlot,
  currentDrawIndex,
  lotteryGame,
  payoutFor,
  dicePayout,
  LOTTERY_GAMES,
  SLOT_STRIP,
  SLOT_SYMBOLS,
  slotPayout,
  slotWin,
  spinReels,
  type SlotReels,
} from '../src/modules/vendor/games';
import { buildTestApp } from './helpers';
import { RELAXED_LIMITS, post, registerMember } from './accounts';

/** The built-in demo game vendor: bets, settlement, §7 /lgw/orders and sub-order cancel. */

// A controllable clock, in the middle of a Lucky 5D draw (5-minute draws).
let clock = Date.UTC(2026, 10, 22, 12, 1, 0);
let app: App;
let player: string;
let agent: string;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => clock });
  // Fresh members: files sharing one PostgreSQL database never touch each other's balances.
  player = (await registerMember(app)).token;
  agent = (await registerMember(app)).token;
});
afterAll(async () => {
  await app.close();
});

const auth = (token: string) => ({ authorization: token });
const bet = (token: string, body: unknown) => post(app, '/vendor/demo/api/bets', body, auth(token));
const orders = (token: string | null, query = '') =>
  app.inject({ url: `/lgw/orders${query}`, headers: token ? auth(token) : {} });
const cancel = (token: string, subOrderNo: unknown) =>
  post(app, '/lgw/orders/suborders/cancel', { subOrderNo }, auth(token));
const balanceOf = async (token: string) => (await orders(token)).json().value.balance as number;

describe('demo vendor rules', () => {
  it('numbers draws per UTC day (Lucky 5D: 288 a day)', () => {
    const game = lotteryGame('L5D')!;
    const index = currentDrawIndex(game, Date.UTC(2026, 10, 22, 0, 0, 30));
    expect(drawSlot(game, index)).toEqual({
      drawNo: '20261122-001',
      closesAt: Date.UTC(2026, 10, 22, 0, 5),
    });
    expect(drawSlot(game, index - 1).drawNo).toBe('20261121-288');
  });
  it('draws five digits for Lucky 5D and six different balls 1-45 for Lotto 6/45', () => {
    for (let i = 0; i < 50; i++) {
      const digits = drawResult(lotteryGame('L5D')!);
      expect(digits).toHaveLength(5);
      expect(digits.every((d) => d >= 0 && d <= 9)).toBe(true);
      const balls = drawResult(lotteryGame('L645')!);
      expect(new Set(balls).size).toBe(6);
      expect(balls.every((b) => b >= 1 && b <= 45)).toBe(true);
    }
  });
  it('pays by the bet: digit 9.8x, big on a sum of 23+, pick-6 by matches', () => {
    expect(
      payoutFor(
        { betType: 'digit', selection: [2, 7], stake: 1000, oddsX100: 980 },
        [0, 7, 0, 0, 0],
      ),
    ).toBe(9800);
    expect(
      payoutFor(
        { betType: 'digit', selection: [1, 7], stake: 1000, oddsX100: 980 },
        [0, 7, 0, 0, 0],
      ),
    ).toBe(0);
    expect(
      payoutFor({ betType: 'big', selection: [], stake: 1000, oddsX100: 196 }, [9, 9, 5, 0, 0]),
    ).toBe(1960);
    expect(
      payoutFor({ betType: 'small', selection: [], stake: 1000, oddsX100: 196 }, [9, 9, 5, 0, 0]),
    ).toBe(0);
    expect(
      payoutFor(
        { betType: 'pick6', selection: [1, 2, 3, 4, 5, 6], stake: 100, oddsX100: 0 },
        [1, 2, 3, 40, 41, 42],
      ),
    ).toBe(1000);
    expect(dicePayout('seven', [3, 4], 1000)).toBe(5000);
    expect(dicePayout('big', [3, 4], 1000)).toBe(0);
  });
});

describe('bets change the balance', () => {
  it('debits the stake and lists the order with its lines (§7 /lgw/orders)', async () => {
    const before = await balanceOf(player);
    const res = await bet(player, {
      gameCode: 'L5D',
      lines: [
        { betType: 'big', stake: 10 },
        { betType: 'digit', selection: [1, 5], stake: 2.5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const placed = res.json().value;
    expect(placed).toMatchObject({
      drawNo: '20261122-145',
      totalStake: 12.5,
      balance: before - 12.5,
    });
    expect(await balanceOf(player)).toBe(before - 12.5);

    const list = await orders(player, '?gameCode=L5D&size=5');
    expect(list.headers['cache-control']).toBe('private, no-cache');
    const order = list.json().value.orders[0];
    expect(order).toMatchObject({
      orderNo: placed.orderNo,
      gameName: 'Lucky 5D',
      drawNo: '20261122-145',
      totalStake: 12.5,
      result: null,
    });
    expect(order.subOrders).toEqual([
      expect.objectContaining({
        betType: 'big',
        selection: [],
        stake: 10,
        odds: 1.96,
        status: 'pending',
        cancellable: true,
      }),
      expect.objectContaining({
        betType: 'digit',
        selection: [1, 5],
        stake: 2.5,
        odds: 9.8,
        status: 'pending',
      }),
    ]);
  });

  it('refuses a stake above the balance and leaves the balance alone', async () => {
    const { token } = await registerMember(app);
    const before = await balanceOf(token);
    const lines = Array.from({ length: 20 }, () => ({
      betType: 'pick6',
      selection: [1, 2, 3, 4, 5, 6],
      stake: 5000,
    }));
    const res = await bet(token, { gameCode: 'L645', lines });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'vendor.balance.insufficient' });
    expect(await balanceOf(token)).toBe(before);
  });

  it.each([
    [{ gameCode: 'L5D', lines: [] }, 'validation.failed'],
    [{ gameCode: 'L5D', lines: [{ betType: 'big', stake: -1 }] }, 'validation.failed'],
    [{ gameCode: 'L5D', lines: [{ betType: 'big', stake: 0.5 }] }, 'vendor.bet.invalid'],
    [
      { gameCode: 'L5D', lines: [{ betType: 'digit', selection: [6, 1], stake: 5 }] },
      'vendor.bet.invalid',
    ],
    [
      { gameCode: 'L5D', lines: [{ betType: 'pick6', selection: [1, 2, 3, 4, 5, 6], stake: 5 }] },
      'vendor.bet.invalid',
    ],
    [
      { gameCode: 'L645', lines: [{ betType: 'pick6', selection: [1, 1, 3, 4, 5, 6], stake: 5 }] },
      'vendor.bet.invalid',
    ],
    [{ gameCode: 'XXX', lines: [{ betType: 'big', stake: 5 }] }, 'vendor.game.unknown'],
    [
      { gameCode: 'L5D', drawNo: '20200101-001', lines: [{ betType: 'big', stake: 5 }] },
      'vendor.draw.closed',
    ],
    ['not json at all (a cross-site form cannot bet)', 'unsupported.media.type'],
  ])('answers bad input %j with success:false %s (never 5xx)', async (body, errorCode) => {
    const res = await bet(player, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, errorCode });
  });

  it('needs a player: no vendor session and no app token is customer.not.login', async () => {
    const res = await orders(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    expect(
      (
        await post(app, '/vendor/demo/api/bets', {
          gameCode: 'L5D',
          lines: [{ betType: 'big', stake: 5 }],
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('cancel and settlement', () => {
  it('cancels a pending line and refunds it; a second cancel is refused', async () => {
    const placed = (
      await bet(player, { gameCode: 'L5D', lines: [{ betType: 'odd', stake: 7 }] })
    ).json().value;
    const sub = (await orders(player))
      .json()
      .value.orders.find((o: { orderNo: string }) => o.orderNo === placed.orderNo).subOrders[0];
    const res = await cancel(player, sub.subOrderNo);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      subOrderNo: sub.subOrderNo,
      status: 'cancelled',
      refund: 7,
      balance: placed.balance + 7,
    });
    expect(await balanceOf(player)).toBe(placed.balance + 7);
    const again = await cancel(player, sub.subOrderNo);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('vendor.suborder.not.cancellable');
  });

  it('isolates members: another member neither sees nor cancels the line', async () => {
    const placed = (
      await bet(player, { gameCode: 'L5D', lines: [{ betType: 'even', stake: 3 }] })
    ).json().value;
    const sub = (await orders(player))
      .json()
      .value.orders.find((o: { orderNo: string }) => o.orderNo === placed.orderNo).subOrders[0];
    const theirs = (await orders(agent)).json().value.orders;
    expect(theirs.some((o: { orderNo: string }) => o.orderNo === placed.orderNo)).toBe(false);
    const res = await cancel(agent, sub.subOrderNo);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'vendor.suborder.not.found' });
    expect((await cancel(agent, 'S-does-not-exist')).statusCode).toBe(404);
    expect((await cancel(agent, '')).json().errorCode).toBe('validation.failed');
  });

  it('settles the draw lazily once its time has passed, pays the winners, and then refuses cancels', async () => {
    const start = clock;
    const before = await balanceOf(agent);
    const placed = (
      await bet(agent, {
        gameCode: 'L5D',
        lines: [
          { betType: 'big', stake: 10 },
          { betType: 'small', stake: 10 },
        ],
      })
    ).json().value;
    expect(placed.balance).toBe(before - 20);
    try {
      clock += 5 * 60_000; // past the draw time
      const order = (await orders(agent))
        .json()
        .value.orders.find((o: { orderNo: string }) => o.orderNo === placed.orderNo);
      expect(order.result).toHaveLength(5);
      const sum = order.result.reduce((a: number, b: number) => a + b, 0);
      // Exactly one of big/small wins 1.96x.
      const statuses = order.subOrders.map((s: { status: string }) => s.status);
      expect(statuses).toEqual(sum >= 23 ? ['won', 'lost'] : ['lost', 'won']);
      expect(order.subOrders.map((s: { payout: number }) => s.payout).sort()).toEqual([0, 19.6]);
      expect(order.subOrders.every((s: { cancellable: boolean }) => !s.cancellable)).toBe(true);
      expect(await balanceOf(agent)).toBe(before - 20 + 19.6);
      const res = await cancel(agent, order.subOrders[0].subOrderNo);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('vendor.suborder.not.cancellable');
      // Settled once: the draw keeps its result on later reads.
      const [draw] = await app.db
        .select({ result: vendorDraws.result })
        .from(vendorDraws)
        .where(and(eq(vendorDraws.gameCode, 'L5D'), eq(vendorDraws.drawNo, placed.drawNo)));
      expect(draw!.result).toEqual(order.result);
      const left = await app.db
        .select()
        .from(vendorSubOrders)
        .where(eq(vendorSubOrders.status, 'pending'));
      expect(
        left.filter((p) =>
          order.subOrders.some((s: { subOrderNo: string }) => s.subOrderNo === p.subOrderNo),
        ),
      ).toEqual([]);
    } finally {
      clock = start + 10 * 60_000;
    }
  });

  it('refuses bets and cancels in the last seconds before the draw', async () => {
    const game = lotteryGame('L5D')!;
    const slot = drawSlot(game, currentDrawIndex(game, clock));
    const placed = (
      await bet(player, { gameCode: 'L5D', lines: [{ betType: 'big', stake: 1 }] })
    ).json().value;
    const saved = clock;
    clock = slot.closesAt - 2_000;
    try {
      const late = await bet(player, { gameCode: 'L5D', lines: [{ betType: 'big', stake: 1 }] });
      expect(late.json().errorCode).toBe('vendor.draw.closed');
      const sub = (await orders(player))
        .json()
        .value.orders.find((o: { orderNo: string }) => o.orderNo === placed.orderNo).subOrders[0];
      expect(sub.cancellable).toBe(false);
      expect((await cancel(player, sub.subOrderNo)).json().errorCode).toBe(
        'vendor.suborder.not.cancellable',
      );
    } finally {
      clock = saved;
    }
  });
});

describe('Lucky Dice and the lobby', () => {
  it('plays a round: the balance changes by the payout minus the stake', async () => {
    const before = await balanceOf(player);
    const res = await post(
      app,
      '/vendor/demo/api/dice',
      { pick: 'seven', stake: 10 },
      auth(player),
    );
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.dice).toHaveLength(2);
    expect(v.win).toBe(v.sum === 7);
    expect(v.payout).toBe(v.win ? 50 : 0);
    expect(v.balance).toBe(before - 10 + v.payout);
    expect(
      (await post(app, '/vendor/demo/api/dice', { pick: 'nine', stake: 10 }, auth(player))).json()
        .errorCode,
    ).toBe('validation.failed');
  });

  it('lists every lottery with its open draw, countdown target and recent results', async () => {
    const res = await app.inject({ url: '/vendor/demo/api/lobby', headers: auth(player) });
    const v = res.json().value;
    expect(v.games.map((g: { code: string }) => g.code)).toEqual(LOTTERY_GAMES.map((g) => g.code));
    for (const g of v.games) {
      expect(g.closesAt).toBeGreaterThan(v.serverTime);
      expect(g.results.length).toBeGreaterThan(0);
    }
    expect(typeof v.balance).toBe('number');
  });

  it('serves the §7 mini-game scripts v1 and s1 with their global API', async () => {
    for (const variant of ['v1', 's1']) {
      const res = await app.inject({ url: `/mini-game/${variant}/minigame.js` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.body).toContain('window.MCMiniGame');
    }
  });

  it('answers the vendor pages without a session with an expired page, not a game', async () => {
    const res = await app.inject({ url: '/vendor/demo/lottery' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Session expired');
  });
});

describe('Fortune Slots (a real slot engine)', () => {
  it('pays three of a kind by the table, two dragons 5x, two cherries 2x, anything else nothing', () => {
    expect(slotWin(['dragon', 'dragon', 'dragon'])).toEqual({
      multiplier: 500,
      line: 'three-dragon',
    });
    expect(slotWin(['lemon', 'lemon', 'lemon'])).toEqual({ multiplier: 5, line: 'three-lemon' });
    expect(slotWin(['dragon', 'bar', 'dragon'])).toEqual({ multiplier: 5, line: 'two-dragon' });
    expect(slotWin(['cherry', 'cherry', 'seven'])).toEqual({ multiplier: 2, line: 'two-cherry' });
    expect(slotWin(['seven', 'seven', 'bar'])).toEqual({ multiplier: 0, line: null });
    expect(slotPayout(['bell', 'bell', 'bell'], 1000)).toBe(20_000);
  });

  it('returns about 94 % to the player over every one of the 8,000 reel stops', () => {
    let paid = 0;
    for (const a of SLOT_STRIP)
      for (const b of SLOT_STRIP) for (const c of SLOT_STRIP) paid += slotWin([a, b, c]).multiplier;
    const rtp = paid / SLOT_STRIP.length ** 3;
    expect(SLOT_STRIP).toHaveLength(20);
    expect(rtp).toBeGreaterThan(0.92);
    expect(rtp).toBeLessThan(0.96);
  });

  it('spins each reel on its own with the given random source', () => {
    const stops = [0, 19, 7];
    const reels = spinReels(() => stops.shift()!);
    expect(reels).toEqual([SLOT_STRIP[0], SLOT_STRIP[19], SLOT_STRIP[7]] as SlotReels);
    for (let i = 0; i < 50; i++)
      expect(spinReels().every((s) => (SLOT_SYMBOLS as readonly string[]).includes(s))).toBe(true);
  });

  it('plays a spin on the same wallet as the dice and the lottery: the balance changes by the payout minus the stake', async () => {
    const before = await balanceOf(player);
    const res = await post(app, '/vendor/demo/api/slots', { stake: 10 }, auth(player));
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.reels).toHaveLength(3);
    expect(v.payout).toBe(10 * slotWin(v.reels as SlotReels).multiplier);
    expect(v.win).toBe(v.payout > 0);
    expect(v.balance).toBeCloseTo(before - 10 + v.payout, 2);
    expect(await balanceOf(player)).toBeCloseTo(v.balance, 2);
  });

  it('refuses a stake out of bounds, a stake above the balance (a 2,000 trial), and a caller without a session', async () => {
    for (const stake of [0.5, 5000.01, -1]) {
      const res = await post(app, '/vendor/demo/api/slots', { stake }, auth(player));
      expect(res.statusCode).toBe(400);
    }
    // A guest trial holds 2,000: the largest stake is more than that.
    const launched = await post(app, '/vendor/demo/api/launch', { gameCode: 'SLOT', trial: true });
    const url = new URL(launched.json().value.gameUrl as string);
    const opened = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(opened.headers.location).toBe('/vendor/demo/slots');
    const cookie = `mc_vdemo=${opened.cookies.find((c) => c.name === 'mc_vdemo')!.value}`;
    const broke = await post(app, '/vendor/demo/api/slots', { stake: 5000 }, { cookie });
    expect(broke.statusCode).toBe(409);
    expect(broke.json().errorCode).toBe('vendor.balance.insufficient');
    expect(
      (await app.inject({ url: '/lgw/orders', headers: { cookie } })).json().value.balance,
    ).toBe(2000);
    const nobody = await post(app, '/vendor/demo/api/slots', { stake: 10 });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().errorCode).toBe('customer.not.login');
  });
});
