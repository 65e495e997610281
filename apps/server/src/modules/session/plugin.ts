import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authPlugin } from './auth-plugin';
import { encryptedBodyPlugin } from './encrypted-body-plugin';
import { createLoginService, type LoginService } from './service';
import { createRsaKeyStore, type RsaKeyStore } from './rsa-keys';
import { createSessionStore, type SessionStore } from './session-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login sessions: opaque tokens stored hashed, read through the cache. */
    sessions: SessionStore;
    /** The RSA keys of §7 body encryption, rotated daily. */
    rsaKeys: RsaKeyStore;
    /** Password and SMS login, second factors and the counters against guessing. */
    login: LoginService;
  }
}

/**
 * Sessions, keys and login, and the route-config hooks `auth` and `encryptedBody`: those attach as
 * routes are declared, so this plugin is registered before any route.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sessions', createSessionStore(app.db, app.cache, app.now));
    app.decorate('rsaKeys', createRsaKeyStore(app.db, app.now));
    app.decorate('login', createLoginService(app));
    await app.register(authPlugin);
    await app.register(encryptedBodyPlugin);
  },
  {
    name: 'session',
    dependencies: [
      'database',
      'cache',
      'clock',
      'rate-limit',
      'captcha',
      'merchant',
      'member',
      'verification',
    ],
  },
);
