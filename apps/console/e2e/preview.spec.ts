import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, DEMO_OWNER, expect, origin, test } from './fixtures';

/**
 * The live preview in a phone frame (issue 13): the member app itself, on the merchant's own
 * domain, showing the unsaved item as the operator types; players never get it, and the member
 * app refuses to be framed without a preview token.
 */

const FRAME = 'iframe[title="The member app with your changes"]';

/** Whether Chromium refused to load the frame of this address (it shows its error page instead). */
async function refusedFrame(page: Page, src: string) {
  const loaded = page.waitForEvent('framenavigated', (f) => f.parentFrame() !== null);
  await page.evaluate((url) => {
    const probe = document.createElement('iframe');
    probe.title = 'probe';
    probe.src = url;
    document.body.append(probe);
  }, src);
  const frame = await loaded;
  const refused = frame.url().startsWith('chrome-error://');
  await page.evaluate(() => document.querySelector('iframe[title="probe"]')?.remove());
  return refused;
}

/**
 * Waits for the frame to open on the member app's `path` (a pattern) on the merchant's domain, with
 * a token and, for a draft further down its page, the place the app scrolls to.
 */
const framedAtOf = (page: Page, domain: string) => (path: string, place?: string) =>
  expect(page.locator(FRAME)).toHaveAttribute(
    'src',
    new RegExp(
      `^http://${domain.replaceAll('.', '\\.')}:\\d+${path}mcPreview=[\\w-]{43}${place ? `&mcPreviewShow=${place}` : ''}$`,
    ),
  );

/** Set-up the tests do not look at: a merchant of its own, on its own domain, and an owner token. */
async function previewMerchant(request: APIRequestContext) {
  const code = `prev${Date.now().toString(36)}`;
  const domain = `www.${code}.test`;
  const token = await apiLogin(request, DEMO_OWNER.username, DEMO_OWNER.password);
  const created = await request.post('/admin/merchants', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      code,
      name: 'Preview Star',
      domains: [domain],
      tempPassword: 'Temp#Preview2026',
      template: { kind: 'empty' },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return { code, domain, token };
}

test('an unsaved banner, welcome popup, marquee line and popup show in the phone frame as they are typed, and players get none of them', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const { code, domain } = await previewMerchant(request);
  const onDomain = { host: new URL(origin(domain)).host };
  const playersGet = async () =>
    Promise.all(
      [
        await request.get('/wps/content/banners?groups=main,m_popup1,m_popup2', {
          headers: onDomain,
        }),
        await request.get('/wps/content/popups', { headers: onDomain }),
        await request.get('/wps/content/marquee', { headers: onDomain }),
      ].map((r) => r.text()),
    );

  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto(`/console/merchants/${code}/content/banners/new`);
  const status = page.getByRole('status').filter({ hasText: /your changes|this needs/ });
  await expect(status).toHaveText('Fill in the fields this needs to see it here.');

  // Typed, not saved: the frame opens on the merchant's domain with the draft in the carousel.
  await page.getByRole('textbox', { name: 'Title' }).focus();
  await page.keyboard.type('Draft spring banner');
  await page.keyboard.press('Tab');
  await page.keyboard.type('/static/demo/content/banner-welcome.svg');
  const frame = page.frameLocator(FRAME);
  await expect(page.locator(FRAME)).toHaveAttribute(
    'src',
    new RegExp(`^http://${domain.replaceAll('.', '\\.')}:\\d+/m/home\\?mcPreview=[\\w-]{43}$`),
  );
  await expect(frame.getByRole('img', { name: 'Draft spring banner' }).first()).toBeVisible();
  await expect(status).toHaveText('Showing your changes as they are now.');
  const src = await page.locator(FRAME).getAttribute('src');

  // A change shows in the same frame (the same token, the app told to read it again).
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft summer banner');
  await expect(frame.getByRole('img', { name: 'Draft summer banner' }).first()).toBeVisible();
  await expect(page.locator(FRAME)).toHaveAttribute('src', src!);
  await checkA11y(page, 'banner editor with its phone preview');
  await shot(page, 'preview-banner');

  // Only the preview answer may be framed: the member app without a token refuses the console.
  expect(await refusedFrame(page, `${origin(domain)}/m/home`)).toBe(true);
  expect(await refusedFrame(page, src!.replace('/m/home?', '/m/login?'))).toBe(true);

  // The same banner as the first welcome popup.
  await page.getByRole('combobox', { name: 'Place' }).click();
  await page.getByRole('option', { name: 'Welcome popup 1' }).click();
  const welcome = frame.getByRole('dialog', { name: 'Draft summer banner' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('img', { name: 'Draft summer banner' })).toBeVisible();
  await shot(page, 'preview-welcome');

  // A marquee line, then a popup.
  await page.goto(`/console/merchants/${code}/content/announcements/new`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft line');
  await page.getByRole('textbox', { name: /^Content/ }).fill('Big draft news today');
  await expect(frame.getByText('Big draft news today').first()).toBeAttached();

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Popup' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft popup');
  await page.getByRole('textbox', { name: /^Content/ }).fill('<p>Only in the preview</p>');
  const popup = frame.getByRole('dialog');
  await expect(popup).toContainText('Only in the preview');
  await expect(popup).toContainText('Draft popup');
  await checkA11y(page, 'announcement editor with its phone preview');
  await shot(page, 'preview-popup');

  // Closed in the phone and opened again, from the keyboard.
  await popup.getByRole('button', { name: 'Close' }).first().press('Enter');
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: 'Open again' }).focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('dialog')).toContainText('Only in the preview');

  for (const answer of await playersGet()) expect(answer).not.toContain('Draft');
});

test("an activity's HTML, a news article, a mall item and the home lanes show in the phone frame on their own pages as they are typed, and players get none of them", async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const { code, domain, token } = await previewMerchant(request);
  const onDomain = { host: new URL(origin(domain)).host };
  const game = (gameCode: string, name: string, category: string) => ({
    gameCode,
    vendorCode: 'DEMO',
    category,
    name,
    image: '/static/demo/content/banner-welcome.svg',
    providerGame: 'SLOT',
  });
  const stored = await request.put(`/admin/merchants/${code}/games`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      categories: [
        { code: 'RNG', name: 'Slots', ordinal: 100 },
        { code: 'LIVE', name: 'Live', ordinal: 200 },
      ],
      vendors: [{ code: 'DEMO', name: 'Star Games' }],
      games: [game('a', 'Alpha Spins', 'RNG'), game('d', 'Delta Table', 'LIVE')],
    },
  });
  expect(stored.ok(), await stored.text()).toBeTruthy();
  const playersGet = async () =>
    Promise.all(
      [
        await request.get('/wps/content/activities', { headers: onDomain }),
        await request.get('/wps/content/articles?kind=news', { headers: onDomain }),
        await request.get('/wps/content/mall', { headers: onDomain }),
        await request.post('/wps/relay/GCSGAME_getGameMatchV2', { data: {}, headers: onDomain }),
      ].map((r) => r.text()),
    );
  const before = await playersGet();
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  const frame = page.frameLocator(FRAME);
  const framedAt = framedAtOf(page, domain);

  // An activity: its page, with the title, image and HTML body; a script or handler in it never runs.
  await page.goto(`/console/merchants/${code}/content/activities/new`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft deposit bonus');
  await page.getByRole('textbox', { name: 'Summary' }).fill('Ten percent more on Fridays');
  await page
    .getByRole('textbox', { name: /^Image/ })
    .fill('/static/demo/content/banner-welcome.svg');
  await page
    .getByRole('textbox', { name: /^Content/ })
    .fill(
      '<p>Deposit <strong>before noon</strong></p><img src="/none.png" alt="" onerror="document.title=\'ran\'"><script>document.title=\'ran\'</script>',
    );
  await framedAt('/m/activity\\?id=0&');
  await expect(frame.getByRole('heading', { name: 'Draft deposit bonus', level: 1 })).toBeVisible();
  await expect(frame.getByText('before noon')).toBeVisible();
  await expect(frame.locator('.activity-detail__img')).toHaveAttribute(
    'src',
    '/static/demo/content/banner-welcome.svg',
  );
  // Typed on: the same frame shows the next version.
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft weekend bonus');
  await expect(frame.getByRole('heading', { name: 'Draft weekend bonus', level: 1 })).toBeVisible();
  const body = frame.locator('.activity-detail');
  await expect(body.locator('script, [onerror]')).toHaveCount(0);
  expect(await frame.locator('html').evaluate(() => document.title)).not.toBe('ran');
  await checkA11y(page, 'activity editor with its phone preview');
  await shot(page, 'preview-activity');

  // A news article: the news page, the draft first and opened.
  await page.goto(`/console/merchants/${code}/content/articles/new`);
  await page.getByRole('textbox', { name: 'Category' }).fill('Updates');
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft opening news');
  await page
    .getByRole('textbox', { name: /^Content/ })
    .fill('<p>The new lobby opens <em>today</em></p>');
  await framedAt('/m/news\\?id=0&');
  await expect(frame.getByText('Draft opening news')).toBeVisible();
  await expect(frame.getByText('today')).toBeVisible();

  // A mall item: the point market (a member page, opened to the guest who looks by the token).
  await page.goto(`/console/merchants/${code}/content/mall-items/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Draft team hoodie');
  await page.getByRole('textbox', { name: 'Category' }).fill('Gifts');
  await page
    .getByRole('textbox', { name: /^Image/ })
    .fill('/static/demo/content/banner-welcome.svg');
  await framedAt('/m/mall/mallHome\\?', 'mall-item-0');
  await expect(frame.getByRole('heading', { name: 'Draft team hoodie' })).toBeInViewport();
  await shot(page, 'preview-mall');

  // The lanes: Live moved above Slots, Alpha hidden (its lane empty, so not shown on home).
  await page.goto(`/console/merchants/${code}/games`);
  await framedAt('/m/home\\?', 'home-game-lanes');
  const lanes = frame.locator('.game-lanes h2');
  await expect(lanes).toHaveText(['Slots', 'Live']);
  // Below home's first screen: the frame opens scrolled to them, and stays there as they change;
  // the console's page around the frame does not move.
  await expect(frame.locator('.game-lane').first()).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('button', { name: 'Move lane Live up' }).click();
  await expect(lanes).toHaveText(['Live', 'Slots']);
  await page
    .getByRole('region', { name: 'Slots' })
    .getByRole('switch', { name: 'Show Alpha Spins to players' })
    .uncheck({ force: true });
  await expect(lanes).toHaveText(['Live']);
  await expect(frame.getByText('Delta Table').first()).toBeInViewport();
  await checkA11y(page, 'games editor with its phone preview');
  await shot(page, 'preview-lanes');

  expect(await playersGet()).toEqual(before);
});

test('a promotion in the reward center and a mission show in the phone frame as a new member sees them, and players get none of them', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const { code, domain, token } = await previewMerchant(request);
  const owner = { authorization: `Bearer ${token}` };
  const onDomain = { host: new URL(origin(domain)).host };
  // The reward center is on for this merchant (§6 REWCEN3), and it has a mission already.
  const current = await request.get(`/admin/merchants/${code}`, { headers: owner });
  const flags = (await current.json()).value.settings.whitelabelVal as Record<string, boolean>;
  const patched = await request.patch(`/admin/merchants/${code}`, {
    headers: { ...owner, 'if-match': current.headers().etag ?? '*' },
    data: { settings: { whitelabelVal: { ...flags, REWCEN3: true } } },
  });
  expect(patched.ok(), await patched.text()).toBeTruthy();
  const mission = await request.post(`/admin/merchants/${code}/content/missions`, {
    headers: owner,
    data: {
      key: 'DAILY_LOGIN',
      title: 'Log in today',
      description: 'Open the app once a day.',
      event: 'LOGIN',
      target: 1,
      points: 10,
      cycle: 'DAILY',
    },
  });
  expect(mission.ok(), await mission.text()).toBeTruthy();
  const stored = async () =>
    Promise.all(
      [
        await request.post('/wps/relay/MCSFE_getMerchantAvailablePromotions', {
          data: {},
          headers: onDomain,
        }),
        await request.get(`/admin/merchants/${code}/content/promotions`, { headers: owner }),
        await request.get(`/admin/merchants/${code}/content/missions`, { headers: owner }),
      ].map((r) => r.text()),
    );
  const before = await stored();

  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  const frame = page.frameLocator(FRAME);
  const framedAt = framedAtOf(page, domain);
  const note = page.getByText(/^As a new member sees it|^Not in the reward center/);

  // A promotion: the reward center (a member page, opened to the guest who looks by the token).
  await page.goto(`/console/merchants/${code}/content/promotions/new`);
  await page.getByRole('textbox', { name: 'Key' }).fill('WEEKEND_BONUS');
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft weekend bonus');
  await page.getByRole('textbox', { name: 'Description' }).fill('Twenty percent more on Sundays');
  await page
    .getByRole('textbox', { name: /^Image/ })
    .fill('/static/demo/content/banner-welcome.svg');
  await page.getByRole('textbox', { name: 'Reward' }).fill('₱300');
  await framedAt('/m/rewardCenter\\?', 'promotion-0');
  // Not listed yet: players would see it nowhere, and the console says so.
  await expect(note).toHaveText(/^Not in the reward center/);
  await expect(frame.getByText('No rewards available right now.')).toBeVisible();
  await page.getByRole('switch', { name: 'In the reward center' }).check({ force: true });
  const card = frame.getByRole('listitem').filter({ hasText: 'Draft weekend bonus' });
  await expect(card.getByRole('heading', { name: 'Draft weekend bonus' })).toBeInViewport();
  await expect(card).toContainText('Twenty percent more on Sundays');
  await expect(card).toContainText('₱300');
  await expect(note).toHaveText('As a new member sees it: nothing claimed, no progress yet.');
  // Typed on: the same frame shows the next version.
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft holiday bonus');
  await expect(frame.getByRole('heading', { name: 'Draft holiday bonus' })).toBeInViewport();
  await checkA11y(page, 'promotion editor with its phone preview');
  await shot(page, 'preview-promotion');

  // A mission: the missions page, the draft first, with a new member's progress (none).
  await page.goto(`/console/merchants/${code}/content/missions/new`);
  await page.getByRole('textbox', { name: 'Key' }).fill('LAUNCH_THREE');
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft launch three games');
  await page.getByRole('textbox', { name: 'Description' }).fill('Play any three games today.');
  await page.getByRole('combobox', { name: 'Counts' }).click();
  await page.getByRole('option', { name: 'Game launches' }).click();
  await page.getByRole('textbox', { name: 'Target' }).fill('3');
  await page.getByRole('textbox', { name: 'Points' }).fill('40');
  await framedAt('/m/leaderBoard\\?', 'mission-0');
  const missions = frame.getByRole('list', { name: 'Missions' }).getByRole('listitem');
  await expect(missions.getByRole('heading')).toHaveText([
    'Draft launch three games',
    'Log in today',
  ]);
  await expect(missions.first()).toBeInViewport();
  await expect(missions.first()).toContainText('0 / 3');
  await expect(missions.first()).toContainText('+40 points');
  await expect(
    missions.first().getByRole('link', { name: 'Go: Draft launch three games' }),
  ).toBeVisible();
  // The stored login mission as a new member finds it: not done, nothing to claim.
  await expect(missions.nth(1)).toContainText('0 / 1');
  await expect(frame.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  await expect(note).toHaveText('As a new member sees it: nothing claimed, no progress yet.');
  await checkA11y(page, 'mission editor with its phone preview');
  await shot(page, 'preview-mission');

  expect(await stored()).toEqual(before);
});
