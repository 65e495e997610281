import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  vendorDraws,
  vendorOrders,
  vendorSubOrders,
  vendorWallets,
  type SubOrderStatus,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A pending line of a settling draw, with the wallet its win is paid to. */
export interface PendingLine {
  id: number;
  betType: string;
  selection: number[];
  stake: number;
  oddsX100: number;
  walletId: string;
}

/** What a new order records; its lines follow with their own numbers. */
export interface NewOrder {
  orderNo: string;
  merchantCode: string;
  walletId: string;
  memberId: number | null;
  gameCode: string;
  /** The catalogue's name of the game the player launched, when the launch gave one. */
  gameName: string | null;
  drawId: number;
  totalStake: number;
  createdAt: Date;
}

export interface NewSubOrder {
  subOrderNo: string;
  betType: string;
  selection: number[];
  stake: number;
  oddsX100: number;
}

/**
 * The demo vendor's SQL: wallets (balances in cents), lottery draws, orders and their lines. Every
 * balance change is one conditional update, so a debit the balance cannot cover changes nothing.
 */
export function createVendorRepository(db: Db) {
  /** Moves the balance by `delta` cents; with `cover`, only when the balance is at least `cover`. */
  async function moveBalance(
    q: Db | Tx,
    walletId: string,
    delta: number,
    at: Date,
    cover?: number,
  ): Promise<number | null> {
    const where =
      cover === undefined
        ? eq(vendorWallets.id, walletId)
        : and(eq(vendorWallets.id, walletId), sql`${vendorWallets.balance} >= ${cover}`);
    const [wallet] = await q
      .update(vendorWallets)
      .set({ balance: sql`${vendorWallets.balance} + ${delta}`, updatedAt: at })
      .where(where)
      .returning({ balance: vendorWallets.balance });
    return wallet?.balance ?? null;
  }

  return {
    async createWallet(owner: {
      walletId: string;
      merchantCode: string;
      memberId: number | null;
      balance: number;
    }) {
      await db
        .insert(vendorWallets)
        .values({
          id: owner.walletId,
          merchantCode: owner.merchantCode,
          memberId: owner.memberId,
          balance: owner.balance,
        })
        .onConflictDoNothing();
    },

    async balance(walletId: string): Promise<number | null> {
      const [row] = await db
        .select({ balance: vendorWallets.balance })
        .from(vendorWallets)
        .where(eq(vendorWallets.id, walletId));
      return row?.balance ?? null;
    },

    /** Debits `stake` and credits `payout` at once; null when the balance cannot cover the stake. */
    settleInstantRound(walletId: string, stake: number, payout: number, at: Date) {
      return moveBalance(db, walletId, payout - stake, at, stake);
    },

    async createDraws(rows: { gameCode: string; drawNo: string; closesAt: Date }[]) {
      await db.insert(vendorDraws).values(rows).onConflictDoNothing();
    },

    dueDraws(at: Date, limit: number) {
      return db
        .select({ id: vendorDraws.id, gameCode: vendorDraws.gameCode })
        .from(vendorDraws)
        .where(and(isNull(vendorDraws.settledAt), lte(vendorDraws.closesAt, at)))
        .orderBy(asc(vendorDraws.closesAt))
        .limit(limit);
    },

    /**
     * Settles one draw in a transaction: the update that writes its result claims it (a concurrent
     * instance gets no row and does nothing), then each pending line is paid as `payout` says.
     */
    async settleDraw(
      drawId: number,
      result: number[],
      at: Date,
      payout: (line: PendingLine, result: number[]) => number,
    ) {
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(vendorDraws)
          .set({ result, settledAt: at })
          .where(and(eq(vendorDraws.id, drawId), isNull(vendorDraws.settledAt)))
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
          .where(and(eq(vendorSubOrders.drawId, drawId), eq(vendorSubOrders.status, 'pending')));
        for (const line of lines) {
          const won = payout(line, claimed.result);
          const [updated] = await tx
            .update(vendorSubOrders)
            .set({ status: won > 0 ? 'won' : 'lost', payout: won, settledAt: at })
            .where(and(eq(vendorSubOrders.id, line.id), eq(vendorSubOrders.status, 'pending')))
            .returning({ id: vendorSubOrders.id });
          if (updated && won > 0) await moveBalance(tx, line.walletId, won, at);
        }
      });
    },

    /** The last `limit` draws of a game closed before `before`, newest first. */
    recentDraws(gameCode: string, before: Date, limit: number) {
      return db
        .select({ drawNo: vendorDraws.drawNo, result: vendorDraws.result })
        .from(vendorDraws)
        .where(and(eq(vendorDraws.gameCode, gameCode), lt(vendorDraws.closesAt, before)))
        .orderBy(desc(vendorDraws.closesAt))
        .limit(limit);
    },

    /**
     * Records an order on a draw in one transaction: finds the draw, debits the total, writes the
     * order and its lines. 'draw-closed' when the draw does not exist, 'insufficient' when the
     * balance cannot cover the total.
     */
    placeOrder(
      draw: { gameCode: string; drawNo: string },
      order: Omit<NewOrder, 'drawId'>,
      lines: NewSubOrder[],
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: vendorDraws.id })
          .from(vendorDraws)
          .where(and(eq(vendorDraws.gameCode, draw.gameCode), eq(vendorDraws.drawNo, draw.drawNo)));
        if (!row) return 'draw-closed' as const;
        const balance = await moveBalance(
          tx,
          order.walletId,
          -order.totalStake,
          order.createdAt,
          order.totalStake,
        );
        if (balance === null) return 'insufficient' as const;
        const [created] = await tx
          .insert(vendorOrders)
          .values({ ...order, drawId: row.id })
          .returning({ id: vendorOrders.id, orderNo: vendorOrders.orderNo });
        await tx
          .insert(vendorSubOrders)
          .values(lines.map((l) => ({ ...l, orderId: created!.id, drawId: row.id })));
        return { orderNo: created!.orderNo, balance };
      });
    },

    /** A page of the wallet's orders with their draws, newest first. */
    orders(walletId: string, gameCode: string | undefined, limit: number, offset: number) {
      const where = gameCode
        ? and(eq(vendorOrders.walletId, walletId), eq(vendorOrders.gameCode, gameCode))
        : eq(vendorOrders.walletId, walletId);
      return db
        .select({
          id: vendorOrders.id,
          orderNo: vendorOrders.orderNo,
          gameCode: vendorOrders.gameCode,
          gameName: vendorOrders.gameName,
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
        .limit(limit)
        .offset(offset);
    },

    async subOrdersOf(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(vendorSubOrders)
        .where(inArray(vendorSubOrders.orderId, orderIds))
        .orderBy(asc(vendorSubOrders.id));
    },

    /** A line of the wallet's own orders by its number, with its game and draw time. */
    async subOrderOf(walletId: string, subOrderNo: string) {
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
        .where(
          and(eq(vendorSubOrders.subOrderNo, subOrderNo), eq(vendorOrders.walletId, walletId)),
        );
      return line ?? null;
    },

    /**
     * Cancels a still pending line and refunds its stake in one transaction; null when the line was
     * settled or cancelled in the meantime.
     */
    cancelSubOrder(walletId: string, subOrderId: number, at: Date) {
      return db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(vendorSubOrders)
          .set({ status: 'cancelled' satisfies SubOrderStatus, settledAt: at })
          .where(and(eq(vendorSubOrders.id, subOrderId), eq(vendorSubOrders.status, 'pending')))
          .returning({ stake: vendorSubOrders.stake });
        if (!cancelled) return null;
        const balance = await moveBalance(tx, walletId, cancelled.stake, at);
        return { refund: cancelled.stake, balance: balance ?? 0 };
      });
    },
  };
}

export type VendorRepository = ReturnType<typeof createVendorRepository>;
