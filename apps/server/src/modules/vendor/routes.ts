import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorApiRoutes } from './api-routes';
import { assetVersions } from './assets';
import { vendorLaunchRoutes } from './launch-routes';
import { vendorPageRoutes } from './page-routes';

/**
 * The built-in demo game vendor (ARCHITECTURE "a demo game vendor that serves a playable
 * lottery page and the mini-game scripts"): launch-ticket redemption, the lottery lobby and betting
 * pages, the Lucky Dice instant game, the Fortune Slots slot game, the vendor API, §7 /lgw/orders and
 * /lgw/orders/suborders/cancel, and the §7 mini-game scripts.
 *
 * Who plays (documented decision for §7 "no-auth or cacheable" /lgw paths): the client attaches no
 * app login requirement to them, so the server identifies the player by, in order, the vendor
 * session (HttpOnly SameSite=Strict cookie set at ticket redemption, or the X-Vendor-Session header),
 * else an app session token in Authorization (the mini-game and the app itself). Without either the
 * answer is 401 customer.not.login in the envelope. Answers are per player: `Cache-Control: private,
 * no-cache` (a client may keep them, but revalidates). Writes take JSON bodies only (a cross-site
 * form cannot send one) and the cookie is SameSite=Strict, so no cross-site request can bet.
 */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  // The vendor session's cookie is the server's only cookie: registered here, in this scope, its
  // parsing and writing hooks run for these routes only, not for every API call. Secure on https
  // (as the proxy reports it, with TRUST_PROXY), and always once HSTS_MAX_AGE declares the site
  // https-only.
  await app.register(fastifyCookie, {
    parseOptions: { secure: app.config.HSTS_MAX_AGE > 0 ? true : 'auto' },
  });
  const asset = assetVersions();
  vendorLaunchRoutes(app, asset);
  vendorPageRoutes(app, asset);
  vendorApiRoutes(app);
};
