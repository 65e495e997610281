import { FIREBASE_CHANNELS, type FirebaseChannel } from '@member-app/contract/account';
import { readJson, removeStorage, writeStorage } from '../../lib/storage';

/** An identity the provider vouched for: the channel (absent for phone) and its id token (§3 login request). */
export interface IdentityArgs {
  channel?: FirebaseChannel;
  idToken: string;
}

/**
 * §4 Firebase login: while the choice after bind_customer_required is pending (log in to an
 * existing account, or register), the identity is kept in session storage, so that the next
 * username or sms login carries it and the server binds it. Cleared on success and on other errors.
 */
const KEY = 'MC_FIREBASE_ARGS';

export function readIdentityArgs(): IdentityArgs | null {
  const v = readJson<Partial<IdentityArgs>>('session', KEY);
  if (!v || typeof v.idToken !== 'string' || !v.idToken) return null;
  const channel = FIREBASE_CHANNELS.find((c) => c === v.channel);
  return channel ? { channel, idToken: v.idToken } : { idToken: v.idToken };
}

export function keepIdentityArgs(args: IdentityArgs): void {
  writeStorage('session', KEY, JSON.stringify(args));
}

export function clearIdentityArgs(): void {
  removeStorage('session', KEY);
}

/** The login-request fields of a kept identity (§3 firebaseChannel, firebaseIdToken). */
export function identityFields(args: IdentityArgs | null): {
  firebaseChannel?: FirebaseChannel;
  firebaseIdToken?: string;
} {
  if (!args) return {};
  return {
    ...(args.channel ? { firebaseChannel: args.channel } : {}),
    firebaseIdToken: args.idToken,
  };
}

const LABEL_KEYS = {
  google: 'identity_channel_google',
  facebook: 'identity_channel_facebook',
  twitter: 'identity_channel_twitter',
  line: 'identity_channel_line',
} as const satisfies Record<FirebaseChannel, string>;

/** The locale key naming where an identity comes from (a social channel, or a phone number). */
export function identityLabelKey(
  channel: FirebaseChannel | undefined,
): (typeof LABEL_KEYS)[FirebaseChannel] | 'identity_channel_phone' {
  return channel ? LABEL_KEYS[channel] : 'identity_channel_phone';
}
