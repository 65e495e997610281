import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReferralService, type ReferralService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Referral status, invite-friends and agent applications. */
    referral: ReferralService;
  }
}

export const referralPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('referral', createReferralService(app.db));
  },
  { name: 'referral', dependencies: ['database'] },
);
