import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMemberInfoCache, type MemberInfoCache } from './member-info-cache';
import { createMemberRepository, type MemberRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The members (players and agents) of every merchant: accounts, passwords, second factors. */
    members: MemberRepository;
    /** §3 member info answers, kept in the cache between changes. */
    memberInfo: MemberInfoCache;
  }
}

export const memberPlugin = fp(
  async (app: FastifyInstance) => {
    const members = createMemberRepository(app.db);
    app.decorate('members', members);
    app.decorate('memberInfo', createMemberInfoCache(app.cache, members));
  },
  { name: 'member', dependencies: ['database', 'cache'] },
);
