/** What a notification shows (the app's service worker, apps/web/public/push-sw.js, reads it). */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened on click: an app path (/m/...) or an https address. */
  url: string;
  /** The merchant's app icon. */
  icon: string | null;
}

/** A browser's Web Push subscription (§3 subscription options endpoint, p256dh, auth). */
export interface WebPushTarget {
  kind: 'webpush';
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** An FCM registration token (the merchant's native app binds one through CSP_fcmBind). */
export interface FcmTarget {
  kind: 'fcm';
  token: string;
}

export type PushTarget = WebPushTarget | FcmTarget;

/**
 * 'expired': the push service no longer knows the subscription or token (404/410, FCM UNREGISTERED),
 * so the registration is removed; 'failed': anything else, kept for the next try.
 */
export type PushOutcome =
  | { outcome: 'sent' }
  | { outcome: 'expired'; status: number }
  | { outcome: 'failed'; status: number | null; detail: string };

/**
 * A push sender behind an interface (ARCHITECTURE "Outside services"): the built-in default is
 * standard Web Push with the merchant's VAPID keys (web-push.ts), which needs no account anywhere;
 * FCM (fcm.ts) is switched on by the merchant's settings for FCM tokens.
 */
export interface PushProvider {
  readonly kind: PushTarget['kind'];
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** How long one push-service call may take before it counts as failed. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;
