import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { ipMismatch, notLoggedIn, tokenFrom, tokenIpDifferent } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session token, said out loud (STYLE: public routes are marked in route config). */
    public?: boolean;
    /** Needs a session token: the route gets request.member, else answers 401. */
    auth?: boolean;
    /** Guests welcome: a valid session token sets request.member, anything else leaves it null. */
    optionalAuth?: boolean;
  }
}

/**
 * Authenticates the routes marked `config: { auth: true }` (never by matching URLs, STYLE). The hook
 * is attached per route when the route is declared, so other routes pay nothing.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('member', null);
    app.decorateRequest('sessionTokenHash', null);

    const authenticate: onRequestAsyncHookHandler = async (request) => {
      const token = tokenFrom(request);
      if (!token) throw notLoggedIn();
      const session = await app.sessions.find(token);
      if (!session) throw notLoggedIn();
      const { merchant } = await request.merchantContext();
      // A token of merchant A is no token at all on merchant B.
      if (session.merchantCode !== merchant.code) throw notLoggedIn();
      if (ipMismatch(session, request.ip, merchant.settings.security.sessionIpBinding)) {
        await app.sessions.revokeHash(session.tokenHash);
        throw tokenIpDifferent();
      }
      request.member = {
        id: session.memberId,
        merchantCode: session.merchantCode,
        type: session.type,
        userName: session.userName,
      };
      request.sessionTokenHash = session.tokenHash;
    };

    const authenticateIfPresent: onRequestAsyncHookHandler = async (request) => {
      if (!tokenFrom(request)) return;
      try {
        await (
          authenticate as (
            this: FastifyInstance,
            req: FastifyRequest,
            reply: never,
          ) => Promise<void>
        ).call(app, request, undefined as never);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
        request.member = null;
      }
    };

    app.addHook('onRoute', (route) => {
      if (route.config?.optionalAuth && !route.config.auth) {
        const existing = route.onRequest
          ? Array.isArray(route.onRequest)
            ? route.onRequest
            : [route.onRequest]
          : [];
        route.onRequest = [authenticateIfPresent, ...existing];
        return;
      }
      if (!route.config?.auth) return;
      const existing = route.onRequest
        ? Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest]
        : [];
      route.onRequest = [authenticate, ...existing];
      route.schema = { ...route.schema, security: [{ sessionToken: [] }] };
    });
  },
  { name: 'auth', dependencies: ['session'] },
);
