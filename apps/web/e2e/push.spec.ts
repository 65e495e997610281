import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { test, expect, loginAs, origin, quietHome } from './fixtures';

/**
 * §2 screen 13, §4 push opt-in and session transitions, §7 CSP_fcm* relays, §8 denied permission.
 *
 * Chromium here has no internet, so its real push service cannot be reached: the page's Push API is
 * replaced (PushManager.prototype.subscribe answers a subscription of a made-up https endpoint) and
 * so is the permission prompt (Notification.requestPermission answers as the test says). Everything
 * after that, the app's flow, the relays and the server's registrations, is real. The service
 * worker's push handler gets a push through the DevTools protocol, as a push service would deliver it.
 */

// The app's service worker must register: push needs it (the shared config blocks workers).
test.use({ serviceWorkers: 'allow' });

const DIALOG = 'Never miss a win';
const TIPS = /Notifications are blocked for this site/;

/** Fakes the browser's side of push: the permission state and answer, and PushManager. */
async function fakePush(
  page: Page,
  options: { permission: NotificationPermission; answer: NotificationPermission },
) {
  await page.addInitScript((o) => {
    const w = window as unknown as Record<string, unknown>;
    let state = o.permission;
    w.__permissionAsked = 0;
    w.__unsubscribed = 0;
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => state });
    Notification.requestPermission = () => {
      w.__permissionAsked = (w.__permissionAsked as number) + 1;
      state = o.answer;
      return Promise.resolve(state);
    };
    const b64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = function (init?: PushSubscriptionOptionsInit) {
      const key = init?.applicationServerKey;
      w.__subscribeOptions = {
        userVisibleOnly: init?.userVisibleOnly,
        keyBytes: key ? new Uint8Array(key as ArrayBuffer).length : 0,
      };
      const endpoint = `https://push.example.test/send/${crypto.randomUUID()}`;
      const keys = { p256dh: b64url(new Uint8Array([4, ...random(64)])), auth: b64url(random(16)) };
      current = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: () => {
          current = null;
          w.__unsubscribed = (w.__unsubscribed as number) + 1;
          return Promise.resolve(true);
        },
      };
      return Promise.resolve(current);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
  }, options);
}

interface AdminRegistration {
  registrationToken: string;
  memberId: number | null;
  topics: string[];
  endpointHost: string | null;
}
async function registrationsOf(
  request: APIRequestContext,
  memberId: number,
): Promise<AdminRegistration[]> {
  const res = await request.get(
    `${origin()}/admin/merchants/demo/push/registrations?memberId=${memberId}&size=100`,
    {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    },
  );
  expect(res.ok()).toBeTruthy();
  return (await res.json()).value.items as AdminRegistration[];
}
const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('MC_PUSH_REGISTRATION') ?? 'null') as {
          token: string;
        } | null
      )?.token ?? null,
  );

async function loggedIn(
  page: Page,
  request: APIRequestContext,
  answer: NotificationPermission,
  permission: NotificationPermission = 'default',
) {
  await quietHome(page);
  await fakePush(page, { permission, answer });
  return loginAs(page, request, 'demo_player', 'Player#2026');
}

test.describe('§2 screen 13 push-notification permission dialog', () => {
  test('appears a few seconds after login, not at once; Not now sets the session flag and it is not asked again', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loggedIn(page, request, 'granted');
    await page.goto('/m/home');
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await page.waitForTimeout(1_000);
    await expect(dialog).toHaveCount(0);
    await expect(dialog).toBeVisible({ timeout: 8_000 });
    await expect(dialog.getByRole('button', { name: 'Allow' })).toBeFocused();
    await expect(dialog).toContainText('Draw results and big wins');
    await checkA11y(page, 'push permission dialog');
    await shot(page, 'push-permission-dialog');

    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_PUSH_DECLINED'))).toBe('1');
    // The browser was never asked: only Allow does that.
    expect(
      await page.evaluate(
        () => (window as unknown as { __permissionAsked: number }).__permissionAsked,
      ),
    ).toBe(0);

    // §4 declined this session: a reload does not ask again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(5_000);
    await expect(dialog).toHaveCount(0);
  });

  test('Allow asks the browser, binds the token and subscribes topic ALL; logout unsubscribes it (§4)', async ({
    page,
    request,
  }) => {
    const { id } = await loggedIn(page, request, 'granted');
    await page.goto('/m/home');
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await dialog.getByRole('button', { name: 'Allow' }).click({ timeout: 10_000 });
    await expect(page.getByText('Notifications are on')).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { __subscribeOptions: unknown }).__subscribeOptions,
      ),
    ).toEqual({
      userVisibleOnly: true,
      // The merchant's VAPID public key: an uncompressed P-256 point.
      keyBytes: 65,
    });

    const token = await storedToken(page);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mine = (await registrationsOf(request, id)).find((r) => r.registrationToken === token);
    expect(mine).toMatchObject({
      memberId: id,
      topics: ['ALL'],
      endpointHost: 'push.example.test',
    });

    // §4 on token removal: push tokens unsubscribed (server registration and browser subscription).
    // In-app navigation: the page (and its browser subscription) stays the same.
    await page.getByRole('banner').getByRole('link', { name: 'demo_player' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect
      .poll(async () =>
        (await registrationsOf(request, id)).some((r) => r.registrationToken === token),
      )
      .toBe(false);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __unsubscribed: number }).__unsubscribed),
      )
      .toBe(1);
    expect(await storedToken(page)).toBeNull();
  });

  test('§8 a denied permission shows the notification_request_tips alert', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    const { id } = await loggedIn(page, request, 'denied');
    const before = (await registrationsOf(request, id)).length;
    await page.goto('/m/home');
    await page
      .getByRole('dialog', { name: DIALOG })
      .getByRole('button', { name: 'Allow' })
      .click({ timeout: 10_000 });
    const tips = page.getByRole('dialog').filter({ hasText: TIPS });
    await expect(tips).toBeVisible();
    await expect(tips.getByRole('heading', { name: 'Notice' })).toBeVisible();
    await checkA11y(page, 'notification_request_tips alert');
    await shot(page, 'push-denied-tips');
    await tips.getByRole('button', { name: 'OK' }).click();
    await expect(tips).toHaveCount(0);
    expect((await registrationsOf(request, id)).length).toBe(before);
  });

  test('§4 on token set with notifications already allowed: bound and subscribed to ALL without asking', async ({
    page,
    request,
  }) => {
    const { id } = await loggedIn(page, request, 'granted', 'granted');
    await page.goto('/m/home');
    await expect.poll(() => storedToken(page), { timeout: 10_000 }).not.toBeNull();
    const token = await storedToken(page);
    await expect
      .poll(
        async () =>
          (await registrationsOf(request, id)).find((r) => r.registrationToken === token)?.topics,
      )
      .toEqual(['ALL']);
    await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { __permissionAsked: number }).__permissionAsked,
      ),
    ).toBe(0);
  });
});

test.describe('§7 GET /m/sw.js push handler (public/push-sw.js)', () => {
  test('a delivered push shows a notification with title, body, icon and the page to open', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: origin(),
      serviceWorkers: 'allow',
      permissions: ['notifications'],
    });
    const page = await context.newPage();
    await quietHome(page);
    await page.goto('/m/help');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${origin()}/m/`);

    // Chromium drops a notification when the page asks for the list while the worker is still
    // showing it: showNotification resolved, yet getNotifications never listed it, in 1 of 8 runs
    // that polled the list straight after the push. So the worker counts the notifications it has
    // finished showing, and the list is read once that count is reached.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(() => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        shownCount: number;
      };
      const registration = scope.registration;
      const show = registration.showNotification.bind(registration);
      scope.shownCount = 0;
      registration.showNotification = (title: string, options?: NotificationOptions) =>
        show(title, options).finally(() => {
          scope.shownCount += 1;
        });
    });
    const shownCount = () =>
      worker.evaluate(() => (self as unknown as { shownCount: number }).shownCount);
    const notifications = (tag?: string) =>
      page.evaluate(async (tag) => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications(tag ? { tag } : undefined)).map((n) => ({
          title: n.title,
          body: n.body,
          icon: n.icon,
          data: n.data as unknown,
        }));
      }, tag);

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: origin(),
      registrationId: await registrationId,
      data: JSON.stringify({
        title: 'Jackpot tonight',
        body: 'Lotto 6/45 at ₱5M',
        url: '/m/game',
        icon: '/static/demo/icon-192.png',
      }),
    });
    await expect.poll(shownCount).toBe(1);
    expect(await notifications()).toEqual([
      {
        title: 'Jackpot tonight',
        body: 'Lotto 6/45 at ₱5M',
        icon: `${origin()}/static/demo/icon-192.png`,
        data: { url: `${origin()}/m/game` },
      },
    ]);

    // A hostile address in a payload never becomes the page to open.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: origin(),
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'Odd', body: 'x', url: 'javascript:alert(1)', tag: 'odd' }),
    });
    await expect.poll(shownCount).toBe(2);
    expect((await notifications('odd')).map((n) => (n.data as { url: string }).url)).toEqual([
      `${origin()}/m/home`,
    ]);
    await context.close();
  });
});
