import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPushService, type PushService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push config, subscription checks and sending, for the relays and the operator API. */
    push: PushService;
  }
}

export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('push', createPushService(app));
  },
  { name: 'push', dependencies: ['config', 'database'] },
);
