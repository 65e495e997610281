import { desc, eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  CS_POSITIONS,
  CS_TYPES,
  MEMBER_AREA_ERROR_CODES,
} from '@member-app/contract/rules/member-area';
import {
  chatMessageSchema,
  chatThreadSchema,
  operatorReplySchema,
} from '@member-app/contract/schemas/member-area';
import { chatMessages, chatThreads, customerServiceEntries, members } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import type { FastifyInstance } from 'fastify';
import { threadMessages, unansweredCount } from './repository';

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
          200: envelope(
            z.array(
              z.object({
                threadId: z.number().int(),
                memberId: z.number().int(),
                userName: z.string(),
                updatedAt: z.number().int(),
                unanswered: z.number().int(),
              }),
            ),
          ),
          '4xx': errorEnvelope,
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          threadId: chatThreads.id,
          memberId: chatThreads.memberId,
          userName: members.userName,
          updatedAt: chatThreads.updatedAt,
        })
        .from(chatThreads)
        .innerJoin(members, eq(members.id, chatThreads.memberId))
        .where(eq(chatThreads.merchantCode, request.query.merchantCode))
        .orderBy(desc(chatThreads.updatedAt))
        .limit(request.query.limit);
      return ok(
        await Promise.all(
          rows.map(async (r) => ({
            ...r,
            updatedAt: r.updatedAt.getTime(),
            unanswered: await unansweredCount(app.db, r.threadId),
          })),
        ),
      );
    },
  );

  const threadById = async (threadId: number) => {
    const [thread] = await app.db.select().from(chatThreads).where(eq(chatThreads.id, threadId));
    if (!thread)
      throw new AppError(404, MEMBER_AREA_ERROR_CODES.THREAD_NOT_FOUND, 'No such chat thread');
    return thread;
  };

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
      const thread = await threadById(request.params.id);
      return ok({ threadId: thread.id, messages: await threadMessages(app.db, thread.id) });
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
      const thread = await threadById(request.params.id);
      const now = new Date(app.now());
      const [row] = await app.db
        .insert(chatMessages)
        .values({
          threadId: thread.id,
          author: 'operator',
          authorName: request.body.operatorName,
          body: request.body.body,
          createdAt: now,
        })
        .returning();
      await app.db.update(chatThreads).set({ updatedAt: now }).where(eq(chatThreads.id, thread.id));
      return ok({
        id: row!.id,
        author: 'operator' as const,
        authorName: row!.authorName,
        body: row!.body,
        createdAt: now.getTime(),
      });
    },
  );

  admin.put(
    '/admin/member-area/:code/customer-service',
    {
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
                title: z.string().trim().min(1).max(80),
                url: z
                  .string()
                  .url()
                  .max(2048)
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
      await app.db.transaction(async (tx) => {
        await tx
          .delete(customerServiceEntries)
          .where(eq(customerServiceEntries.merchantCode, code));
        if (entries.length)
          await tx
            .insert(customerServiceEntries)
            .values(entries.map((e, i) => ({ ...e, merchantCode: code, sortOrder: i })))
            .onConflictDoNothing();
      });
      return ok({ count: entries.length });
    },
  );
}
