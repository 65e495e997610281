import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContentService, type ContentService } from './service';
import { createContentAnswers, type ContentAnswers } from './answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchant's content as members read it: banners, announcements, activities, feedback... */
    content: ContentService;
    /** What players read of each merchant's content, kept per instance (answer-cache.ts). */
    contentAnswers: ContentAnswers;
  }
}

export const contentPlugin = fp(
  async (app: FastifyInstance) => {
    const answers = createContentAnswers(app.invalidation, () => app.now());
    app.decorate('contentAnswers', answers);
    // A merchant created, renamed or removed (its seeded content comes with it): start afresh.
    app.invalidation.subscribe('merchants', () => answers.clear());
    app.decorate(
      'content',
      createContentService(app.db, () => app.now(), app.referral, answers),
    );
  },
  { name: 'content', dependencies: ['database', 'clock', 'referral', 'invalidation'] },
);
