import { test, expect, SCREENSHOT_DIR } from './fixtures';

/**
 * §8 offline, the installed app: its service worker keeps the pages the server painted (vite.config.ts
 * runtimeCaching), so a reload with no network opens the app itself, which says it is offline and
 * loads its content by itself once the network is back.
 */
test.use({ serviceWorkers: 'allow' });

test('§8 the installed app opens with no network, says so, and comes back by itself', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    sessionStorage.setItem('MC_WELCOME_POPUP', '0');
  });
  await page.goto('/m/home');
  const lanes = page.getByRole('heading', { level: 2 }).first();
  await expect(lanes).toBeVisible();
  // Installed: the worker is active; the next visit goes through it and keeps the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('mc-pages')).keys()).map((r) => r.url)),
    )
    .toContain(new URL('/m/home', page.url()).href);

  await context.setOffline(true);
  await page.reload();
  // The app's own page (its header), not the browser's "no internet" page.
  await expect(page.getByText('You are offline. Check your connection.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(lanes).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/offline-home.png` });

  await context.setOffline(false);
  await expect(lanes).toBeVisible();
});
