import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Merchant } from '../../domain/merchant';
import {
  ID_TOKEN_CLOCK_TOLERANCE_S,
  identityFromClaims,
  identityTokenInvalid,
  verificationError,
  type IdentityProvider,
  type VerifiedIdentity,
} from './identity-provider';

/**
 * Google's public keys for Firebase Auth id tokens, as a JWKS (Firebase "Verify ID tokens using a
 * third-party JWT library": RS256, kid in the header).
 */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

export interface FirebaseIdentityOptions {
  /** Where the keys are fetched from; tests serve their own JWKS over HTTP. */
  jwksUrl?: string;
  now: () => number;
}

/**
 * Firebase Auth (merchant `sms.projectId` set): id tokens verified against Google's keys with the
 * checks Firebase documents: RS256, iss https://securetoken.google.com/<projectId>, aud projectId,
 * exp and iat, auth_time in the past, a non-empty sub (the uid).
 */
export function createFirebaseIdentityProvider(options: FirebaseIdentityOptions): IdentityProvider {
  // One key set for every merchant: Google's keys are the same for all projects. Kept for up to
  // 6 hours (Google rotates about daily and publishes ahead), refetched on an unknown kid.
  const keys = createRemoteJWKSet(new URL(options.jwksUrl ?? FIREBASE_JWKS_URL), {
    cacheMaxAge: 6 * 3_600_000,
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  });

  return {
    name: 'firebase',
    async verifyIdToken(merchant: Merchant, idToken: string): Promise<VerifiedIdentity> {
      const projectId = merchant.settings.sms.projectId;
      if (!projectId) throw new Error(`merchant ${merchant.code} has no Firebase project`);
      const issuer = firebaseIssuer(projectId);
      try {
        const t = options.now();
        const { payload } = await jwtVerify(idToken, keys, {
          issuer,
          audience: projectId,
          algorithms: ['RS256'],
          clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_S,
          currentDate: new Date(t),
          requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
        });
        const authTime = payload.auth_time;
        if (typeof authTime !== 'number' || authTime > t / 1000 + ID_TOKEN_CLOCK_TOLERANCE_S) {
          throw identityTokenInvalid(
            'The sign-in token has an invalid sign-in time; sign in again',
          );
        }
        return identityFromClaims(payload, issuer);
      } catch (error) {
        throw verificationError(error);
      }
    },
  };
}
