import { MEMBER_START_BALANCE } from '../../domain/demo-vendor';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  vendorDraws,
  vendorOrders,
  vendorSubOrders,
  vendorWallets,
  type SubOrderStatus,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  LOTTERY_GAMES,
  TRIAL_START_BALANCE,
  currentDrawIndex,
  dicePayout,
  drawResult,
  drawSlot,
  isOpen,
  lineError,
  lotteryGame,
  oddsFor,
  payoutFor,
  rollDice,
  slotPayout,
  slotWin,
  spinReels,
  type BetLine,
  type BetType,
  type DicePick,
  type LotteryGame,
} from './games';

/** Error codes of the demo vendor, answered in the contract envelope. */
export const VENDOR_ERRORS = {
  TICKET_INVALID: 'vendor.ticket.invalid',
  SESSION_REQUIRED: 'customer.not.login',
  INSUFFICIENT_BALANCE: 'vendor.balance.insufficient',
  DRAW_CLOSED: 'vendor.draw.closed',
  GAME_UNKNOWN: 'vendor.game.unknown',
  BET_INVALID: 'vendor.bet.invalid',
  SUB_ORDER_NOT_FOUND: 'vendor.suborder.not.found',
  SUB_ORDER_NOT_CANCELLABLE: 'vendor.suborder.not.cancellable',
} as const;

/** Draws kept visible in the lobby's result history. */
const HISTORY = 5;

const toMoney = (cents: number) => Math.round(cents) / 100;
const newNo = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

export const newTrialWalletId = () => `t:${randomBytes(16).toString('base64url')}`;

export interface WalletOwner {
  walletId: string;
  merchantCode: string;
  memberId: number | null;
}

export function createVendorService(db: Db, now: () => number) {
  /** Creates the wallet with its starting balance when it does not exist yet. */
  async function ensureWallet(owner: WalletOwner): Promise<void> {
    await db
      .insert(vendorWallets)
      .values({
        id: owner.walletId,
        merchantCode: owner.merchantCode,
        memberId: owner.memberId,
        balance: owner.memberId === null ? TRIAL_START_BALANCE : MEMBER_START_BALANCE,
      })
      .onConflictDoNothing();
  }

  async function balanceOf(walletId: string): Promise<number> {
    const [row] = await db
      .select({ balance: vendorWallets.balance })
      .from(vendorWallets)
      .where(eq(vendorWallets.id, walletId));
    return toMoney(row?.balance ?? 0);
  }

  /** Makes sure the open draw and the last few draws of a game exist (draws are made lazily). */
  // The draw index each game was last ensured for by this instance: one insert per draw period.
  const ensured = new Map<string, number>();
  async function ensureDraws(game: LotteryGame, at: number) {
    const index = currentDrawIndex(game, at);
    if (ensured.get(game.code) === index) return;
    const rows = [];
    for (let i = index - HISTORY; i <= index; i++) {
      const slot = drawSlot(game, i);
      rows.push({ gameCode: game.code, drawNo: slot.drawNo, closesAt: new Date(slot.closesAt) });
    }
    await db.insert(vendorDraws).values(rows).onConflictDoNothing();
    ensured.set(game.code, index);
  }

  /**
   * Settles every draw whose time has passed (lazily, on read): draws the result once (the update
   * that claims the draw wins; a concurrent instance gets no row), then pays the pending lines.
   */
  async function settleDue(at: number): Promise<void> {
    const due = await db
      .select({ id: vendorDraws.id, gameCode: vendorDraws.gameCode })
      .from(vendorDraws)
      .where(and(isNull(vendorDraws.settledAt), lte(vendorDraws.closesAt, new Date(at))))
      .orderBy(asc(vendorDraws.closesAt))
      .limit(200);
    for (const draw of due) {
      const game = lotteryGame(draw.gameCode);
      if (!game) continue;
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(vendorDraws)
          .set({ result: drawResult(game), settledAt: new Date(at) })
          .where(and(eq(vendorDraws.id, draw.id), isNull(vendorDraws.settledAt)))
          .returning({ result: vendorDraws.result });
        if (!claimed?.result) return;
        const lines = await tx
          .select({
            id: vendorSubOrders.id,
            betType: vendorSubOrders.betType,
            selection: vendorSubOrders.selection,
            stake: vendorSubOrders.stake,
            oddsX100: vendorSubOrders.oddsX100,
            walletId: vendorOrders.walletId,
          })
          .from(vendorSubOrders)
          .innerJoin(vendorOrders, eq(vendorOrders.id, vendorSubOrders.orderId))
          .where(and(eq(vendorSubOrders.drawId, draw.id), eq(vendorSubOrders.status, 'pending')));
        for (const line of lines) {
          const payout = payoutFor({ ...line, betType: line.betType as BetType }, claimed.result);
          const [updated] = await tx
            .update(vendorSubOrders)
            .set({ status: payout > 0 ? 'won' : 'lost', payout, settledAt: new Date(at) })
            .where(and(eq(vendorSubOrders.id, line.id), eq(vendorSubOrders.status, 'pending')))
            .returning({ id: vendorSubOrders.id });
          if (updated && payout > 0) {
            await tx
              .update(vendorWallets)
              .set({ balance: sql`${vendorWallets.balance} + ${payout}`, updatedAt: new Date(at) })
              .where(eq(vendorWallets.id, line.walletId));
          }
        }
      });
    }
  }

  /** The lobby: every lottery's open draw and recent results, and the wallet's balance. */
  async function lobby(walletId: string | null) {
    const at = now();
    for (const game of LOTTERY_GAMES) await ensureDraws(game, at);
    await settleDue(at);
    const games = [];
    for (const game of LOTTERY_GAMES) {
      const slot = drawSlot(game, currentDrawIndex(game, at));
      const results = await db
        .select({ drawNo: vendorDraws.drawNo, result: vendorDraws.result })
        .from(vendorDraws)
        .where(and(eq(vendorDraws.gameCode, game.code), lt(vendorDraws.closesAt, new Date(at + 1))))
        .orderBy(desc(vendorDraws.closesAt))
        .limit(HISTORY);
      games.push({
        code: game.code,
        name: game.name,
        nameCn: game.nameCn,
        periodMinutes: game.periodMinutes,
        lockSeconds: game.lockSeconds,
        drawNo: slot.drawNo,
        closesAt: slot.closesAt,
        results: results
          .filter((r) => r.result)
          .map((r) => ({ drawNo: r.drawNo, result: r.result! })),
      });
    }
    return { serverTime: at, balance: walletId ? await balanceOf(walletId) : null, games };
  }

  /** Places a bet slip on the open draw of a game: debits the stake, records the order and its lines. */
  async function placeBet(owner: WalletOwner, gameCode: string, lines: BetLine[], drawNo?: string) {
    const game = lotteryGame(gameCode);
    if (!game) throw new AppError(400, VENDOR_ERRORS.GAME_UNKNOWN, `Unknown game ${gameCode}`);
    for (const line of lines) {
      const error = lineError(game, line);
      if (error) throw new AppError(400, VENDOR_ERRORS.BET_INVALID, error);
    }
    const at = now();
    const slot = drawSlot(game, currentDrawIndex(game, at));
    if ((drawNo && drawNo !== slot.drawNo) || !isOpen(game, slot.closesAt, at))
      throw new AppError(409, VENDOR_ERRORS.DRAW_CLOSED, 'This draw is closed for betting');
    await ensureDraws(game, at);
    await ensureWallet(owner);
    const total = lines.reduce((a, l) => a + l.stake, 0);
    return db.transaction(async (tx) => {
      const [draw] = await tx
        .select({ id: vendorDraws.id })
        .from(vendorDraws)
        .where(and(eq(vendorDraws.gameCode, game.code), eq(vendorDraws.drawNo, slot.drawNo)));
      if (!draw)
        throw new AppError(409, VENDOR_ERRORS.DRAW_CLOSED, 'This draw is closed for betting');
      const [wallet] = await tx
        .update(vendorWallets)
        .set({ balance: sql`${vendorWallets.balance} - ${total}`, updatedAt: new Date(at) })
        .where(and(eq(vendorWallets.id, owner.walletId), sql`${vendorWallets.balance} >= ${total}`))
        .returning({ balance: vendorWallets.balance });
      if (!wallet)
        throw new AppError(409, VENDOR_ERRORS.INSUFFICIENT_BALANCE, 'Insufficient balance');
      const [order] = await tx
        .insert(vendorOrders)
        .values({
          orderNo: newNo('O'),
          merchantCode: owner.merchantCode,
          walletId: owner.walletId,
          memberId: owner.memberId,
          gameCode: game.code,
          drawId: draw.id,
          totalStake: total,
          createdAt: new Date(at),
        })
        .returning({ id: vendorOrders.id, orderNo: vendorOrders.orderNo });
      await tx.insert(vendorSubOrders).values(
        lines.map((l) => ({
          subOrderNo: newNo('S'),
          orderId: order!.id,
          drawId: draw.id,
          betType: l.betType,
          selection: l.selection,
          stake: l.stake,
          oddsX100: oddsFor(l.betType),
        })),
      );
      return {
        orderNo: order!.orderNo,
        drawNo: slot.drawNo,
        totalStake: toMoney(total),
        balance: toMoney(wallet.balance),
      };
    });
  }

  /** The wallet's orders, newest first, each with its lines (settles due draws first). */
  async function orders(
    walletId: string,
    options: { gameCode?: string | undefined; page: number; size: number },
  ) {
    await settleDue(now());
    const where = options.gameCode
      ? and(eq(vendorOrders.walletId, walletId), eq(vendorOrders.gameCode, options.gameCode))
      : eq(vendorOrders.walletId, walletId);
    const rows = await db
      .select({
        id: vendorOrders.id,
        orderNo: vendorOrders.orderNo,
        gameCode: vendorOrders.gameCode,
        totalStake: vendorOrders.totalStake,
        createdAt: vendorOrders.createdAt,
        drawNo: vendorDraws.drawNo,
        closesAt: vendorDraws.closesAt,
        result: vendorDraws.result,
      })
      .from(vendorOrders)
      .innerJoin(vendorDraws, eq(vendorDraws.id, vendorOrders.drawId))
      .where(where)
      .orderBy(desc(vendorOrders.id))
      .limit(options.size)
      .offset((options.page - 1) * options.size);
    const lines = rows.length
      ? await db
          .select()
          .from(vendorSubOrders)
          .where(
            inArray(
              vendorSubOrders.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(vendorSubOrders.id))
      : [];
    const at = now();
    return {
      page: options.page,
      size: options.size,
      balance: await balanceOf(walletId),
      orders: rows.map((r) => {
        const game = lotteryGame(r.gameCode);
        return {
          orderNo: r.orderNo,
          gameCode: r.gameCode,
          gameName: game?.name ?? r.gameCode,
          drawNo: r.drawNo,
          drawTime: r.closesAt.getTime(),
          result: r.result,
          createdAt: r.createdAt.getTime(),
          totalStake: toMoney(r.totalStake),
          subOrders: lines
            .filter((l) => l.orderId === r.id)
            .map((l) => ({
              subOrderNo: l.subOrderNo,
              betType: l.betType,
              selection: l.selection,
              stake: toMoney(l.stake),
              odds: l.oddsX100 / 100,
              status: l.status,
              payout: toMoney(l.payout),
              cancellable:
                l.status === 'pending' && !!game && isOpen(game, r.closesAt.getTime(), at),
            })),
        };
      }),
    };
  }

  /** Cancels a pending line of the wallet's own order while its draw is open, refunding the stake. */
  async function cancelSubOrder(walletId: string, subOrderNo: string) {
    await settleDue(now());
    const [line] = await db
      .select({
        id: vendorSubOrders.id,
        status: vendorSubOrders.status,
        stake: vendorSubOrders.stake,
        gameCode: vendorOrders.gameCode,
        closesAt: vendorDraws.closesAt,
      })
      .from(vendorSubOrders)
      .innerJoin(vendorOrders, eq(vendorOrders.id, vendorSubOrders.orderId))
      .innerJoin(vendorDraws, eq(vendorDraws.id, vendorSubOrders.drawId))
      .where(and(eq(vendorSubOrders.subOrderNo, subOrderNo), eq(vendorOrders.walletId, walletId)));
    // Another player's line is answered exactly like a missing one.
    if (!line) throw new AppError(404, VENDOR_ERRORS.SUB_ORDER_NOT_FOUND, 'No such sub-order');
    const game = lotteryGame(line.gameCode);
    const at = now();
    if (line.status !== 'pending' || !game || !isOpen(game, line.closesAt.getTime(), at))
      throw new AppError(
        409,
        VENDOR_ERRORS.SUB_ORDER_NOT_CANCELLABLE,
        'This sub-order can no longer be cancelled',
      );
    return db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(vendorSubOrders)
        .set({ status: 'cancelled' satisfies SubOrderStatus, settledAt: new Date(at) })
        .where(and(eq(vendorSubOrders.id, line.id), eq(vendorSubOrders.status, 'pending')))
        .returning({ stake: vendorSubOrders.stake });
      if (!cancelled)
        throw new AppError(
          409,
          VENDOR_ERRORS.SUB_ORDER_NOT_CANCELLABLE,
          'This sub-order can no longer be cancelled',
        );
      const [wallet] = await tx
        .update(vendorWallets)
        .set({
          balance: sql`${vendorWallets.balance} + ${cancelled.stake}`,
          updatedAt: new Date(at),
        })
        .where(eq(vendorWallets.id, walletId))
        .returning({ balance: vendorWallets.balance });
      return {
        subOrderNo,
        status: 'cancelled' as const,
        refund: toMoney(cancelled.stake),
        balance: toMoney(wallet?.balance ?? 0),
      };
    });
  }

  /** One round of Lucky Dice, settled at once. */
  async function playDice(owner: WalletOwner, pick: DicePick, stake: number) {
    await ensureWallet(owner);
    const dice = rollDice();
    const payout = dicePayout(pick, dice, stake);
    return db.transaction(async (tx) => {
      const [wallet] = await tx
        .update(vendorWallets)
        .set({
          balance: sql`${vendorWallets.balance} - ${stake} + ${payout}`,
          updatedAt: new Date(now()),
        })
        .where(and(eq(vendorWallets.id, owner.walletId), sql`${vendorWallets.balance} >= ${stake}`))
        .returning({ balance: vendorWallets.balance });
      if (!wallet)
        throw new AppError(409, VENDOR_ERRORS.INSUFFICIENT_BALANCE, 'Insufficient balance');
      return {
        dice,
        sum: dice[0] + dice[1],
        pick,
        stake: toMoney(stake),
        win: payout > 0,
        payout: toMoney(payout),
        balance: toMoney(wallet.balance),
      };
    });
  }

  /**
   * One spin of Fortune Slots, settled at once on the same wallet as the dice: the stake is debited
   * and the win credited in one update, which refuses when the balance cannot cover the stake.
   */
  async function playSlots(owner: WalletOwner, stake: number) {
    await ensureWallet(owner);
    const reels = spinReels();
    const { multiplier, line } = slotWin(reels);
    const payout = slotPayout(reels, stake);
    const [wallet] = await db
      .update(vendorWallets)
      .set({
        balance: sql`${vendorWallets.balance} - ${stake} + ${payout}`,
        updatedAt: new Date(now()),
      })
      .where(and(eq(vendorWallets.id, owner.walletId), sql`${vendorWallets.balance} >= ${stake}`))
      .returning({ balance: vendorWallets.balance });
    if (!wallet)
      throw new AppError(409, VENDOR_ERRORS.INSUFFICIENT_BALANCE, 'Insufficient balance');
    return {
      reels,
      line,
      multiplier,
      stake: toMoney(stake),
      win: payout > 0,
      payout: toMoney(payout),
      balance: toMoney(wallet.balance),
    };
  }

  return {
    ensureWallet,
    balanceOf,
    lobby,
    placeBet,
    orders,
    cancelSubOrder,
    playDice,
    playSlots,
    settleDue,
  };
}

export type VendorService = ReturnType<typeof createVendorService>;
