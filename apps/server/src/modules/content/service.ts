import type { z } from 'zod';
import {
  ACTIVITY_ACTIONS,
  CONTENT_ERROR_CODES,
  LINKAGE_TYPES,
  MAIN_BANNER_GROUP,
  POPUP_EXECUTIONS,
  type ArticleKind,
} from '@member-app/contract/rules/content';
import type { feedbackSchema } from '@member-app/contract/schemas/content';
import type { Db } from '../../db/client';
import type { Merchant } from '../../domain/merchant';
import { AppError, notFound } from '../../lib/errors';
import {
  createContentRepository,
  type ActivityRow,
  type ArticleRow,
  type FeedbackRow,
  type MallItemRow,
  type PromotionRow,
} from './repository';
import type { ContentAnswers } from './answer-cache';
import { sanitizeHtml } from './sanitize';

// What other modules may use of content: the operator API sanitizes content HTML on write with the
// same rules the player side applies on read.
export { sanitizeHtml };

/** A member may send this many feedback messages a day (keeps the operator's inbox usable). */
const FEEDBACK_PER_DAY = 10;
/** The member's feedback list shows this many, newest first. */
const FEEDBACK_LISTED = 50;
/**
 * Every list answer is bounded, whatever an operator stored: a group's first slides (a carousel, a
 * welcome popup), the first marquee texts and popups in their order.
 */
const MAX_BANNERS_PER_GROUP = 20;
const MAX_BANNERS = 100;
const MAX_ANNOUNCEMENTS = 50;
const DAY_MS = 86_400_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;

const activityColumns = (r: ActivityFields) => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  image: r.imageUrl,
  promoAnnouncementCategoryIds: r.categoryIds,
  actionType: oneOf(ACTIVITY_ACTIONS, r.actionType),
  actionValue: r.actionValue,
  buttonText: r.buttonText,
  startAt: iso(r.startAt),
  endAt: iso(r.endAt),
});

/** A stored activity, or an operator's draft of one, as its page gets it (the HTML sanitized). */
export type ActivityFields = Omit<ActivityRow, 'merchantCode' | 'enabled' | 'sortOrder'>;
export const activityDetailColumns = (r: ActivityFields) => ({
  ...activityColumns(r),
  content: sanitizeHtml(r.content),
});

/** A stored news or help article, or a draft of one. */
export type ArticleFields = Pick<
  ArticleRow,
  'id' | 'category' | 'title' | 'summary' | 'content' | 'imageUrl' | 'publishedAt'
>;
export const articleColumns = (r: ArticleFields, kind: ArticleKind) => ({
  id: r.id,
  kind,
  category: r.category,
  title: r.title,
  summary: r.summary,
  content: sanitizeHtml(r.content),
  image: r.imageUrl,
  publishedAt: r.publishedAt.toISOString(),
});

/** A stored point-market item, or a draft of one. */
export type MallItemFields = Pick<
  MallItemRow,
  'id' | 'name' | 'description' | 'imageUrl' | 'points' | 'stock' | 'category' | 'limitPerMember'
>;
export const mallColumns = (r: MallItemFields) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  image: r.imageUrl,
  points: r.points,
  stock: r.stock,
  category: r.category,
  limitPerMember: r.limitPerMember,
});

/** A stored reward-center promotion, or a draft of one, as the reward center lists it. */
export type PromotionFields = Pick<
  PromotionRow,
  'id' | 'key' | 'title' | 'description' | 'imageUrl' | 'reward'
>;
export const promotionColumns = (r: PromotionFields) => ({
  id: r.id,
  key: r.key,
  title: r.title,
  description: r.description,
  image: r.imageUrl,
  reward: r.reward,
});

/** A stored banner, or an operator's draft of one (the same field names), as players get it. */
export interface BannerFields {
  id: number;
  groupName: string;
  title: string;
  imageUrl: string;
  linkageType: string | null;
  linkage: string | null;
  roomId: string | null;
  nodeId: string | null;
  gameType: string | null;
  vendor: string | null;
}
export const bannerColumns = (r: BannerFields) => ({
  id: r.id,
  groupName: r.groupName,
  title: r.title,
  url: r.imageUrl,
  linkageType: oneOf(LINKAGE_TYPES, r.linkageType),
  linkage: r.linkage,
  roomId: r.roomId,
  nodeId: r.nodeId,
  gameType: r.gameType,
  vendor: r.vendor,
});

/** A stored announcement, or a draft of one. */
export interface AnnouncementFields {
  id: number;
  title: string;
  content: string;
  promotionType: string | null;
  execution: string | null;
  forceRead: boolean;
  activityId: number | null;
  imageUrl: string | null;
}
/** Plain text: any markup an operator typed is dropped rather than shown. */
export const marqueeColumns = (r: AnnouncementFields) => ({
  id: r.id,
  text: sanitizeHtml(r.content).replace(/<[^>]*>/g, ''),
});
/** Popups with a known execution (A, B or F) only. */
export const popupColumns = (r: AnnouncementFields) => {
  const execution = oneOf(POPUP_EXECUTIONS, r.execution);
  if (!execution) return [];
  return [
    {
      id: r.id,
      title: r.title,
      content: sanitizeHtml(r.content),
      promotionType: r.promotionType,
      execution,
      forceRead: r.forceRead,
      activityId: r.activityId,
      image: r.imageUrl,
    },
  ];
};

const feedbackColumns = (r: FeedbackRow) => ({
  id: r.id,
  category: r.category as z.infer<typeof feedbackSchema>['category'],
  content: r.content,
  status: r.status === 'REPLIED' ? ('REPLIED' as const) : ('RECEIVED' as const),
  reply: r.reply,
  createdAt: r.createdAt.toISOString(),
});

/**
 * What members read of the merchant's content (SPEC §2, §3, §4, §7), shaped for the answers: every
 * HTML sanitized before it is sent, every list bounded, Chinese names where the request asks.
 */
export function createContentService(
  db: Db,
  now: () => number,
  referral: { programEnabled(merchantCode: string): Promise<boolean | null> },
  answers: ContentAnswers,
) {
  const repo = createContentRepository(db);
  const kept = answers.answer;
  return {
    async promotionCategories(merchant: Merchant, chinese: boolean) {
      const rows = await repo.promoCategories(merchant.code);
      return { categories: rows.map((r) => ({ id: r.id, name: (chinese && r.nameCn) || r.name })) };
    },

    /** §6 the reward center needs the whitelabel flag REWCEN3. */
    async rewardCenterPromotions(merchant: Merchant) {
      if (!merchant.settings.whitelabelVal.REWCEN3)
        throw new AppError(
          403,
          CONTENT_ERROR_CODES.REWARD_CENTER_DISABLED,
          'The reward center is not available',
        );
      const rows = await repo.rewardCenterPromotions(merchant.code);
      return { list: rows.map(promotionColumns) };
    },

    /** The promotions the reward center lists, as stored (on, in the reward center, in order). */
    rewardCenterRows: (merchant: Merchant) => repo.rewardCenterPromotions(merchant.code),
    /** One of the merchant's promotions as stored, listed or not; null: no such one. */
    promotionById: (merchant: Merchant, id: number) => repo.promotionById(merchant.code, id),

    /** Announcements of a platform count with those for every platform (A). */
    announcements(
      merchant: Merchant,
      input: { types: string[]; platform: string; category?: string | undefined },
    ) {
      const key = JSON.stringify(['announcements', input.types, input.platform, input.category]);
      return kept(merchant.code, key, async () => {
        const rows = await repo.announcements(
          merchant.code,
          { types: input.types, platforms: [input.platform, 'A'], category: input.category },
          MAX_ANNOUNCEMENTS,
        );
        return {
          value: {
            list: rows.map((r) => ({
              id: r.id,
              type: r.type as 'PR',
              category: r.category,
              title: r.title,
              content: sanitizeHtml(r.content),
              createdAt: r.createdAt.toISOString(),
            })),
          },
        };
      });
    },

    /** §3 a promotion by key; REFERRAL follows the merchant's referral program when it has one. */
    async promotionByKey(merchant: Merchant, key: string) {
      const row = await repo.promotion(merchant.code, key);
      let enabled = row?.enabled ?? false;
      if (key === 'REFERRAL') enabled = (await referral.programEnabled(merchant.code)) ?? enabled;
      return { key, enabled, title: row?.title ?? null };
    },

    /** Bounded whatever the operator stored: a carousel or popup group shows its first slides. */
    banners(merchant: Merchant, groups: string[]) {
      const named = [...new Set(groups)].sort();
      return kept(merchant.code, `banners:${named.join(',')}`, async () => {
        const at = new Date(now());
        const [rows, changesAt] = await Promise.all([
          named.length
            ? Promise.all(
                named.map((g) => repo.banners(merchant.code, [g], MAX_BANNERS_PER_GROUP, at)),
              ).then((lists) => lists.flat())
            : repo.banners(merchant.code, undefined, MAX_BANNERS, at),
          repo.nextBannerChange(merchant.code, named.length ? named : undefined, at),
        ]);
        return {
          changesAt,
          value: {
            banners: rows.map(bannerColumns),
          },
        };
      });
    },

    /** The first slide of the home carousel (§3 banner group 'main'), as the banners call orders it. */
    mainBannerImage: (merchantCode: string) =>
      kept(merchantCode, 'main-banner-image', async () => {
        const at = new Date(now());
        const [value, changesAt] = await Promise.all([
          repo.firstBannerUrl(merchantCode, MAIN_BANNER_GROUP, at),
          repo.nextBannerChange(merchantCode, [MAIN_BANNER_GROUP], at),
        ]);
        return { value, changesAt };
      }),

    marquee(merchant: Merchant) {
      return kept(merchant.code, 'marquee', async () => {
        const rows = await repo.announcementsOfType(merchant.code, 'MQ', MAX_ANNOUNCEMENTS);
        return {
          value: {
            items: rows.map(marqueeColumns),
          },
        };
      });
    },

    /** Popups with a known execution (A, B or F); the app picks among them (§5). */
    popups(merchant: Merchant) {
      return kept(merchant.code, 'popups', async () => {
        const rows = await repo.announcementsOfType(merchant.code, 'PU', MAX_ANNOUNCEMENTS);
        const list = rows.flatMap(popupColumns);
        return { value: { list, paging: list.length > 1 } };
      });
    },

    async activities(merchant: Merchant, categoryId: number | undefined) {
      const rows = await repo.runningActivities(merchant.code, new Date(now()), categoryId);
      return { list: rows.map(activityColumns) };
    },

    async activity(merchant: Merchant, id: number) {
      const row = await repo.activity(merchant.code, id);
      if (!row) throw notFound('No such activity');
      return activityDetailColumns(row);
    },

    async articles(merchant: Merchant, kind: ArticleKind) {
      const rows = await repo.articles(merchant.code, kind);
      return { list: rows.map((r) => articleColumns(r, kind)) };
    },

    async mall(merchant: Merchant) {
      const rows = await repo.mallItems(merchant.code);
      return {
        items: rows.map(mallColumns),
      };
    },

    /** The boards and the ranking of one (the first when none is named; an unknown one is 404). */
    async leaderboard(merchant: Merchant, requested: string | undefined) {
      const boards = await repo.leaderboards(merchant.code);
      const board = requested ?? boards[0]?.key ?? null;
      if (requested && !boards.some((b) => b.key === board)) throw notFound('No such leaderboard');
      const rows = board ? await repo.leaderboardEntries(merchant.code, board) : [];
      return {
        boards,
        board,
        entries: rows.map((r) => ({
          rank: r.rank,
          playerName: r.playerName,
          score: r.score,
          prize: r.prize,
        })),
      };
    },

    async feedbackOf(memberId: number) {
      const rows = await repo.feedbackOf(memberId, FEEDBACK_LISTED);
      return { list: rows.map(feedbackColumns) };
    },

    /** Stores the feedback as typed, at most FEEDBACK_PER_DAY a member in any 24 hours. */
    async sendFeedback(
      member: { id: number; merchantCode: string },
      input: { category: string; content: string },
    ) {
      const today = await repo.feedbackCountSince(member.id, new Date(now() - DAY_MS));
      if (today >= FEEDBACK_PER_DAY)
        throw new AppError(
          429,
          CONTENT_ERROR_CODES.FEEDBACK_TOO_MANY,
          'You have sent a lot of feedback today; please try again tomorrow',
        );
      const row = await repo.addFeedback({
        merchantCode: member.merchantCode,
        memberId: member.id,
        category: input.category,
        content: input.content,
        createdAt: new Date(now()),
      });
      return feedbackColumns(row);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
