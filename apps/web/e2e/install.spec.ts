import { devices, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { test, expect, noAnnouncements, origin, quietHome } from './fixtures';

/**
 * §2 screens 4, 5, 6 and 18, §4: the install prompt, the iOS guide, the download bar and the
 * app-upgrade modal. These tests open their own browser contexts: the shared fixture declines the
 * install prompt for every other journey.
 */

const shell = (version: string) => `${devices['Pixel 7'].userAgent} MCApp/${version}`;
const IPHONE = devices['iPhone 13'].userAgent;
const ANDROID_FACEBOOK = `${devices['Pixel 7'].userAgent} [FBAN/EMA;FBLC/en_US;FBAV/400.0.0.0]`;

async function visitor(browser: Browser, userAgent = devices['Pixel 7'].userAgent) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    userAgent,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    sessionStorage.setItem('MC_WELCOME_POPUP', '0');
  });
  // No announcement popup in these journeys (the popup rules have their own tests).
  await noAnnouncements(page);
  return { context, page };
}

/** The browser offers installing the web app: a beforeinstallprompt with the given answer. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.waitForLoadState('load');
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event &
      Record<string, unknown>;
    event.prompt = () => Promise.resolve();
    event.userChoice = Promise.resolve({ outcome: answer, platform: 'web' });
    window.dispatchEvent(event);
  }, outcome);
}

async function appShell(browser: Browser, version: string) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    userAgent: shell(version),
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await quietHome(page);
  return { context, page };
}

test.describe('§4 app-upgrade modal', () => {
  test('an old app shell is asked to upgrade; Later closes it for the session', async ({
    browser,
    checkA11y,
    shot,
  }) => {
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

  test('MANDATORYAPPUPDATES3: no close button, Escape does nothing; Download goes through the redirect page (§2, §5)', async ({
    browser,
    request,
    createMerchant,
  }) => {
    const demo = await request.get(`${origin()}/admin/merchants/demo`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    const settings = (await demo.json()).value.settings as {
      whitelabelVal: Record<string, boolean>;
    };
    await createMerchant('upgrade', ['upgrade.test'], {
      whitelabelVal: { ...settings.whitelabelVal, MANDATORYAPPUPDATES3: true },
    });
    const { context, page } = await appShell(browser, '1.0.0');
    // No internet here: the download host is answered by the test.
    await context.route('https://download.luckystar.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>APK</title>' }),
    );
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
    expect(new URL(redirect.url()).searchParams.get('url')).toBe(
      'https://download.luckystar.test/luckystar.apk',
    );
    await page.waitForURL('https://download.luckystar.test/luckystar.apk');
    await context.close();
  });
});

test.describe('§4 install prompt (§2 screen 5) and iOS guide (§2 screen 4)', () => {
  test('Android Chrome without an install event: the native app and continue-in-browser; declining counts', async ({
    browser,
    checkA11y,
    shot,
  }) => {
    const { context, page } = await visitor(browser);
    await page.goto('/m/home');
    const sheet = page.getByRole('dialog', { name: 'Install Lucky Star' });
    await expect(sheet).toBeVisible({ timeout: 8000 });
    await expect(sheet.getByRole('button', { name: 'Download the app' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Add to home screen' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_A2HS_UNAVAILABLE'))).toBe('1');
    await checkA11y(page, 'install prompt');
    await shot(page, 'install-prompt');
    // Drawn as the link its stylesheet says, not a grey system button (styles come with the sheet).
    const browserLink = sheet.getByRole('button', { name: 'Continue in browser' });
    await expect(browserLink).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(browserLink).toHaveCSS('text-decoration-line', 'underline');
    await browserLink.click();
    await expect(sheet).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('MC_A2HS_DECLINED'),
        localStorage.getItem('MC_A2HS_DECLINES'),
      ]),
    ).toEqual(['1', '1']);
    await page.reload();
    await page.waitForTimeout(3500);
    await expect(sheet).toHaveCount(0);
    await context.close();
  });

  test('§2 only on /, /m/home and /m/index.html', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.goto('/m/help');
    await page.waitForTimeout(3500);
    await expect(page.getByRole('dialog', { name: 'Install Lucky Star' })).toHaveCount(0);
    await page.goto('/m/index.html');
    await expect(page.getByRole('dialog', { name: 'Install Lucky Star' })).toBeVisible({
      timeout: 8000,
    });
    await context.close();
  });

  test('with the browser install event: Add to home screen; accepted shows the installing message', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser);
    await page.goto('/m/home');
    await offerInstall(page, 'accepted');
    const sheet = page.getByRole('dialog', { name: 'Install Lucky Star' });
    await sheet.getByRole('button', { name: 'Add to home screen' }).click();
    await expect(
      page.getByText('Installing… the app will appear on your home screen.'),
    ).toBeVisible();
    // §4 the installed event: decline count 99 and a local flag; no more prompts.
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    expect(
      await page.evaluate(() => [
        localStorage.getItem('MC_A2HS_DECLINES'),
        localStorage.getItem('MC_A2HS_INSTALLED'),
      ]),
    ).toEqual(['99', '1']);
    await context.close();
  });

  test('with the browser install event: dismissed counts as a decline', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.goto('/m/home');
    await offerInstall(page, 'dismissed');
    await page
      .getByRole('dialog', { name: 'Install Lucky Star' })
      .getByRole('button', { name: 'Add to home screen' })
      .click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('MC_A2HS_DECLINES')))
      .toBe('1');
    await context.close();
  });

  test('iOS: the guide with two steps, the app icon, page title and address', async ({
    browser,
    checkA11y,
    shot,
  }) => {
    const { context, page } = await visitor(browser, IPHONE);
    await page.goto('/m/home');
    await page
      .getByRole('dialog', { name: 'Install Lucky Star' })
      .getByRole('button', { name: 'Add to home screen' })
      .click();
    const guide = page.getByRole('dialog', { name: 'Add to your home screen' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('listitem')).toHaveText([
      "Tap the Share button in Safari's toolbar.",
      'Choose “Add to Home Screen”, then tap Add.',
    ]);
    await expect(guide).toContainText(`localhost:${new URL(page.url()).port}/m/home`);
    await expect(guide).toContainText('Lucky Star');
    await checkA11y(page, 'iOS guide');
    await shot(page, 'ios-guide');
    await guide.getByRole('button', { name: 'Got it' }).click();
    await expect(guide).toHaveCount(0);
    await context.close();
  });

  test('Android in-app browsers are offered Chrome', async ({ browser }) => {
    const { context, page } = await visitor(browser, ANDROID_FACEBOOK);
    await page.goto('/m/home');
    await expect(
      page
        .getByRole('dialog', { name: 'Install Lucky Star' })
        .getByRole('button', { name: 'Open in Chrome' }),
    ).toBeVisible({ timeout: 8000 });
    await context.close();
  });
});

test.describe('§4 download bar (§2 screen 6)', () => {
  test('icon, description, 5.0 stars, gift and download; closing hides it for the session and shows the app window', async ({
    browser,
    checkA11y,
    shot,
  }) => {
    const { context, page } = await visitor(browser);
    await context.addInitScript(() => sessionStorage.setItem('MC_A2HS_DECLINED', '1'));
    await context.route('https://download.luckystar.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>APK</title>' }),
    );
    await page.goto('/m/help');
    const bar = page.getByRole('complementary', { name: 'Get the app' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(bar.getByRole('img', { name: 'Bonus for app players' })).toBeVisible();
    await expect(bar).toContainText('Lucky Star');
    await checkA11y(page, 'download bar');
    await shot(page, 'download-bar');
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Install Lucky Star' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await context.close();
  });

  test('the download button opens the Android package through the redirect page; hidden in the native app', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser);
    await context.addInitScript(() => sessionStorage.setItem('MC_A2HS_DECLINED', '1'));
    await context.route('https://download.luckystar.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>APK</title>' }),
    );
    await page.goto('/m/help');
    await page
      .getByRole('complementary', { name: 'Get the app' })
      .getByRole('button', { name: 'Download' })
      .click();
    await page.waitForURL('https://download.luckystar.test/luckystar.apk');
    await page.goto('/m/help?inApp=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
    await context.close();
  });
});
