/* global self, clients */
/**
 * Push handling of the app's service worker (SPEC §2 screen 13, §4 push opt-in). The sw.js that
 * vite-plugin-pwa generates imports this file (vite.config.ts, workbox.importScripts); it is served
 * as /m/push-sw.js, revalidated on every load like sw.js.
 *
 * The server's payload (apps/server/src/providers/push/push-provider.ts PushMessage) is
 * {title, body, url, icon}; FCM's {notification: {title, body}, data: {url}} is read too.
 */
(() => {
  const scope = self.registration.scope;
  const home = new URL('home', scope).href;

  /** Same-site paths and https addresses only; anything else opens the app's home. */
  const safeUrl = (value) => {
    if (typeof value !== 'string' || !value) return home;
    try {
      const url = new URL(value, scope);
      return url.origin === self.location.origin || url.protocol === 'https:' ? url.href : home;
    } catch {
      return home;
    }
  };

  const read = (event) => {
    if (!event.data) return {};
    try {
      const json = event.data.json();
      return json && typeof json === 'object' ? json : {};
    } catch {
      return { body: event.data.text() };
    }
  };

  self.addEventListener('push', (event) => {
    const data = read(event);
    const note =
      data.notification && typeof data.notification === 'object' ? data.notification : data;
    const extra = data.data && typeof data.data === 'object' ? data.data : {};
    const title = typeof note.title === 'string' && note.title ? note.title : self.location.host;
    const options = {
      body: typeof note.body === 'string' ? note.body : '',
      data: { url: safeUrl(data.url ?? extra.url) },
      tag: typeof data.tag === 'string' ? data.tag : undefined,
    };
    const icon = data.icon ?? note.icon ?? note.image;
    if (typeof icon === 'string' && icon) {
      options.icon = new URL(icon, scope).href;
      options.badge = options.icon;
    }
    // userVisibleOnly: every push must show a notification.
    event.waitUntil(self.registration.showNotification(title, options));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = safeUrl(event.notification.data && event.notification.data.url);
    event.waitUntil(
      (async () => {
        const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = windows.find((w) => w.url === target);
        if (same) return same.focus();
        // An open window of the app: bring it forward on the notification's page.
        const app = target.startsWith(scope)
          ? windows.find((w) => w.url.startsWith(scope))
          : undefined;
        if (app) {
          const focused = await app.focus();
          if (focused && 'navigate' in focused) {
            const moved = await focused.navigate(target).catch(() => null);
            if (moved) return moved;
          }
        }
        return clients.openWindow(target);
      })(),
    );
  });
})();
