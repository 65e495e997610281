import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  OPERATOR_ROLES,
  ROLE_RIGHTS,
  type OperatorRight,
} from '@member-app/contract/rules/operators';
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
      // A list filtered by merchant (`?merchantCode=`) is checked like a `:code` path.
      const filter = (request.query as { merchantCode?: unknown } | undefined)?.merchantCode;
      if (typeof filter === 'string') app.operators.requireMerchant(request.actor, filter);
      if (typeof code !== 'string') return;
      app.operators.requireMerchant(request.actor, code);
      // Checked once here, so that no write under a merchant reaches the database for one that is not there.
      if (!config.merchantMayBeNew) await app.operators.requireExistingMerchant(code);
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

/**
 * Registers another module's operator routes under the role table: reads need `rights.read`, writes
 * `rights.write`, unless a route names its own `config.right`; /docs says which roles may call each.
 */
export function withRights(
  routes: FastifyPluginAsync,
  rights: { read: OperatorRight; write: OperatorRight },
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const byMethod = methods.every((m) => m === 'GET' || m === 'HEAD')
        ? rights.read
        : rights.write;
      // A route that names its own right (or none) keeps it.
      const declared = route.config?.right;
      const right = declared === undefined ? byMethod : declared;
      route.config = { ...route.config, right };
      if (!right) return;
      const roles = OPERATOR_ROLES.filter((r) => ROLE_RIGHTS[r].includes(right));
      if (route.schema) {
        const needs = `Needs the right \`${right}\`: roles ${roles.join(', ')}.`;
        const own = route.schema.description;
        route.schema.description = own ? `${own}\n\n${needs}` : needs;
      }
    });
    await scope.register(routes);
  };
}
