import type { Page } from '@playwright/test';
import { test, expect, quietHome } from './fixtures';

/** §2 screen 3 and §4 update check: the asset manifest changes under a running page. */

/** Serves the real manifest first, then one with a new hash (a deploy happened). */
async function deployAfterFirstCheck(page: Page) {
  let calls = 0;
  await page.route('**/m/asset-manifest.json*', async (route) => {
    calls += 1;
    const res = await route.fetch();
    const body = (await res.json()) as { hash: string };
    await route.fulfill({
      response: res,
      json: calls === 1 ? body : { ...body, hash: `${body.hash}-next` },
    });
  });
  return () => calls;
}

const visible = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test.describe('§4 update check, §2 screen 3 update-available dialog', () => {
  test('the deployed manifest lists every script the served page runs, so an older page is told', async ({
    page,
    request,
  }) => {
    await quietHome(page);
    await page.goto('/m/home');
    const scripts = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src^="/m/assets/"]'),
      ].map((s) => s.getAttribute('src')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const manifest = (await (await request.get('/m/asset-manifest.json')).json()) as {
      entrypoints: string[];
    };
    expect(manifest.entrypoints).toEqual(expect.arrayContaining(scripts));
  });

  test('a new build shows the dialog once; Refresh reloads in place on /m/help (§2)', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    const calls = await deployAfterFirstCheck(page);
    await page.goto('/m/help');
    await expect.poll(calls, { timeout: 5000 }).toBe(1); // 1.5 s after start
    const dialog = page.getByRole('dialog', { name: 'Update available' });
    await page.waitForTimeout(300);
    await expect(dialog).toHaveCount(0);

    await visible(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('A new version of the app is ready');
    await checkA11y(page, 'update dialog');
    await shot(page, 'update-available');

    await page.evaluate(
      () => ((window as unknown as { beforeRefresh: boolean }).beforeRefresh = true),
    );
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForFunction(
      () => !(window as unknown as { beforeRefresh?: boolean }).beforeRefresh,
    );
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('Later closes it and it does not come back; elsewhere Refresh goes to /m/home with the preserved query (§2, §9)', async ({
    page,
  }) => {
    await quietHome(page);
    await deployAfterFirstCheck(page);
    await page.goto('/m/activity?affiliateCode=AFF3');
    await page.waitForTimeout(1800);
    await visible(page);
    const dialog = page.getByRole('dialog', { name: 'Update available' });
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(dialog).toHaveCount(0);
    await visible(page);
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);

    // A page opened from an older build (its entry script is no longer deployed): told at the
    // first check, and Refresh leaves /m/activity for home.
    await page.unroute('**/m/asset-manifest.json*');
    await page.route('**/m/asset-manifest.json*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { hash: string };
      await route.fulfill({
        response: res,
        json: { ...body, hash: 'next-build', entrypoints: ['/m/assets/index-next.js'] },
      });
    });
    await page.goto('/m/activity?affiliateCode=AFF3');
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/m\/home\?affiliateCode=AFF3$/);
  });
});

test('a page whose file a new release removed reloads the app once and opens (no reload loop)', async ({
  page,
}) => {
  await quietHome(page);
  // The help page's file is gone from the server (a release replaced it) for the page opened
  // before the release; the reloaded page gets the release's files. The release is told apart by
  // the page's document request: the reloaded page asks for the file before its load event.
  let loads = 0;
  page.on('load', () => (loads += 1));
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  let refused = 0;
  await page.route(/\/m\/assets\/help-page-[^/]+\.js$/, async (route) => {
    if (documents > 1) return route.continue();
    refused += 1;
    await route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto('/m/home');
  await expect(page.locator('.home-shortcut')).toHaveCount(8);
  await page.evaluate(() => ((window as { before?: boolean }).before = true));
  await page.locator('.home-shortcut[href$="/help"]').click();
  await expect(page).toHaveURL(/\/m\/help/);
  await expect(page.getByText('How do I register?')).toBeVisible();
  // It came by one reload: a new page, after the old one was refused the file.
  expect(refused).toBeGreaterThan(0);
  expect(loads).toBe(2);
  expect(await page.evaluate(() => (window as { before?: boolean }).before)).toBeUndefined();
});
