import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantParamsSchema, paged } from '@member-app/contract/schemas/admin';
import {
  merchantOutboxQuerySchema,
  outboxItemSchema,
  outboxQuerySchema,
} from '@member-app/contract/schemas/outbox';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { ok } from '../../lib/envelope';
import { actorOf } from '../operators/service';
import { contentAdminRoutes } from './content-routes';
import { dashboardAdminRoutes } from './dashboard-routes';
import { memberAdminRoutes } from './member-routes';
import { merchantAdminRoutes } from './merchant-routes';
import { operatorAdminRoutes } from './operator-routes';
import { previewAdminRoutes } from './preview-routes';
import { adminDoc } from './route-docs';
import { settingsAdminRoutes } from './settings-routes';
import { uploadAdminRoutes } from './upload-routes';

/**
 * The operator API (ARCHITECTURE "operator side"): operators and their sessions, merchants,
 * content, the audit log and the outbox. Registered behind the operator gate
 * (modules/operators/gate.ts), which checks each route's `config.right`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  operatorAdminRoutes(app);
  merchantAdminRoutes(app);
  contentAdminRoutes(app);
  previewAdminRoutes(app);
  memberAdminRoutes(app);
  settingsAdminRoutes(app);
  dashboardAdminRoutes(app);
  await app.register(uploadAdminRoutes);

  // The outbox is paged like every admin list (a bounded page, with the total).
  app.get(
    '/admin/outbox',
    {
      config: { right: 'outbox.read' },
      schema: {
        ...adminDoc(
          'outbox.read',
          'Messages of the built-in SMS and email providers of every merchant the operator may read (or one, `merchantCode`), newest first',
        ),
        querystring: outboxQuerySchema,
        response: { 200: envelope(paged(outboxItemSchema)), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      // An operator bound to some merchants reads only their messages (the gate has checked a
      // `merchantCode` filter).
      const { page, size } = request.query;
      const scope = app.operators.scopeOf(actorOf(request));
      const { items, total } = await app.admin.outbox.list({ ...request.query, scope });
      return ok({ items, total, page, size });
    },
  );

  app.get(
    '/admin/merchants/:code/outbox',
    {
      config: { right: 'outbox.read' },
      schema: {
        ...adminDoc(
          'outbox.read',
          "A merchant's messages of the built-in SMS and email providers, newest first",
        ),
        params: merchantParamsSchema,
        querystring: merchantOutboxQuerySchema,
        response: { 200: envelope(paged(outboxItemSchema)), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { items, total } = await app.admin.outbox.list({
        ...request.query,
        merchantCode: request.params.code,
        scope: null,
      });
      return ok({ items, total, page, size });
    },
  );
};
