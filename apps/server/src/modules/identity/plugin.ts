import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuiltinIdentityProvider } from '../../providers/identity/builtin-identity';
import { createFirebaseIdentityProvider } from '../../providers/identity/firebase-identity';
import {
  createBuiltinMayaProvider,
  type BuiltinMayaProvider,
  type MayaProvider,
} from '../../providers/identity/maya-provider';
import { createIdentityService, type IdentityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in through an identity provider (§4 Firebase login): Firebase or the built-in provider. */
    identity: IdentityService;
    /** §7 login/maya: the Maya provider, and the built-in one behind the demo Maya app (null when replaced). */
    maya: { provider: MayaProvider; demo: BuiltinMayaProvider | null };
  }
}

export interface IdentityOptions {
  /** Where Firebase's id-token keys are fetched (default: Google's securetoken JWKS); tests serve their own. */
  firebaseJwksUrl?: string | undefined;
  /** Resolves Maya session ids (default: the built-in Maya behind the demo Maya app). */
  maya?: MayaProvider | undefined;
}

export const identityPlugin = fp<IdentityOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate(
      'identity',
      createIdentityService(app, {
        builtin: createBuiltinIdentityProvider(app.db, app.now),
        firebase: createFirebaseIdentityProvider({
          jwksUrl: options.firebaseJwksUrl,
          now: app.now,
        }),
      }),
    );
    const demo = options.maya ? null : createBuiltinMayaProvider(app.cache, app.now);
    const provider = options.maya ?? demo;
    if (!provider) throw new Error('no Maya provider');
    app.decorate('maya', { provider, demo });
  },
  { name: 'identity', dependencies: ['database', 'cache', 'clock'] },
);
