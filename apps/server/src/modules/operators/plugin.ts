import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorRight } from '@member-app/contract/rules/operators';
import { createOperatorRepository } from './repository';
import { createOperatorService, type OperatorService } from './service';
import type { Actor } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operators, their sessions and roles, and the audit log (ARCHITECTURE "operator side"). */
    operators: OperatorService;
  }
  interface FastifyRequest {
    /** The caller of an /admin request, set by the operator gate. */
    actor: Actor | null;
    /** Set once a write under /admin recorded its own audit entry. */
    audited: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The right an /admin route needs (contract rules/operators.ts). Left out: owner only. `null`:
     * any operator (their own session, the merchants they see).
     */
    right?: OperatorRight | null;
    /** Reachable while a temporary password is still to be changed (login, logout, me, password). */
    beforePasswordChange?: boolean;
    /** The `:code` merchant may not exist yet (the whole-document PUT creates it). */
    merchantMayBeNew?: boolean;
  }
}

/** Operator accounts, sessions, roles and the audit log, as `app.operators`. */
export const operatorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'operators',
      createOperatorService({
        repo: createOperatorRepository(app.db),
        limiter: app.limiter,
        cache: app.cache,
        now: app.now,
        adminToken: app.config.ADMIN_TOKEN,
      }),
    );
    app.decorateRequest('actor', null);
    app.decorateRequest('audited', false);
  },
  { name: 'operators', dependencies: ['config', 'database', 'cache', 'clock', 'rate-limit'] },
);
