import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCodeStore, type CodeStore } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS and email verification codes, stored as HMACs in the cache. */
    codes: CodeStore;
  }
}

export const verificationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('codes', createCodeStore(app.cache, app.sharedSecret('verification-code-hmac')));
  },
  { name: 'verification', dependencies: ['database', 'cache'] },
);
