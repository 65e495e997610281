import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import { AppError } from '../../lib/errors';

/**
 * The operator API's gate, registered in the scope of the /admin routes. The caller is an operator
 * session or the ADMIN_TOKEN bootstrap owner (compared in constant time); a member token is never
 * looked up here, so it never passes. The route's right and its `:code` merchant are checked
 * against the operator's role and merchants; a write that recorded nothing itself is still audited.
 */
export const operatorGatePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (config.public) return;
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      const actor = await app.operators.authenticate(token);
      if (!actor) {
        throw new AppError(401, ADMIN_ERROR_CODES.OPERATOR_NOT_LOGIN, 'Operator token required');
      }
      if (actor.mustChangePassword && !config.beforePasswordChange) {
        throw new AppError(
          403,
          ADMIN_ERROR_CODES.PASSWORD_CHANGE_REQUIRED,
          'Change the temporary password first (POST /admin/auth/password)',
        );
      }
      request.actor = actor;
    });

    app.addHook('preHandler', async (request) => {
      const config = request.routeOptions.config;
      if (config.public || !request.actor) return;
      const right = config.right === undefined ? 'merchants.manage' : config.right;
      if (right) app.operators.requireRight(request.actor, right);
      const code = (request.params as { code?: unknown } | undefined)?.code;
      if (typeof code === 'string') app.operators.requireMerchant(request.actor, code);
    });

    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.audited) return;
      if (!request.actor || reply.statusCode >= 400) return;
      const code = (request.params as { code?: unknown } | undefined)?.code;
      await app.operators
        .record(request.actor, request.ip, {
          action: `${request.method} ${request.routeOptions.url ?? ''}`,
          merchantCode: typeof code === 'string' ? code : null,
          targetType: 'route',
          targetId: request.url.split('?')[0] ?? null,
          after: request.body,
        })
        .catch((err: unknown) => request.log.error({ err }, 'audit entry not recorded'));
    });
  },
  { name: 'operator-gate', dependencies: ['operators'] },
);
