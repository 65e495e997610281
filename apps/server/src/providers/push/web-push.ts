import webpush from 'web-push';
import {
  PUSH_SEND_TIMEOUT_MS,
  type PushMessage,
  type PushOutcome,
  type PushProvider,
  type PushTarget,
} from './push-provider';

/** A merchant's VAPID identity (RFC 8292): the key pair and the contact push services may use. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address. */
  subject: string;
}

export const generateVapidKeys = (): Omit<VapidKeys, 'subject'> => webpush.generateVAPIDKeys();

/** How long a push service keeps an undelivered notification (a day: news older than that is stale). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The built-in push sender: standard Web Push (RFC 8030) with an aes128gcm-encrypted payload
 * (RFC 8291) and a VAPID JWT (RFC 8292), all made by the `web-push` library; the request itself is
 * sent with fetch so that it has a timeout and works against any endpoint the subscription names.
 */
export function createWebPushProvider(
  vapid: VapidKeys,
  fetchImpl: typeof fetch = fetch,
): PushProvider {
  return {
    kind: 'webpush',
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      if (target.kind !== 'webpush')
        return { outcome: 'failed', status: null, detail: 'not a Web Push subscription' };
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'normal' },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch sets the length from the body itself.
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      let res: Response;
      try {
        res = await fetchImpl(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        return {
          outcome: 'failed',
          status: null,
          detail: error instanceof Error ? error.message : String(error),
        };
      }
      await res.body?.cancel().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return { outcome: 'sent' };
      // RFC 8030 §7.3: 404 and 410 say the subscription is gone for good.
      if (res.status === 404 || res.status === 410)
        return { outcome: 'expired', status: res.status };
      return { outcome: 'failed', status: res.status, detail: res.statusText };
    },
  };
}
