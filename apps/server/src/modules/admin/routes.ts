import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { merchantSettingsSchema } from '@member-app/contract/schemas/merchant-settings';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { outbox } from '../../db/schema';

const merchantParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const merchantBody = z.object({
  settings: merchantSettingsSchema,
  domains: z.array(z.string().min(1).max(253)).max(200),
  tempPassword: z.string().min(8).max(64),
});
const merchantView = z.object({
  code: z.string(),
  settings: merchantSettingsSchema,
  domains: z.array(z.string()),
});

const outboxQuery = z.object({
  channel: z.enum(['sms', 'email']).optional(),
  recipient: z.string().trim().min(1).max(254).optional(),
  merchantCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
const outboxItem = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  body: z.string(),
  createdAt: z.number().int(),
});

/**
 * Operator API (ARCHITECTURE "operator side"): configure a merchant's settings and domains, read
 * the outbox. Registered behind the operator-token gate (plugins/operator-auth.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/merchants/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create or replace a merchant (settings, domains, default temporary password)',
        security: [{ operatorToken: [] }],
        params: merchantParams,
        body: merchantBody,
        response: { 200: envelope(merchantView), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { code } = request.params;
      await app.merchants.upsert({ code, ...request.body });
      const merchant = await app.merchants.findByCode(code);
      return ok({ code, settings: merchant!.settings, domains: merchant!.domains });
    },
  );

  app.get(
    '/admin/merchants/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Read a merchant',
        security: [{ operatorToken: [] }],
        params: merchantParams,
        response: { 200: envelope(merchantView), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const merchant = await app.merchants.findByCode(request.params.code);
      if (!merchant) throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'Unknown merchant');
      return ok({ code: merchant.code, settings: merchant.settings, domains: merchant.domains });
    },
  );

  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages of the built-in SMS and email providers, newest first',
        security: [{ operatorToken: [] }],
        querystring: outboxQuery,
        response: { 200: envelope(z.array(outboxItem)), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { channel, recipient, merchantCode, limit } = request.query;
      const where: SQL[] = [];
      if (channel) where.push(eq(outbox.channel, channel));
      if (recipient) where.push(eq(outbox.recipient, recipient));
      if (merchantCode) where.push(eq(outbox.merchantCode, merchantCode));
      const rows = await app.db
        .select()
        .from(outbox)
        .where(and(...where))
        .orderBy(desc(outbox.id))
        .limit(limit);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })));
    },
  );
};
