import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes';
import { registerRoutes } from './register-routes';

/** Registration (§3, §5) and the member's own calls (§7 member info, language, password). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app);
  accountRoutes(app);
};
