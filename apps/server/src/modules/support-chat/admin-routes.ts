import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { CS_POSITIONS, CS_TYPES } from '@member-app/contract/rules/member-area';
import {
  chatMessageSchema,
  chatThreadSchema,
  chatThreadSummarySchema,
  operatorReplySchema,
} from '@member-app/contract/schemas/member-area';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../operators/service';
import { threadById } from './repository';

/**
 * Operator side of customer service, behind the operator-token gate: support chat threads and
 * replies, and the merchant's customer-service entries.
 */
export async function supportChatAdminRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const admin = app;
  const security = [{ operatorToken: [] }];
  const threadParams = z.object({ id: z.coerce.number().int().positive() });
  const merchantCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
  /**
   * An operator bound to some merchants reads and answers only their members' threads; an unknown
   * thread is left to the service's 404.
   */
  const requireThreadMerchant = async (request: FastifyRequest, threadId: number) => {
    const thread = await threadById(app.db, threadId);
    if (thread) app.operators.requireMerchant(actorOf(request), thread.merchantCode);
  };

  admin.get(
    '/admin/member-area/chat/threads',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Support chat threads of a merchant, most recent first, with the member's unanswered count",
        security,
        querystring: z.object({
          merchantCode: merchantCodeSchema,
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: envelope(z.array(chatThreadSummarySchema)),
          '4xx': errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await app.supportChat.threads(request.query.merchantCode, request.query.limit)),
  );

  admin.get(
    '/admin/member-area/chat/threads/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'The messages of a support chat thread',
        security,
        params: threadParams,
        response: { 200: envelope(chatThreadSchema), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      await requireThreadMerchant(request, request.params.id);
      return ok(await app.supportChat.operatorView(request.params.id));
    },
  );

  admin.post(
    '/admin/member-area/chat/threads/:id/messages',
    {
      schema: {
        tags: ['admin'],
        summary:
          'An operator replies in a support chat thread (counted as unread until the member reads it)',
        security,
        params: threadParams,
        body: operatorReplySchema,
        response: { 200: envelope(chatMessageSchema), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      await requireThreadMerchant(request, request.params.id);
      return ok(
        await app.supportChat.reply(
          request.params.id,
          request.body.operatorName,
          request.body.body,
        ),
      );
    },
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
