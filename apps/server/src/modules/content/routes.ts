import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  ACTIVITY_ACTIONS,
  CONTENT_ERROR_CODES,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
} from '@member-app/contract/rules/content';
import {
  activitiesQuerySchema,
  activityDetailSchema,
  activityListSchema,
  announcementListSchema,
  articleListSchema,
  articlesQuerySchema,
  availablePromotionsSchema,
  bannersQuerySchema,
  bannersSchema,
  emptyContentInputSchema,
  feedbackInputSchema,
  feedbackListSchema,
  feedbackSchema,
  idParamSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  listAnnouncementsInputSchema,
  mallSchema,
  marqueeSchema,
  popupsSchema,
  promotionByKeyQuerySchema,
  promotionByKeySchema,
  promotionCategoriesSchema,
} from '@member-app/contract/schemas/content';
import type { App } from '../../lib/app-instance';
import { isChinese } from '../../lib/request-language';
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
  referralPrograms,
} from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { relayRoute } from '../../lib/relay';
import { notLoggedIn } from '../session/service';
import { sanitizeHtml } from './sanitize';

/** A member may send this many feedback messages a day (keeps the operator's inbox usable). */
const FEEDBACK_PER_DAY = 10;
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

/** Content routes (SPEC §2, §3, §4, §7): per merchant, HTML sanitized before it is sent. */
export const contentRoutes = async (app: App) => {
  const tags = ['content'];
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const merchantOf = async (request: FastifyRequest) => (await request.merchantContext()).merchant;

  // ----- relays of §7 -----

  relayRoute(app, 'PROMOFE_getPromotionAnnouncementCategory', {
    input: emptyContentInputSchema,
    value: promotionCategoriesSchema,
    auth: 'none',
    tags,
    summary: '§7 promotion categories (§3 "activities carry promoAnnouncementCategoryIds")',
    handler: async (request) => {
      const merchant = await merchantOf(request);
      const rows = await app.db
        .select()
        .from(contentPromoCategories)
        .where(eq(contentPromoCategories.merchantCode, merchant.code))
        .orderBy(asc(contentPromoCategories.sortOrder), asc(contentPromoCategories.id));
      const cn = isChinese(request);
      return { categories: rows.map((r) => ({ id: r.id, name: (cn && r.nameCn) || r.name })) };
    },
  });

  relayRoute(app, 'MCSFE_getMerchantAvailablePromotions', {
    input: emptyContentInputSchema,
    value: availablePromotionsSchema,
    auth: 'optional',
    tags,
    summary: '§7 reward-center promotions of the merchant; needs the whitelabel flag REWCEN3 (§6)',
    description: `Answers ${CONTENT_ERROR_CODES.REWARD_CENTER_DISABLED} (403) when REWCEN3 is off.`,
    handler: async (request) => {
      const merchant = await merchantOf(request);
      if (!merchant.settings.whitelabelVal.REWCEN3)
        throw new AppError(
          403,
          CONTENT_ERROR_CODES.REWARD_CENTER_DISABLED,
          'The reward center is not available',
        );
      const rows = await app.db
        .select()
        .from(contentPromotions)
        .where(
          and(
            eq(contentPromotions.merchantCode, merchant.code),
            eq(contentPromotions.rewardCenter, true),
            eq(contentPromotions.enabled, true),
          ),
        )
        .orderBy(asc(contentPromotions.sortOrder), asc(contentPromotions.id));
      return {
        list: rows.map((r) => ({
          id: r.id,
          key: r.key,
          title: r.title,
          description: r.description,
          image: r.imageUrl,
          reward: r.reward,
        })),
      };
    },
  });

  relayRoute(app, 'MCSFE_getListAnnouncements', {
    input: listAnnouncementsInputSchema,
    value: announcementListSchema,
    auth: 'none',
    tags,
    summary:
      '§7 announcements by types (default PR), platform (default M) and category (e.g. app_download)',
    description: 'Platform A entries count for every platform. Content is sanitized HTML.',
    handler: async (request, input) => {
      const merchant = await merchantOf(request);
      const rows = await app.db
        .select()
        .from(contentAnnouncements)
        .where(
          and(
            eq(contentAnnouncements.merchantCode, merchant.code),
            inArray(contentAnnouncements.type, input.types),
            inArray(contentAnnouncements.platform, [input.platform, 'A']),
            input.category ? eq(contentAnnouncements.category, input.category) : undefined,
          ),
        )
        .orderBy(asc(contentAnnouncements.sortOrder), desc(contentAnnouncements.id));
      return {
        list: rows.map((r) => ({
          id: r.id,
          type: r.type as 'PR',
          category: r.category,
          title: r.title,
          content: sanitizeHtml(r.content),
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  });

  // ----- plain content routes -----

  app.get(
    '/wps/content/promotion',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags,
        summary: 'Promotion by key with its enabled flag (§3 "looked up by key (e.g. REFERRAL)")',
        description:
          'REFERRAL follows the merchant referral program when one is configured (see /wps/referral/status for the personal flag).',
        querystring: promotionByKeyQuerySchema,
        response: { 200: envelope(promotionByKeySchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const { key } = request.query;
      const [row] = await app.db
        .select()
        .from(contentPromotions)
        .where(
          and(eq(contentPromotions.merchantCode, merchant.code), eq(contentPromotions.key, key)),
        );
      let enabled = row?.enabled ?? false;
      if (key === 'REFERRAL') {
        const [program] = await app.db
          .select({ enabled: referralPrograms.enabled })
          .from(referralPrograms)
          .where(eq(referralPrograms.merchantCode, merchant.code));
        if (program) enabled = program.enabled;
      }
      return ok({ key, enabled, title: row?.title ?? null });
    },
  );

  app.get(
    '/wps/content/banners',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          '§3 banners of the given groups (main carousel, m_popup1, m_popup2 welcome popups)',
        querystring: bannersQuerySchema,
        response: { 200: envelope(bannersSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const { groups } = request.query;
      const inGroups = (names: string[] | undefined, limit: number) =>
        app.db
          .select()
          .from(contentBanners)
          .where(
            and(
              eq(contentBanners.merchantCode, merchant.code),
              names ? inArray(contentBanners.groupName, names) : undefined,
            ),
          )
          .orderBy(
            asc(contentBanners.groupName),
            asc(contentBanners.sortOrder),
            asc(contentBanners.id),
          )
          .limit(limit);
      // Bounded whatever the operator stored: a carousel or popup group shows its first slides.
      const rows = groups.length
        ? (
            await Promise.all(
              [...new Set(groups)].sort().map((g) => inGroups([g], MAX_BANNERS_PER_GROUP)),
            )
          ).flat()
        : await inGroups(undefined, MAX_BANNERS);
      return ok({
        banners: rows.map((r) => ({
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
        })),
      });
    },
  );

  app.get(
    '/wps/content/marquee',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '§2 screen 19 marquee texts (plain text)',
        response: { 200: envelope(marqueeSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const rows = await app.db
        .select({ id: contentAnnouncements.id, content: contentAnnouncements.content })
        .from(contentAnnouncements)
        .where(
          and(
            eq(contentAnnouncements.merchantCode, merchant.code),
            eq(contentAnnouncements.type, 'MQ'),
          ),
        )
        .orderBy(asc(contentAnnouncements.sortOrder), asc(contentAnnouncements.id))
        .limit(MAX_ANNOUNCEMENTS);
      // Plain text: any markup an operator typed is dropped rather than shown.
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          text: sanitizeHtml(r.content).replace(/<[^>]*>/g, ''),
        })),
      });
    },
  );

  app.get(
    '/wps/content/popups',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '§2 screen 17 / §3 popup announcements with execution A, B or F and forceRead',
        description:
          'All popups of the merchant; the app picks by execution (§5) and its show flags (§4).',
        response: { 200: envelope(popupsSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const rows = await app.db
        .select()
        .from(contentAnnouncements)
        .where(
          and(
            eq(contentAnnouncements.merchantCode, merchant.code),
            eq(contentAnnouncements.type, 'PU'),
          ),
        )
        .orderBy(asc(contentAnnouncements.sortOrder), asc(contentAnnouncements.id))
        .limit(MAX_ANNOUNCEMENTS);
      const list = rows.flatMap((r) => {
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
      });
      return ok({ list, paging: list.length > 1 });
    },
  );

  const activityColumns = (r: typeof contentActivities.$inferSelect) => ({
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
  // Activities that have not ended (no end date, or an end in the future).
  const running = (now: Date) =>
    sql`(${contentActivities.endAt} is null or ${contentActivities.endAt} > ${now})`;

  app.get(
    '/wps/content/activities',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '§2 /m/activity: running activities, optionally of one promotion category',
        querystring: activitiesQuerySchema,
        response: { 200: envelope(activityListSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const { categoryId } = request.query;
      const rows = await app.db
        .select()
        .from(contentActivities)
        .where(
          and(
            eq(contentActivities.merchantCode, merchant.code),
            running(new Date(app.now())),
            categoryId ? sql`${categoryId} = any(${contentActivities.categoryIds})` : undefined,
          ),
        )
        .orderBy(asc(contentActivities.sortOrder), asc(contentActivities.id));
      return ok({ list: rows.map(activityColumns) });
    },
  );

  app.get(
    '/wps/content/activities/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          '§2 /m/activity?id={id}: one activity with its sanitized HTML and go-button action',
        params: idParamSchema,
        response: { 200: envelope(activityDetailSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const [row] = await app.db
        .select()
        .from(contentActivities)
        .where(
          and(
            eq(contentActivities.merchantCode, merchant.code),
            eq(contentActivities.id, request.params.id),
          ),
        );
      if (!row) throw notFound('No such activity');
      return ok({ ...activityColumns(row), content: sanitizeHtml(row.content) });
    },
  );

  app.get(
    '/wps/content/articles',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '§2 /m/news and /m/help: articles of one kind, newest first for news',
        querystring: articlesQuerySchema,
        response: { 200: envelope(articleListSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const { kind } = request.query;
      const rows = await app.db
        .select()
        .from(contentArticles)
        .where(and(eq(contentArticles.merchantCode, merchant.code), eq(contentArticles.kind, kind)))
        .orderBy(
          ...(kind === 'news' ? [desc(contentArticles.publishedAt)] : []),
          asc(contentArticles.sortOrder),
          asc(contentArticles.id),
        );
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          kind,
          category: r.category,
          title: r.title,
          summary: r.summary,
          content: sanitizeHtml(r.content),
          image: r.imageUrl,
          publishedAt: r.publishedAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    '/wps/content/mall',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '§2 /m/mall/mallHome: point-market items',
        response: { 200: envelope(mallSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const rows = await app.db
        .select()
        .from(contentMallItems)
        .where(eq(contentMallItems.merchantCode, merchant.code))
        .orderBy(asc(contentMallItems.sortOrder), asc(contentMallItems.id));
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          description: r.description,
          image: r.imageUrl,
          points: r.points,
          stock: r.stock,
          category: r.category,
        })),
      });
    },
  );

  app.get(
    '/wps/content/leaderboard',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          '§2 /m/leaderBoard: the boards and the ranking of one (the first when none is named)',
        querystring: leaderboardQuerySchema,
        response: { 200: envelope(leaderboardSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const boards = await app.db
        .selectDistinct({ key: contentLeaderboard.board, title: contentLeaderboard.boardTitle })
        .from(contentLeaderboard)
        .where(eq(contentLeaderboard.merchantCode, merchant.code))
        .orderBy(asc(contentLeaderboard.board));
      const board = request.query.board ?? boards[0]?.key ?? null;
      if (request.query.board && !boards.some((b) => b.key === board))
        throw notFound('No such leaderboard');
      const rows = board
        ? await app.db
            .select()
            .from(contentLeaderboard)
            .where(
              and(
                eq(contentLeaderboard.merchantCode, merchant.code),
                eq(contentLeaderboard.board, board),
              ),
            )
            .orderBy(asc(contentLeaderboard.rank))
        : [];
      return ok({
        boards,
        board,
        entries: rows.map((r) => ({
          rank: r.rank,
          playerName: r.playerName,
          score: r.score,
          prize: r.prize,
        })),
      });
    },
  );

  const feedbackColumns = (r: typeof contentFeedback.$inferSelect) => ({
    id: r.id,
    category: r.category as z.infer<typeof feedbackSchema>['category'],
    content: r.content,
    status: r.status === 'REPLIED' ? ('REPLIED' as const) : ('RECEIVED' as const),
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
  });

  app.get(
    '/wps/content/feedback',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: '§2 /m/feedback: the member’s own feedback, newest first',
        response: { 200: envelope(feedbackListSchema), ...responses },
      },
    },
    async (request) => {
      const member = request.member;
      if (!member) throw notLoggedIn();
      const rows = await app.db
        .select()
        .from(contentFeedback)
        .where(eq(contentFeedback.memberId, member.id))
        .orderBy(desc(contentFeedback.id))
        .limit(50);
      return ok({ list: rows.map(feedbackColumns) });
    },
  );

  app.post(
    '/wps/content/feedback',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: '§2 /m/feedback: a member sends feedback (plain text, stored as typed)',
        body: feedbackInputSchema,
        response: { 200: envelope(feedbackSchema), ...responses },
      },
    },
    async (request) => {
      const member = request.member;
      if (!member) throw notLoggedIn();
      const [today] = await app.db
        .select({ n: count() })
        .from(contentFeedback)
        .where(
          and(
            eq(contentFeedback.memberId, member.id),
            gt(contentFeedback.createdAt, new Date(app.now() - DAY_MS)),
          ),
        );
      if ((today?.n ?? 0) >= FEEDBACK_PER_DAY)
        throw new AppError(
          429,
          'feedback.too.many',
          'You have sent a lot of feedback today; please try again tomorrow',
        );
      const [row] = await app.db
        .insert(contentFeedback)
        .values({
          merchantCode: member.merchantCode,
          memberId: member.id,
          category: request.body.category,
          content: request.body.content,
          createdAt: new Date(app.now()),
        })
        .returning();
      return ok(feedbackColumns(row!));
    },
  );
};
