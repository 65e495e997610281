import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  merchantItemParamsSchema,
  merchantParamsSchema,
  pageQuerySchema,
  paged,
} from '@member-app/contract/schemas/admin';
import { CS_POSITIONS, CS_TYPES } from '@member-app/contract/rules/member-area';
import {
  chatMessageSchema,
  chatThreadSchema,
  chatThreadSummarySchema,
  operatorReplySchema,
} from '@member-app/contract/schemas/member-area';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { FastifyInstance } from 'fastify';

/**
 * Operator side of customer service, behind the operator-token gate: support chat threads and
 * replies, and the merchant's customer-service entries.
 */
export async function supportChatAdminRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const admin = app;
  const security = [{ operatorToken: [] }];
  const merchantCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

  // The operator gate checks the `:code` merchant against the operator's merchants; the service
  // answers a thread of another merchant as unknown.
  admin.get(
    '/admin/merchants/:code/chat/threads',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Support chat threads of a merchant, most recent first, with the member's unanswered count (paged)",
        security,
        params: merchantParamsSchema,
        querystring: pageQuerySchema,
        response: {
          200: envelope(paged(chatThreadSummarySchema)),
          '4xx': errorEnvelope,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { items, total } = await app.supportChat.threads(request.params.code, page, size);
      return ok({ items, total, page, size });
    },
  );

  admin.get(
    '/admin/merchants/:code/chat/threads/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'The messages of a support chat thread',
        security,
        params: merchantItemParamsSchema,
        response: { 200: envelope(chatThreadSchema), '4xx': errorEnvelope },
      },
    },
    async (request) =>
      ok(await app.supportChat.operatorView(request.params.code, request.params.id)),
  );

  admin.post(
    '/admin/merchants/:code/chat/threads/:id/messages',
    {
      schema: {
        tags: ['admin'],
        summary:
          'An operator replies in a support chat thread (counted as unread until the member reads it)',
        security,
        params: merchantItemParamsSchema,
        body: operatorReplySchema,
        response: { 200: envelope(chatMessageSchema), '4xx': errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await app.supportChat.reply(
          request.params.code,
          request.params.id,
          request.body.operatorName,
          request.body.body,
        ),
      ),
  );

  admin.put(
    '/admin/member-area/:code/customer-service',
    {
      // Customer-service entries are content the player app shows: the content role's, not
      // support's.
      config: { right: 'content.write' },
      schema: {
        tags: ['admin'],
        summary: "Replaces a merchant's customer-service entries (§3; labelIds empty = everyone)",
        security,
        params: z.object({ code: merchantCodeSchema }),
        body: z.object({
          entries: z
            .array(
              z.object({
                csType: z.enum(CS_TYPES),
                csPosition: z.enum(CS_POSITIONS),
                title: text(80).trim().min(1),
                url: text()
                  .url()
                  .refine((u) => /^https?:/.test(u), 'an http(s) address'),
                labelIds: z.array(z.number().int()).max(50).default([]),
              }),
            )
            .max(50),
        }),
        response: { 200: envelope(z.object({ count: z.number().int() })), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { code } = request.params;
      if (!(await app.merchants.findByCode(code))) throw notFound('Unknown merchant');
      const { entries } = request.body;
      await app.supportChat.replaceEntries(code, entries);
      return ok({ count: entries.length });
    },
  );
}
