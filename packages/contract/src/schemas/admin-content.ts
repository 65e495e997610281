import { z } from 'zod';
import {
  ACTIVITY_ACTIONS,
  ANNOUNCEMENT_PLATFORMS,
  ANNOUNCEMENT_TYPES,
  ARTICLE_KINDS,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
} from '../rules/content';
import { CLAIM_CYCLES, MISSION_EVENTS } from '../rules/loyalty';
import { CS_POSITIONS, CS_TYPES } from '../rules/member-area';
import { PAYMENT_CHANNEL_TYPES } from './member-area';
import { imageUrlSchema } from './image-url';
import { cleanText, text } from './text';

/**
 * Every content type the player app shows, as an operator writes it under
 * `/admin/merchants/:code/content/:type` (ARCHITECTURE "operator side"). For each type: the input
 * of a create (`...InputSchema`), a partial of it for an update, and the stored item the API
 * answers (the input plus `id`, `enabled` and `sortOrder`). HTML fields are sanitized by the server
 * on write and again when sent to players. Images are URLs: a path of this site (an upload) or an
 * https address.
 */

const label = (max: number) => text(max).trim().min(1);
const html = text(100_000);
const epochMs = z.number().int();

/** The banner groups: the home carousel and the two welcome popups of §4. */
export const BANNER_GROUPS = ['main', 'm_popup1', 'm_popup2'] as const;

export const bannerInputSchema = z.object({
  groupName: z.enum(BANNER_GROUPS),
  title: label(120),
  imageUrl: imageUrlSchema,
  /** §2 banner click: P activity (linkage = activity id), URL address, G game. */
  linkageType: z.enum(LINKAGE_TYPES).nullable().default(null),
  linkage: text(500).trim().nullable().default(null),
  vendor: text(60).trim().nullable().default(null),
  gameType: text(60).trim().nullable().default(null),
  roomId: text(60).trim().nullable().default(null),
  nodeId: text(60).trim().nullable().default(null),
  /** Shown from / until (epoch ms); null: always. */
  startAt: epochMs.nullable().default(null),
  endAt: epochMs.nullable().default(null),
});

/**
 * Announcements: MQ the marquee lines, PU the popup announcements of §4 (execution A logged-in,
 * B guest, F first-time login; forceRead), PR notices listed by category (e.g. app_download).
 */
export const announcementInputSchema = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES),
  platform: z.enum(ANNOUNCEMENT_PLATFORMS).default('A'),
  category: text(40)
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/)
    .default('general'),
  title: label(200),
  content: html,
  promotionType: text(40).trim().nullable().default(null),
  execution: z.enum(POPUP_EXECUTIONS).nullable().default(null),
  forceRead: z.boolean().default(false),
  activityId: z.number().int().positive().nullable().default(null),
  imageUrl: imageUrlSchema.nullable().default(null),
});

export const promotionCategoryInputSchema = z.object({
  name: label(80),
  nameCn: text(80).trim().nullable().default(null),
});

export const activityInputSchema = z.object({
  title: label(200),
  summary: text(500).trim(),
  content: html,
  imageUrl: imageUrlSchema,
  categoryIds: z.array(z.number().int().positive()).max(50).default([]),
  /** §2 the go-button: what it does, its value (e.g. the URL of REDIRECT_URL) and label. */
  actionType: z.enum(ACTIVITY_ACTIONS).nullable().default(null),
  actionValue: text(500).trim().nullable().default(null),
  buttonText: text(40).trim().nullable().default(null),
  startAt: epochMs.nullable().default(null),
  endAt: epochMs.nullable().default(null),
});

/** Promotions by key (§3; the referral promotion is REFERRAL); `enabled` is the item's flag. */
export const promotionInputSchema = z.object({
  key: text(64).regex(/^[A-Z0-9_]{2,40}$/),
  title: label(200),
  description: text(2000).trim(),
  imageUrl: imageUrlSchema,
  reward: text(200).trim(),
  /** Listed by the reward center. */
  rewardCenter: z.boolean().default(false),
});

export const articleInputSchema = z.object({
  kind: z.enum(ARTICLE_KINDS),
  category: label(60),
  title: label(200),
  summary: text(500).trim(),
  content: html,
  imageUrl: imageUrlSchema.nullable().default(null),
  publishedAt: epochMs.optional(),
});

export const mallItemInputSchema = z.object({
  name: label(120),
  description: text(2000).trim(),
  imageUrl: imageUrlSchema,
  points: z.number().int().min(0).max(100_000_000),
  stock: z.number().int().min(0).max(100_000_000),
  category: label(60),
});

/** Missions and leaderboards (§2 /m/leaderBoard): one row per board and rank. */
export const leaderboardEntryInputSchema = z.object({
  board: text(64).regex(/^[a-z0-9_]{1,40}$/),
  boardTitle: label(80),
  rank: z.number().int().min(1).max(1000),
  playerName: label(40),
  score: z.number().int().min(0),
  prize: text(120).trim(),
});

/**
 * Missions (§2 /m/leaderBoard "missions", rules in rules/loyalty.ts): count an event (logins, game
 * launches, successful deposits) up to a target within a cycle, then claim the points. The key
 * names the mission once per merchant.
 */
export const missionInputSchema = z.object({
  key: text(64).regex(/^[A-Z0-9_]{2,40}$/),
  title: label(120),
  description: text(1000).trim(),
  event: z.enum(MISSION_EVENTS),
  target: z.number().int().min(1).max(1_000_000),
  points: z.number().int().min(0).max(100_000_000),
  cycle: z.enum(CLAIM_CYCLES),
});

/** A condition of reaching a VIP label (§3 VIP progress: e.g. deposits 10, turnover 5000). */
export const rankConditionSchema = z.object({
  name: label(60),
  target: z.number().min(0),
});

/** §3 clubLabel: VIP labels; AUTO labels show their benefits. */
export const vipLabelInputSchema = z.object({
  labelName: label(40),
  type: z.enum(['AUTO', 'MANUAL']),
  rankLevel: z.number().int().min(0).max(1000),
  rankConditions: z.array(rankConditionSchema).max(20).default([]),
});

export const vipBenefitInputSchema = z.object({
  labelId: z.number().int().positive(),
  title: label(120),
  titleCn: text(120).trim().nullable().default(null),
  description: text(1000).trim(),
  descriptionCn: text(1000).trim().nullable().default(null),
  icon: imageUrlSchema,
});

/** §3 customer-service entries; labelIds limits an entry to those VIP labels (§6), empty: everyone. */
export const customerServiceInputSchema = z.object({
  csType: z.enum(CS_TYPES),
  csPosition: z.enum(CS_POSITIONS),
  title: label(80),
  url: z
    .url({ protocol: /^https?$/ })
    .max(1000)
    .check(cleanText),
  labelIds: z.array(z.number().int().positive()).max(50).default([]),
});

/**
 * The content types with items (create, read, update, delete, order, enable). Keys are the `:type`
 * of the admin path; each names its input schema.
 */
export const CONTENT_ITEM_SCHEMAS = {
  banners: bannerInputSchema,
  announcements: announcementInputSchema,
  'promotion-categories': promotionCategoryInputSchema,
  activities: activityInputSchema,
  promotions: promotionInputSchema,
  articles: articleInputSchema,
  'mall-items': mallItemInputSchema,
  leaderboard: leaderboardEntryInputSchema,
  missions: missionInputSchema,
  'vip-labels': vipLabelInputSchema,
  'vip-benefits': vipBenefitInputSchema,
  'customer-service': customerServiceInputSchema,
} as const;
export type ContentType = keyof typeof CONTENT_ITEM_SCHEMAS;
export const CONTENT_TYPES = Object.keys(CONTENT_ITEM_SCHEMAS) as ContentType[];
export type ContentInput<T extends ContentType> = z.output<(typeof CONTENT_ITEM_SCHEMAS)[T]>;

/** The fields every stored item adds to its input. */
export const contentItemMetaSchema = z.object({
  id: z.number().int(),
  /** Hidden from players when false; kept for the operator. */
  enabled: z.boolean(),
  /** Ascending; set by the order call. */
  sortOrder: z.number().int(),
});

/** The stored item of a type, as answered. */
export function contentItemSchema<T extends ContentType>(type: T) {
  return CONTENT_ITEM_SCHEMAS[type].extend(contentItemMetaSchema.shape);
}

/**
 * An update: any fields of the input, and `enabled`. Defaults of the create are not applied, so a
 * field left out keeps its stored value.
 */
export function contentPatchSchema<T extends ContentType>(type: T) {
  const shape = Object.fromEntries(
    Object.entries(CONTENT_ITEM_SCHEMAS[type].shape as Record<string, z.ZodType>).map(
      ([key, field]) => [
        key,
        (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional(),
      ],
    ),
  );
  return z
    .object({ ...shape, enabled: z.boolean().optional() })
    .refine((v) => Object.keys(v).length > 0, 'at least one field') as unknown as z.ZodType<
    Partial<ContentInput<T>> & { enabled?: boolean }
  >;
}

/** The whole order of a type's items, first to last. Items left out keep their place after them. */
export const contentOrderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});

export const contentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * Narrows banners by group, announcements by type, articles by kind, leaderboard by board,
   * missions by cycle.
   */
  group: text(40).trim().optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const contentParamsSchema = z.object({
  code: text(64).regex(/^[A-Za-z0-9_-]{1,64}$/),
  type: z.enum(Object.keys(CONTENT_ITEM_SCHEMAS) as [ContentType, ...ContentType[]]),
});
export const contentItemParamsSchema = contentParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

// ---------------------------------------------------------------------------------------------
// One-per-merchant settings documents (read and replace).

/**
 * A minimum above its maximum, named on the minimum: the console shows it beside that field, not as
 * a message for the whole form that leaves the operator to find which of several amounts is wrong.
 */
const minNotAboveMax = {
  check: (v: { minAmount: number; maxAmount: number }) => v.minAmount <= v.maxAmount,
  issue: { message: 'above the maximum amount', path: ['minAmount'] },
};

/** Deposit page settings (relay MCSFE_getDepositSettings): the same shape the players read. */
export const depositSettingsInputSchema = z
  .object({
    currency: text(3).length(3),
    minAmount: z.number().min(0),
    maxAmount: z.number().min(0),
    dailyLimit: z.number().min(0),
    quickAmounts: z.array(z.number().min(0)).max(12),
    channels: z
      .array(
        z
          .object({
            code: label(40),
            name: label(80),
            type: z.enum(PAYMENT_CHANNEL_TYPES),
            minAmount: z.number().min(0),
            maxAmount: z.number().min(0),
            feeRate: z.number().min(0).max(1),
          })
          .refine(minNotAboveMax.check, minNotAboveMax.issue),
      )
      .max(30),
  })
  .refine(minNotAboveMax.check, minNotAboveMax.issue);

export const withdrawSettingsInputSchema = z
  .object({
    currency: text(3).length(3),
    minAmount: z.number().min(0),
    maxAmount: z.number().min(0),
    dailyCountLimit: z.number().int().min(0).max(1000),
    maxAccountsPerKind: z.number().int().min(1).max(20),
  })
  .refine(minNotAboveMax.check, minNotAboveMax.issue);

export const referralProgramInputSchema = z.object({
  enabled: z.boolean(),
  title: label(120),
  description: text(2000).trim(),
  rewardPerFriend: z.number().min(0),
  currency: text(3).length(3),
  rules: z.array(label(500)).max(30),
});

/**
 * The documents under `/admin/merchants/:code/content/settings/:doc`. Download links and the
 * download prompt are parts of the merchant settings (`resources`, `downloadPrompt`), written with
 * the merchant PATCH.
 */
export const CONTENT_SETTINGS_SCHEMAS = {
  deposit: depositSettingsInputSchema,
  withdraw: withdrawSettingsInputSchema,
  referral: referralProgramInputSchema,
} as const;
export type ContentSettingsDoc = keyof typeof CONTENT_SETTINGS_SCHEMAS;
