import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { ERROR_CODES } from '@member-app/contract/errors';
import { TRACKING_EVENTS } from '@member-app/contract/rules/tracking';
import { paged, pageQuerySchema } from '@member-app/contract/schemas/admin';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  CONVERSION_NETWORKS,
  trackingEventViewSchema,
  trackingOutboxViewSchema,
} from '@member-app/contract/schemas/tracking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';

const params = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const eventsQuery = pageQuerySchema.extend({
  event: z.enum(TRACKING_EVENTS).optional(),
  deviceId: text(64).optional(),
  customerId: z.coerce.number().int().positive().optional(),
});
const outboxQuery = pageQuerySchema.extend({
  network: z.enum(CONVERSION_NETWORKS).optional(),
});
const visitorsQuery = pageQuerySchema.extend({
  deviceId: text(64).optional(),
});
const visitorView = z.object({
  deviceId: z.string(),
  affiliateCode: z.string().nullable(),
  tracking: z.record(z.string(), z.string()).nullable(),
  regInfo: z.record(z.string(), z.string()).nullable(),
  ip: z.string().nullable(),
  firstSeen: z.number().int(),
  lastSeen: z.number().int(),
  hits: z.number().int(),
});

/**
 * Operator API of tracking, behind the operator-token gate (ADMIN_TOKEN): the stored events, the conversion
 * outbox (the built-in server-to-server provider) and the visitors' heartbeats, newest first.
 */
export async function trackingAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const merchantOf = async (code: string) => {
    const merchant = await app.merchants.findByCode(code);
    if (!merchant) throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'Unknown merchant');
    return merchant;
  };
  const common = { tags: ['admin'], security: [{ operatorToken: [] }], params };

  app.get(
    '/admin/merchants/:code/tracking/events',
    {
      schema: {
        ...common,
        summary: 'Tracking events of a merchant, newest first, paged (SPEC §3)',
        querystring: eventsQuery,
        response: { 200: envelope(paged(trackingEventViewSchema)), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request.params.code);
      const { event, deviceId, customerId, page, size } = request.query;
      return ok(
        await app.tracking.views.events(
          merchant.code,
          { event, deviceId, customerId },
          { page, size },
        ),
      );
    },
  );

  app.get(
    '/admin/merchants/:code/tracking/outbox',
    {
      schema: {
        ...common,
        summary:
          'Conversions prepared for the ad networks (built-in server-to-server provider), newest first, paged',
        querystring: outboxQuery,
        response: { 200: envelope(paged(trackingOutboxViewSchema)), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request.params.code);
      const { network, page, size } = request.query;
      return ok(await app.tracking.views.outbox(merchant.code, network, { page, size }));
    },
  );

  app.get(
    '/admin/merchants/:code/tracking/visitors',
    {
      schema: {
        ...common,
        summary:
          'Visitors’ heartbeats from the status call’s track parameter (SPEC §7, §9), latest first, paged',
        querystring: visitorsQuery,
        response: { 200: envelope(paged(visitorView)), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request.params.code);
      const { deviceId, page, size } = request.query;
      return ok(await app.tracking.views.visitors(merchant.code, deviceId, { page, size }));
    },
  );
}
