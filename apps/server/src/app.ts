import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { GAME_LAUNCH_TIMEOUT_MS } from '@member-app/contract/constants';
import { ERROR_CODES } from '@member-app/contract/errors';
import { trustProxyValue, type Config } from './config';
import { AppError } from './lib/errors';
import { openDatabase, pingDatabase, type Database, type Db } from './db/client';
import { seedDemo } from './db/seed/seed';
import { seedDemoContent } from './db/seed/demo-content';
import { seedDemoGames } from './db/seed/demo-games';
import { seedDemoMemberArea } from './db/seed/demo-member-area';
import { seedDemoVendor } from './db/seed/demo-vendor';
import { openCache, type Cache } from './cache/cache';
import { errorHandlerPlugin, sendNotFound } from './plugins/error-handler';
import { merchantContextPlugin } from './plugins/merchant-context';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createMerchantRepository, type MerchantRepository } from './modules/merchant/repository';
import { systemRoutes } from './modules/system/routes';
import { adminRoutes } from './modules/admin/routes';
import { webRoutes } from './modules/web/routes';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  scaleRateLimits,
  type RateLimiter,
  type RateLimits,
} from './lib/rate-limit';
import { sharedSecret } from './lib/server-secrets';
import { authPlugin } from './modules/session/auth-plugin';
import { encryptedBodyPlugin } from './modules/session/encrypted-body-plugin';
import { createSessionStore, type SessionStore } from './modules/session/session-store';
import { createRsaKeyStore, type RsaKeyStore } from './modules/session/rsa-keys';
import { createLoginService, type LoginService } from './modules/session/login-service';
import { sessionRoutes } from './modules/session/routes';
import { createCaptchaService, type CaptchaService } from './modules/captcha/service';
import { captchaRoutes } from './modules/captcha/routes';
import { createCodeStore, type CodeStore } from './modules/verification/code-store';
import { verificationRoutes } from './modules/verification/routes';
import { createMemberRepository, type MemberRepository } from './modules/member/repository';
import { createMemberInfoCache, type MemberInfoCache } from './modules/member/member-info-cache';
import { memberRoutes } from './modules/member/routes';
import { contentRoutes } from './modules/content/routes';
import { gameRoutes } from './modules/games/routes';
import { memberAreaRoutes } from './modules/member-area/routes';
import { downloadRoutes } from './modules/downloads/routes';
import { vendorRoutes } from './modules/vendor/routes';
import { pushRoutes } from './modules/push/routes';
import { trackingPlugin } from './modules/tracking/plugin';
import { trackingRoutes } from './modules/tracking/routes';
import type { ConversionProvider } from './providers/tracking/conversion-provider';
import { createGameCatalogueStore, type GameCatalogueStore } from './modules/games/repository';
import type { GameVendorProvider } from './providers/games/game-vendor-provider';
import { createDemoGameVendor } from './providers/games/demo-game-vendor';
import { launchTicketSecret } from './modules/vendor/launch-ticket';
import type { SmsProvider } from './providers/sms/sms-provider';
import type { EmailProvider } from './providers/email/email-provider';
import { createOutboxSmsProvider } from './providers/sms/outbox-sms';
import { createOutboxEmailProvider } from './providers/email/outbox-email';
import { createBuiltinIdentityProvider } from './providers/identity/builtin-identity';
import { createFirebaseIdentityProvider } from './providers/identity/firebase-identity';
import {
  createBuiltinMayaProvider,
  type BuiltinMayaProvider,
  type MayaProvider,
} from './providers/identity/maya-provider';
import { createIdentityService, type IdentityService } from './modules/identity/service';
import { identityRoutes } from './modules/identity/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    cache: Cache;
    merchants: MerchantRepository;
    /** The clock of expiry decisions kept in the database (sessions, RSA keys, TOTP); tests inject one. */
    now: () => number;
    members: MemberRepository;
    memberInfo: MemberInfoCache;
    sessions: SessionStore;
    rsaKeys: RsaKeyStore;
    login: LoginService;
    captcha: CaptchaService;
    codes: CodeStore;
    limiter: RateLimiter;
    sms: SmsProvider;
    email: EmailProvider;
    /** The games issue: the merchant's catalogue, the game vendor and how long a launch waits for it. */
    games: { catalogue: GameCatalogueStore; vendor: GameVendorProvider; launchTimeoutMs: number };
    /** Sign-in through an identity provider (§4 Firebase login): Firebase or the built-in provider. */
    identity: IdentityService;
    /** §7 login/maya: the Maya provider, and the built-in one behind the demo Maya app (null when replaced). */
    maya: { provider: MayaProvider; demo: BuiltinMayaProvider | null };
  }
  interface FastifyContextConfig {
    /** Reachable without a session token (STYLE: public routes are marked in route config). */
    public?: boolean;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); the app then does not close it. */
  database?: Database;
  cache?: Cache;
  logger?: FastifyServerOptions['logger'];
  /** Epoch ms; defaults to Date.now (tests move it to expire sessions and rotate keys). */
  now?: () => number;
  /** Request limits; tests lower or raise them instead of sleeping. */
  rateLimits?: Partial<RateLimits>;
  sms?: SmsProvider;
  email?: EmailProvider;
  /** The game vendor launches ask (default: the built-in demo vendor); tests pass slow or failing ones. */
  gameVendor?: GameVendorProvider;
  /** How long a launch waits for the vendor, at most §9 GAME_LAUNCH_TIMEOUT_MS; tests lower it. */
  gameLaunchTimeoutMs?: number;
  /** Delivers conversions to the ad networks a merchant enables (default: their HTTPS APIs); tests pass a stand-in. */
  conversions?: ConversionProvider;
  /** Where Firebase's id-token keys are fetched (default: Google's securetoken JWKS); tests serve their own. */
  firebaseJwksUrl?: string;
  /** Resolves Maya session ids (default: the built-in Maya behind the demo Maya app). */
  maya?: MayaProvider;
}

/** The hosts of the Geetest captcha (static.geetest.com script, api/gcaptcha4 JSONP). */
const GEETEST_HOSTS = [
  'https://static.geetest.com',
  'https://api.geetest.com',
  'https://gcaptcha4.geetest.com',
];
/**
 * The live-chat vendors of §3 csType (LIVECHAT, COMM100, COMM100VIP): the app loads their install
 * code on demand (apps/web/src/lib/cs-widgets.ts); their chat windows are https frames.
 */
/**
 * The ad networks' pixel scripts, loaded by the app on demand only when a merchant turns client
 * pixels on (settings tracking.clientPixels; apps/web/src/features/tracking/pixels/).
 */
const PIXEL_SCRIPT_HOSTS = [
  'https://connect.facebook.net',
  'https://analytics.tiktok.com',
  'https://www.googletagmanager.com',
];
/**
 * Firebase Auth and Google Identity Services (§4 Firebase login, one-tap) for merchants with a
 * Firebase project: their scripts, the reCAPTCHA of phone sign-in and the one-tap frame's styles.
 */
const GOOGLE_IDENTITY_HOSTS = [
  'https://accounts.google.com',
  'https://apis.google.com',
  'https://www.google.com',
  'https://www.gstatic.com',
];
const CHAT_WIDGET_HOSTS = [
  'https://cdn.livechatinc.com',
  'https://*.comm100.com',
  'https://*.comm100.io',
  'https://*.comm100vue.com',
];

/** Paths whose secrets must never reach the logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-rsa"]',
  'req.headers["x-digest"]',
  'res.headers["set-cookie"]',
];

/** Builds the whole server as one Fastify instance (issue 2; the official fastify demo's shape). */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, redact: REDACT },
    trustProxy: trustProxyValue(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const cache = options.cache ?? (await openCache(config.REDIS_URL));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('cache', cache);
  app.decorate('merchants', createMerchantRepository(database.db));
  const now = options.now ?? Date.now;
  app.decorate('now', now);
  const members = createMemberRepository(database.db);
  app.decorate('members', members);
  app.decorate('memberInfo', createMemberInfoCache(cache, members));
  app.decorate('sessions', createSessionStore(database.db, cache, now));
  app.decorate('rsaKeys', createRsaKeyStore(database.db, now));
  app.decorate(
    'limiter',
    createRateLimiter(cache, {
      ...scaleRateLimits(DEFAULT_RATE_LIMITS, config.RATE_LIMIT_FACTOR),
      ...options.rateLimits,
    }),
  );
  app.decorate('sms', options.sms ?? createOutboxSmsProvider(database.db));
  app.decorate('email', options.email ?? createOutboxEmailProvider(database.db));
  // Shared by every instance through the database, made on first use.
  const secret = (name: string) => {
    let value: Promise<string> | undefined;
    return () =>
      (value ??= sharedSecret(database.db, name).catch((error: unknown) => {
        value = undefined;
        throw error;
      }));
  };
  app.decorate('games', {
    catalogue: createGameCatalogueStore(database.db, cache),
    vendor:
      options.gameVendor ?? createDemoGameVendor({ secret: () => launchTicketSecret(app), now }),
    launchTimeoutMs: Math.min(
      options.gameLaunchTimeoutMs ?? GAME_LAUNCH_TIMEOUT_MS,
      GAME_LAUNCH_TIMEOUT_MS,
    ),
  });
  app.decorate('codes', createCodeStore(cache, secret('verification-code-hmac')));
  app.decorate(
    'captcha',
    createCaptchaService({ cache, config, altchaKey: secret('altcha-hmac'), now }),
  );
  app.decorate('login', createLoginService(app));
  app.decorate(
    'identity',
    createIdentityService(app, {
      builtin: createBuiltinIdentityProvider(database.db, now),
      firebase: createFirebaseIdentityProvider({ jwksUrl: options.firebaseJwksUrl, now }),
    }),
  );
  const demoMaya = options.maya ? null : createBuiltinMayaProvider(cache, now);
  app.decorate('maya', { provider: options.maya ?? demoMaya!, demo: demoMaya });
  app.addHook('onClose', async () => {
    if (!options.cache) await cache.close();
    if (!options.database) await database.close();
  });

  if (config.SEED_DEMO) {
    const { created } = await seedDemo(database.db);
    if (created) app.log.info('seeded the demo merchant');
    await seedDemoContent(database.db);
    await seedDemoGames(database.db);
    await seedDemoMemberArea(database.db);
    await seedDemoVendor(database.db);
  }

  await app.register(errorHandlerPlugin);
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Geetest v3/v4 (§5) loads its script, JSONP answers and styles from its own hosts.
        scriptSrc: [
          "'self'",
          ...GEETEST_HOSTS,
          ...CHAT_WIDGET_HOSTS,
          ...PIXEL_SCRIPT_HOSTS,
          ...GOOGLE_IDENTITY_HOSTS,
        ],
        styleSrc: [
          "'self'",
          "'unsafe-inline'",
          ...GEETEST_HOSTS,
          ...CHAT_WIDGET_HOSTS,
          'https://accounts.google.com',
        ],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // Domain pings reach the merchant's other domains (§4); mixed content stays blocked by browsers.
        connectSrc: ["'self'", 'https:', 'http:'],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Sign-in windows (§9 login popup 500x600: the built-in provider's and Firebase's) must keep
    // window.opener to hand the id token back; everything else stays isolated as with same-origin.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Plain-http development and tests must keep loading their own assets.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(merchantContextPlugin);
  // Route-config hooks (`auth`, `encryptedBody`) attach as routes are declared: register them first.
  await app.register(authPlugin);
  await app.register(encryptedBodyPlugin);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Member app API',
        version: '0.1.0',
        description:
          'The calls of SPEC §7. Every answer is the envelope {success, message, errorCode, value}.',
      },
      components: {
        securitySchemes: {
          sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
          operatorToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  app.get('/ready', { config: { public: true }, schema: { hide: true } }, async () => {
    try {
      await pingDatabase(database.db);
      await cache.get('ready-probe');
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Not ready');
    }
    return { status: 'ready', database: database.kind, cache: cache.kind };
  });

  await app.register(trackingPlugin, { conversions: options.conversions });
  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(identityRoutes);
  await app.register(captchaRoutes);
  await app.register(verificationRoutes);
  await app.register(memberRoutes);
  await app.register(contentRoutes);
  await app.register(gameRoutes);
  await app.register(memberAreaRoutes);
  await app.register(downloadRoutes);
  await app.register(vendorRoutes);
  await app.register(pushRoutes);
  await app.register(trackingRoutes);
  await app.register(adminRoutes);
  const web = await webRoutes(app);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    const page = isPage ? web.appPage(pathname) : null;
    if (page) return web.sendApp(request, reply, page.pathname, page.status);
    return sendNotFound(reply, request.method, request.url);
  });

  return app;
}
