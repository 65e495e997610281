import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  contentActivities,
  contentAnnouncements,
  contentArticles,
  contentBanners,
  contentFeedback,
  contentLeaderboard,
  contentMallItems,
  contentPromoCategories,
  contentPromotions,
} from '../../db/schema';

export type ActivityRow = typeof contentActivities.$inferSelect;
export type ArticleRow = typeof contentArticles.$inferSelect;
export type MallItemRow = typeof contentMallItems.$inferSelect;
export type PromotionRow = typeof contentPromotions.$inferSelect;
export type FeedbackRow = typeof contentFeedback.$inferSelect;

/**
 * What players may see of a content table: the merchant's own rows that an operator has not
 * hidden (the filter every player list starts with), plus the caller's own conditions.
 */
function visibleTo(
  table: { merchantCode: PgColumn; enabled: PgColumn },
  merchantCode: string,
  ...more: (SQL | undefined)[]
) {
  return and(eq(table.merchantCode, merchantCode), eq(table.enabled, true), ...more);
}

/** A banner is shown within its schedule (no start or a start before now, no end or an end after). */
const scheduled = (now: Date) => [
  sql`(${contentBanners.startAt} is null or ${contentBanners.startAt} <= ${now})`,
  sql`(${contentBanners.endAt} is null or ${contentBanners.endAt} > ${now})`,
];

/**
 * Every list players read is bounded whatever an operator stored (the large-content bench has
 * thousands of rows): the first ones in display order.
 */
export const MAX_LISTED = 100;

/** The merchant's content as operators stored it, each list in its display order. */
export function createContentRepository(db: Db) {
  return {
    promoCategories(merchantCode: string) {
      return db
        .select()
        .from(contentPromoCategories)
        .where(visibleTo(contentPromoCategories, merchantCode))
        .orderBy(asc(contentPromoCategories.sortOrder), asc(contentPromoCategories.id))
        .limit(MAX_LISTED);
    },

    rewardCenterPromotions(merchantCode: string) {
      return db
        .select()
        .from(contentPromotions)
        .where(visibleTo(contentPromotions, merchantCode, eq(contentPromotions.rewardCenter, true)))
        .orderBy(asc(contentPromotions.sortOrder), asc(contentPromotions.id))
        .limit(MAX_LISTED);
    },

    async promotionById(merchantCode: string, id: number) {
      const [row] = await db
        .select()
        .from(contentPromotions)
        .where(and(eq(contentPromotions.merchantCode, merchantCode), eq(contentPromotions.id, id)));
      return row ?? null;
    },

    async promotion(merchantCode: string, key: string) {
      const [row] = await db
        .select()
        .from(contentPromotions)
        .where(
          and(eq(contentPromotions.merchantCode, merchantCode), eq(contentPromotions.key, key)),
        );
      return row ?? null;
    },

    /** The first `limit` announcements of the types, for any of the platforms, optionally of one category. */
    announcements(
      merchantCode: string,
      filter: { types: string[]; platforms: string[]; category?: string | undefined },
      limit: number,
    ) {
      return db
        .select()
        .from(contentAnnouncements)
        .where(
          visibleTo(
            contentAnnouncements,
            merchantCode,
            inArray(contentAnnouncements.type, filter.types),
            inArray(contentAnnouncements.platform, filter.platforms),
            filter.category ? eq(contentAnnouncements.category, filter.category) : undefined,
          ),
        )
        .orderBy(asc(contentAnnouncements.sortOrder), desc(contentAnnouncements.id))
        .limit(limit);
    },

    /** The first `limit` announcements of one type, in their order. */
    announcementsOfType(merchantCode: string, type: string, limit: number) {
      return db
        .select()
        .from(contentAnnouncements)
        .where(visibleTo(contentAnnouncements, merchantCode, eq(contentAnnouncements.type, type)))
        .orderBy(asc(contentAnnouncements.sortOrder), asc(contentAnnouncements.id))
        .limit(limit);
    },

    /** The first `limit` banners of the groups (every group when none is named). */
    banners(merchantCode: string, groups: string[] | undefined, limit: number, now: Date) {
      return db
        .select()
        .from(contentBanners)
        .where(
          visibleTo(
            contentBanners,
            merchantCode,
            groups ? inArray(contentBanners.groupName, groups) : undefined,
            // Outside its schedule: not shown.
            ...scheduled(now),
          ),
        )
        .orderBy(
          asc(contentBanners.groupName),
          asc(contentBanners.sortOrder),
          asc(contentBanners.id),
        )
        .limit(limit);
    },

    /**
     * The next time a shown banner of the groups (every group when none is named) starts or ends
     * after `now`: until then, what the banners call answers stays the same.
     */
    async nextBannerChange(
      merchantCode: string,
      groups: string[] | undefined,
      now: Date,
    ): Promise<Date | null> {
      const [row] = await db
        .select({
          start: sql<
            string | number | null
          >`extract(epoch from min(${contentBanners.startAt}) filter (where ${contentBanners.startAt} > ${now}))`,
          end: sql<
            string | number | null
          >`extract(epoch from min(${contentBanners.endAt}) filter (where ${contentBanners.endAt} > ${now}))`,
        })
        .from(contentBanners)
        .where(
          visibleTo(
            contentBanners,
            merchantCode,
            groups ? inArray(contentBanners.groupName, groups) : undefined,
          ),
        );
      // Seconds since the epoch (an aggregate skips the column's mapping; numeric comes as text).
      const times = [row?.start, row?.end]
        .filter((t) => t !== null && t !== undefined)
        .map((t) => Number(t) * 1000)
        .filter((t) => Number.isFinite(t));
      return times.length ? new Date(Math.min(...times)) : null;
    },

    /**
     * The first slide of a banner group as the banners call gives it (shown, within its schedule):
     * the page preloads it, so a hidden or ended banner must not cost every visitor its bytes.
     */
    async firstBannerUrl(merchantCode: string, group: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ url: contentBanners.imageUrl })
        .from(contentBanners)
        .where(
          visibleTo(
            contentBanners,
            merchantCode,
            eq(contentBanners.groupName, group),
            ...scheduled(now),
          ),
        )
        .orderBy(asc(contentBanners.sortOrder), asc(contentBanners.id))
        .limit(1);
      return row?.url ?? null;
    },

    /** Activities that have not ended at `now` (no end date, or an end after it). */
    runningActivities(merchantCode: string, now: Date, categoryId?: number) {
      return db
        .select()
        .from(contentActivities)
        .where(
          visibleTo(
            contentActivities,
            merchantCode,
            sql`(${contentActivities.endAt} is null or ${contentActivities.endAt} > ${now})`,
            categoryId ? sql`${categoryId} = any(${contentActivities.categoryIds})` : undefined,
          ),
        )
        .orderBy(asc(contentActivities.sortOrder), asc(contentActivities.id))
        .limit(MAX_LISTED);
    },

    async activity(merchantCode: string, id: number) {
      const [row] = await db
        .select()
        .from(contentActivities)
        .where(visibleTo(contentActivities, merchantCode, eq(contentActivities.id, id)));
      return row ?? null;
    },

    /** Articles of one kind; news newest first. */
    articles(merchantCode: string, kind: string) {
      return db
        .select()
        .from(contentArticles)
        .where(visibleTo(contentArticles, merchantCode, eq(contentArticles.kind, kind)))
        .orderBy(
          ...(kind === 'news' ? [desc(contentArticles.publishedAt)] : []),
          asc(contentArticles.sortOrder),
          asc(contentArticles.id),
        )
        .limit(MAX_LISTED);
    },

    mallItems(merchantCode: string) {
      return db
        .select()
        .from(contentMallItems)
        .where(visibleTo(contentMallItems, merchantCode))
        .orderBy(asc(contentMallItems.sortOrder), asc(contentMallItems.id))
        .limit(MAX_LISTED);
    },

    leaderboards(merchantCode: string) {
      return db
        .selectDistinct({ key: contentLeaderboard.board, title: contentLeaderboard.boardTitle })
        .from(contentLeaderboard)
        .where(visibleTo(contentLeaderboard, merchantCode))
        .orderBy(asc(contentLeaderboard.board))
        .limit(MAX_LISTED);
    },

    leaderboardEntries(merchantCode: string, board: string) {
      return db
        .select()
        .from(contentLeaderboard)
        .where(visibleTo(contentLeaderboard, merchantCode, eq(contentLeaderboard.board, board)))
        .orderBy(asc(contentLeaderboard.rank))
        .limit(MAX_LISTED);
    },

    /** The member's feedback, newest first. */
    feedbackOf(memberId: number, limit: number) {
      return db
        .select()
        .from(contentFeedback)
        .where(eq(contentFeedback.memberId, memberId))
        .orderBy(desc(contentFeedback.id))
        .limit(limit);
    },

    async feedbackCountSince(memberId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contentFeedback)
        .where(and(eq(contentFeedback.memberId, memberId), gt(contentFeedback.createdAt, since)));
      return row?.n ?? 0;
    },

    async addFeedback(values: {
      merchantCode: string;
      memberId: number;
      category: string;
      content: string;
      createdAt: Date;
    }): Promise<FeedbackRow> {
      const [row] = await db.insert(contentFeedback).values(values).returning();
      return row!;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
