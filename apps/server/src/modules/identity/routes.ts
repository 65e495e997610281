import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayaRoutes } from './maya-routes';
import { phoneRoutes } from './phone-routes';
import { signinRoutes } from './signin-routes';

/**
 * The built-in identity provider's own API (contract schemas/identity.ts; §7 "Third-party identity
 * calls", not the product contract): JWKS, the sign-in window, phone verification, and the demo
 * Maya app. Errors of the JSON calls use Firebase's `auth/...` codes (§8).
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Forms of the sign-in window and the demo Maya app; this plugin only (encapsulated), so that no
  // JSON call of the app starts accepting cross-site form posts.
  await app.register(formbody, { bodyLimit: 8 * 1024 });
  signinRoutes(app);
  phoneRoutes(app);
  mayaRoutes(app);
};
