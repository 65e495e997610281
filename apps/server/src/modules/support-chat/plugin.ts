import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSupportChatService, type SupportChatService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customer service: the entries a visitor sees and the built-in support chat. */
    supportChat: SupportChatService;
  }
}

export const supportChatPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('supportChat', createSupportChatService(app, app.vip));
  },
  { name: 'support-chat', dependencies: ['database', 'cache', 'clock', 'vip', 'invalidation'] },
);
