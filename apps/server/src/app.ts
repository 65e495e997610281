import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyValue, type Config } from './config';
import type { App } from './lib/app-instance';
import { cachePlugin, type CacheOptions } from './plugins/cache';
import { clockPlugin, type ClockOptions } from './plugins/clock';
import { compressionPlugin } from './plugins/compression';
import { configPlugin } from './plugins/config';
import { databasePlugin, type DatabaseOptions } from './plugins/database';
import { demoSeedPlugin } from './plugins/demo-seed';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { operatorAuthPlugin } from './plugins/operator-auth';
import { messagingPlugin, type MessagingOptions } from './plugins/messaging';
import { rateLimitPlugin, type RateLimitOptions } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { SECURITY_HEADERS } from './plugins/security-policy';
import { swaggerPlugin } from './plugins/swagger';
import { adminRoutes } from './modules/admin/routes';
import { captchaPlugin } from './modules/captcha/plugin';
import { captchaRoutes } from './modules/captcha/routes';
import { contentRoutes } from './modules/content/routes';
import { downloadRoutes } from './modules/downloads/routes';
import { gamesPlugin, type GamesOptions } from './modules/games/plugin';
import { gameAdminRoutes } from './modules/games/admin-routes';
import { gameRoutes } from './modules/games/routes';
import { identityPlugin, type IdentityOptions } from './modules/identity/plugin';
import { identityRoutes } from './modules/identity/routes';
import { memberPlugin } from './modules/member/plugin';
import { memberRoutes } from './modules/member/routes';
import { merchantPlugin } from './modules/merchant/plugin';
import { referralAdminRoutes } from './modules/referral/admin-routes';
import { referralRoutes } from './modules/referral/routes';
import { supportChatAdminRoutes } from './modules/support-chat/admin-routes';
import { supportChatRoutes } from './modules/support-chat/routes';
import { vipRoutes } from './modules/vip/routes';
import { walletRoutes } from './modules/wallet/routes';
import { pushPlugin } from './modules/push/plugin';
import { pushAdminRoutes } from './modules/push/admin-routes';
import { pushRoutes } from './modules/push/routes';
import { sessionPlugin } from './modules/session/plugin';
import { sessionRoutes } from './modules/session/routes';
import { systemRoutes } from './modules/system/routes';
import { trackingPlugin, type TrackingPluginOptions } from './modules/tracking/plugin';
import { trackingAdminRoutes } from './modules/tracking/admin-routes';
import { trackingRoutes } from './modules/tracking/routes';
import { verificationPlugin } from './modules/verification/plugin';
import { verificationRoutes } from './modules/verification/routes';
import { vendorRoutes } from './modules/vendor/routes';
import { webRoutes } from './modules/web/routes';
import { withSafeErrors } from './lib/log';

/** What tests (and only tests) replace: each option goes to the plugin that owns it. */
export interface BuildOptions
  extends
    DatabaseOptions,
    CacheOptions,
    ClockOptions,
    RateLimitOptions,
    MessagingOptions,
    GamesOptions,
    IdentityOptions,
    TrackingPluginOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Paths whose secrets must never reach the logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-rsa"]',
  'req.headers["x-digest"]',
  'res.headers["set-cookie"]',
];

/**
 * Builds the whole server as one Fastify instance, as the official fastify demo does: it only
 * composes plugins, in three layers. Each plugin declares what it depends on, so an order that
 * breaks a dependency fails at start, not on the first request.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: withSafeErrors(options.logger ?? { level: config.LOG_LEVEL, redact: REDACT }),
    trustProxy: trustProxyValue(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. Infrastructure: settings, storage, clock, counters, outgoing messages, HTTP plumbing.
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database: options.database });
  await app.register(cachePlugin, { cache: options.cache });
  await app.register(clockPlugin, { now: options.now });
  await app.register(rateLimitPlugin, { rateLimits: options.rateLimits });
  await app.register(messagingPlugin, { sms: options.sms, email: options.email });
  await app.register(demoSeedPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(compressionPlugin);
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin, SECURITY_HEADERS);

  // 2. The app's services, each a plugin that decorates the instance with what it owns.
  await app.register(merchantPlugin);
  await app.register(memberPlugin);
  await app.register(verificationPlugin);
  await app.register(captchaPlugin);
  await app.register(sessionPlugin);
  await app.register(identityPlugin, {
    firebaseJwksUrl: options.firebaseJwksUrl,
    maya: options.maya,
  });
  await app.register(gamesPlugin, {
    gameVendor: options.gameVendor,
    gameLaunchTimeoutMs: options.gameLaunchTimeoutMs,
  });
  await app.register(pushPlugin);
  await app.register(trackingPlugin, { conversions: options.conversions });

  // 3. Routes: HTTP only, each calling the services above.
  await app.register(swaggerPlugin);
  await app.register(healthRoutes);
  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(identityRoutes);
  await app.register(captchaRoutes);
  await app.register(verificationRoutes);
  await app.register(memberRoutes);
  await app.register(contentRoutes);
  await app.register(gameRoutes);
  await app.register(vipRoutes);
  await app.register(walletRoutes);
  await app.register(supportChatRoutes);
  await app.register(referralRoutes);
  await app.register(downloadRoutes);
  await app.register(vendorRoutes);
  await app.register(pushRoutes);
  await app.register(trackingRoutes);
  // The operator API: every route in this scope passes the operator-token gate first.
  await app.register(async (operator) => {
    await operator.register(operatorAuthPlugin);
    await operator.register(adminRoutes);
    await operator.register(gameAdminRoutes);
    await operator.register(pushAdminRoutes);
    await operator.register(trackingAdminRoutes);
    await operator.register(supportChatAdminRoutes);
    await operator.register(referralAdminRoutes);
  });
  await webRoutes(app);

  return app;
}
