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
  // Installed after this one visit: the worker keeps home as it activates (public/shell-sw.js),
  // although this visit itself went to the network.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('mc-pages')).keys()).map((r) => r.url)),
    )
    .toContain(new URL('/m/home', page.url()).href);

  await context.setOffline(true);
  await page.reload();
  // The app's own page (its header), not the browser's "no internet" page.
  const offline = page.getByText('You are offline. Check your connection.');
  await expect(offline).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/offline-home.png` });

  // Back by itself once the network answers again. (The lanes are not a sign of the network: the
  // page the worker kept carries their answers, which stand for the call for 2 minutes, contract
  // FIRST_DATA_MAX_AGE_MS; this check once passed only because the lanes rendered late.)
  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(lanes).toBeVisible();
});

test('a repeat visit of the installed app takes its shell from the worker, not the network', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    sessionStorage.setItem('MC_WELCOME_POPUP', '0');
  });
  await page.goto('/m/home');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('mc-pages')).keys()).map((r) => r.url)),
    )
    .toContain(new URL('/m/home', page.url()).href);
  const SHELL = ['document', 'script', 'stylesheet'];
  // What the page got, and what the worker itself fetched from the network for it.
  const answered: { path: string; fromWorker: boolean }[] = [];
  const workerFetched: string[] = [];
  page.on('response', (res) => {
    if (SHELL.includes(res.request().resourceType()))
      answered.push({ path: new URL(res.url()).pathname, fromWorker: res.fromServiceWorker() });
  });
  context.on('request', (req) => {
    // The page itself is fetched again after it was answered, for the next visit
    // (stale-while-revalidate); its scripts and styles come from the precache.
    if (req.serviceWorker() && /\.(js|css)$/.test(new URL(req.url()).pathname))
      workerFetched.push(new URL(req.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(answered.filter((r) => r.path.endsWith('.js')).length).toBeGreaterThan(0);
  expect(answered.filter((r) => !r.fromWorker)).toEqual([]);
  expect(workerFetched).toEqual([]);
});
