import type { Page } from '@playwright/test';
import { apiLogin, DEMO_OWNER, expect, origin, test } from './fixtures';

/**
 * §3 "Download link / resource" and the referral program (§6 REFERRAL), set in the console by the
 * owner and checked where a player meets them: the download bar's button (§2 screen 6, §5 an .apk
 * opens in the same window through the redirect page) and the invite page (/m/inviteFriends).
 */

/** Saves the open settings section and waits until the server has taken it. */
async function saveSettings(page: Page) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/admin/merchants/') && r.ok(),
  );
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  await saved;
  await expect(page.getByText('Saved. Players see it on their next request.').last()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

// A new merchant from the empty template (no download links, no program), made once for the steps.
const code = `dl${Date.now().toString(36)}`;
const domain = `www.${code}.test`;
const apk = `https://download.${code}.test/${code}.apk`;

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request, DEMO_OWNER.username, DEMO_OWNER.password);
  const created = await request.post('/admin/merchants', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      code,
      name: 'Download Star',
      domains: [domain],
      tempPassword: 'Temp#Download2026',
      template: { kind: 'empty' },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
});

test('the owner adds an Android download link by keyboard, moved first', async ({
  page,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto(`/console/merchants/${code}/settings`);
  await page.getByRole('tab', { name: 'Download links' }).click();
  const links = page.getByRole('region', { name: 'Download links' });
  // The empty template's app icon is the one link so far.
  await expect(links.getByRole('group', { name: 'Link 1' }).getByRole('combobox')).toHaveValue(
    'App icon (AppDownloadIcon)',
  );

  // By keyboard: a new link, of type Android, with its address, moved to the top.
  await links.getByRole('button', { name: 'Add link' }).press('Enter');
  const second = links.getByRole('group', { name: 'Link 2' });
  const type = second.getByRole('combobox', { name: 'Type' });
  await expect(type).toHaveValue('iOS app (IOS)');
  await type.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Android app (Android)' })).toBeVisible();
  for (let i = 0; i < 5; i++) {
    if (
      (await page
        .getByRole('option', { name: 'Android app (Android)' })
        .getAttribute('data-combobox-selected')) !== null
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(type).toHaveValue('Android app (Android)');
  await page.keyboard.press('Tab');
  await expect(second.getByRole('textbox', { name: 'Address' })).toBeFocused();
  await page.keyboard.type(apk);
  await links.getByRole('button', { name: 'Move Link 2 up' }).press('Enter');
  await expect(links.getByRole('group', { name: 'Link 1' }).getByRole('textbox')).toHaveValue(apk);
  await checkA11y(page, 'download links');
  await shot(page, 'settings-download-links');
  await saveSettings(page);
});

test('the owner sets up the referral program under Content', async ({
  page,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto(`/console/merchants/${code}/dashboard`);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Referral program' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referral program' })).toBeVisible();
  await expect(page.getByText('Not set yet')).toBeVisible();
  await expect(page.getByRole('switch', { name: /^Program on/ })).toBeChecked();
  await checkA11y(page, 'referral program, not set');
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  // The contract's rule on the field, before anything is sent.
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
    /expected string to have >=1 characters/,
  );
  await page.getByRole('textbox', { name: 'Title' }).fill('Bring a friend to Download Star');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Your friend gets the games, you get the reward.');
  await page.getByRole('textbox', { name: 'Reward per friend' }).fill('75');
  await page
    .getByRole('textbox', { name: 'Rules' })
    .fill('Your friend registers with your code.\nThe reward is paid after their first deposit.');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/content/settings/referral'),
  );
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  expect((await saved).ok()).toBeTruthy();
  await expect(page.getByText('Saved. Players see it on their next request.').last()).toBeVisible();
  await expect(page.getByText('Not set yet')).toHaveCount(0);
  await checkA11y(page, 'referral program');
  await shot(page, 'referral-program');
});

test('deposit and withdrawal say they are not set yet; a deposit channel is a row of its own', async ({
  page,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto(`/console/merchants/${code}/dashboard`);
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByText('Not set yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Payment channels' }).press('Enter');
  await expect(page.getByRole('group', { name: 'Channel 1' })).toBeVisible();
  await checkA11y(page, 'deposit settings');
  await shot(page, 'deposit-settings');
  await page.getByRole('link', { name: 'Withdrawal', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();
  await checkA11y(page, 'withdrawal settings');
});

test('the new screens in Chinese', async ({ page, login, checkA11y, shot }) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto(`/console/merchants/${code}/dashboard`);
  await page.getByText('中文').click();
  await page.getByRole('link', { name: '推荐计划' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '推荐计划' })).toBeVisible();
  await checkA11y(page, 'referral program (zh)');
  await shot(page, 'referral-program-zh');
  await page.goto(`/console/merchants/${code}/settings/downloads`);
  await expect(page.getByRole('region', { name: '下载链接' })).toBeVisible();
  await checkA11y(page, 'download links (zh)');
  await shot(page, 'settings-download-links-zh');
  await page.getByText('English').click();
});

test("a player on the merchant's domain: the download bar's button leads to the Android link, the invite page shows the program", async ({
  browser,
  shot,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    sessionStorage.setItem('MC_WELCOME_POPUP', '0');
    sessionStorage.setItem('MC_A2HS_DECLINED', '1');
    sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
  });
  // No internet here: the download host is answered by the test.
  await context.route(`https://download.${code}.test/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>APK</title>' }),
  );
  const player = await context.newPage();
  await player.goto(`${origin(domain)}/m/home`);
  const bar = player.getByRole('complementary', { name: 'Get the app' });
  await expect(bar).toContainText('Download Star');
  // §5 an .apk opens in this window, through the redirect page, at the console's address.
  const [redirect] = await Promise.all([
    player.waitForRequest((r) => r.url().includes('/mobile/mc/redirect.html?url=')),
    bar.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(new URL(redirect.url()).searchParams.get('url')).toBe(apk);
  await player.waitForURL(apk);

  await player.goto(`${origin(domain)}/m/inviteFriends`);
  await expect(
    player.getByRole('heading', { level: 1, name: 'Bring a friend to Download Star' }),
  ).toBeVisible();
  await expect(player.getByText(/75 for each friend/)).toBeVisible();
  await expect(player.getByText('The reward is paid after their first deposit.')).toBeVisible();
  await shot(player, 'referral-player-invite');
  await context.close();
});
