// Tables of the built-in demo game vendor (its wallets, bets and draws). Re-exported from schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './schema-core';

/**
 * The demo vendor's play balance, in cents. One wallet per member (`m:<merchant>:<memberId>`) and
 * one per guest trial session (`t:<random>`, member_id null: never tied to a member).
 */
export const vendorWallets = pgTable(
  'vendor_wallets',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_wallets_member_idx').on(t.memberId)],
);

/** Lottery draws, made lazily when read; the result is drawn once the draw time has passed. */
export const vendorDraws = pgTable(
  'vendor_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameCode: text('game_code').notNull(),
    drawNo: text('draw_no').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    result: jsonb('result').$type<number[]>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_draws_game_no_uq').on(t.gameCode, t.drawNo),
    index('vendor_draws_unsettled_idx')
      .on(t.closesAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/** A bet slip (order) on one draw; its lines are the sub-orders. */
export const vendorOrders = pgTable(
  'vendor_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    merchantCode: text('merchant_code').notNull(),
    walletId: text('wallet_id')
      .notNull()
      .references(() => vendorWallets.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }),
    gameCode: text('game_code').notNull(),
    /** The catalogue's name of the game played (several catalogue games share one engine). */
    gameName: text('game_name'),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => vendorDraws.id, { onDelete: 'cascade' }),
    totalStake: bigint('total_stake', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_orders_order_no_uq').on(t.orderNo),
    index('vendor_orders_wallet_idx').on(t.walletId, t.id),
  ],
);

export type SubOrderStatus = 'pending' | 'won' | 'lost' | 'cancelled';

export const vendorSubOrders = pgTable(
  'vendor_sub_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subOrderNo: text('sub_order_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => vendorOrders.id, { onDelete: 'cascade' }),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection').$type<number[]>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Pay-out multiplier times 100 (9.8x is 980); Lotto 6/45 pays by matches instead (0). */
    oddsX100: integer('odds_x100').notNull(),
    status: text('status').$type<SubOrderStatus>().notNull().default('pending'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_sub_orders_no_uq').on(t.subOrderNo),
    index('vendor_sub_orders_order_idx').on(t.orderId),
    index('vendor_sub_orders_pending_idx')
      .on(t.drawId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
