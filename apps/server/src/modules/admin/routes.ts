import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { ok } from '../../lib/envelope';
import { actorOf } from '../operators/service';
import { contentAdminRoutes } from './content-routes';
import { dashboardAdminRoutes } from './dashboard-routes';
import { memberAdminRoutes } from './member-routes';
import { merchantAdminRoutes } from './merchant-routes';
import { operatorAdminRoutes } from './operator-routes';
import { adminDoc } from './route-docs';
import { settingsAdminRoutes } from './settings-routes';
import { uploadAdminRoutes } from './upload-routes';

const outboxQuery = z.object({
  channel: z.enum(['sms', 'email']).optional(),
  recipient: text(254).trim().min(1).optional(),
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
 * The operator API (ARCHITECTURE "operator side"): operators and their sessions, merchants,
 * content, the audit log and the outbox. Registered behind the operator gate
 * (modules/operators/gate.ts), which checks each route's `config.right`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  operatorAdminRoutes(app);
  merchantAdminRoutes(app);
  contentAdminRoutes(app);
  memberAdminRoutes(app);
  settingsAdminRoutes(app);
  dashboardAdminRoutes(app);
  await app.register(uploadAdminRoutes);

  app.get(
    '/admin/outbox',
    {
      config: { right: 'outbox.read' },
      schema: {
        ...adminDoc(
          'outbox.read',
          'Messages of the built-in SMS and email providers, newest first',
        ),
        querystring: outboxQuery,
        response: { 200: envelope(z.array(outboxItem)), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      // An operator bound to some merchants reads only their messages.
      const actor = actorOf(request);
      if (request.query.merchantCode)
        app.operators.requireMerchant(actor, request.query.merchantCode);
      return ok(
        await app.admin.outbox.list({ ...request.query, scope: app.operators.scopeOf(actor) }),
      );
    },
  );
};
