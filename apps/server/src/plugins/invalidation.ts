import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openInvalidationBus, type InvalidationBus } from '../cache/invalidation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes every instance must drop from memory (Redis pub/sub with REDIS_URL). */
    invalidation: InvalidationBus;
  }
}

/**
 * The bus an operator's write announces itself on, so that what an instance keeps in memory (a
 * merchant's settings) is dropped everywhere and players see the change on their next request.
 */
export const invalidationPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = await openInvalidationBus(app.config.REDIS_URL);
    app.decorate('invalidation', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'invalidation', dependencies: ['config'] },
);
