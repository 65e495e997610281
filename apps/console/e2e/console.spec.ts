import { DEMO_OWNER, expect, test } from './fixtures';

/**
 * The operator console in Chromium at a desktop size, against the real server: what an operator
 * does, checked where the players see it (the member app's API).
 */

test('the demo owner logs in with the keyboard and comes back to the screen asked for; a reload keeps it', async ({
  page,
  checkA11y,
  shot,
}) => {
  await page.goto('/console/merchants/demo/content/banners');
  // Not logged in: the login screen, which brings the operator back afterwards.
  await expect(page).toHaveURL(/\/console\/login\?next=/);
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await checkA11y(page, 'login');
  await shot(page, 'login');

  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_OWNER.username);
  await page.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');

  // Keyboard only: from the username to the password field, then Enter.
  await page.getByRole('textbox', { name: 'Password' }).fill('');
  await page.getByRole('textbox', { name: 'Username' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_OWNER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/console\/merchants\/demo\/content\/banners$/);
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await checkA11y(page, 'banners');
  await shot(page, 'banners');

  // A reload keeps the session and the screen (the server answers the console on deep links).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();

  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Banners: edit' })).toBeVisible();
  // The item has loaded into the form (its save button comes with it).
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await checkA11y(page, 'banner editor');
  await shot(page, 'banner-editor');

  // Logging out ends the session: the console asks for the login again.
  await page.getByRole('button', { name: /^owner/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await page.goto('/console/audit');
  await expect(page).toHaveURL(/\/console\/login/);
});

test('every settings section of the demo merchant opens and passes axe', async ({
  page,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto('/console/merchants/demo/settings');
  for (const tab of [
    'Site',
    'Template and theme',
    'Maintenance',
    'Features',
    'Domains',
    'SEO',
    'Region and IP',
    'Sessions',
    'Captcha',
    'SMS and sign-in',
    'Push',
    'Tracking',
    'Download prompt',
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('region').first()).toBeVisible();
    await checkA11y(page, `settings ${tab}`);
    if (['SMS and sign-in', 'Push', 'Tracking', 'Download prompt'].includes(tab))
      await shot(page, `settings-${tab.split(' ')[0]!.toLowerCase()}`);
  }
  await page.getByRole('tab', { name: 'Template and theme' }).click();
  await shot(page, 'settings-theme');
});

test('tracking: a bad pixel id gets the contract message; an access token is written once and then only shown as set', async ({
  page,
  login,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto('/console/merchants/demo/settings/tracking');
  const pixel = page.getByRole('textbox', { name: 'TikTok pixel' });
  await pixel.fill('bad id!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(pixel).toHaveAccessibleDescription('a pixel id');
  await pixel.fill('');

  const facebook = page.getByRole('group', { name: 'Facebook Conversions API' });
  await facebook.getByRole('button', { name: /^(Set|Replace)$/ }).click();
  await facebook.getByLabel('Facebook access token').fill('EAAB-secret-token-1234');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/admin/merchants/demo'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await (await saved).text();
  expect(answer).not.toContain('EAAB-secret-token-1234');
  await page.reload();
  const after = page.getByRole('group', { name: 'Facebook Conversions API' });
  await expect(after.getByText('set', { exact: true })).toBeVisible();
  await expect(after.getByRole('button', { name: 'Replace' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('EAAB-secret-token-1234');
});

test('a marquee line added in the console reaches the players', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  const line = `Console line ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Announcements and marquee' }).click();
  await page.locator('label', { hasText: /^Marquee$/ }).click();
  await expect(page).toHaveURL(/group=MQ/);
  await checkA11y(page, 'announcements');
  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(line);
  await page.getByRole('textbox', { name: /^Content/ }).fill(line);
  await checkA11y(page, 'announcement editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: line, exact: true })).toBeVisible();

  const marquee = await (await request.get('/wps/content/marquee')).json();
  expect(marquee.value.items.map((i: { text: string }) => i.text)).toContain(line);

  // The audit log names the change.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'announcements.create' }).first()).toBeVisible();
});

test('a mission added in the console reaches the players', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  const suffix = Date.now().toString(36).toUpperCase();
  const title = `Console mission ${suffix}`;
  await page.getByRole('link', { name: 'Missions' }).click();
  await expect(page).toHaveURL(/\/content\/missions$/);
  await checkA11y(page, 'missions');
  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Key' }).fill(`CONSOLE_${suffix}`);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Counts' }).click();
  await page.getByRole('option', { name: 'Game launches' }).click();
  await page.getByRole('textbox', { name: 'Target' }).fill('4');
  await page.getByRole('textbox', { name: 'Points' }).fill('25');
  await checkA11y(page, 'mission editor');
  await shot(page, 'mission-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

  // A player of the demo merchant sees it with its target and points.
  const username = `mi${Date.now().toString(36).slice(-7)}`;
  const registered = await request.post('/wps/member/register', {
    headers: { ModuleId: 'REG3' },
    data: { registerMethod: 'H5', username, password: 'Member2026x', login: true },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const missions = await request.get('/wps/member/missions', {
    headers: { authorization: (await registered.json()).value.token },
  });
  const list = (await missions.json()).value.list as { title: string; target: number }[];
  expect(list.find((m) => m.title === title)).toMatchObject({ target: 4, points: 25 });
});

test('the merchants, audit log and account screens pass axe', async ({
  page,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  for (const [name, heading] of [
    ['merchants', 'Merchants'],
    ['audit', 'Audit log'],
    ['account', 'My account'],
  ] as const) {
    await page.goto(`/console/${name}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await checkA11y(page, name);
    await shot(page, name);
  }
});

test('a screen chosen while the console is still starting is the one the operator stays on', async ({
  page,
}) => {
  // The start screen waits for the merchant list to pick the first screen; the operator clicks a
  // screen before it arrives, on a slow machine (the answer then lands while that screen renders).
  let answerMerchants!: () => void;
  const merchantsHeld = new Promise<void>((resolve) => (answerMerchants = resolve));
  await page.route(/\/admin\/merchants\?/, async (route) => {
    await merchantsHeld;
    await route.continue();
  });
  await page.goto('/console/');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_OWNER.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
  await page.getByRole('link', { name: 'Operators' }).click();
  answerMerchants();
  // At a 30 times slower processor the screen's own code (loaded when first opened) takes seconds
  // to run: the wait is that slowdown's, not a race's.
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The merchant list has arrived (the switcher, disabled until then, opens) and the operator is
  // still here.
  await expect(page.getByRole('combobox', { name: 'Merchant' })).toBeEnabled();
  await expect(page).toHaveURL(/\/console\/operators$/);
});

test('logging out closes the console at once, before the server has answered', async ({
  page,
  login,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  // The server's answer to the logout is slow to come (it never comes here).
  await page.route('**/admin/auth/logout', () => undefined);
  await page.getByRole('button', { name: /^owner/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  // Leaving and coming back does not find the console open either.
  await page.goto('/console/audit');
  await expect(page).toHaveURL(/\/console\/login/);
});

test('a screen whose file a new release removed reloads the tab once and opens; a second miss shows the error', async ({
  page,
  login,
  checkA11y,
  shot,
}) => {
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  // The start screen has chosen the first merchant (its screens are in the navigation).
  await expect(page).toHaveURL(/\/merchants\/[^/]+\/dashboard$/);
  // The audit screen's file is gone from the server (a release replaced it) for the first ask.
  let misses = 1;
  await page.route(/\/console\/assets\/audit-page-[^/]+\.js$/, async (route) => {
    if (misses-- > 0) await route.fulfill({ status: 404, body: 'gone' });
    else await route.continue();
  });
  await page.evaluate(() => ((window as { before?: boolean }).before = true));
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/audit$/);
  // It came by a reload: this is a new page, still logged in.
  expect(await page.evaluate(() => (window as { before?: boolean }).before)).toBeUndefined();

  // Missing again at once (a release still rolling out): no reload loop; the screen says so
  // inside the frame, and the navigation stays.
  await page.route(/\/console\/assets\/members-page-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.evaluate(() => ((window as { before?: boolean }).before = true));
  await page.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'This screen could not be opened.', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  expect(await page.evaluate(() => (window as { before?: boolean }).before)).toBe(true);
  await checkA11y(page, 'screen error');
  await shot(page, 'screen-error');
});
