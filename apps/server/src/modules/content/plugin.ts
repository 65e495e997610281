import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContentPreview, type ContentPreviewService } from './preview';
import { createContentService, type ContentService } from './service';
import { createContentAnswers, type ContentAnswers } from './answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchant's content as members read it: banners, announcements, activities, feedback... */
    content: ContentService;
    /** What players read of each merchant's content, kept per instance (answer-cache.ts). */
    contentAnswers: ContentAnswers;
    /** The console's live preview: drafts kept under short-lived tokens. */
    contentPreview: ContentPreviewService;
  }
}

export const contentPlugin = fp(
  async (app: FastifyInstance) => {
    const answers = createContentAnswers(app.invalidation, () => app.now());
    app.decorate('contentAnswers', answers);
    // A merchant created, renamed or removed (its seeded content comes with it): start afresh.
    app.invalidation.subscribe('merchants', () => answers.clear());
    const content = createContentService(app.db, () => app.now(), app.referral, answers);
    app.decorate('content', content);
    app.decorate(
      'contentPreview',
      createContentPreview(app.cache, content, app.games, app.loyalty, () => app.now()),
    );
  },
  {
    name: 'content',
    dependencies: ['database', 'clock', 'referral', 'invalidation', 'cache', 'games', 'loyalty'],
  },
);
