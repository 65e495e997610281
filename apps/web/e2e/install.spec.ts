import { devices, type Browser } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { test, expect, origin, quietHome } from './fixtures';

/** §2 screen 18 app-upgrade modal and §4 its user-agent check (minimum app version 2.4.39). */

const shell = (version: string) => `${devices['Pixel 7'].userAgent} MCApp/${version}`;

async function appShell(browser: Browser, version: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'], userAgent: shell(version), serviceWorkers: 'block' });
  const page = await context.newPage();
  await quietHome(page);
  return { context, page };
}

test.describe('§4 app-upgrade modal', () => {
  test('an old app shell is asked to upgrade; Later closes it for the session', async ({ browser, checkA11y, shot }) => {
    const { context, page } = await appShell(browser, '2.4.10');
    await page.goto('/m/help');
    const modal = page.getByRole('dialog', { name: 'Update the app' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('You are using 2.4.10');
    await expect(modal.getByRole('button', { name: 'Download' })).toBeFocused();
    await checkA11y(page, 'app-upgrade modal');
    await shot(page, 'app-upgrade');
    await modal.getByRole('button', { name: 'Later' }).click();
    await expect(modal).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(modal).toHaveCount(0);
    await context.close();
  });

  test('a current app shell and a browser see nothing', async ({ browser, page }) => {
    const { context, page: app } = await appShell(browser, '2.4.39');
    for (const p of [app, page]) {
      await p.goto('/m/help');
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      await p.waitForTimeout(500);
      await expect(p.getByRole('dialog', { name: 'Update the app' })).toHaveCount(0);
    }
    await context.close();
  });

  test('MANDATORYAPPUPDATES3: no close button, Escape does nothing; Download goes through the redirect page (§2, §5)', async ({ browser, request, createMerchant }) => {
    const demo = await request.get(`${origin()}/admin/merchants/demo`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    const settings = (await demo.json()).value.settings as { whitelabelVal: Record<string, boolean> };
    await createMerchant('upgrade', ['upgrade.test'], { whitelabelVal: { ...settings.whitelabelVal, MANDATORYAPPUPDATES3: true } });
    const { context, page } = await appShell(browser, '1.0.0');
    // No internet here: the download host is answered by the test.
    await context.route('https://download.luckystar.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>APK</title>' }));
    await page.goto(`${origin('upgrade.test')}/m/help`);
    const modal = page.getByRole('dialog', { name: 'Update the app' });
    await expect(modal).toContainText('no longer supported');
    await expect(modal.getByRole('button', { name: 'Later' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    // The Android package (.apk) opens in this window, through the redirect page.
    const [redirect] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/mobile/mc/redirect.html?url=')),
      modal.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(new URL(redirect.url()).searchParams.get('url')).toBe('https://download.luckystar.test/luckystar.apk');
    await page.waitForURL('https://download.luckystar.test/luckystar.apk');
    await context.close();
  });
});
