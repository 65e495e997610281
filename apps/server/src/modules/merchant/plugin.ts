import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { merchantContextPlugin } from './merchant-context';
import { createMerchantRepository, type MerchantRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchants (white-label tenants), their settings and domains, cached per process. */
    merchants: MerchantRepository;
  }
}

/** The merchants and request.merchantContext(): which merchant a request is for. */
export const merchantPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('merchants', createMerchantRepository(app.db));
    await app.register(merchantContextPlugin);
  },
  { name: 'merchant', dependencies: ['config', 'database'] },
);
