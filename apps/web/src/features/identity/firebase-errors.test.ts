import { describe, expect, it } from 'vitest';
import { fromFirebaseError } from './firebase-errors';
import { IdentityError } from './identity-error';
import { describeIdentityError } from './rules';

/** A FirebaseError as the SDK throws it (code and message; the class itself stays unloaded here). */
const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });

describe('§8 Firebase errors through the catalogue', () => {
  it('§8 keeps Firebase codes and reasons', () => {
    const e = fromFirebaseError(firebaseError('auth/popup-blocked'));
    expect(e).toBeInstanceOf(IdentityError);
    expect(e).toMatchObject({
      code: 'auth/popup-blocked',
      message: 'Firebase: Error (auth/popup-blocked).',
    });
    expect(describeIdentityError(e)).toEqual({
      show: true,
      key: 'identity_error_popup_blocked',
      code: 'auth/popup-blocked',
      reason: 'Error (auth/popup-blocked).',
    });
  });
  it('§8 an expired SMS session of Firebase is auth/code-expired', () => {
    expect(
      describeIdentityError(fromFirebaseError(firebaseError('auth/code-expired'))),
    ).toMatchObject({ code: 'auth/code-expired' });
    expect(
      describeIdentityError(fromFirebaseError(firebaseError('auth/session-expired'))),
    ).toMatchObject({ code: 'auth/code-expired' });
  });
  it('§8 a failure without a code (script load, a thrown string) is auth/unknown', () => {
    expect(fromFirebaseError(new Error('Loading chunk failed'))).toMatchObject({
      code: 'auth/unknown',
      message: 'Loading chunk failed',
    });
    expect(fromFirebaseError('boom')).toMatchObject({ code: 'auth/unknown', message: 'boom' });
  });
  it('§8 Firebase cancelling an older popup stays silent', () => {
    expect(
      describeIdentityError(fromFirebaseError(firebaseError('auth/cancelled-popup-request'))),
    ).toEqual({ show: false });
  });
});
