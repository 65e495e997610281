import { createHash } from 'node:crypto';
import { desc, eq, gt, sql } from 'drizzle-orm';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWTHeaderParameters,
} from 'jose';
import { LRUCache } from 'lru-cache';
import type { IdentityMethod } from '@member-app/contract/account';
import { BUILTIN_IDENTITY_ISSUER, SIGN_IN_PROVIDERS } from '@member-app/contract/schemas/identity';
import type { Db } from '../../db/client';
import { identityKeys } from '../../db/schema';
import { randomToken } from '../../lib/tokens';
import type { Merchant } from '../../domain/merchant';
import {
  ID_TOKEN_CLOCK_TOLERANCE_S,
  identityFromClaims,
  identityTokenInvalid,
  verificationError,
  type IdentityProvider,
  type VerifiedIdentity,
} from './identity-provider';

/** Signing algorithm of the built-in provider: P-256 ECDSA, small tokens, fast to make. */
export const BUILTIN_IDENTITY_ALG = 'ES256';
/** An id token lives an hour, as Firebase's do. */
export const ID_TOKEN_TTL_S = 3_600;
/** A key signs new tokens for 30 days; a newer one is made on the first sign-in after that. */
export const IDENTITY_KEY_LIFETIME_MS = 30 * 86_400_000;
/** A retired key stays published until every token it signed has expired, plus the clock tolerance. */
const PUBLISH_AFTER_EXPIRY_MS = (ID_TOKEN_TTL_S + ID_TOKEN_CLOCK_TOLERANCE_S + 60) * 1000;
/** Arbitrary constant, next to the RSA key rotation's 727_002: instances rotating together make one key. */
const ROTATION_LOCK_ID = 727_003;

interface KeyRow {
  kid: string;
  alg: string;
  publicJwk: JWK;
  privateJwk: JWK;
  createdAt: Date;
  expiresAt: Date;
}

/** What the built-in provider knows about the person signing in (its own sign-in page or phone check). */
export interface BuiltinAccount {
  method: IdentityMethod;
  email?: string | null;
  displayName?: string | null;
  phoneNumber?: string | null;
}

/**
 * `sub` of the built-in provider: stable per method and email (or phone number), so that signing in
 * again with the same account names the same person. Not secret; it is only ever compared.
 */
export function builtinSubject(account: BuiltinAccount): string {
  const who =
    account.method === 'phone'
      ? (account.phoneNumber ?? '')
      : (account.email ?? '').trim().toLowerCase();
  return createHash('sha256').update(`${account.method}:${who}`).digest('base64url').slice(0, 28);
}

/**
 * The built-in identity provider (ARCHITECTURE "Outside services"): what Firebase Auth does for a
 * merchant with a Firebase project, offline. Keys live in `identity_keys` (shared by every
 * instance, rotated like the body-encryption keys of session/rsa-keys.ts) and are published as a
 * JWKS; tokens carry Firebase's claims (`firebase.sign_in_provider`, email, name, phone_number) with
 * this provider's issuer and the merchant's code as audience.
 */
export function createBuiltinIdentityProvider(db: Db, now: () => number) {
  let signing: { row: KeyRow; key: CryptoKey } | null = null;
  // Public keys by kid; a miss is cached briefly so that forged kids cost no query each.
  const publicKeys = new LRUCache<string, { key: CryptoKey | null; publishedUntil: number }>({
    max: 1_000,
    ttl: 300_000,
  });

  const newest = async (executor: Pick<Db, 'select'> = db): Promise<KeyRow | null> =>
    (
      await executor.select().from(identityKeys).orderBy(desc(identityKeys.createdAt)).limit(1)
    )[0] ?? null;

  async function rotate(t: number): Promise<KeyRow> {
    const pair = await generateKeyPair(BUILTIN_IDENTITY_ALG, { extractable: true });
    const kid = randomToken(12);
    const publicJwk = {
      ...(await exportJWK(pair.publicKey)),
      kid,
      alg: BUILTIN_IDENTITY_ALG,
      use: 'sig',
    };
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: BUILTIN_IDENTITY_ALG };
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROTATION_LOCK_ID})`);
      const latest = await newest(tx);
      // Another instance rotated while this one waited: sign with its key, drop ours.
      if (latest && latest.expiresAt.getTime() > t) return latest;
      const [row] = await tx
        .insert(identityKeys)
        .values({
          kid,
          alg: BUILTIN_IDENTITY_ALG,
          publicJwk,
          privateJwk,
          createdAt: new Date(t),
          expiresAt: new Date(t + IDENTITY_KEY_LIFETIME_MS),
        })
        .returning();
      return row as KeyRow;
    });
  }

  async function signingKey(t: number) {
    if (!signing || signing.row.expiresAt.getTime() <= t) {
      let row = await newest();
      if (!row || row.expiresAt.getTime() <= t) row = await rotate(t);
      signing = { row, key: (await importJWK(row.privateJwk, BUILTIN_IDENTITY_ALG)) as CryptoKey };
    }
    return signing;
  }

  async function publicKey(header: JWTHeaderParameters): Promise<CryptoKey> {
    const kid = header.kid;
    if (typeof kid !== 'string' || kid.length > 64)
      throw identityTokenInvalid('The sign-in token names no signing key');
    let entry = publicKeys.get(kid);
    if (!entry) {
      const [row] = await db.select().from(identityKeys).where(eq(identityKeys.kid, kid));
      entry = row
        ? {
            key: (await importJWK(row.publicJwk, BUILTIN_IDENTITY_ALG)) as CryptoKey,
            publishedUntil: row.expiresAt.getTime() + PUBLISH_AFTER_EXPIRY_MS,
          }
        : { key: null, publishedUntil: 0 };
      publicKeys.set(kid, entry, row ? {} : { ttl: 30_000 });
    }
    if (!entry.key || now() > entry.publishedUntil) {
      throw identityTokenInvalid('The sign-in token was not signed by a key of this site');
    }
    return entry.key;
  }

  const provider = {
    name: 'builtin' as const,

    /** Signs an id token for this merchant (its code is the audience), valid for an hour. */
    async issue(merchant: Merchant, account: BuiltinAccount): Promise<string> {
      const t = now();
      const { row, key } = await signingKey(t);
      const iat = Math.floor(t / 1000);
      const claims: Record<string, unknown> = {
        firebase: { sign_in_provider: SIGN_IN_PROVIDERS[account.method], identities: {} },
      };
      if (account.email) {
        claims.email = account.email;
        claims.email_verified = true;
      }
      if (account.displayName) claims.name = account.displayName;
      if (account.phoneNumber) claims.phone_number = account.phoneNumber;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: BUILTIN_IDENTITY_ALG, kid: row.kid, typ: 'JWT' })
        .setIssuer(BUILTIN_IDENTITY_ISSUER)
        .setAudience(merchant.code)
        .setSubject(builtinSubject(account))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ID_TOKEN_TTL_S)
        .sign(key);
    },

    /** GET IDENTITY_PATHS.jwks: every key whose tokens may still be valid, newest first. */
    async jwks(): Promise<JSONWebKeySet> {
      const t = now();
      await signingKey(t);
      const rows = await db
        .select({ publicJwk: identityKeys.publicJwk })
        .from(identityKeys)
        .where(gt(identityKeys.expiresAt, new Date(t - PUBLISH_AFTER_EXPIRY_MS)))
        .orderBy(desc(identityKeys.createdAt));
      return { keys: rows.map((r) => r.publicJwk) };
    },

    async verifyIdToken(merchant: Merchant, idToken: string): Promise<VerifiedIdentity> {
      try {
        const { payload } = await jwtVerify(idToken, publicKey, {
          issuer: BUILTIN_IDENTITY_ISSUER,
          audience: merchant.code,
          // Pinned: a token saying alg none, HS256 (with the public key as secret) or RS256 is refused.
          algorithms: [BUILTIN_IDENTITY_ALG],
          clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_S,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'iat', 'exp'],
          maxTokenAge: ID_TOKEN_TTL_S + ID_TOKEN_CLOCK_TOLERANCE_S,
        });
        return identityFromClaims(payload, BUILTIN_IDENTITY_ISSUER);
      } catch (error) {
        throw verificationError(error);
      }
    },
  } satisfies IdentityProvider & Record<string, unknown>;
  return provider;
}

export type BuiltinIdentityProvider = ReturnType<typeof createBuiltinIdentityProvider>;
