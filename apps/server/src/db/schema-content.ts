// Tables of the merchant's content: banners, announcements, activities and the like (see schema-core.ts
// for the conventions). Re-exported from schema.ts.
// Every table carries merchant_code: content is per merchant (per white-label tenant).
import type { ClaimCycle, MissionEvent } from '@member-app/contract/rules/loyalty';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, memberId, merchantCode, sortOrder } from './schema-columns';

/** §3 Banner, in groups: 'main' (home carousel), 'm_popup1' and 'm_popup2' (welcome popups, §4). */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** P activity, URL address, G game (§2 banner click). */
    linkageType: text('linkage_type'),
    linkage: text('linkage'),
    roomId: text('room_id'),
    nodeId: text('node_id'),
    gameType: text('game_type'),
    vendor: text('vendor'),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
    /** Shown from / until; null: always. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_banners_merchant_group_title_uq').on(t.merchantCode, t.groupName, t.title),
    // The banners call reads a group's first slides in display order: with thousands of banners it
    // walks this index instead of sorting the group.
    index('content_banners_merchant_group_order_idx').on(
      t.merchantCode,
      t.groupName,
      t.sortOrder,
      t.id,
    ),
  ],
);

/**
 * Announcements: type MQ (marquee text), PU (popup announcement, §3/§4) and PR (notices listed by
 * MCSFE_getListAnnouncements, e.g. category app_download).
 */
export const contentAnnouncements = pgTable(
  'content_announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    type: text('type').notNull(),
    platform: text('platform').notNull().default('A'),
    category: text('category').notNull().default('general'),
    title: text('title').notNull(),
    /** HTML, sanitized when sent. */
    content: text('content').notNull(),
    promotionType: text('promotion_type'),
    /** §3 A logged-in, B guest, F first-time login (popups only). */
    execution: text('execution'),
    forceRead: boolean('force_read').notNull().default(false),
    activityId: integer('activity_id'),
    imageUrl: text('image_url'),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_announcements_merchant_type_title_uq').on(t.merchantCode, t.type, t.title),
    // Marquee and popups read the first announcements of one type in display order.
    index('content_announcements_merchant_type_order_idx').on(
      t.merchantCode,
      t.type,
      t.sortOrder,
      t.id,
    ),
  ],
);

/** §3 promotion categories (PROMOFE_getPromotionAnnouncementCategory). */
export const contentPromoCategories = pgTable(
  'content_promo_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    name: text('name').notNull(),
    nameCn: text('name_cn'),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('content_promo_categories_merchant_name_uq').on(t.merchantCode, t.name)],
);

/** Activities with a go-button (§2) and their promoAnnouncementCategoryIds (§3). */
export const contentActivities = pgTable(
  'content_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** HTML, sanitized when sent. */
    content: text('content').notNull(),
    imageUrl: text('image_url').notNull(),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    actionType: text('action_type'),
    actionValue: text('action_value'),
    buttonText: text('button_text'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('content_activities_merchant_title_uq').on(t.merchantCode, t.title)],
);

/** Promotions by key with an enabled flag (§3); reward-center ones are listed by REWCEN3. */
export const contentPromotions = pgTable(
  'content_promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    reward: text('reward').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    rewardCenter: boolean('reward_center').notNull().default(false),
    /** Points a member claims from the reward center (0: nothing to claim, information only). */
    rewardPoints: integer('reward_points').notNull().default(0),
    /** How often it can be claimed (ONCE, DAILY, WEEKLY). */
    claimCycle: text('claim_cycle').$type<ClaimCycle>().notNull().default('ONCE'),
    /** Locked until the member made this many of the event in the same cycle. */
    requiresEvent: text('requires_event').$type<MissionEvent>(),
    requiresCount: integer('requires_count').notNull().default(0),
    sortOrder: sortOrder(),
  },
  (t) => [uniqueIndex('content_promotions_merchant_key_uq').on(t.merchantCode, t.key)],
);

/** News and help articles (§2 /m/news, /m/help). */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** HTML, sanitized when sent. */
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('content_articles_merchant_kind_title_uq').on(t.merchantCode, t.kind, t.title),
  ],
);

/** Point-market items (§2 /m/mall/mallHome). */
export const contentMallItems = pgTable(
  'content_mall_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    points: integer('points').notNull(),
    stock: integer('stock').notNull(),
    category: text('category').notNull(),
    /** How many one member may redeem in all; null: only the stock limits. */
    limitPerMember: integer('limit_per_member'),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('content_mall_items_merchant_name_uq').on(t.merchantCode, t.name)],
);

/** Leaderboard entries per board (§2 /m/leaderBoard). */
export const contentLeaderboard = pgTable(
  'content_leaderboard',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    board: text('board').notNull(),
    boardTitle: text('board_title').notNull(),
    rank: smallint('rank').notNull(),
    playerName: text('player_name').notNull(),
    score: integer('score').notNull(),
    prize: text('prize').notNull(),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('content_leaderboard_merchant_board_rank_uq').on(t.merchantCode, t.board, t.rank),
  ],
);

/** Feedback sent by members (§2 /m/feedback). */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('RECEIVED'),
    reply: text('reply'),
    createdAt: createdAt(),
  },
  (t) => [index('content_feedback_member_idx').on(t.memberId, t.id)],
);
