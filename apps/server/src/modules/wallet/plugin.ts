import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWalletService, type WalletService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposit and withdrawal settings, payout accounts and statistics. */
    wallet: WalletService;
  }
}

export const walletPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'wallet',
      createWalletService(app.db, () => app.now()),
    );
  },
  { name: 'wallet', dependencies: ['database', 'clock'] },
);
