import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  auditEntrySchema,
  auditQuerySchema,
  operatorChangePasswordSchema,
  operatorCreateSchema,
  operatorListQuerySchema,
  operatorLoginSchema,
  operatorPatchSchema,
  operatorResetPasswordSchema,
  operatorSchema,
  operatorTokenSchema,
  operatorTotpConfirmSchema,
  operatorTotpSetupSchema,
  paged,
} from '@member-app/contract/schemas/admin';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { actorOf, audit } from '../operators/service';
import { adminDoc } from './route-docs';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
const done = envelope(z.null());
const errors = { '4xx': errorEnvelope };

/**
 * Operator sessions (login, logout, me, own password and TOTP), operator management (owner on
 * every merchant) and the audit log.
 */
export function operatorAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['admin'],
        summary: 'Log in as an operator: an opaque bearer token with its expiry',
        body: operatorLoginSchema,
        response: { 200: envelope(operatorTokenSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await app.operators.login(request.body, request.ip, request.headers['user-agent'] ?? null),
      ),
  );

  app.post(
    '/admin/auth/logout',
    {
      config: { right: null, beforePasswordChange: true },
      schema: {
        ...adminDoc(null, 'End this operator session'),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await app.operators.logout(actorOf(request));
      request.audited = true;
      return ok(null);
    },
  );

  app.get(
    '/admin/auth/me',
    {
      config: { right: null, beforePasswordChange: true },
      schema: {
        ...adminDoc(null, 'The calling operator (null for ADMIN_TOKEN)'),
        response: { 200: envelope(operatorSchema.nullable()), ...errors },
      },
    },
    async (request) => ok(await app.operators.me(actorOf(request))),
  );

  app.post(
    '/admin/auth/password',
    {
      config: { right: null, beforePasswordChange: true },
      schema: {
        ...adminDoc(null, "Change one's own password; the operator's other sessions end"),
        body: operatorChangePasswordSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await app.operators.changePassword(actor, request.body.oldPassword, request.body.newPassword);
      await audit(request, {
        action: 'operator.password.change',
        merchantCode: null,
        targetType: 'operator',
        targetId: actor.id,
      });
      return ok(null);
    },
  );

  app.post(
    '/admin/auth/totp',
    {
      config: { right: null },
      schema: {
        ...adminDoc(null, 'Start turning on TOTP: the secret to scan'),
        response: { 200: envelope(operatorTotpSetupSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const setup = await app.operators.startTotp(actor);
      await audit(request, {
        action: 'operator.totp.start',
        merchantCode: null,
        targetType: 'operator',
        targetId: actor.id,
      });
      return ok(setup);
    },
  );

  app.post(
    '/admin/auth/totp/confirm',
    {
      config: { right: null },
      schema: {
        ...adminDoc(null, 'Confirm TOTP with a first code; later logins need a code'),
        body: operatorTotpConfirmSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await app.operators.confirmTotp(actor, request.body.code);
      await audit(request, {
        action: 'operator.totp.on',
        merchantCode: null,
        targetType: 'operator',
        targetId: actor.id,
      });
      return ok(null);
    },
  );

  // Operator management: owner role, on every merchant (an owner limited to some merchants could
  // otherwise hand out merchants they do not hold).
  const requireGlobalOwner = (request: Parameters<typeof actorOf>[0]) => {
    if (!actorOf(request).allMerchants) {
      throw new AppError(
        403,
        ADMIN_ERROR_CODES.FORBIDDEN_MERCHANT,
        'Managing operators needs an owner on every merchant',
      );
    }
  };

  app.get(
    '/admin/operators',
    {
      config: { right: 'operators.manage' },
      schema: {
        ...adminDoc('operators.manage', 'List operators'),
        querystring: operatorListQuerySchema,
        response: { 200: envelope(paged(operatorSchema)), ...errors },
      },
    },
    async (request) => {
      requireGlobalOwner(request);
      const { items, total } = await app.operators.list(request.query);
      return ok({ items, total, page: request.query.page, size: request.query.size });
    },
  );

  app.post(
    '/admin/operators',
    {
      config: { right: 'operators.manage' },
      schema: {
        ...adminDoc(
          'operators.manage',
          'Create an operator with a temporary password (changed at first login)',
        ),
        body: operatorCreateSchema,
        response: { 200: envelope(operatorSchema), ...errors },
      },
    },
    async (request) => {
      requireGlobalOwner(request);
      const created = await app.operators.create(request.body);
      await audit(request, {
        action: 'operator.create',
        merchantCode: null,
        targetType: 'operator',
        targetId: created.id,
        after: created,
      });
      return ok(created);
    },
  );

  app.get(
    '/admin/operators/:id',
    {
      config: { right: 'operators.manage' },
      schema: {
        ...adminDoc('operators.manage', 'Read an operator'),
        params: idParams,
        response: { 200: envelope(operatorSchema), ...errors },
      },
    },
    async (request) => {
      requireGlobalOwner(request);
      return ok(await app.operators.get(request.params.id));
    },
  );

  app.patch(
    '/admin/operators/:id',
    {
      config: { right: 'operators.manage' },
      schema: {
        ...adminDoc('operators.manage', "Change an operator's role, merchants, or disable them"),
        params: idParams,
        body: operatorPatchSchema,
        response: { 200: envelope(operatorSchema), ...errors },
      },
    },
    async (request) => {
      requireGlobalOwner(request);
      const { before, after } = await app.operators.patch(
        actorOf(request),
        request.params.id,
        request.body,
      );
      await audit(request, {
        action: 'operator.patch',
        merchantCode: null,
        targetType: 'operator',
        targetId: request.params.id,
        before,
        after,
      });
      return ok(after);
    },
  );

  app.post(
    '/admin/operators/:id/password',
    {
      config: { right: 'operators.manage' },
      schema: {
        ...adminDoc(
          'operators.manage',
          "Set an operator's temporary password; their sessions end and a change is forced",
        ),
        params: idParams,
        body: operatorResetPasswordSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      requireGlobalOwner(request);
      await app.operators.resetPassword(request.params.id, request.body.password);
      await audit(request, {
        action: 'operator.password.reset',
        merchantCode: null,
        targetType: 'operator',
        targetId: request.params.id,
      });
      return ok(null);
    },
  );

  app.get(
    '/admin/audit',
    {
      config: { right: 'audit.read' },
      schema: {
        ...adminDoc(
          'audit.read',
          'Audit entries, newest first, by merchant, operator, target, action and time',
        ),
        querystring: auditQuerySchema,
        response: { 200: envelope(paged(auditEntrySchema)), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (request.query.merchantCode)
        app.operators.requireMerchant(actor, request.query.merchantCode);
      const { items, total } = await app.operators.listAudit(
        request.query,
        app.operators.scopeOf(actor),
      );
      return ok({ items, total, page: request.query.page, size: request.query.size });
    },
  );
}
