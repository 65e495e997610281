import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { CONTENT_ERROR_CODES } from '@member-app/contract/rules/content';
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
import { PREVIEW_CONTENT_PATH } from '@member-app/contract/rules/preview';
import {
  previewContentSchema,
  previewTokenParamsSchema,
} from '@member-app/contract/schemas/preview';
import type { App } from '../../lib/app-instance';
import { ifNoneMatchHits } from '../../lib/conditional';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { relayRoute } from '../../lib/relay';
import { isChinese } from '../../lib/request-language';
import { memberOf } from '../session/service';
import { etagOf } from './answer-cache';

/** Content routes (SPEC §2, §3, §4, §7): per merchant, HTML sanitized before it is sent. */
export const contentRoutes = async (app: App) => {
  const tags = ['content'];
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const merchantOf = async (request: FastifyRequest) => (await request.merchantContext()).merchant;

  /**
   * The same for every player of a merchant (banners, marquee, popups): the browser keeps the
   * answer and asks again with its ETag, and an unchanged answer comes back as 304 with no body.
   * Always revalidated (no-cache), never kept on trust: a banner an operator hides or whose
   * schedule ends is gone on the next request, as the operator API promises.
   */
  const revalidated = <T extends object>(
    request: FastifyRequest,
    reply: FastifyReply,
    value: T,
  ) => {
    // Weak: the same answer is sent compressed or not. Of the kept answer, computed once.
    const etag = etagOf(value);
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Host, Merchant');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return ok(value);
  };

  // ----- relays of §7 -----

  relayRoute(app, 'PROMOFE_getPromotionAnnouncementCategory', {
    input: emptyContentInputSchema,
    value: promotionCategoriesSchema,
    auth: 'none',
    tags,
    summary: '§7 promotion categories (§3 "activities carry promoAnnouncementCategoryIds")',
    handler: async (request) =>
      app.content.promotionCategories(await merchantOf(request), isChinese(request)),
  });

  relayRoute(app, 'MCSFE_getMerchantAvailablePromotions', {
    input: emptyContentInputSchema,
    value: availablePromotionsSchema,
    auth: 'optional',
    tags,
    summary: '§7 reward-center promotions of the merchant; needs the whitelabel flag REWCEN3 (§6)',
    description: `Answers ${CONTENT_ERROR_CODES.REWARD_CENTER_DISABLED} (403) when REWCEN3 is off.`,
    handler: async (request) => app.content.rewardCenterPromotions(await merchantOf(request)),
  });

  relayRoute(app, 'MCSFE_getListAnnouncements', {
    input: listAnnouncementsInputSchema,
    value: announcementListSchema,
    auth: 'none',
    tags,
    summary:
      '§7 announcements by types (default PR), platform (default M) and category (e.g. app_download)',
    description: 'Platform A entries count for every platform. Content is sanitized HTML.',
    handler: async (request, input) => app.content.announcements(await merchantOf(request), input),
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
    async (request) =>
      ok(await app.content.promotionByKey(await merchantOf(request), request.query.key)),
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
    async (request, reply) =>
      revalidated(
        request,
        reply,
        await app.content.banners(await merchantOf(request), request.query.groups),
      ),
  );

  // The console's live preview: home content with a draft in it, only to whoever has the token.
  app.get(
    `${PREVIEW_CONTENT_PATH}/:token`,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The player answers an operator's unsaved item changes (the console's live preview)",
        description:
          "Only with a token from POST /admin/merchants/{code}/preview, on that merchant's address, for 10 minutes. Never cached.",
        params: previewTokenParamsSchema,
        response: { 200: envelope(previewContentSchema), ...responses },
      },
    },
    async (request, reply) => {
      const merchant = await merchantOf(request);
      const preview = await app.contentPreview.read(request.params.token, merchant.code);
      if (!preview) throw notFound('This preview has expired');
      reply.header('cache-control', 'no-store');
      return ok(await app.contentPreview.content(merchant, preview, isChinese(request)));
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
    async (request, reply) =>
      revalidated(request, reply, await app.content.marquee(await merchantOf(request))),
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
    async (request, reply) =>
      revalidated(request, reply, await app.content.popups(await merchantOf(request))),
  );

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
    async (request) =>
      ok(await app.content.activities(await merchantOf(request), request.query.categoryId)),
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
    async (request) => ok(await app.content.activity(await merchantOf(request), request.params.id)),
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
    async (request) =>
      ok(await app.content.articles(await merchantOf(request), request.query.kind)),
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
    async (request) => ok(await app.content.mall(await merchantOf(request))),
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
    async (request) =>
      ok(await app.content.leaderboard(await merchantOf(request), request.query.board)),
  );

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
    async (request) => ok(await app.content.feedbackOf(memberOf(request).id)),
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
    async (request) => ok(await app.content.sendFeedback(memberOf(request), request.body)),
  );
};
