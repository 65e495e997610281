import { getApps, initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  getAuth,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  OAuthProvider,
  RecaptchaVerifier,
  signInWithCredential,
  signInWithPhoneNumber,
  signInWithPopup,
  TwitterAuthProvider,
  type Auth,
  type AuthProvider,
  type ConfirmationResult,
} from 'firebase/auth';
import type { FirebaseChannel } from '@member-app/contract/account';
import { IDENTITY_ERROR_CODES } from '@member-app/contract/rules/identity';
import type { IdentityClient, SmsSettings } from './client';
import { IdentityError } from './identity-error';
import { fromFirebaseError } from './firebase-errors';

const APP_NAME = 'mc-identity';

function provider(channel: FirebaseChannel): AuthProvider {
  switch (channel) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
    case 'line':
      // LINE is an OpenID Connect provider configured in the Firebase project as oidc.line.
      return new OAuthProvider('oidc.line');
  }
}

/**
 * Firebase Auth for a merchant with a Firebase project (§3 SMS provider config). Loaded only by
 * dynamic import when such a merchant signs in. The Firebase session is kept in memory only: the
 * id token is handed to the member API at once, which starts the app's own session.
 */
export function createFirebaseClient(sms: SmsSettings): IdentityClient {
  const existing = getApps().find((a) => a.name === APP_NAME);
  const app =
    existing ??
    initializeApp(
      {
        apiKey: sms.apiKey ?? undefined,
        appId: sms.appId ?? undefined,
        authDomain: sms.authDomain ?? undefined,
        projectId: sms.projectId ?? undefined,
        messagingSenderId: sms.messagingSenderId ?? undefined,
      },
      APP_NAME,
    );
  const auth: Auth = existing
    ? getAuth(existing)
    : initializeAuth(app, {
        persistence: inMemoryPersistence,
        popupRedirectResolver: browserPopupRedirectResolver,
      });
  auth.languageCode = document.documentElement.lang || null;
  let verifier: RecaptchaVerifier | null = null;
  let confirmation: ConfirmationResult | null = null;

  // The invisible reCAPTCHA Firebase needs before it sends an SMS.
  function recaptcha(): RecaptchaVerifier {
    if (verifier) return verifier;
    const el = document.createElement('div');
    el.hidden = true;
    document.body.append(el);
    verifier = new RecaptchaVerifier(auth, el, { size: 'invisible' });
    return verifier;
  }

  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (e) {
      throw fromFirebaseError(e);
    }
  };

  return {
    signIn: (channel) =>
      wrap(async () => (await signInWithPopup(auth, provider(channel))).user.getIdToken()),
    sendPhoneCode: (phoneNumber) =>
      wrap(async () => {
        try {
          confirmation = await signInWithPhoneNumber(auth, phoneNumber, recaptcha());
        } catch (e) {
          // A used or failed reCAPTCHA cannot be reused.
          verifier?.clear();
          verifier = null;
          throw e;
        }
      }),
    confirmPhoneCode: (code) =>
      wrap(async () => {
        // §4 "a missing SMS result gives the code-expired error".
        if (!confirmation)
          throw new IdentityError(IDENTITY_ERROR_CODES.CODE_EXPIRED, 'Request a new code first.');
        const token = await (await confirmation.confirm(code.trim())).user.getIdToken();
        confirmation = null;
        return token;
      }),
    signInWithGoogleCredential: (credential) =>
      wrap(async () =>
        (
          await signInWithCredential(auth, GoogleAuthProvider.credential(credential))
        ).user.getIdToken(),
      ),
  };
}
