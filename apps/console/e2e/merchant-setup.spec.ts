import type { Page } from '@playwright/test';
import { DEMO_OWNER, expect, origin, test } from './fixtures';

/** Saves the open settings section and waits until the server has taken it. */
async function saveSettings(page: Page) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/admin/merchants/') && r.ok(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(page.getByText('Saved. Players see it on their next request.').last()).toBeVisible();
}

/**
 * A second merchant set up from nothing in the console, checked where its players are: on its own
 * domain (www.second.test resolves to this server in the browser).
 */

test('the owner creates merchant "second" from an empty template, gives it a theme colour and a banner; a player on www.second.test sees the banner, then the maintenance screen while it is on', async ({
  page,
  browser,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.getByRole('link', { name: 'Merchants' }).click();
  await page.getByRole('button', { name: 'New merchant' }).click();
  const dialog = page.getByRole('dialog', { name: 'New merchant' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('second');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Second Star');
  await dialog.getByLabel('Domains').fill('www.second.test');
  await dialog.getByLabel('Domains').press('Enter');
  await dialog.getByLabel('Domains').press('Escape');
  await dialog.getByRole('textbox', { name: 'Default temporary password' }).fill('Temp#Second2026');
  await checkA11y(page, 'new merchant');
  await dialog.getByRole('button', { name: 'Create' }).click();

  // The new merchant opens on its settings, and the switcher is on it.
  await expect(page).toHaveURL(/\/console\/merchants\/second\/settings$/);
  await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue('Second Star');

  await page.getByRole('tab', { name: 'Template and theme' }).click();
  const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
  await primary.fill('#0a7d3b');
  await primary.press('Tab');
  // The swatch follows the typed colour before anything is saved.
  await expect(page.getByText('Button', { exact: true }).locator('..')).toHaveCSS(
    'background-color',
    'rgb(10, 125, 59)',
  );
  await saveSettings(page);

  await page.getByRole('link', { name: 'Banners' }).click();
  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Second welcome');
  await page.getByRole('textbox', { name: 'Image' }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  // The contract's rule, said on the field before anything is sent.
  await expect(page.getByText('a path of this site or an https address')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Image' })
    .fill('/static/demo/content/banner-welcome.svg');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Second welcome', exact: true })).toBeVisible();
  await shot(page, 'second-banners');

  // A player on the merchant's own domain.
  const player = await browser.newPage({ viewport: { width: 412, height: 915 } });
  await player.addInitScript(() => {
    sessionStorage.setItem('MC_A2HS_DECLINED', '1');
    sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
  });
  await player.goto(`${origin('www.second.test')}/m/home`);
  await expect(player.getByRole('img', { name: 'Second welcome' }).first()).toBeAttached();
  const status = await player.evaluate(async () => (await fetch('/wps/system/status')).json());
  expect(JSON.stringify(status)).toContain('#0a7d3b');

  // Maintenance on: the player's next load shows the maintenance screen.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  await page.getByRole('switch', { name: 'Maintenance on' }).check();
  await page.getByRole('textbox', { name: 'Title' }).fill('Back soon');
  await saveSettings(page);
  await player.reload();
  await expect(player.getByRole('heading', { level: 1, name: 'Back soon' })).toBeVisible();

  // Off again: the app is back.
  await page.getByRole('switch', { name: 'Maintenance on' }).uncheck();
  await saveSettings(page);
  await player.reload();
  await expect(player.getByRole('img', { name: 'Second welcome' }).first()).toBeAttached();
  await expect(player.getByRole('heading', { level: 1, name: 'Back soon' })).toHaveCount(0);
  await player.close();
});
