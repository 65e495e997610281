import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { FastifyInstance } from 'fastify';

/** Operator side of referral, behind the operator-token gate: the merchant's referral promotion. */
export async function referralAdminRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const admin = app;
  const security = [{ operatorToken: [] }];
  const merchantCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

  admin.put(
    '/admin/member-area/:code/referral-program',
    {
      schema: {
        tags: ['admin'],
        summary: "Creates or replaces a merchant's referral promotion (§6 global REFERRAL)",
        security,
        params: z.object({ code: merchantCodeSchema }),
        body: z.object({
          enabled: z.boolean(),
          title: text(120).trim().min(1),
          description: text(1000).trim().default(''),
          rewardPerFriend: z.number().min(0).max(1_000_000),
          currency: text(3).length(3),
          rules: z.array(text(300)).max(20).default([]),
        }),
        response: { 200: envelope(z.null()), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { code } = request.params;
      if (!(await app.merchants.findByCode(code))) throw notFound('Unknown merchant');
      await app.referral.saveProgram(code, request.body);
      return ok(null);
    },
  );
}
