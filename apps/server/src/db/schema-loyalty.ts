// Points, reward claims, point-market redemptions and missions (rules in the contract's
// rules/loyalty.ts). Re-exported from schema.ts; migration drizzle/0011_loyalty.sql.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ClaimCycle, MissionEvent, PointEntryKind } from '@member-app/contract/rules/loyalty';
import { createdAt, memberId, merchantCode, sortOrder } from './schema-columns';
import { contentMallItems, contentPromotions } from './schema-content';

/** A member's points; never below zero (spending is a conditional update). */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: memberId().primaryKey(),
    merchantCode: merchantCode(),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('member_points_balance_check', sql`${t.balance} >= 0`)],
);

/** Every change of a member's points: the history the reward center shows. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    delta: integer('delta').notNull(),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('point_ledger_member_idx').on(t.memberId, t.id)],
);

/** One claim of a reward-center promotion per member and cycle (the unique key refuses a second). */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => contentPromotions.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reward_claims_member_period_uq').on(t.memberId, t.promotionId, t.period)],
);

/** Point-market redemptions (what a member's per-item limit counts). */
export const mallRedemptions = pgTable(
  'mall_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentMallItems.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mall_redemptions_member_item_idx').on(t.memberId, t.itemId)],
);

/** A merchant's missions: count an event up to a target within a cycle, then claim the points. */
export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    event: text('event').$type<MissionEvent>().notNull(),
    target: integer('target').notNull(),
    points: integer('points').notNull(),
    cycle: text('cycle').$type<ClaimCycle>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: sortOrder(),
  },
  (t) => [uniqueIndex('missions_merchant_key_uq').on(t.merchantCode, t.key)],
);

/** One claim of a mission per member and cycle. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mission_claims_member_period_uq').on(t.memberId, t.missionId, t.period)],
);

/**
 * How many logins and game launches a member made per cycle ('ONCE' counts all time, 'D:…' a day,
 * 'W:…' a week of the merchant's time zone). Deposits are counted from member_transactions.
 */
export const memberEventCounts = pgTable(
  'member_event_counts',
  {
    memberId: memberId(),
    event: text('event').$type<MissionEvent>().notNull(),
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.event, t.period] })],
);
