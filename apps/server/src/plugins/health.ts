import { ERROR_CODES } from '@member-app/contract/errors';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client';
import { AppError } from '../lib/errors';

/** Liveness and readiness for the load balancer: /ready answers 503 until database and cache answer. */
export async function healthRoutes(app: FastifyInstance) {
  const { database, cache } = app;
  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  app.get('/ready', { config: { public: true }, schema: { hide: true } }, async () => {
    try {
      await pingDatabase(database.db);
      await cache.get('ready-probe');
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Not ready');
    }
    return { status: 'ready', database: database.kind, cache: cache.kind };
  });
}
