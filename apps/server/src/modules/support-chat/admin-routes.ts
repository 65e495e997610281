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
import {
  CHAT_INBOX_WAITS_PER_OPERATOR,
  CHAT_WAIT_MS,
  CS_POSITIONS,
  CS_TYPES,
} from '@member-app/contract/rules/member-area';
import {
  chatInboxSchema,
  chatInboxWaitQuerySchema,
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

  // A long-poll, as the member's open chat has (routes.ts `messages/wait`): the console's calls carry
  // the operator's token in the Authorization header, which EventSource cannot send.
  admin.get(
    '/admin/merchants/:code/chat/inbox/wait',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The chat inbox waits for a message newer than `after` in any thread of the merchant: answered as soon as a member writes (on any instance), else after 25 s',
        description: [
          'Answers the page of threads (`page`, `size`, with unanswered counts) and, with `thread`, that',
          "thread's messages, and `latest`, the merchant's newest message id: the next call's `after`",
          '(0 the first time: answered at once). The console asks again at once; while this call fails',
          'it refreshes the lists slowly instead.',
          `At most ${CHAT_INBOX_WAITS_PER_OPERATOR} held at once per operator and instance: one more`,
          'is refused with 429 and Retry-After. A server shutting down answers the held calls at once.',
        ].join(' '),
        security,
        params: merchantParamsSchema,
        querystring: chatInboxWaitQuerySchema,
        response: { 200: envelope(chatInboxSchema), '4xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const gone = new AbortController();
      // The operator left the inbox or lost the connection before an answer: stop waiting.
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      const actor = request.actor!;
      const inbox = await app.supportChat.waitForInbox(
        actor.id === null ? `token:${actor.username}` : `operator:${actor.id}`,
        request.params.code,
        request.query,
        CHAT_WAIT_MS,
        gone.signal,
      );
      if (app.supportChat.closing()) reply.header('connection', 'close');
      // Nobody reads the answer of a call whose caller went away.
      return ok(
        inbox ?? {
          latest: request.query.after,
          threads: { items: [], total: 0, page: request.query.page, size: request.query.size },
          thread: null,
        },
      );
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
