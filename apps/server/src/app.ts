import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyValue, type Config } from './config';
import type { App } from './lib/app-instance';
import { allowedMethodsPlugin } from './plugins/allowed-methods';
import { cachePlugin, type CacheOptions } from './plugins/cache';
import { clockPlugin, type ClockOptions } from './plugins/clock';
import { compressionPlugin } from './plugins/compression';
import { configPlugin } from './plugins/config';
import { databasePlugin, type DatabaseOptions } from './plugins/database';
import { demoSeedPlugin } from './plugins/demo-seed';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { invalidationPlugin } from './plugins/invalidation';
import { messagingPlugin, type MessagingOptions } from './plugins/messaging';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin, type RateLimitOptions } from './plugins/rate-limit';
import { requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { securityHeaders } from './plugins/security-policy';
import { swaggerPlugin } from './plugins/swagger';
import { adminPlugin } from './modules/admin/plugin';
import { uploadsPlugin } from './modules/uploads/plugin';
import { uploadRoutes } from './modules/uploads/routes';
import { adminRoutes } from './modules/admin/routes';
import { consoleRoutes } from './modules/console/routes';
import { captchaPlugin } from './modules/captcha/plugin';
import { captchaRoutes } from './modules/captcha/routes';
import { contentPlugin } from './modules/content/plugin';
import { contentRoutes } from './modules/content/routes';
import { downloadRoutes } from './modules/downloads/routes';
import { gamesPlugin, type GamesOptions } from './modules/games/plugin';
import { gameAdminRoutes } from './modules/games/admin-routes';
import { gameRoutes } from './modules/games/routes';
import { identityPlugin, type IdentityOptions } from './modules/identity/plugin';
import { identityRoutes } from './modules/identity/routes';
import { loyaltyPlugin } from './modules/loyalty/plugin';
import { balanceRoutes } from './modules/loyalty/balance-routes';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { memberPlugin } from './modules/member/plugin';
import { memberRoutes } from './modules/member/routes';
import { merchantPlugin } from './modules/merchant/plugin';
import { referralAdminRoutes } from './modules/referral/admin-routes';
import { referralPlugin } from './modules/referral/plugin';
import { referralRoutes } from './modules/referral/routes';
import { supportChatAdminRoutes } from './modules/support-chat/admin-routes';
import { supportChatPlugin } from './modules/support-chat/plugin';
import { supportChatRoutes } from './modules/support-chat/routes';
import { vipPlugin } from './modules/vip/plugin';
import { vipRoutes } from './modules/vip/routes';
import { walletPlugin } from './modules/wallet/plugin';
import { walletRoutes } from './modules/wallet/routes';
import { operatorGatePlugin, withRights } from './modules/operators/gate';
import { operatorsPlugin } from './modules/operators/plugin';
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
import { vendorPlugin } from './modules/vendor/plugin';
import { vendorRoutes } from './modules/vendor/routes';
import { webRoutes } from './modules/web/routes';
import { withSafeErrors } from './lib/log';
import { sharedAnswerSerializerCompiler } from './lib/shared-answer';
import { requestIdGenerator } from './lib/request-id';
import { lazyChildLogger } from './lib/request-logger';

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
  const trustProxy = trustProxyValue(config.TRUST_PROXY);
  const app = Fastify({
    logger: withSafeErrors(options.logger ?? { level: config.LOG_LEVEL, redact: REDACT }),
    trustProxy,
    genReqId: requestIdGenerator(trustProxy),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 256 * 1024,
    // The embedded database's first start (initdb and migrations) took 17-30 s on a busy 2-core
    // machine: past Fastify's default 10 s the server gave up before it ever served.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Zod checks every answer against the contract; a kept answer's text is kept with it.
  app.setSerializerCompiler(sharedAnswerSerializerCompiler);

  // 1. Infrastructure: settings, storage, clock, counters, outgoing messages, HTTP plumbing.
  await app.register(configPlugin, { config });
  await app.register(allowedMethodsPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(cachePlugin, { cache: options.cache });
  await app.register(clockPlugin, { now: options.now });
  await app.register(requestIdPlugin);
  await app.register(rateLimitPlugin, { rateLimits: options.rateLimits });
  await app.register(messagingPlugin, { sms: options.sms, email: options.email });
  await app.register(invalidationPlugin);
  await app.register(demoSeedPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, securityHeaders(config.HSTS_MAX_AGE));
  await app.register(metricsPlugin);

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
  await app.register(vipPlugin);
  await app.register(supportChatPlugin);
  await app.register(referralPlugin);
  await app.register(walletPlugin);
  await app.register(loyaltyPlugin);
  await app.register(contentPlugin);
  await app.register(vendorPlugin);
  await app.register(pushPlugin);
  await app.register(trackingPlugin, { conversions: options.conversions });
  await app.register(operatorsPlugin);
  await app.register(adminPlugin);
  await app.register(uploadsPlugin);

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
  await app.register(loyaltyRoutes);
  await app.register(balanceRoutes);
  await app.register(downloadRoutes);
  // Cookies exist only for the demo vendor's session: @fastify/cookie is registered in its scope
  // (modules/vendor/routes.ts), so no other call pays its two hooks.
  await app.register(vendorRoutes);
  await app.register(pushRoutes);
  await app.register(trackingRoutes);
  await app.register(uploadRoutes);
  // The operator API: every route in this scope passes the operator gate first (session or
  // ADMIN_TOKEN, then the route's right and merchant).
  await app.register(async (operator) => {
    await operator.register(operatorGatePlugin);
    await operator.register(adminRoutes);
    // Other modules' operator routes, under the role table (contract rules/operators.ts).
    await operator.register(
      withRights(gameAdminRoutes, { read: 'content.read', write: 'games.write' }),
    );
    await operator.register(
      withRights(pushAdminRoutes, { read: 'push.write', write: 'push.write' }),
    );
    await operator.register(
      withRights(trackingAdminRoutes, { read: 'tracking.read', write: 'tracking.read' }),
    );
    await operator.register(
      withRights(supportChatAdminRoutes, { read: 'chat.write', write: 'chat.write' }),
    );
    await operator.register(
      withRights(referralAdminRoutes, { read: 'content.read', write: 'content.write' }),
    );
  });
  await app.register(consoleRoutes);
  await webRoutes(app);

  return app;
}
