import { importPKCS8, SignJWT } from 'jose';
import {
  PUSH_SEND_TIMEOUT_MS,
  type PushMessage,
  type PushOutcome,
  type PushProvider,
  type PushTarget,
} from './push-provider';

/** A Google service account allowed to send for the Firebase project (merchant secrets). */
export interface FcmCredentials {
  projectId: string;
  clientEmail: string;
  /** PKCS#8 PEM, as in the service account's JSON key file. */
  privateKey: string;
}

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** §9 "Third-party token refresh 5 minutes before expiry". */
const REFRESH_BEFORE_MS = 5 * 60_000;

/**
 * FCM adapter, written against FCM's documented HTTP v1 API (projects.messages.send) and Google's
 * OAuth 2.0 service-account flow (a JWT bearer grant). It is used only when the merchant's settings
 * name a Firebase project (push.firebase) and a service account (secrets.fcmServiceAccount), and only
 * for FCM tokens; browser subscriptions go through the built-in Web Push sender. It cannot reach
 * Google from this project's machines, so only its request shapes are tested (test/push.test.ts).
 */
export function createFcmProvider(
  credentials: FcmCredentials,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): PushProvider {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let access: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (access && access.expiresAt - REFRESH_BEFORE_MS > now()) return access.token;
    const key = await importPKCS8(credentials.privateKey, 'RS256');
    const iat = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(credentials.clientEmail)
      .setAudience(TOKEN_URL)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key);
    const res = await fetchImpl(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`FCM OAuth token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    access = { token: body.access_token, expiresAt: now() + body.expires_in * 1000 };
    return access.token;
  }

  return {
    kind: 'fcm',
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      if (target.kind !== 'fcm')
        return { outcome: 'failed', status: null, detail: 'not an FCM token' };
      try {
        const res = await fetchImpl(
          `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(credentials.projectId)}/messages:send`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${await accessToken()}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              message: {
                token: target.token,
                notification: {
                  title: message.title,
                  body: message.body,
                  ...(message.icon ? { image: message.icon } : {}),
                },
                // Data values must be strings; the app opens `url` on tap.
                data: { url: message.url },
              },
            }),
            signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
          },
        );
        if (res.ok) return { outcome: 'sent' };
        const error = (await res.json().catch(() => null)) as {
          error?: { status?: string; details?: { errorCode?: string }[] };
        } | null;
        const code =
          error?.error?.details?.find((d) => d.errorCode)?.errorCode ?? error?.error?.status ?? '';
        // FCM: UNREGISTERED (404) means the token is no longer valid and should be removed.
        if (res.status === 404 || code === 'UNREGISTERED')
          return { outcome: 'expired', status: res.status };
        return { outcome: 'failed', status: res.status, detail: code || res.statusText };
      } catch (error) {
        return {
          outcome: 'failed',
          status: null,
          detail: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
