import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { MEMBER_START_BALANCE } from '../../domain/demo-vendor';
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
import { createVendorRepository } from './repository';

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

/**
 * The demo vendor's rules: wallets with a starting balance, lottery draws made and settled lazily
 * when read, bets on the open draw, cancellations while the draw is open, and the instant games.
 */
export function createVendorService(db: Db, now: () => number) {
  const repo = createVendorRepository(db);
  const insufficient = () =>
    new AppError(409, VENDOR_ERRORS.INSUFFICIENT_BALANCE, 'Insufficient balance');
  const drawClosed = () =>
    new AppError(409, VENDOR_ERRORS.DRAW_CLOSED, 'This draw is closed for betting');
  const notCancellable = () =>
    new AppError(
      409,
      VENDOR_ERRORS.SUB_ORDER_NOT_CANCELLABLE,
      'This sub-order can no longer be cancelled',
    );

  /** Creates the wallet with its starting balance when it does not exist yet. */
  async function ensureWallet(owner: WalletOwner): Promise<void> {
    await repo.createWallet({
      ...owner,
      balance: owner.memberId === null ? TRIAL_START_BALANCE : MEMBER_START_BALANCE,
    });
  }

  async function balanceOf(walletId: string): Promise<number> {
    return toMoney((await repo.balance(walletId)) ?? 0);
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
    await repo.createDraws(rows);
    ensured.set(game.code, index);
  }

  /**
   * Settles every draw whose time has passed (lazily, on read): draws the result once (the update
   * that claims the draw wins; a concurrent instance gets no row), then pays the pending lines.
   */
  async function settleDue(at: number): Promise<void> {
    for (const draw of await repo.dueDraws(new Date(at), 200)) {
      const game = lotteryGame(draw.gameCode);
      if (!game) continue;
      await repo.settleDraw(draw.id, drawResult(game), new Date(at), (line, result) =>
        payoutFor({ ...line, betType: line.betType as BetType }, result),
      );
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
      const results = await repo.recentDraws(game.code, new Date(at + 1), HISTORY);
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
  /** `gameName`: the catalogue's name of the game the player launched, kept with the order. */
  async function placeBet(
    owner: WalletOwner,
    gameCode: string,
    lines: BetLine[],
    drawNo?: string,
    gameName?: string,
  ) {
    const game = lotteryGame(gameCode);
    if (!game) throw new AppError(400, VENDOR_ERRORS.GAME_UNKNOWN, `Unknown game ${gameCode}`);
    for (const line of lines) {
      const error = lineError(game, line);
      if (error) throw new AppError(400, VENDOR_ERRORS.BET_INVALID, error);
    }
    const at = now();
    const slot = drawSlot(game, currentDrawIndex(game, at));
    if ((drawNo && drawNo !== slot.drawNo) || !isOpen(game, slot.closesAt, at)) throw drawClosed();
    await ensureDraws(game, at);
    await ensureWallet(owner);
    const total = lines.reduce((a, l) => a + l.stake, 0);
    const placed = await repo.placeOrder(
      { gameCode: game.code, drawNo: slot.drawNo },
      {
        orderNo: newNo('O'),
        merchantCode: owner.merchantCode,
        walletId: owner.walletId,
        memberId: owner.memberId,
        gameCode: game.code,
        gameName: gameName ?? null,
        totalStake: total,
        createdAt: new Date(at),
      },
      lines.map((l) => ({
        subOrderNo: newNo('S'),
        betType: l.betType,
        selection: l.selection,
        stake: l.stake,
        oddsX100: oddsFor(l.betType),
      })),
    );
    if (placed === 'draw-closed') throw drawClosed();
    if (placed === 'insufficient') throw insufficient();
    return {
      orderNo: placed.orderNo,
      drawNo: slot.drawNo,
      totalStake: toMoney(total),
      balance: toMoney(placed.balance),
    };
  }

  /** The wallet's orders, newest first, each with its lines (settles due draws first). */
  async function orders(
    walletId: string,
    options: { gameCode?: string | undefined; page: number; size: number },
  ) {
    await settleDue(now());
    const rows = await repo.orders(
      walletId,
      options.gameCode,
      options.size,
      (options.page - 1) * options.size,
    );
    const lines = await repo.subOrdersOf(rows.map((r) => r.id));
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
          gameName: r.gameName ?? game?.name ?? r.gameCode,
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
    const line = await repo.subOrderOf(walletId, subOrderNo);
    // Another player's line is answered exactly like a missing one.
    if (!line) throw new AppError(404, VENDOR_ERRORS.SUB_ORDER_NOT_FOUND, 'No such sub-order');
    const game = lotteryGame(line.gameCode);
    const at = now();
    if (line.status !== 'pending' || !game || !isOpen(game, line.closesAt.getTime(), at))
      throw notCancellable();
    const cancelled = await repo.cancelSubOrder(walletId, line.id, new Date(at));
    if (!cancelled) throw notCancellable();
    return {
      subOrderNo,
      status: 'cancelled' as const,
      refund: toMoney(cancelled.refund),
      balance: toMoney(cancelled.balance),
    };
  }

  /** One round of Lucky Dice, settled at once. */
  async function playDice(owner: WalletOwner, pick: DicePick, stake: number) {
    await ensureWallet(owner);
    const dice = rollDice();
    const payout = dicePayout(pick, dice, stake);
    const balance = await repo.settleInstantRound(owner.walletId, stake, payout, new Date(now()));
    if (balance === null) throw insufficient();
    return {
      dice,
      sum: dice[0] + dice[1],
      pick,
      stake: toMoney(stake),
      win: payout > 0,
      payout: toMoney(payout),
      balance: toMoney(balance),
    };
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
    const balance = await repo.settleInstantRound(owner.walletId, stake, payout, new Date(now()));
    if (balance === null) throw insufficient();
    return {
      reels,
      line,
      multiplier,
      stake: toMoney(stake),
      win: payout > 0,
      payout: toMoney(payout),
      balance: toMoney(balance),
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
