/* global self, caches */
/**
 * Imported by the app's service worker (vite.config.ts, workbox.importScripts). The pages it keeps
 * (cache 'mc-pages') name the hashed assets of the build that painted them; a new worker comes with
 * a new build and drops the old build's precache, so the pages go with it and are fetched afresh.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete('mc-pages'));
});
