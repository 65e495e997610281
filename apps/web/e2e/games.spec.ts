import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { test, expect, loginAs, origin, quietHome } from './fixtures';

/**
 * Games, web side: the game area /m/game (§2), the launch rules (§2, §5, §8, §1 trial
 * launch), /m/launchGame?{query} and the in-app game page (§2 screen 12) against the demo vendor,
 * and the game lanes on home (§3).
 */

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const APP_ONLY =
  'Download the APP for a more complete gaming experience, reinstall and restart to play';

const layer = (page: Page) => page.getByTestId('game-layer');
const frame = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-layer"] iframe');

/** Waits until the open draw has more than `seconds` left, so a bet cannot meet the closing lock. */
async function waitForOpenDraw(game: FrameLocator, seconds = 10) {
  await expect(async () => {
    const text = (await game.locator('[data-closes-at]').first().textContent()) ?? '';
    const m = /^(\d\d):(\d\d)$/.exec(text);
    expect(m && Number(m[1]) * 60 + Number(m[2])).toBeGreaterThan(seconds);
  }).toPass({ timeout: 25_000 });
}

test.describe('§2 /m/game game area and trial play', () => {
  test('a guest filters by category and vendor, searches, trial-plays in the game layer, hides the bar, comes back', async ({
    page,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(60_000);
    const started: unknown[] = [];
    await page.exposeFunction('mcGameStarted', (d: unknown) => void started.push(d));
    await page.addInitScript(() =>
      window.addEventListener('mc:game-started', (e) =>
        (window as unknown as { mcGameStarted: (d: unknown) => void }).mcGameStarted(
          (e as CustomEvent).detail,
        ),
      ),
    );
    await quietHome(page);
    await page.goto('/m/game?affiliateCode=aff77');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();

    // §9 categories in ordinal order; the first is selected.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Lottery', 'Slots', 'Cards & instant']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('region', { name: 'Popular' }).getByRole('button').first(),
    ).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: /Vietnam Lotto/ })).toBeVisible();
    await checkA11y(page, 'game area');
    await shot(page, 'games-lobby');

    // Category, then vendor: both in the address, the §9 preserved parameter kept.
    await page.getByRole('tab', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/m\/game\?affiliateCode=aff77&category=RNG$/);
    await expect(panel.getByRole('button', { name: /Golden Lotus/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Fortune Dragon Slots/ })).toContainText(
      'Trial',
    );
    await panel.getByRole('button', { name: /^Star Games/ }).click();
    await expect(page).toHaveURL(/category=RNG&vendor=DEMO$/);
    await expect(panel.getByRole('button', { name: /^Star Games/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel.getByRole('list').getByRole('button')).toHaveCount(1);
    await expect(panel.getByRole('button', { name: /Fortune Dragon Slots/ })).toBeVisible();
    await shot(page, 'games-slots-vendor');

    // The deep link survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel').getByRole('button', { name: /^Star Games/ }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Search (debounced) across the catalogue.
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dice');
    await expect(page).toHaveURL(/q=dice/);
    const results = page.getByRole('region', { name: 'Results for “dice”' });
    await expect(results.getByRole('button', { name: /Lucky Dice/ })).toBeVisible();
    await expect(results.getByRole('button', { name: /Dice Duel/ })).toBeVisible();
    await checkA11y(page, 'game search');
    await shot(page, 'games-search');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('no-such-game-xyz');
    await expect(page.getByText('No games match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(page).not.toHaveURL(/q=/);

    // A guest's tap on a trial game: trial play in the game layer, on /m/game (not the protected route).
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Fortune Dragon Slots/ })
      .click();
    await expect(page).toHaveURL(/\/m\/game\?.*trial=fortune-dragon/);
    await expect(
      layer(page).getByRole('heading', { level: 1, name: /Fortune Dragon Slots/ }),
    ).toBeVisible();
    const game = frame(page);
    await expect(game.locator('.vd-wallet__label')).toHaveText('Trial');
    await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();
    // The shell is gone behind the layer; the game started once (the game-started event, §4).
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect
      .poll(() => started)
      .toEqual([{ gameCode: 'fortune-dragon', vendor: 'DEMO', trial: true }]);
    const iframe = layer(page).locator('iframe');
    await expect(iframe).toHaveAttribute('title', 'Fortune Dragon Slots');
    await expect(iframe).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation',
    );
    await expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
    await checkA11y(page, 'game layer (trial slots)');
    await shot(page, 'game-layer-trial-slots');

    // Hide-header toggle: the bar collapses to a handle, the game gets the whole screen, and back.
    const before = (await iframe.boundingBox())!;
    await layer(page).getByRole('button', { name: 'Hide toolbar' }).click();
    await expect(layer(page).getByRole('button', { name: 'Back' })).toBeHidden();
    const handle = layer(page).getByRole('button', { name: 'Show toolbar' });
    await expect(handle).toBeFocused();
    const after = (await iframe.boundingBox())!;
    expect(after.height).toBeGreaterThan(before.height);
    expect(after.y).toBe(0);
    await shot(page, 'game-layer-header-hidden');
    await handle.click();
    await expect(layer(page).getByRole('button', { name: 'Back' })).toBeVisible();

    // Back closes the layer and returns to the area as it was.
    await layer(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/game\?affiliateCode=aff77&category=RNG&vendor=DEMO$/);
    await expect(layer(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // A reload of a trial address plays again; one Back (the app's: the vendor's own steps aside
    // inside the frame) comes back too.
    await page.goto('/m/game?category=PVP&trial=DICE');
    await expect(frame(page).getByRole('button', { name: 'Roll the dice' })).toBeVisible();
    await expect(frame(page).getByRole('link', { name: 'Back' })).toBeHidden();
    await layer(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/game\?category=PVP$/);
    await expect(page.getByRole('tab', { name: 'Cards & instant' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test("/m/game's first load fetches none of the home page's code (issue 14)", async ({ page }) => {
    // An icon that both pages draw once sat in home's chunk, and /m/game fetched all of that chunk
    // (a request and 4.7 KB) for it.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/m/game');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /\/m\/assets\/game-page-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/m\/assets\/home-[\w-]+\.js$/.test(s))).toEqual([]);
  });

  test('§2 a guest tapping a lottery goes to /m/login', async ({ page }) => {
    await quietHome(page);
    await page.goto('/m/game?category=ELOTT');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Vietnam Lotto/ })
      .click();
    await expect(page).toHaveURL(/\/m\/login/);
  });
});

test.describe('§2 /m/launchGame and the in-app game page (screen 12)', () => {
  test('a member opens the Vietnam Lotto lobby and betting, places a bet inside the frame, and the vendor Back returns to backUrl', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await quietHome(page);

    // The launching state, held open until it has been checked.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const launches: Record<string, unknown>[] = [];
    await page.route('**/wps/relay/GCS_launchLotto', async (route) => {
      launches.push(route.request().postDataJSON() as Record<string, unknown>);
      await gate;
      await route.continue();
    });
    await page.goto(
      '/m/launchGame?code=VNC&vendor=TCG_LOTTO_VN&gameType=ELOTT&lottoView=lobby&backUrl=%2Fm%2Fgame',
    );
    const launching = page.getByTestId('game-launching');
    await expect(launching).toBeVisible();
    await expect(launching.getByRole('status')).toBeVisible();
    await checkA11y(page, 'launching state');
    await shot(page, 'game-launching');
    release();

    // §3 relay variant: launchMode LOTT, lottoGameCode, lottoView, device MOBILE, language VI, backUrl.
    await expect(
      frame(page).getByRole('heading', { level: 1, name: 'Lottery lobby' }),
    ).toBeVisible();
    // The link named no game: the bar shows the catalogue's name.
    await expect(
      layer(page).getByRole('heading', { level: 1, name: 'Vietnam Lotto' }),
    ).toBeVisible();
    // Its own vendor's lobby (VN Lotto): its two lotteries by their names, not the other vendors'
    // Lucky 5D and Lotto 6/45.
    await expect(frame(page).locator('.vd-card__name')).toHaveText(['Vietnam Lotto', 'Mega 6/45']);
    expect(launches[0]).toMatchObject({
      launchMode: 'LOTT',
      lottoGameCode: 'VNC',
      lottoView: 'lobby',
      device: 'MOBILE',
      language: 'VI',
      backUrl: '/m/game',
      timeout: 10000,
    });
    await expect(page.getByRole('banner')).toHaveCount(0);
    // The fullscreen button uses the Fullscreen API on the layer.
    const fullscreen = layer(page).getByRole('button', { name: 'Fullscreen' });
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe(
      'game-layer',
    );
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
    await checkA11y(page, 'game layer (lottery lobby)');
    await shot(page, 'game-layer-lottery-lobby');

    // Betting view straight from the launch, a bet placed in the vendor's page inside the frame.
    await page.goto(
      '/m/launchGame?code=VNC&vendor=TCG_LOTTO_VN&gameType=ELOTT&lottoView=betting&backUrl=%2Fm%2Fgame%3Fcategory%3DELOTT',
    );
    const game = frame(page);
    await expect(game.getByRole('button', { name: 'Place bet' })).toBeVisible();
    expect(launches.at(-1)).toMatchObject({
      lottoView: 'betting',
      backUrl: '/m/game?category=ELOTT',
    });
    await waitForOpenDraw(game);
    await game.getByRole('button', { name: /^Big/ }).click();
    await game.getByRole('button', { name: 'Position A digit 7' }).click();
    await game.getByLabel('Stake per line').fill('10');
    await expect(game.locator('#vd-total')).toHaveText('20.00');
    await game.getByRole('button', { name: 'Place bet' }).click();
    await expect(game.locator('#vd-toast')).toContainText('Bet placed');
    await expect(game.locator('.vd-order').first()).toContainText('Vietnam Lotto');
    await shot(page, 'game-layer-lottery-bet');

    // One Back: inside the app's game page the vendor's own Back steps aside for the app's bar,
    // which returns to backUrl.
    await expect(game.getByRole('link', { name: 'Back' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(1);
    await layer(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/game\?category=ELOTT$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lottery' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(layer(page)).toHaveCount(0);
  });

  test('a member taps a game in the area: /m/launchGame with the game, played in the layer, back returns', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await quietHome(page);
    const launches: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/wps/game/launchGame'))
        launches.push(r.postDataJSON() as Record<string, unknown>);
    });
    await page.goto('/m/game?category=RNG');
    // Members see no trial badge: they play for real.
    const card = page.getByRole('tabpanel').getByRole('button', { name: /Lucky Sevens/ });
    await expect(card).not.toContainText('Trial');
    await card.click();
    await expect(page).toHaveURL(
      /\/m\/launchGame\?code=lucky-sevens&vendor=TCG&gameType=RNG&title=Lucky\+Sevens&backUrl=%2Fm%2Fgame%3Fcategory%3DRNG/,
    );
    await expect(
      layer(page).getByRole('heading', { level: 1, name: 'Lucky Sevens' }),
    ).toBeVisible();
    await expect(frame(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    await expect(frame(page).locator('.vd-wallet__label')).toHaveText('demo_player');
    // §2 screen 12: one Back (the app's), the vendor's own steps aside inside the frame.
    await expect(frame(page).getByRole('link', { name: 'Back' })).toBeHidden();
    await expect(layer(page).getByRole('button', { name: 'Back' })).toHaveCount(1);
    expect(launches[0]).toMatchObject({
      gameCode: 'lucky-sevens',
      vendor: 'TCG',
      backUrl: '/m/game?category=RNG',
    });
    await layer(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
    await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  });

  test('§2 screen 12 a long game name is shown whole (two lines, the rest in the heading), not cut', async ({
    page,
    request,
    shot,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await quietHome(page);
    const name = 'Fortune Dragon Slots Deluxe';
    await page.goto(
      `/m/launchGame?code=fortune-dragon&vendor=DEMO&gameType=RNG&title=${encodeURIComponent(name)}&backUrl=%2Fm%2Fgame`,
    );
    const heading = layer(page).getByRole('heading', { level: 1, name });
    await expect(heading).toBeVisible();
    const visible = layer(page).locator('.game-layer__name');
    const fits = await visible.evaluate(
      (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
    );
    expect(fits, 'the game name is drawn whole').toBe(true);
    await shot(page, 'game-layer-long-title');
  });

  test("§8 a launch that does not complete within 10 s shows 'timeout_retry_please', then goes back", async ({
    page,
    request,
    shot,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await quietHome(page);
    await page.clock.install();
    // The launch never answers.
    let requested!: () => void;
    const launchRequested = new Promise<void>((r) => (requested = r));
    await page.route('**/wps/game/launchGame', () => requested());
    await page.goto(
      '/m/launchGame?code=fortune-dragon&vendor=DEMO&gameType=RNG&backUrl=%2Fm%2Fgame%3Fcategory%3DRNG',
    );
    await expect(page.getByTestId('game-launching')).toBeVisible();
    // The 10 s count starts with the call.
    await launchRequested;
    await page.clock.fastForward(9_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Timed out, please try again');
    await shot(page, 'game-launch-timeout');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.clock.fastForward(500);
    await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
  });

  test('§8 a server failure shows the translated server message', async ({ page, request }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await quietHome(page);
    await page.goto('/m/launchGame?code=no-such-game&vendor=DEMO&gameType=RNG');
    await expect(page.getByRole('dialog')).toContainText('This game is not available.');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/m\/game$/);
  });
});

test.describe('§5 app-only mode (STARTGAMEINAPP3)', () => {
  let original: { settings: Record<string, unknown>; domains: string[] } | undefined;

  async function setDemoFlags(request: APIRequestContext, flags: Record<string, boolean>) {
    const current = (
      await (await request.get(`${origin()}/admin/merchants/demo`, { headers: admin })).json()
    ).value;
    original ??= { settings: current.settings, domains: current.domains };
    const res = await request.put(`${origin()}/admin/merchants/demo`, {
      headers: admin,
      data: {
        settings: {
          ...current.settings,
          whitelabelVal: { ...current.settings.whitelabelVal, ...flags },
        },
        domains: current.domains,
        tempPassword: 'Temp#Pass2026',
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  test.afterEach(async ({ request }) => {
    if (!original) return;
    const res = await request.put(`${origin()}/admin/merchants/demo`, {
      headers: admin,
      data: {
        settings: original.settings,
        domains: original.domains,
        tempPassword: 'Temp#Pass2026',
      },
    });
    expect(res.ok()).toBeTruthy();
    original = undefined;
  });

  test('§5 outside the installed app: the app-only message and no launch; with inApp it launches', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await setDemoFlags(request, { STARTGAMEINAPP3: true });
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await quietHome(page);
    let launched = 0;
    page.on('request', (r) => {
      if (/\/wps\/(game\/launchGame|relay\/GCS_)/.test(r.url())) launched += 1;
    });

    await page.goto('/m/game?category=RNG');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Fortune Dragon Slots/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(APP_ONLY);
    await checkA11y(page, 'app-only message');
    await shot(page, 'game-app-only');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);

    // A direct launch link: the message, then back to backUrl.
    await page.goto(
      '/m/launchGame?code=VNC&vendor=TCG_LOTTO_VN&gameType=ELOTT&backUrl=%2Fm%2Fhome',
    );
    await expect(page.getByRole('dialog')).toContainText(APP_ONLY);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(launched).toBe(0);

    // The native app (inApp, a §9 preserved parameter) may play.
    await page.goto(
      '/m/launchGame?code=VNC&vendor=TCG_LOTTO_VN&gameType=ELOTT&backUrl=%2Fm%2Fhome&inApp=1',
    );
    await expect(
      frame(page).getByRole('heading', { level: 1, name: 'Lottery lobby' }),
    ).toBeVisible();
  });
});

test.describe('§3 game lanes on home', () => {
  test('lanes show title, count, vendors, cards and "See all"; a card applies the launch rules', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    await page.goto('/m/home');
    const lottery = page.getByRole('region', { name: 'Lottery' });
    await expect(lottery.getByRole('heading', { level: 2, name: 'Lottery' })).toBeVisible();
    await expect(lottery.getByText(/^\d+ games?$/)).toBeVisible();
    await expect(
      lottery
        .getByRole('list', { name: 'Lottery providers' })
        .getByRole('link', { name: 'VN Lotto' }),
    ).toBeVisible();
    await expect(lottery.getByRole('button', { name: /Vietnam Lotto/ })).toBeVisible();
    const slots = page.getByRole('region', { name: 'Slots' });
    await expect(slots.getByRole('button', { name: /Fortune Dragon Slots/ })).toBeVisible();
    await slots.scrollIntoViewIfNeeded();
    await checkA11y(page, 'home with game lanes');
    await shot(page, 'home-game-lanes');

    // A guest's lottery tap goes to login (§2).
    await lottery.getByRole('button', { name: /Vietnam Lotto/ }).click();
    await expect(page).toHaveURL(/\/m\/login/);

    // "See all" opens the area on the lane's category.
    await page.goto('/m/home');
    await page
      .getByRole('region', { name: 'Slots' })
      .getByRole('link', { name: 'See all Slots' })
      .click();
    await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
    await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');

    // A trial tap from home plays on /m/game; back returns home.
    await page.goto('/m/home');
    await page
      .getByRole('region', { name: 'Slots' })
      .getByRole('button', { name: /Fortune Dragon Slots/ })
      .click();
    await expect(page).toHaveURL(/\/m\/game\?trial=fortune-dragon&backUrl=%2Fm%2Fhome/);
    await expect(frame(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    await layer(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
