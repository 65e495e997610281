import { errors as joseErrors } from 'jose';
import { ACCOUNT_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import { IDENTITY_METHODS, type IdentityMethod } from '@member-app/contract/account';
import { SIGN_IN_PROVIDERS } from '@member-app/contract/schemas/identity';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../../domain/merchant';

/** What an identity provider vouches for once an id token verifies (§4 Firebase login). */
export interface VerifiedIdentity {
  /** `iss` of the token: the built-in provider's issuer or https://securetoken.google.com/<project>. */
  issuer: string;
  /** `sub`: stable per person and provider (Firebase's uid). */
  subject: string;
  method: IdentityMethod;
  email: string | null;
  displayName: string | null;
  /** E.164 (+639171234567) for phone identities. */
  phoneNumber: string | null;
}

/**
 * Firebase Auth or the built-in identity provider behind one interface (ARCHITECTURE "Outside
 * services"); which one a merchant uses follows from its SMS provider config (§3): `projectId` set
 * means Firebase.
 */
export interface IdentityProvider {
  readonly name: 'builtin' | 'firebase';
  /** Verifies an id token for this merchant; throws AppError identity.token.invalid when it does not. */
  verifyIdToken(merchant: Merchant, idToken: string): Promise<VerifiedIdentity>;
}

/** Tokens may be a little early or late between machines; more than this is refused. */
export const ID_TOKEN_CLOCK_TOLERANCE_S = 30;

export const identityTokenInvalid = (message: string) =>
  new AppError(400, ACCOUNT_ERROR_CODES.IDENTITY_TOKEN_INVALID, message);

/** §4 `firebase.sign_in_provider` → the method; null for providers the app does not offer (password, anonymous, ...). */
export function methodOfSignInProvider(provider: unknown): IdentityMethod | null {
  if (typeof provider !== 'string') return null;
  for (const method of IDENTITY_METHODS) if (SIGN_IN_PROVIDERS[method] === provider) return method;
  return null;
}

const str = (v: unknown, max = 320) =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;

/** The claims both providers put in an id token, read the same way. */
export function identityFromClaims(
  payload: Record<string, unknown>,
  issuer: string,
): VerifiedIdentity {
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  const method = methodOfSignInProvider(firebase?.sign_in_provider);
  if (!method) {
    throw new AppError(
      403,
      ACCOUNT_ERROR_CODES.IDENTITY_CHANNEL_DISABLED,
      'This sign-in method is not offered here; use Google, Facebook, X, LINE or your phone number',
    );
  }
  const subject = str(payload.sub, 128);
  if (!subject) throw identityTokenInvalid('The sign-in token names no account; sign in again');
  const phoneNumber = str(payload.phone_number, 20);
  if (method === 'phone' && !phoneNumber)
    throw identityTokenInvalid('The phone sign-in token carries no phone number');
  return {
    issuer,
    subject,
    method,
    email: str(payload.email),
    displayName: str(payload.name, 128),
    phoneNumber,
  };
}

/**
 * Maps what jose throws to the caller's answer: a token problem is identity.token.invalid (400); the
 * provider's keys out of reach is 503 (the token may be fine, try again). Never the token itself in
 * a message.
 */
export function verificationError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof joseErrors.JWTExpired) {
    return identityTokenInvalid('The sign-in has expired; sign in with the provider again');
  }
  // Fetch failures, timeouts, a key set that is not 200 OK or not JSON (a bare JOSEError).
  const unreachable =
    !(error instanceof joseErrors.JOSEError) ||
    error instanceof joseErrors.JWKSTimeout ||
    error instanceof joseErrors.JWKSInvalid ||
    error.constructor === joseErrors.JOSEError;
  if (unreachable) {
    return new AppError(
      503,
      ERROR_CODES.SERVICE_UNAVAILABLE,
      'The sign-in provider cannot be reached right now; try again in a moment',
    );
  }
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    const claim =
      error.claim === 'aud'
        ? 'this site'
        : error.claim === 'iss'
          ? 'a trusted provider'
          : `its ${error.claim} claim`;
    return identityTokenInvalid(`The sign-in token is not valid for ${claim}; sign in again`);
  }
  return identityTokenInvalid('The sign-in token could not be verified; sign in again');
}
