import { IDENTITY_ERROR_CODES } from '@member-app/contract/rules/identity';
import { IdentityError } from './identity-error';

/**
 * Firebase's errors (FirebaseError: `code` 'auth/...', message 'Firebase: Error (auth/...).') as
 * IdentityError, so that the §8 catalogue treats them like the built-in provider's. Kept apart
 * from the adapter so that it is tested without loading the SDK.
 */
export function fromFirebaseError(e: unknown): IdentityError {
  if (e instanceof IdentityError) return e;
  const code =
    e && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string'
      ? (e as { code: string }).code
      : null;
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  return new IdentityError(code ?? IDENTITY_ERROR_CODES.UNKNOWN, message);
}
