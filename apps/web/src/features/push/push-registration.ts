/**
 * The browser side of push (SPEC §3 push registration record, §4 session and push opt-in): the
 * Web Push subscription of the app's service worker, the record in local storage and the §7 relays.
 * Decisions come from rules.ts; this module only carries them out.
 */
import { APP_PATHS } from '@member-app/contract/routes';
import { PUSH_TOPIC_ALL, pushTokenOf } from '@member-app/contract/rules/push';
import type { PushConfig } from '@member-app/contract/schemas/push';
import { readJson, readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { fetchPushConfig } from './api/push-config';
import { fcmBind } from './api/fcm-bind';
import { fcmSubscribe } from './api/fcm-subscribe';
import { fcmUnsubscribe } from './api/fcm-unsubscribe';
import {
  PUSH_BOUND_KEY,
  PUSH_RECORD_KEY,
  isPushRecord,
  pushActionOnTokenRemoved,
  pushActionOnTokenSet,
  pushSupported,
  type PermissionState,
  type PushRecord,
} from './rules';

/** The app's service worker scope (§2 web manifest scope /m/). */
const SW_SCOPE = APP_PATHS.root;

export function isPushSupported(): boolean {
  return pushSupported({
    notification: typeof window !== 'undefined' && 'Notification' in window,
    pushManager: typeof window !== 'undefined' && 'PushManager' in window,
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  });
}

export function notificationPermission(): PermissionState {
  return isPushSupported() ? Notification.permission : 'denied';
}

/** How long to wait for the app's service worker to be registered and active. */
const SW_READY_WAIT_MS = 10_000;

/**
 * The app's service worker registration, waiting a little for one that is still being set up; null
 * where there is none (development, browsers that block workers).
 */
export async function appRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported()) return null;
  try {
    const existing = await navigator.serviceWorker.getRegistration(SW_SCOPE);
    if (existing) return existing;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>(
      (resolve) => (timer = setTimeout(() => resolve(null), SW_READY_WAIT_MS)),
    );
    const ready = await Promise.race([navigator.serviceWorker.ready, timeout]);
    clearTimeout(timer);
    return ready && ready.scope.endsWith(SW_SCOPE) ? ready : null;
  } catch {
    return null;
  }
}

export function readPushRecord(): PushRecord | null {
  const raw = readJson<unknown>('local', PUSH_RECORD_KEY);
  return isPushRecord(raw) ? raw : null;
}

let config: Promise<PushConfig | null> | null = null;
/** §3 push config, or null when the server has none to give (then push is not offered). */
export function loadPushConfig(): Promise<PushConfig | null> {
  config ??= fetchPushConfig()
    .then((c) => (c.vapidKey ? c : null))
    .catch(() => {
      config = null;
      return null;
    });
  return config;
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function keyOf(subscription: PushSubscription, name: PushEncryptionKeyName): string {
  const fromJson = subscription.toJSON().keys?.[name];
  if (fromJson) return fromJson;
  const raw = subscription.getKey(name);
  if (!raw) throw new Error(`subscription without ${name}`);
  return btoa(String.fromCharCode(...new Uint8Array(raw)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A fresh Web Push subscription (userVisibleOnly: every push shows a notification). */
async function subscribe(
  registration: ServiceWorkerRegistration,
  vapidKey: string,
): Promise<PushRecord> {
  const existing = await registration.pushManager.getSubscription();
  if (existing) await existing.unsubscribe().catch(() => false);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(vapidKey),
  });
  return {
    token: await pushTokenOf(subscription.endpoint),
    createTime: Date.now(),
    subscriptionOptions: {
      endpoint: subscription.endpoint,
      p256dh: keyOf(subscription, 'p256dh'),
      auth: keyOf(subscription, 'auth'),
      swScope: registration.scope,
      vapidKey,
    },
  };
}

/** §4 "then the token is bound to the server" and subscribed to topic ALL. */
async function bindAndSubscribe(record: PushRecord): Promise<void> {
  await fcmBind({ registrationToken: record.token, subscription: record.subscriptionOptions });
  await fcmSubscribe(record.token, PUSH_TOPIC_ALL);
  writeStorage('local', PUSH_RECORD_KEY, JSON.stringify(record));
  writeStorage('session', PUSH_BOUND_KEY, '1');
}

let running: Promise<void> | null = null;
/** One registration change at a time: login, the dialog and the host may all ask at once. */
function exclusive(task: () => Promise<void>): Promise<void> {
  const next = (running ?? Promise.resolve()).then(task, task);
  running = next.catch(() => undefined);
  return next;
}

/**
 * §4 on token set (and on a later visit while logged in): with notifications allowed, make sure
 * this browser is subscribed, fresh (§9 7 days) and bound to the member with topic ALL.
 */
export function syncPushRegistration(): Promise<void> {
  // Checked before anything is fetched: browsers without push cost no request.
  if (!isPushSupported() || notificationPermission() !== 'granted') return Promise.resolve();
  return exclusive(async () => {
    const registration = await appRegistration();
    const push = registration ? await loadPushConfig() : null;
    if (!registration || !push) return;
    const record = readPushRecord();
    const action = pushActionOnTokenSet({
      supported: true,
      permission: notificationPermission(),
      record,
      boundThisSession: readStorage('session', PUSH_BOUND_KEY) === '1',
      vapidKey: push.vapidKey,
      now: Date.now(),
    });
    if (action === 'none') return;
    if (action === 'bind') return bindAndSubscribe(record!);
    const fresh = await subscribe(registration, push.vapidKey);
    await bindAndSubscribe(fresh);
    // §9 refresh: the old token leaves the server once the new one is in place.
    if (action === 'refresh' && record && record.token !== fresh.token) {
      await fcmUnsubscribe(record.token, true).catch(() => undefined);
    }
  });
}

/** After the member allowed notifications in the dialog (§2 screen 13). */
export function enablePush(): Promise<void> {
  return exclusive(async () => {
    const registration = await appRegistration();
    const push = await loadPushConfig();
    if (!registration || !push) throw new Error('push is not available');
    await bindAndSubscribe(await subscribe(registration, push.vapidKey));
  });
}

/**
 * §4 "On token removal: push tokens unsubscribed": the server forgets the registration
 * (unsubscribeAll) and the browser drops the subscription, so the next member on this device starts
 * clean. Best effort: logout never waits on or fails because of push.
 */
export function removePushRegistration(): Promise<void> {
  removeStorage('session', PUSH_BOUND_KEY);
  const record = readPushRecord();
  if (pushActionOnTokenRemoved(record) === 'none') return Promise.resolve();
  return exclusive(async () => {
    removeStorage('local', PUSH_RECORD_KEY);
    await fcmUnsubscribe(record!.token, true).catch(() => undefined);
    const registration = await appRegistration();
    const subscription = await registration?.pushManager.getSubscription().catch(() => null);
    await subscription?.unsubscribe().catch(() => false);
  });
}
