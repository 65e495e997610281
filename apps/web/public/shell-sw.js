/* global self, caches */
/**
 * Imported by the app's service worker (vite.config.ts, workbox.importScripts). The pages it keeps
 * (cache 'mc-pages') name the hashed assets of the build that painted them; a new worker comes with
 * a new build and drops the old build's precache, so the pages go with it and are fetched afresh.
 *
 * It then keeps a fresh copy of home (§2 /m/home, the installed app's start page): a player who
 * visited once and installed the app opens it with no network (§8 network_offline), even though
 * the visit that installed the worker went to the network and left no page in the cache. Any path
 * under /m/ opened offline falls back to it (vite.config.ts handlerDidError): the app routes by
 * address.
 */
const PAGES = 'mc-pages';
const HOME = new URL('home', self.registration.scope).href;

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .delete(PAGES)
      .then(() => caches.open(PAGES))
      .then(async (cache) => {
        const res = await fetch(HOME, { credentials: 'same-origin' });
        if (res.ok) await cache.put(HOME, res);
      })
      // Offline while activating: the next visit with the network keeps its page.
      .catch(() => undefined),
  );
});
