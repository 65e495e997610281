import { z } from 'zod';
import { text } from './text';
import {
  ACTIVITY_ACTIONS,
  ANNOUNCEMENT_PLATFORMS,
  ANNOUNCEMENT_TYPES,
  ARTICLE_KINDS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
} from '../rules/content';

/**
 * Content calls (SPEC §2, §3, §4, §7): banners, marquee, popups, activities, promotions,
 * news and help, reward center, mall, leaderboard, feedback. Every `content` field carrying HTML is
 * sanitized by the server before it is sent (and again by the app before it is shown).
 */

const id = z.number().int();
const groupName = text().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** §3 Banner: groupName, url, linkageType, linkage, roomId, nodeId, gameType, vendor. */
export const bannerSchema = z
  .object({
    id,
    groupName: z.string(),
    title: z.string(),
    /** Image address. */
    url: z.string(),
    linkageType: z.enum(LINKAGE_TYPES).nullable(),
    /** P: activity id; URL: address; G: game code. */
    linkage: z.string().nullable(),
    roomId: z.string().nullable(),
    nodeId: z.string().nullable(),
    gameType: z.string().nullable(),
    vendor: z.string().nullable(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

export const bannersQuerySchema = z.object({
  /** Comma-separated group names; all groups when absent. */
  groups: text(400)
    .optional()
    .transform((s) =>
      s
        ? s
            .split(',')
            .map((g) => g.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(groupName).max(10)),
});
export const bannersSchema = z.object({ banners: z.array(bannerSchema) }).meta({ id: 'Banners' });
export type Banners = z.infer<typeof bannersSchema>;

export const marqueeSchema = z
  .object({ items: z.array(z.object({ id, text: z.string() })) })
  .meta({ id: 'Marquee' });
export type Marquee = z.infer<typeof marqueeSchema>;

/** §3 Popup announcement: title, content, promotionType, execution, id (+ forceRead, activity). */
export const popupAnnouncementSchema = z
  .object({
    id,
    title: z.string(),
    /** Sanitized HTML. */
    content: z.string(),
    /** 'PROMOTION' entries show a go-to-activity button (§2 screen 17). */
    promotionType: z.string().nullable(),
    execution: z.enum(POPUP_EXECUTIONS),
    forceRead: z.boolean(),
    activityId: id.nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: 'PopupAnnouncement' });
export type PopupAnnouncement = z.infer<typeof popupAnnouncementSchema>;
export const popupsSchema = z
  .object({
    list: z.array(popupAnnouncementSchema),
    /** Paging of the popup list (§2 screen 17 "optional paging"). */
    paging: z.boolean(),
  })
  .meta({ id: 'PopupAnnouncements' });
export type Popups = z.infer<typeof popupsSchema>;

/** §7 MCSFE_getListAnnouncements (types PR, platform M, category app_download). */
export const listAnnouncementsInputSchema = z.object({
  types: z
    .union([text(40), z.array(text(4)).max(5)])
    .optional()
    .transform((v) =>
      v === undefined ? ['PR'] : Array.isArray(v) ? v : v.split(',').map((s) => s.trim()),
    )
    .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1)),
  platform: z.enum(ANNOUNCEMENT_PLATFORMS).default('M'),
  category: text()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
});
export const announcementSchema = z.object({
  id,
  type: z.enum(ANNOUNCEMENT_TYPES),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z
  .object({ list: z.array(announcementSchema) })
  .meta({ id: 'Announcements' });

/** §3 Promotion category (PROMOFE_getPromotionAnnouncementCategory). */
export const promotionCategorySchema = z.object({ id, name: z.string() });
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;
export const promotionCategoriesSchema = z
  .object({ categories: z.array(promotionCategorySchema) })
  .meta({ id: 'PromotionCategories' });

/** Activities with a go-button (§2) and promoAnnouncementCategoryIds (§3). */
export const activitySummarySchema = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  promoAnnouncementCategoryIds: z.array(id),
  actionType: z.enum(ACTIVITY_ACTIONS).nullable(),
  /** REDIRECT_URL: the address; otherwise unused. */
  actionValue: z.string().nullable(),
  buttonText: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;
export const activityListSchema = z
  .object({ list: z.array(activitySummarySchema) })
  .meta({ id: 'Activities' });
export const activityDetailSchema = activitySummarySchema
  .extend({ content: z.string() })
  .meta({ id: 'Activity' });
export type ActivityDetail = z.infer<typeof activityDetailSchema>;
export const activitiesQuerySchema = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
});
export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Promotions by key with an enabled flag (§3 "looked up by key (e.g. REFERRAL)"). */
export const promotionByKeyQuerySchema = z.object({ key: text().regex(/^[A-Z0-9_]{2,40}$/) });
export const promotionByKeySchema = z
  .object({ key: z.string(), enabled: z.boolean(), title: z.string().nullable() })
  .meta({ id: 'PromotionByKey' });
export type PromotionByKey = z.infer<typeof promotionByKeySchema>;

/** Reward-center promotions (MCSFE_getMerchantAvailablePromotions, REWCEN3). */
export const availablePromotionSchema = z.object({
  id,
  key: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  reward: z.string(),
});
export type AvailablePromotion = z.infer<typeof availablePromotionSchema>;
export const availablePromotionsSchema = z
  .object({ list: z.array(availablePromotionSchema) })
  .meta({ id: 'AvailablePromotions' });

/** News and help articles (§2 /m/news, /m/help). */
export const articlesQuerySchema = z.object({ kind: z.enum(ARTICLE_KINDS) });
export const articleSchema = z.object({
  id,
  kind: z.enum(ARTICLE_KINDS),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleListSchema = z
  .object({ list: z.array(articleSchema) })
  .meta({ id: 'Articles' });

/** Point market (§2 /m/mall/mallHome). */
export const mallItemSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  category: z.string(),
  /** How many of the item one member may redeem in all; null or absent: no limit but the stock. */
  limitPerMember: z.number().int().positive().nullable().optional(),
});
export type MallItem = z.infer<typeof mallItemSchema>;
export const mallSchema = z.object({ items: z.array(mallItemSchema) }).meta({ id: 'Mall' });

/** Missions and leaderboard (§2 /m/leaderBoard). */
export const leaderboardQuerySchema = z.object({
  board: text()
    .regex(/^[a-z_]{1,30}$/)
    .optional(),
});
export const leaderboardSchema = z
  .object({
    boards: z.array(z.object({ key: z.string(), title: z.string() })),
    board: z.string().nullable(),
    entries: z.array(
      z.object({
        rank: z.number().int(),
        playerName: z.string(),
        score: z.number(),
        prize: z.string(),
      }),
    ),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Feedback (§2 /m/feedback): members only. */
export const feedbackInputSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: text(FEEDBACK_MAX_LENGTH).trim().min(FEEDBACK_MIN_LENGTH),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export const feedbackSchema = z.object({
  id,
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  status: z.enum(['RECEIVED', 'REPLIED']),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z
  .object({ list: z.array(feedbackSchema) })
  .meta({ id: 'FeedbackList' });

export const emptyContentInputSchema = z.object({});
