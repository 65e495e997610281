import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACKING_PATHS } from '@member-app/contract/rules/tracking';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  trackingConfigQuerySchema,
  trackingConfigSchema,
  trackingEventRequestSchema,
  trackingEventValueSchema,
} from '@member-app/contract/schemas/tracking';
import { ok } from '../../lib/envelope';
import { pixelsFor } from './service';

/**
 * Whole request bodies above this are refused with 413 payload.too.large before parsing; within it,
 * each part (tracking, s2sInfo) over §9 HEADER_LIMIT_BYTES is a 400 naming the part.
 */
export const TRACKING_BODY_LIMIT = 8 * 1024;

/** §7 "tracking event submission" and "tracking config fetch" (paths not shown in SPEC). */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    TRACKING_PATHS.events,
    {
      bodyLimit: TRACKING_BODY_LIMIT,
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['tracking'],
        summary: 'Record a tracking event (SPEC §3 tracking events)',
        description:
          'Guests and members. customerId and customerName come from the session when a valid token is sent, ' +
          'never from the body. The same eventId is counted once per merchant (retries answer accepted: false). ' +
          'Rate limited per IP.',
        body: trackingEventRequestSchema,
        response: {
          200: envelope(trackingEventValueSchema),
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request) => {
      await app.limiter.hit('trackingPerIp', request.ip, 'too many tracking events');
      const { merchant } = await request.merchantContext();
      const ua = request.headers['user-agent'];
      const { accepted } = await app.tracking.record(
        {
          merchant,
          member: request.member
            ? { id: request.member.id, userName: request.member.userName }
            : null,
          ip: request.ip,
          host: request.host,
          userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null,
        },
        request.body,
      );
      return ok({ eventId: request.body.eventId, accepted });
    },
  );

  app.get(
    TRACKING_PATHS.config,
    {
      config: { public: true },
      schema: {
        tags: ['tracking'],
        summary:
          'The merchant’s ad pixels for a domain (SPEC §3 pixel ids, §7 tracking config fetch)',
        querystring: trackingConfigQuerySchema,
        response: {
          200: envelope(trackingConfigSchema),
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { merchant } = await request.merchantContext();
      const settings = merchant.settings.tracking;
      reply.header('cache-control', 'private, max-age=300');
      return ok({
        pixels: pixelsFor(settings, request.query.domain || request.host),
        clientPixels: settings.clientPixels,
      });
    },
  );
};
