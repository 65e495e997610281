import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the games issue (SPEC §7); filled in by that issue. */
export const gameRoutes: FastifyPluginAsyncZod = async () => {};
