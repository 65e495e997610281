import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every environment setting, parsed once at start (src/config.ts). */
    config: Config;
  }
}

export const configPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
