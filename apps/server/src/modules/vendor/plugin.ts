import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createVendorService, type VendorService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in demo game vendor: its wallets, draws, bets and instant games. */
    demoVendor: VendorService;
  }
}

export const vendorPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'demoVendor',
      createVendorService(app.db, () => app.now()),
    );
  },
  { name: 'vendor', dependencies: ['database', 'clock'] },
);
