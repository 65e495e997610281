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

/** A real PNG drawn by the browser (a banner or a game picture), as an operator's file. */
async function drawPng(page: Page, text: string, colour: string, width: number, height: number) {
  const dataUrl = await page.evaluate(
    ({ text, colour, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#ffffff';
      g.font = `bold ${Math.round(height / 6)}px sans-serif`;
      g.fillText(text, width / 12, height / 2);
      return canvas.toDataURL('image/png');
    },
    { text, colour, width, height },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Uploads a file through an image field's upload button (the browser's file chooser). */
async function uploadImage(page: Page, field: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Upload image: ${field}` }).click();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/uploads') && r.ok());
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
  await uploaded;
}

/**
 * A second merchant set up from nothing in the console, checked where its players are: on its own
 * domain (www.second.test resolves to this server in the browser). The steps build on each other.
 */
test.describe.configure({ mode: 'serial' });

test('the owner creates merchant "second" from an empty template and gives it a theme colour', async ({
  page,
  login,
  checkA11y,
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
});

test('the owner gives "second" a banner with an uploaded image, a marquee announcement and a game lane', async ({
  page,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto('/console/merchants/second/content/banners');
  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Second welcome');
  await page.getByRole('textbox', { name: 'Image' }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  // The contract's rule, said on the field before anything is sent.
  await expect(page.getByText('a path of this site or an https address')).toBeVisible();
  await uploadImage(
    page,
    'Image',
    'second-welcome.png',
    await drawPng(page, 'Second Star welcome', '#0a7d3b', 750, 300),
  );
  await expect(page.getByRole('textbox', { name: 'Image' })).toHaveValue(
    /^\/uploads\/[0-9a-f]{32}\.png$/,
  );
  await expect(page.getByRole('img', { name: 'Preview of Image' })).toBeVisible();
  await expect(page.getByText('Uploaded: 750 × 300 px')).toBeVisible();
  await checkA11y(page, 'banner editor with an uploaded image');
  await shot(page, 'second-banner-upload');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Second welcome', exact: true })).toBeVisible();
  await shot(page, 'second-banners');

  // A marquee line (the kind a new announcement starts with).
  await page.getByRole('link', { name: 'Announcements and marquee' }).click();
  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Second news');
  await page
    .getByRole('textbox', { name: /^Content/ })
    .fill('Welcome to Second Star: new games every week');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Second news', exact: true })).toBeVisible();

  // The game catalogue starts empty: a vendor, then a lane with a game.
  await page.getByRole('link', { name: 'Games and lanes' }).click();
  await expect(page.getByText('No lanes yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Vendors' }).click();
  await page.getByRole('button', { name: 'Add vendor' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add vendor' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('DEMO');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Star Games');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Star Games', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Home lanes' }).click();
  await page.getByRole('button', { name: 'Add lane' }).click();
  dialog = page.getByRole('dialog', { name: 'Add lane' });
  await dialog.getByRole('combobox', { name: 'Code' }).click();
  await page.getByRole('option', { name: 'RNG' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Second slots');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await page.getByRole('button', { name: 'Add a game to Second slots' }).click();
  dialog = page.getByRole('dialog', { name: 'New game in Second slots' });
  await dialog.getByRole('textbox', { name: 'Game code' }).fill('second-dragon');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Second Dragon');
  await dialog.getByRole('textbox', { name: "Vendor's game id" }).fill('SLOT');
  await uploadImage(
    page,
    'Image',
    'second-dragon.png',
    await drawPng(page, 'Dragon', '#7a1fa2', 300, 300),
  );
  await checkA11y(page, 'new game');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const lane = page.getByRole('region', { name: 'Second slots' });
  await expect(lane.getByRole('row', { name: /Second Dragon/ })).toContainText('On home');
  await checkA11y(page, 'game lanes');
  await shot(page, 'second-game-lanes');
  await page.getByRole('button', { name: 'Save catalogue' }).click();
  await expect(page.getByText('Catalogue saved.').first()).toBeVisible();
});

test('a player registers on www.second.test and sees the theme, the banner, the marquee and the lane on home; maintenance switched on shows its screen, off brings the app back', async ({
  page,
  browser,
  login,
  shot,
}) => {
  const player = await browser.newPage({ viewport: { width: 412, height: 915 } });
  await player.addInitScript(() => {
    sessionStorage.setItem('MC_A2HS_DECLINED', '1');
    sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
  });
  const name = `second${Date.now().toString(36).slice(-6)}`;
  await player.goto(`${origin('www.second.test')}/m/register`);
  await player.getByRole('textbox', { name: 'Username' }).fill(name);
  await player.getByLabel('Password', { exact: true }).fill('Secret123');
  await player.getByLabel('Confirm password').fill('Secret123');
  await player.getByRole('button', { name: 'Create account' }).click();
  const registered = player.getByRole('dialog', { name: 'Registration successful' });
  await registered.getByRole('button', { name: 'Start playing' }).click();
  await expect(player).toHaveURL(/\/m\/home/);
  await expect(player.getByRole('banner').getByRole('link', { name })).toBeVisible();

  const banner = player.getByRole('img', { name: 'Second welcome' }).first();
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}\.png$/);
  await expect(
    player.getByText('Welcome to Second Star: new games every week').first(),
  ).toBeAttached();
  const lane = player.getByRole('region', { name: 'Second slots' });
  await lane.scrollIntoViewIfNeeded();
  await expect(lane.getByText('Second Dragon')).toBeVisible();
  const status = await player.evaluate(async () => (await fetch('/wps/system/status')).json());
  expect(JSON.stringify(status)).toContain('#0a7d3b');
  await player.evaluate(() => window.scrollTo(0, 0));
  await shot(player, 'second-player-home');

  // Maintenance on: the player's next load shows the maintenance screen.
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto('/console/merchants/second/settings');
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
