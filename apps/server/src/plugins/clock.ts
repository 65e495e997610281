import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock of expiry decisions kept in the database (sessions, RSA keys, TOTP); tests inject one. */
    now: () => number;
  }
}

export interface ClockOptions {
  /** Epoch ms; defaults to Date.now (tests move it to expire sessions and rotate keys). */
  now?: (() => number) | undefined;
}

export const clockPlugin = fp<ClockOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('now', options.now ?? Date.now);
  },
  { name: 'clock' },
);
