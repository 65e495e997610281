import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushTokenOf } from '@member-app/contract/rules/push';
import { PUSH_BOUND_KEY, PUSH_RECORD_KEY, type PushRecord } from './rules';

/** The browser side of push against fakes of the browser's Push API and of the §7 relays. */

const calls = vi.hoisted(() => [] as { method: string; url: string; body?: unknown }[]);
vi.mock('../../lib/api', () => ({
  api: {
    get: (url: string) => {
      calls.push({ method: 'GET', url });
      return Promise.resolve({
        vapidKey: 'BAECAwQ',
        appId: null,
        apiKey: null,
        authDomain: null,
        projectId: null,
        messagingSenderId: null,
      });
    },
    post: (url: string, body: unknown) => {
      calls.push({ method: 'POST', url, body });
      return Promise.resolve({});
    },
    del: (url: string, body: unknown) => {
      calls.push({ method: 'DELETE', url, body });
      return Promise.resolve({ removed: true, registration: null });
    },
  },
}));

const DAY = 86_400_000;
let serial = 0;
function fakeSubscription() {
  const endpoint = `https://push.example/send/${++serial}`;
  return {
    endpoint,
    unsubscribe: vi.fn(() => Promise.resolve(true)),
    toJSON: () => ({ endpoint, keys: { p256dh: `p256dh-${serial}`, auth: `auth-${serial}` } }),
    getKey: () => null,
  };
}
let current: ReturnType<typeof fakeSubscription> | null;
const subscribe = vi.fn((_options: PushSubscriptionOptionsInit) => {
  current = fakeSubscription();
  return Promise.resolve(current);
});
const registration = {
  scope: 'http://localhost/m/',
  pushManager: { getSubscription: () => Promise.resolve(current), subscribe },
};
let permission: NotificationPermission = 'granted';

async function load() {
  vi.resetModules();
  return import('./push-registration');
}

beforeEach(() => {
  calls.length = 0;
  current = null;
  subscribe.mockClear();
  permission = 'granted';
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
  });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const stored = () =>
  JSON.parse(localStorage.getItem(PUSH_RECORD_KEY) ?? 'null') as PushRecord | null;
const relayCalls = () =>
  calls.filter((c) => c.url.startsWith('/wps/relay/CSP_fcm') && !c.url.endsWith('CSP_fcmConfig'));

describe('§4 on token set with notifications allowed', () => {
  it('§4 subscribes with the merchant’s VAPID key, binds the token and subscribes topic ALL; §3 stores the record', async () => {
    const push = await load();
    await push.syncPushRegistration();
    expect(subscribe).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([4, 1, 2, 3, 4]);

    const token = await pushTokenOf(current!.endpoint);
    expect(relayCalls()).toEqual([
      {
        method: 'POST',
        url: '/wps/relay/CSP_fcmBind',
        body: {
          registrationToken: token,
          subscription: {
            endpoint: current!.endpoint,
            p256dh: 'p256dh-1',
            auth: 'auth-1',
            swScope: 'http://localhost/m/',
            vapidKey: 'BAECAwQ',
          },
        },
      },
      {
        method: 'POST',
        url: '/wps/relay/CSP_fcmSubscribe',
        body: { registrationToken: token, topic: 'ALL' },
      },
    ]);
    expect(stored()).toMatchObject({
      token,
      subscriptionOptions: { endpoint: current!.endpoint, vapidKey: 'BAECAwQ' },
    });
    expect(Math.abs(stored()!.createTime - Date.now())).toBeLessThan(5_000);
    expect(sessionStorage.getItem(PUSH_BOUND_KEY)).toBe('1');

    // Once bound for this session, nothing more.
    calls.length = 0;
    await push.syncPushRegistration();
    expect(relayCalls()).toEqual([]);
  });

  it('§4 a later login on the same browser binds the kept registration again, without a new subscription', async () => {
    const push = await load();
    await push.syncPushRegistration();
    sessionStorage.clear();
    calls.length = 0;
    await (await load()).syncPushRegistration();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(relayCalls().map((c) => c.url)).toEqual([
      '/wps/relay/CSP_fcmBind',
      '/wps/relay/CSP_fcmSubscribe',
    ]);
  });

  it('§9 after 7 days re-subscribes, binds the new token and unsubscribes the old one', async () => {
    const push = await load();
    await push.syncPushRegistration();
    const old = stored()!;
    const oldSubscription = current!;
    localStorage.setItem(
      PUSH_RECORD_KEY,
      JSON.stringify({ ...old, createTime: Date.now() - 7 * DAY }),
    );
    calls.length = 0;
    await push.syncPushRegistration();
    expect(oldSubscription.unsubscribe).toHaveBeenCalled();
    expect(stored()!.token).not.toBe(old.token);
    expect(relayCalls()).toEqual([
      expect.objectContaining({
        url: '/wps/relay/CSP_fcmBind',
        body: expect.objectContaining({ registrationToken: stored()!.token }),
      }),
      expect.objectContaining({ url: '/wps/relay/CSP_fcmSubscribe' }),
      {
        method: 'DELETE',
        url: '/wps/relay/CSP_fcmUnsubscribe',
        body: { registrationToken: old.token, unsubscribeAll: true },
      },
    ]);
  });

  it('asks nothing of a browser that has not allowed notifications, or cannot do push', async () => {
    permission = 'default';
    await (await load()).syncPushRegistration();
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    await (await load()).syncPushRegistration();
    expect(calls).toEqual([]);
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe('§4 on token removal: push tokens unsubscribed', () => {
  it('§7 CSP_fcmUnsubscribe with DELETE and unsubscribeAll, the subscription dropped, the record cleared', async () => {
    const push = await load();
    await push.syncPushRegistration();
    const { token } = stored()!;
    const subscription = current!;
    calls.length = 0;
    await push.removePushRegistration();
    expect(calls).toEqual([
      {
        method: 'DELETE',
        url: '/wps/relay/CSP_fcmUnsubscribe',
        body: { registrationToken: token, unsubscribeAll: true },
      },
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(stored()).toBeNull();
    expect(sessionStorage.getItem(PUSH_BOUND_KEY)).toBeNull();
  });

  it('does nothing where nothing was registered', async () => {
    await (await load()).removePushRegistration();
    expect(calls).toEqual([]);
  });
});

describe('§2 screen 13 Allow', () => {
  it('subscribes and binds after the member allowed notifications', async () => {
    const push = await load();
    await push.enablePush();
    expect(relayCalls().map((c) => c.url)).toEqual([
      '/wps/relay/CSP_fcmBind',
      '/wps/relay/CSP_fcmSubscribe',
    ]);
    expect(stored()).not.toBeNull();
  });
});
