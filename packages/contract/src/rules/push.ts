/**
 * Push notifications (SPEC §2 screen 13, §3 push config and registration record, §4 push opt-in,
 * §7 CSP_fcm* relays, §8, §9): constants shared by the server and the app. zod-free, so the web app
 * may import it.
 */

/** §4 "On token set: push bound and subscribed to topic ALL." */
export const PUSH_TOPIC_ALL = 'ALL';

/** FCM's topic alphabet ([a-zA-Z0-9-_.~%]+), kept for the built-in sender too. */
export const PUSH_TOPIC_PATTERN = /^[A-Za-z0-9_.~%-]{1,64}$/;

/** Errors of the push relays and of sending. */
export const PUSH_ERROR_CODES = {
  /** CSP_fcmSubscribe / CSP_fcmUnsubscribe for a registration token the server does not know. */
  UNKNOWN_TOKEN: 'push.token.unknown',
  /** The registration token of a Web Push subscription is not the id derived from its endpoint. */
  TOKEN_MISMATCH: 'push.token.mismatch',
  /** A subscription endpoint the server refuses to call (not https, a private address). */
  ENDPOINT_REFUSED: 'push.endpoint.refused',
} as const;

/** The relay names of §7 (plus the push-config read this app adds, see the server's push module). */
export const PUSH_RELAYS = {
  BIND: 'CSP_fcmBind',
  SUBSCRIBE: 'CSP_fcmSubscribe',
  UNSUBSCRIBE: 'CSP_fcmUnsubscribe',
  CONFIG: 'CSP_fcmConfig',
} as const;

/** Limits of an operator notification: a Web Push payload must stay under ~4 KB once encrypted. */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 500;
export const PUSH_URL_MAX = 1024;

/**
 * §3 "Push registration record: token ...": the app's registration token of a Web Push subscription
 * is a stable id derived from its endpoint: base64url(SHA-256(endpoint)), 43 characters. The server
 * recomputes it, so one endpoint is one registration. (An FCM token, as the merchant's native app
 * binds it, is taken as it is.) This is the base64url without padding that both write.
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The registration token of a Web Push endpoint (WebCrypto: the browser and Node 20 alike). */
export async function pushTokenOf(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return toBase64Url(new Uint8Array(digest));
}
