import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { MissionEvent, PointEntryKind } from '@member-app/contract/rules/loyalty';
import type { Db } from '../../db/client';
import {
  contentMallItems,
  contentPromotions,
  mallRedemptions,
  memberEventCounts,
  memberPoints,
  memberTransactions,
  missionClaims,
  missions,
  pointLedger,
  rewardClaims,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A stored promotion (its reward-center claim columns are this module's). */
export type PromotionRow = typeof contentPromotions.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;
/** The queries a transaction runs, so the service's rules stay free of SQL. */
export type LoyaltyTx = ReturnType<typeof txQueries>;

/** Latest history lines shown with the points. */
const HISTORY = 20;

/** Who a points row or a claim belongs to. */
export interface Owner {
  id: number;
  merchantCode: string;
}

function txQueries(tx: Tx, now: () => number) {
  /** Makes sure the member has a points row (at zero) so it can be locked and updated. */
  const ensurePoints = (member: Owner) =>
    tx
      .insert(memberPoints)
      .values({ memberId: member.id, merchantCode: member.merchantCode, balance: 0 })
      .onConflictDoNothing();

  return {
    ensurePoints,
    /** Adds (or, negative, takes) points; taking never goes below zero. Null when short. */
    async addPoints(member: Owner, delta: number, kind: PointEntryKind, title: string) {
      await ensurePoints(member);
      const [row] = await tx
        .update(memberPoints)
        .set({ balance: sql`${memberPoints.balance} + ${delta}`, updatedAt: new Date(now()) })
        .where(
          and(
            eq(memberPoints.memberId, member.id),
            delta < 0 ? gte(memberPoints.balance, -delta) : undefined,
          ),
        )
        .returning({ balance: memberPoints.balance });
      if (!row) return null;
      await tx.insert(pointLedger).values({
        merchantCode: member.merchantCode,
        memberId: member.id,
        delta,
        kind,
        title,
        createdAt: new Date(now()),
      });
      return row.balance;
    },
    /** The member's points, with their row locked until the transaction ends. */
    async lockPoints(memberId: number): Promise<number> {
      const [row] = await tx
        .select({ balance: memberPoints.balance })
        .from(memberPoints)
        .where(eq(memberPoints.memberId, memberId))
        .for('update');
      return row?.balance ?? 0;
    },
    async mallItem(merchantCode: string, itemId: number) {
      const [item] = await tx
        .select()
        .from(contentMallItems)
        .where(
          and(eq(contentMallItems.id, itemId), eq(contentMallItems.merchantCode, merchantCode)),
        );
      return item;
    },
    async redeemedCount(memberId: number, itemId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(mallRedemptions)
        .where(and(eq(mallRedemptions.memberId, memberId), eq(mallRedemptions.itemId, itemId)));
      return row?.n ?? 0;
    },
    /** Takes one from the stock if any is left; the stock after, or null when none was left. */
    async takeOne(itemId: number): Promise<number | null> {
      const [left] = await tx
        .update(contentMallItems)
        .set({ stock: sql`${contentMallItems.stock} - 1` })
        .where(and(eq(contentMallItems.id, itemId), sql`${contentMallItems.stock} > 0`))
        .returning({ stock: contentMallItems.stock });
      return left ? left.stock : null;
    },
    async insertRedemption(member: Owner, itemId: number, points: number): Promise<number> {
      const [row] = await tx
        .insert(mallRedemptions)
        .values({
          merchantCode: member.merchantCode,
          memberId: member.id,
          itemId,
          points,
          createdAt: new Date(now()),
        })
        .returning({ id: mallRedemptions.id });
      return row!.id;
    },
    /** False when the member already claimed it in this period (the unique key decides). */
    async insertRewardClaim(member: Owner, promotionId: number, period: string, points: number) {
      const [row] = await tx
        .insert(rewardClaims)
        .values({
          merchantCode: member.merchantCode,
          memberId: member.id,
          promotionId,
          period,
          points,
          createdAt: new Date(now()),
        })
        .onConflictDoNothing()
        .returning({ id: rewardClaims.id });
      return !!row;
    },
    /** False when the member already claimed it in this period (the unique key decides). */
    async insertMissionClaim(member: Owner, missionId: number, period: string, points: number) {
      const [row] = await tx
        .insert(missionClaims)
        .values({
          merchantCode: member.merchantCode,
          memberId: member.id,
          missionId,
          period,
          points,
          createdAt: new Date(now()),
        })
        .onConflictDoNothing()
        .returning({ id: missionClaims.id });
      return !!row;
    },
  };
}

/** The loyalty tables: points and their ledger, claims, redemptions, missions and event counts. */
export function createLoyaltyRepository(db: Db, now: () => number) {
  return {
    /** Runs `work` in one transaction with the queries bound to it. */
    transaction: <T>(work: (q: LoyaltyTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(txQueries(tx, now))),

    async pointsBalance(memberId: number): Promise<number> {
      const [row] = await db
        .select({ balance: memberPoints.balance })
        .from(memberPoints)
        .where(eq(memberPoints.memberId, memberId));
      return row?.balance ?? 0;
    },
    pointHistory: (memberId: number) =>
      db
        .select()
        .from(pointLedger)
        .where(eq(pointLedger.memberId, memberId))
        .orderBy(desc(pointLedger.id))
        .limit(HISTORY),

    eventCounts: (memberId: number, periods: string[]) =>
      db
        .select()
        .from(memberEventCounts)
        .where(
          and(eq(memberEventCounts.memberId, memberId), inArray(memberEventCounts.period, periods)),
        ),
    /** Successful deposits since `since`, as the payment records say. */
    async depositsSince(memberId: number, since: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberTransactions)
        .where(
          and(
            eq(memberTransactions.memberId, memberId),
            eq(memberTransactions.kind, 'DEPOSIT'),
            eq(memberTransactions.status, 'SUCCESS'),
            gte(memberTransactions.createdAt, new Date(since)),
          ),
        );
      return row?.n ?? 0;
    },
    /** Adds one event to each of the given periods' counts. */
    countEvent: (memberId: number, event: Exclude<MissionEvent, 'DEPOSIT'>, periods: string[]) =>
      db
        .insert(memberEventCounts)
        .values(periods.map((period) => ({ memberId, event, period, count: 1 })))
        .onConflictDoUpdate({
          target: [memberEventCounts.memberId, memberEventCounts.event, memberEventCounts.period],
          set: { count: sql`${memberEventCounts.count} + 1` },
        }),

    /** The merchant's reward-center promotions that are on, in their order. */
    rewards: (merchantCode: string, promotionId?: number) =>
      db
        .select()
        .from(contentPromotions)
        .where(
          and(
            eq(contentPromotions.merchantCode, merchantCode),
            eq(contentPromotions.rewardCenter, true),
            eq(contentPromotions.enabled, true),
            promotionId === undefined ? undefined : eq(contentPromotions.id, promotionId),
          ),
        )
        .orderBy(asc(contentPromotions.sortOrder), asc(contentPromotions.id)),
    rewardClaims: async (memberId: number, promotionIds: number[]) =>
      promotionIds.length
        ? db
            .select()
            .from(rewardClaims)
            .where(
              and(
                eq(rewardClaims.memberId, memberId),
                inArray(rewardClaims.promotionId, promotionIds),
              ),
            )
        : [],

    /** How many of each item the member redeemed. */
    redeemedByItem: (memberId: number) =>
      db
        .select({ itemId: mallRedemptions.itemId, redeemed: count() })
        .from(mallRedemptions)
        .where(eq(mallRedemptions.memberId, memberId))
        .groupBy(mallRedemptions.itemId),

    /** The merchant's missions that are on, in their order. */
    missions: (merchantCode: string, missionId?: number) =>
      db
        .select()
        .from(missions)
        .where(
          and(
            eq(missions.merchantCode, merchantCode),
            eq(missions.enabled, true),
            missionId === undefined ? undefined : eq(missions.id, missionId),
          ),
        )
        .orderBy(asc(missions.sortOrder), asc(missions.id)),
    missionClaims: async (memberId: number, missionIds: number[]) =>
      missionIds.length
        ? db
            .select()
            .from(missionClaims)
            .where(
              and(
                eq(missionClaims.memberId, memberId),
                inArray(missionClaims.missionId, missionIds),
              ),
            )
        : [],
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
