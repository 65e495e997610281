import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@member-app/contract/errors';
import { paged, pageQuerySchema } from '@member-app/contract/schemas/admin';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { PUSH_TOPIC_PATTERN } from '@member-app/contract/rules/push';
import {
  pushRegistrationAdminSchema,
  pushSendResultSchema,
  pushSendSchema,
} from '@member-app/contract/schemas/push';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';

const params = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const listQuery = pageQuerySchema.extend({
  memberId: z.coerce.number().int().positive().optional(),
  topic: z.string().regex(PUSH_TOPIC_PATTERN).optional(),
});

/**
 * Operator API of push (ARCHITECTURE "operator side"), registered behind the operator-token gate: send a notification to a topic or a member, list registrations.
 */
export async function pushAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const push = fastify.push;
  const common = { tags: ['admin'], security: [{ operatorToken: [] }], params };
  const merchantOf = async (code: string) => {
    const merchant = await app.merchants.findByCode(code);
    if (!merchant) throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'Unknown merchant');
    return merchant;
  };

  app.post(
    '/admin/merchants/:code/push',
    {
      schema: {
        ...common,
        summary: 'Send a push notification {title, body, url} to a topic (ALL) or a member',
        description:
          'Sent with the merchant’s provider (built-in Web Push with its VAPID keys; FCM for FCM tokens when configured). ' +
          'Registrations the push service reports gone (404/410) are removed.',
        body: pushSendSchema,
        response: {
          200: envelope(pushSendResultSchema),
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request) => ok(await push.send(await merchantOf(request.params.code), request.body)),
  );

  app.get(
    '/admin/merchants/:code/push/registrations',
    {
      schema: {
        ...common,
        summary: "A merchant's push registrations, most recently bound first, paged",
        querystring: listQuery,
        response: { 200: envelope(paged(pushRegistrationAdminSchema)), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { code } = request.params;
      await merchantOf(code);
      const { memberId, topic, page, size } = request.query;
      return ok(await push.registrations(code, { memberId, topic }, { page, size }));
    },
  );
}
