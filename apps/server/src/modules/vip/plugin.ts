import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createVipService, type VipService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** VIP: club labels, rank progress and label benefits. */
    vip: VipService;
  }
}

export const vipPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('vip', createVipService(app.db));
  },
  { name: 'vip', dependencies: ['database'] },
);
