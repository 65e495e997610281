import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContentAdminRepository } from './content-repository';
import { createContentAdminService, type ContentAdminService } from './content-service';
import { createMemberAdminRepository } from './member-repository';
import { createMemberAdminService, type MemberAdminService } from './member-service';
import { createMerchantAdminRepository } from './merchant-repository';
import { createMerchantAdminService, type MerchantAdminService } from './merchant-service';
import { createOutboxRepository, type OutboxRepository } from './repository';
import { createSettingsRepository } from './settings-repository';
import { createSettingsService, type SettingsService } from './settings-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator API's services: merchants as operators run them, content, the outbox. */
    admin: {
      merchants: MerchantAdminService;
      content: ContentAdminService;
      members: MemberAdminService;
      settings: SettingsService;
      outbox: OutboxRepository;
    };
  }
}

/**
 * The operator API's services. A merchant change announced on the invalidation bus (by this or
 * another instance) drops the cached merchants, so players see it on their next request.
 */
export const adminPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('admin', {
      merchants: createMerchantAdminService(createMerchantAdminRepository(app.db)),
      content: createContentAdminService(createContentAdminRepository(app.db), (code) =>
        app.contentAnswers.invalidate(code),
      ),
      outbox: createOutboxRepository(app.db),
      settings: createSettingsService(createSettingsRepository(app.db)),
      members: createMemberAdminService({
        repo: createMemberAdminRepository(app.db),
        // Every session, none kept: no live token hashes to the empty string.
        endSessions: (memberId) => app.sessions.revokeOthers(memberId, ''),
        forgetInfo: (memberId) => app.memberInfo.invalidate(memberId),
        now: app.now,
      }),
    });
    app.invalidation.subscribe('merchants', () => app.merchants.invalidate());
  },
  {
    name: 'admin',
    dependencies: [
      'database',
      'clock',
      'merchant',
      'member',
      'session',
      'invalidation',
      'operators',
      'content',
    ],
  },
);
