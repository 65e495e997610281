import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoyaltyRepository } from './repository';
import { createLoyaltyService, type LoyaltyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Points, reward claims, point-market redemptions, missions and the events they count. */
    loyalty: LoyaltyService;
  }
}

export const loyaltyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'loyalty',
      createLoyaltyService(
        createLoyaltyRepository(app.db, () => app.now()),
        () => app.now(),
      ),
    );
  },
  { name: 'loyalty', dependencies: ['database', 'clock'] },
);
