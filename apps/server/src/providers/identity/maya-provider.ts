import { createHash } from 'node:crypto';
import type { MayaEnv } from '@member-app/contract/account';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import type { Cache } from '../../cache/cache';
import { AppError } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { Merchant } from '../../domain/merchant';

/** A Maya wallet account, as far as the member app needs one (§7 POST /wps/session/login/maya). */
export interface MayaAccount {
  /** Stable id of the Maya account: the subject its member is bound to (issuer 'maya'). */
  accountId: string;
  name: string;
  /** E.164 (+639171234567), when Maya shares it. */
  mobile: string | null;
}

/**
 * Maya behind an interface (ARCHITECTURE "Outside services"). Maya's Mini App flow, as its developer
 * hub documents it: Maya POSTs the customer's access token to the partner's "session URL", the
 * partner answers a one-time `sessionId`, Maya opens the partner's landing page with it, and the
 * partner trades the sessionId for the stored token and reads the profile (GET {op host}/profile
 * with a client-credentials bearer token and the customer token, answered as a JWE-wrapped JWS).
 * An adapter for that flow implements `resolveSession`; the built-in provider below stands in for
 * Maya offline, with the demo "Maya app" page (modules/identity/routes.ts) as the session URL.
 */
export interface MayaProvider {
  readonly name: string;
  /**
   * The account behind a session id the Maya app handed over. One use only: a second call, an
   * unknown or expired id, or one of another merchant or environment throws maya.session.invalid.
   */
  resolveSession(merchant: Merchant, sessionId: string, env: MayaEnv): Promise<MayaAccount>;
}

/** How long a session id of the demo Maya app may wait for its login. */
export const MAYA_SESSION_TTL_S = 300;

export const mayaSessionInvalid = () =>
  new AppError(
    400,
    ACCOUNT_ERROR_CODES.MAYA_SESSION_INVALID,
    'This Maya session has expired or was already used; open the app from Maya again',
  );

/** Wallet accounts the demo Maya app offers (not real people or numbers). */
export const DEMO_MAYA_ACCOUNTS: readonly MayaAccount[] = [
  { accountId: 'maya-demo-juan', name: 'Juan Dela Cruz', mobile: '+639170000101' },
  { accountId: 'maya-demo-maria', name: 'Maria Santos', mobile: '+639170000102' },
];

/** A custom demo account typed on the demo Maya page: its id follows from the mobile number. */
export const demoMayaAccountId = (mobile: string) =>
  `maya-${createHash('sha256').update(mobile).digest('base64url').slice(0, 16)}`;

interface StoredSession {
  merchantCode: string;
  env: MayaEnv;
  account: MayaAccount;
  expiresAt: number;
}

const sessionKey = (id: string) => `maya:session:${id}`;

/**
 * The built-in Maya: session ids made by the demo Maya app page live in the shared cache (so any
 * instance can resolve them) for MAYA_SESSION_TTL_S, judged by the app clock, and work once.
 */
export function createBuiltinMayaProvider(cache: Cache, now: () => number) {
  return {
    name: 'builtin',

    /** The demo Maya app's "session URL": a one-time session id for the picked account. */
    async createSession(merchant: Merchant, account: MayaAccount, env: MayaEnv = 'sandbox') {
      const sessionId = randomToken(24);
      const stored: StoredSession = {
        merchantCode: merchant.code,
        env,
        account,
        expiresAt: now() + MAYA_SESSION_TTL_S * 1000,
      };
      await cache.set(sessionKey(sessionId), JSON.stringify(stored), MAYA_SESSION_TTL_S + 60);
      return { sessionId, env, expiresAt: stored.expiresAt };
    },

    async resolveSession(
      merchant: Merchant,
      sessionId: string,
      env: MayaEnv,
    ): Promise<MayaAccount> {
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(sessionId)) throw mayaSessionInvalid();
      const raw = await cache.get(sessionKey(sessionId));
      if (!raw) throw mayaSessionInvalid();
      const stored = JSON.parse(raw) as StoredSession;
      if (stored.merchantCode !== merchant.code || stored.env !== env) throw mayaSessionInvalid();
      // One use, even by two requests at once: only the first marks it.
      if (!(await cache.setIfAbsent(`maya:used:${sessionId}`, '1', MAYA_SESSION_TTL_S + 60)))
        throw mayaSessionInvalid();
      await cache.del(sessionKey(sessionId));
      if (now() > stored.expiresAt) throw mayaSessionInvalid();
      return stored.account;
    },
  } satisfies MayaProvider & Record<string, unknown>;
}

export type BuiltinMayaProvider = ReturnType<typeof createBuiltinMayaProvider>;
