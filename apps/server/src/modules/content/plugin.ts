import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContentService, type ContentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchant's content as members read it: banners, announcements, activities, feedback... */
    content: ContentService;
  }
}

export const contentPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'content',
      createContentService(app.db, () => app.now(), app.referral),
    );
  },
  { name: 'content', dependencies: ['database', 'clock', 'referral'] },
);
