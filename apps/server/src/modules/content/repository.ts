import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
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
export type FeedbackRow = typeof contentFeedback.$inferSelect;

/** The merchant's content as operators stored it, each list in its display order. */
export function createContentRepository(db: Db) {
  return {
    promoCategories(merchantCode: string) {
      return db
        .select()
        .from(contentPromoCategories)
        .where(
          and(
            eq(contentPromoCategories.merchantCode, merchantCode),
            eq(contentPromoCategories.enabled, true),
          ),
        )
        .orderBy(asc(contentPromoCategories.sortOrder), asc(contentPromoCategories.id));
    },

    rewardCenterPromotions(merchantCode: string) {
      return db
        .select()
        .from(contentPromotions)
        .where(
          and(
            eq(contentPromotions.merchantCode, merchantCode),
            eq(contentPromotions.rewardCenter, true),
            eq(contentPromotions.enabled, true),
          ),
        )
        .orderBy(asc(contentPromotions.sortOrder), asc(contentPromotions.id));
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

    /** Announcements of the types, for any of the platforms, optionally of one category. */
    announcements(
      merchantCode: string,
      filter: { types: string[]; platforms: string[]; category?: string | undefined },
    ) {
      return db
        .select()
        .from(contentAnnouncements)
        .where(
          and(
            eq(contentAnnouncements.merchantCode, merchantCode),
            inArray(contentAnnouncements.type, filter.types),
            eq(contentAnnouncements.enabled, true),
            inArray(contentAnnouncements.platform, filter.platforms),
            filter.category ? eq(contentAnnouncements.category, filter.category) : undefined,
          ),
        )
        .orderBy(asc(contentAnnouncements.sortOrder), desc(contentAnnouncements.id));
    },

    /** The first `limit` announcements of one type, in their order. */
    announcementsOfType(merchantCode: string, type: string, limit: number) {
      return db
        .select()
        .from(contentAnnouncements)
        .where(
          and(
            eq(contentAnnouncements.merchantCode, merchantCode),
            eq(contentAnnouncements.type, type),
            eq(contentAnnouncements.enabled, true),
          ),
        )
        .orderBy(asc(contentAnnouncements.sortOrder), asc(contentAnnouncements.id))
        .limit(limit);
    },

    /** The first `limit` banners of the groups (every group when none is named). */
    banners(merchantCode: string, groups: string[] | undefined, limit: number, now: Date) {
      return db
        .select()
        .from(contentBanners)
        .where(
          and(
            eq(contentBanners.merchantCode, merchantCode),
            groups ? inArray(contentBanners.groupName, groups) : undefined,
            // Hidden by an operator, or outside its schedule: not shown.
            eq(contentBanners.enabled, true),
            sql`(${contentBanners.startAt} is null or ${contentBanners.startAt} <= ${now})`,
            sql`(${contentBanners.endAt} is null or ${contentBanners.endAt} > ${now})`,
          ),
        )
        .orderBy(
          asc(contentBanners.groupName),
          asc(contentBanners.sortOrder),
          asc(contentBanners.id),
        )
        .limit(limit);
    },

    /** The first slide of a banner group, in the order the banners call gives. */
    async firstBannerUrl(merchantCode: string, group: string): Promise<string | null> {
      const [row] = await db
        .select({ url: contentBanners.imageUrl })
        .from(contentBanners)
        .where(
          and(eq(contentBanners.merchantCode, merchantCode), eq(contentBanners.groupName, group)),
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
          and(
            eq(contentActivities.merchantCode, merchantCode),
            sql`(${contentActivities.endAt} is null or ${contentActivities.endAt} > ${now})`,
            eq(contentActivities.enabled, true),
            categoryId ? sql`${categoryId} = any(${contentActivities.categoryIds})` : undefined,
          ),
        )
        .orderBy(asc(contentActivities.sortOrder), asc(contentActivities.id));
    },

    async activity(merchantCode: string, id: number) {
      const [row] = await db
        .select()
        .from(contentActivities)
        .where(
          and(
            eq(contentActivities.merchantCode, merchantCode),
            eq(contentActivities.id, id),
            eq(contentActivities.enabled, true),
          ),
        );
      return row ?? null;
    },

    /** Articles of one kind; news newest first. */
    articles(merchantCode: string, kind: string) {
      return db
        .select()
        .from(contentArticles)
        .where(
          and(
            eq(contentArticles.merchantCode, merchantCode),
            eq(contentArticles.kind, kind),
            eq(contentArticles.enabled, true),
          ),
        )
        .orderBy(
          ...(kind === 'news' ? [desc(contentArticles.publishedAt)] : []),
          asc(contentArticles.sortOrder),
          asc(contentArticles.id),
        );
    },

    mallItems(merchantCode: string) {
      return db
        .select()
        .from(contentMallItems)
        .where(
          and(eq(contentMallItems.merchantCode, merchantCode), eq(contentMallItems.enabled, true)),
        )
        .orderBy(asc(contentMallItems.sortOrder), asc(contentMallItems.id));
    },

    leaderboards(merchantCode: string) {
      return db
        .selectDistinct({ key: contentLeaderboard.board, title: contentLeaderboard.boardTitle })
        .from(contentLeaderboard)
        .where(
          and(
            eq(contentLeaderboard.merchantCode, merchantCode),
            eq(contentLeaderboard.enabled, true),
          ),
        )
        .orderBy(asc(contentLeaderboard.board));
    },

    leaderboardEntries(merchantCode: string, board: string) {
      return db
        .select()
        .from(contentLeaderboard)
        .where(
          and(
            eq(contentLeaderboard.merchantCode, merchantCode),
            eq(contentLeaderboard.board, board),
            eq(contentLeaderboard.enabled, true),
          ),
        )
        .orderBy(asc(contentLeaderboard.rank));
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
