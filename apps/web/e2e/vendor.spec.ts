import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { test, expect, origin, withSession } from './fixtures';

/**
 * The built-in demo game vendor (lottery lobby and betting, Lucky Dice, §7 /lgw/orders and
 * cancel, backUrl) and the §2 screen 16 floating mini-game (§4 drag/click/bounds, §6 flag, §7 script).
 */

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

async function loginApi(
  request: APIRequestContext,
  username = 'demo_player',
  password = 'Player#2026',
) {
  const res = await request.post(`${origin()}/wps/session/login`, {
    data: { username, password, type: 'username' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const value = (await res.json()).value as { token: string; id: number; userName: string };
  return value;
}

async function launch(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const res = await request.post(`${origin()}/vendor/demo/api/launch`, {
    headers: { authorization: token },
    data: body,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).value.gameUrl as string;
}

const balance = async (page: Page) =>
  Number(await page.locator('#vd-balance').getAttribute('data-balance'));

/** Waits until the open draw has more than `seconds` left, so a bet cannot meet the closing lock. */
async function waitForOpenDraw(page: Page, seconds = 10) {
  await expect(async () => {
    const text = (await page.locator('[data-closes-at]').first().textContent()) ?? '';
    const m = /^(\d\d):(\d\d)$/.exec(text);
    expect(m && Number(m[1]) * 60 + Number(m[2])).toBeGreaterThan(seconds);
  }).toPass({ timeout: 25_000 });
}

test.describe('demo vendor lottery and instant game', () => {
  test('lobby, betting, bet changes the balance, the order lists and cancels; dice; Back returns to backUrl', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(90_000);
    const member = await loginApi(request);
    await withSession(page, { token: member.token, id: member.id, userName: member.userName });
    await page.goto(
      await launch(request, member.token, {
        gameCode: 'L5D',
        lottoView: 'lobby',
        backUrl: '/m/game',
      }),
    );

    // Lobby: both draws with a running countdown; the ticket has left the address bar.
    await expect(page).toHaveURL(/\/vendor\/demo\/lottery\?view=lobby$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery lobby' })).toBeVisible();
    const l5d = page.locator('.vd-card[data-game="L5D"]');
    await expect(l5d.getByRole('heading', { name: 'Lucky 5D' })).toBeVisible();
    await expect(
      page.locator('.vd-card[data-game="L645"]').getByRole('heading', { name: 'Lotto 6/45' }),
    ).toBeVisible();
    await expect(l5d.locator('[data-closes-at]')).toHaveText(/^\d\d:\d\d$|Drawing/);
    await checkA11y(page, 'vendor lobby');
    await shot(page, 'vendor-lobby');

    // Betting view.
    await l5d.getByRole('link', { name: 'Bet now' }).click();
    await expect(page).toHaveURL(/view=betting&game=L5D/);
    await waitForOpenDraw(page);
    const before = await balance(page);
    await page.getByRole('button', { name: /^Big/ }).click();
    await page.getByRole('button', { name: 'Position A digit 7' }).click();
    await page.getByLabel('Stake per line').fill('10');
    await expect(page.locator('#vd-total')).toHaveText('20.00');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.locator('#vd-toast')).toContainText('Bet placed');
    await expect.poll(() => balance(page)).toBe(before - 20);
    const order = page.locator('.vd-order').first();
    await expect(order).toContainText('Lucky 5D');
    await expect(order.locator('.vd-sub')).toHaveCount(2);
    await expect(order.locator('.vd-status--pending')).toHaveCount(2);
    await checkA11y(page, 'vendor betting');
    await shot(page, 'vendor-betting-after-bet');

    // Cancel one line: refunded, marked cancelled.
    await order.getByRole('button', { name: 'Cancel Big' }).click();
    await expect(page.locator('#vd-toast')).toContainText('10.00 refunded');
    await expect.poll(() => balance(page)).toBe(before - 10);
    await expect(page.locator('.vd-order').first().locator('.vd-status--cancelled')).toHaveText(
      'Cancelled',
    );

    // Lotto 6/45 quick pick.
    await page.getByRole('link', { name: 'Lotto 6/45' }).click();
    await page.getByRole('button', { name: 'Quick pick' }).click();
    await expect(page.locator('[data-num][aria-pressed="true"]')).toHaveCount(6);
    await shot(page, 'vendor-lotto-645');

    // Instant game.
    await page.getByRole('link', { name: 'Lobby' }).click();
    await page.getByRole('link', { name: 'Lucky Dice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky Dice' })).toBeVisible();
    const beforeDice = await balance(page);
    await page.getByRole('button', { name: /Lucky 7/ }).click();
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    await expect(page.locator('#vd-dice-result')).toContainText('Total');
    const text = (await page.locator('#vd-dice-result').textContent()) ?? '';
    const won = /You win/.test(text);
    await expect.poll(() => balance(page)).toBe(beforeDice - 10 + (won ? 50 : 0));
    await checkA11y(page, 'vendor dice');
    await shot(page, 'vendor-dice');

    // Back goes to the launch's backUrl in the app.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/game$/);
  });

  test('a guest trial plays trial money, and a bad ticket shows an expired page', async ({
    page,
    request,
  }) => {
    const res = await request.post(`${origin()}/vendor/demo/api/launch`, {
      data: { gameCode: 'DICE', trial: true },
    });
    await page.goto((await res.json()).value.gameUrl as string);
    await expect(page.locator('.vd-wallet__label')).toHaveText('Trial');
    expect(await balance(page)).toBe(2000);
    await page.goto('/vendor/demo/play?ticket=forged.ticket');
    await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();
  });
});

test.describe('§2 screen 16 floating mini-game', () => {
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

  test('§6 hidden for guests and without the flag; LOTTMINIGAME3 loads script v1 on demand and plays', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mini-game/')) scripts.push(new URL(r.url()).pathname);
    });
    await setDemoFlags(request, { LOTTMINIGAME3: false, SEALOTTMINIGAME3: false });
    const member = await loginApi(request);
    // Any page of the app shell carries the mini-game; /m/help has no home popups in the way.
    await page.goto('/m/help');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open mini-game' })).toHaveCount(0);

    await withSession(page, { token: member.token, id: member.id, userName: member.userName });
    await page.goto('/m/help');
    await expect(page.getByRole('link', { name: 'demo_player' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open mini-game' })).toHaveCount(0);

    await setDemoFlags(request, { LOTTMINIGAME3: true });
    await page.goto('/m/help');
    const toggle = page.getByRole('button', { name: 'Open mini-game' });
    await expect(toggle).toBeVisible();
    expect(scripts).toEqual([]);
    await checkA11y(page, 'help page with the mini-game button');
    await shot(page, 'mini-game-closed');

    await toggle.click();
    const panel = page.getByRole('region', { name: 'Lucky 5D mini-game' });
    await expect(panel.getByText('Lucky 5D', { exact: true })).toBeVisible();
    expect(scripts).toEqual(['/mini-game/v1/minigame.js']);
    await expect(panel.locator('.mcmg__count')).toHaveText(/^\d\d:\d\d$|Drawing/);
    await expect(panel.locator('.mcmg__balance')).toContainText('Balance');
    await expect(async () => {
      const t = (await panel.locator('.mcmg__count').textContent()) ?? '';
      const m = /^(\d\d):(\d\d)$/.exec(t);
      expect(m && Number(m[1]) * 60 + Number(m[2])).toBeGreaterThan(8);
    }).toPass({ timeout: 25_000 });
    await panel.getByRole('button', { name: 'Stake 50' }).click();
    await panel.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
    await expect(panel.locator('.mcmg__order').first()).toContainText('50.00');
    await checkA11y(page, 'mini-game open');
    await shot(page, 'mini-game-open');
  });

  test('§4 dragging moves it, it stays inside the 2% margin (also after a resize), a tiny drag is a click', async ({
    page,
    request,
    shot,
  }) => {
    await setDemoFlags(request, { LOTTMINIGAME3: true });
    const member = await loginApi(request);
    await withSession(page, { token: member.token, id: member.id, userName: member.userName });
    await page.goto('/m/help');
    const toggle = page.getByRole('button', { name: 'Open mini-game' });
    await expect(toggle).toBeVisible();
    const container = page.getByTestId('mini-game');
    const viewport = page.viewportSize()!;
    const margin = viewport.width * 0.02;

    const box = async () => (await container.boundingBox())!;
    const drag = async (dx: number, dy: number) => {
      const b = (await toggle.boundingBox())!;
      const x = b.x + b.width / 2;
      const y = b.y + b.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
      await page.mouse.move(x + dx, y + dy, { steps: 4 });
      await page.mouse.up();
    };

    const start = await box();
    await drag(-120, -200);
    const moved = await box();
    expect(moved.x).toBeCloseTo(start.x - 120, 0);
    expect(moved.y).toBeCloseTo(start.y - 200, 0);
    // A drag is not a click: still closed.
    await expect(page.getByRole('button', { name: 'Open mini-game' })).toBeVisible();

    // Far past the top-left corner: held at the margin.
    await drag(-2000, -2000);
    const corner = await box();
    expect(corner.x).toBeCloseTo(margin, 0);
    expect(corner.y).toBeCloseTo(margin, 0);

    // Bottom-right corner, then a smaller window: pulled back inside within the 250 ms poll.
    await drag(2000, 2000);
    const far = await box();
    expect(far.x + far.width).toBeCloseTo(viewport.width - margin, 0);
    await page.setViewportSize({ width: 360, height: 520 });
    await expect
      .poll(async () => {
        const b = await box();
        return b.x + b.width <= 360 - 360 * 0.02 + 0.5 && b.y + b.height <= 520 - 360 * 0.02 + 0.5;
      })
      .toBe(true);
    await shot(page, 'mini-game-after-resize');

    // Less than 2 px of movement still counts as a click and opens it.
    await page.waitForTimeout(300);
    const b = (await toggle.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + 1, b.y + b.height / 2);
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Close mini-game' })).toBeVisible();
    // Opened near the corner, the bigger container is kept inside too.
    await expect
      .poll(async () => {
        const o = await box();
        return (
          o.x >= 360 * 0.02 - 0.5 &&
          o.x + o.width <= 360 - 360 * 0.02 + 0.5 &&
          o.y + o.height <= 520 - 360 * 0.02 + 0.5
        );
      })
      .toBe(true);

    // Keyboard: arrow keys move it.
    await page.getByRole('button', { name: 'Close mini-game' }).focus();
    const k0 = await box();
    await page.keyboard.press('ArrowUp');
    expect((await box()).y).toBeCloseTo(k0.y - 10, 0);
    await shot(page, 'mini-game-open-small-window');
  });
});
