import type { FirebaseChannel } from '@member-app/contract/account';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { identityBackend } from './rules';

/**
 * What the app needs from an identity provider (§4 Firebase login): an id token for a social
 * channel or for a verified phone number. Two adapters implement it: the built-in provider of
 * this server, and Firebase Auth for merchants with a Firebase project. Errors are IdentityError
 * with Firebase's codes, so one catalogue (§8) serves both.
 */
export interface IdentityClient {
  /** Signs in with a social channel in a popup; call it inside the user's click (popup blockers). */
  signIn(channel: FirebaseChannel): Promise<string>;
  /** Sends a verification code to an E.164 number (§4 "+ dialing code + number"). */
  sendPhoneCode(phoneNumber: string): Promise<void>;
  /** Confirms the code of the last send: the id token. Without a pending send: auth/code-expired (§4). */
  confirmPhoneCode(code: string): Promise<string>;
  /** Google one-tap's credential (a Google id token) exchanged for the provider's id token. */
  signInWithGoogleCredential?(credential: string): Promise<string>;
}

export type SmsSettings = SiteSettings['sms'];

let cached: { key: string; client: Promise<IdentityClient> } | null = null;

/**
 * The merchant's client, loaded on demand: neither adapter is on the first-load path, and the
 * Firebase SDK is fetched only for a merchant with a Firebase project. One instance per
 * configuration keeps a pending phone verification between send and confirm.
 */
export function loadIdentityClient(sms: SmsSettings): Promise<IdentityClient> {
  const backend = identityBackend(sms);
  const key = `${backend}:${sms.projectId ?? ''}`;
  if (cached?.key !== key) {
    const client =
      backend === 'firebase'
        ? import('./firebase-client').then((m) => m.createFirebaseClient(sms))
        : import('./builtin-client').then((m) => m.createBuiltinClient());
    cached = { key, client };
    // A failed load (offline) may be retried on the next click.
    client.catch(() => {
      if (cached?.client === client) cached = null;
    });
  }
  return cached.client;
}
