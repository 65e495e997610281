import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs, origin, quietHome } from './fixtures';
import { freshMember } from './members';

/**
 * Rewards, the point market and missions (§2 /m/rewardCenter, /m/mall/mallHome, /m/leaderBoard),
 * and the wallet balance, end to end against the real server, as demo_player on a phone.
 * Points are read from the screen before each step, so the tests hold in any order.
 */

const pointsOf = async (page: Page) => {
  const box = page.getByTestId('points-balance');
  await expect(box).toHaveText(/\d/);
  return Number((await box.innerText()).replace(/\D/g, ''));
};
const points = (n: number) => new RegExp(`^${n.toLocaleString('en-US')}$`);

test.describe('loyalty and balance (member)', () => {
  test('demo_player claims rewards in the reward center and sees the points rise', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/rewardCenter');
    const before = await pointsOf(page);
    // Daily: once a day; the first-deposit bonus: demo_player has deposits, so it is claimable.
    await page.getByRole('button', { name: 'Claim Daily Check-in' }).click();
    await expect(page.getByText('+50 points added')).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(points(before + 50));
    await expect(page.getByRole('button', { name: 'Claim Daily Check-in' })).toHaveCount(0);
    // By keyboard too.
    await page.getByRole('button', { name: 'Claim First Deposit Bonus' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('points-balance')).toHaveText(points(before + 550));
    await expect(page.getByRole('heading', { name: 'Points history' })).toBeVisible();
    await checkA11y(page, 'reward center with claims');
    await shot(page, 'loyalty-reward-center');
  });

  test('a new member sees the rewards they have not earned yet locked, with their progress', async ({
    page,
    request,
  }) => {
    // A fresh member: demo_player may have played this week already (other journeys launch games).
    await quietHome(page);
    await freshMember(page, request, { prefix: 'ly' });
    await page.goto('/m/rewardCenter');
    // The weekly rescue needs a game this week, the first-deposit bonus a deposit: both locked.
    await expect(page.getByRole('progressbar', { name: 'Games played' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByRole('progressbar', { name: 'Successful deposits' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim First Deposit Bonus' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Claim Lotto Rescue' })).toHaveCount(0);
  });

  test('demo_player redeems an item: the points fall and the stock drops', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/mall/mallHome');
    const before = await pointsOf(page);
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: '₱100 Bonus Voucher' }),
    });
    const stockText = await card.getByTestId('mall-stock').innerText();
    const stock = Number(stockText.replace(/\D/g, ''));
    await expect(
      page.getByRole('button', { name: 'Not enough points: Flagship Smartphone' }),
    ).toBeDisabled();
    await checkA11y(page, 'point market');
    await shot(page, 'loyalty-mall');
    await card.getByRole('button', { name: 'Redeem: ₱100 Bonus Voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem ₱100 Bonus Voucher?' });
    await expect(dialog).toContainText('1,000 points will be deducted.');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('Redeemed: ₱100 Bonus Voucher')).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(points(before - 1000));
    await expect(card.getByTestId('mall-stock')).toHaveText(`${stock - 1} left`);
  });

  test('a refused redemption says why: the limit was reached meanwhile on another phone', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    const { token } = await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/mall/mallHome');
    const redeem = page.getByRole('button', { name: 'Redeem: Lucky Star Cap' });
    await expect(redeem).toBeEnabled();
    // The same player takes their one cap from another device while this page is open.
    const other = await request.post(`${origin()}/wps/member/mall/redeem`, {
      headers: { authorization: token },
      data: { itemId: await capId(request) },
    });
    expect(other.ok(), await other.text()).toBeTruthy();
    const before = await pointsOf(page);
    await redeem.click();
    await page
      .getByRole('dialog', { name: 'Redeem Lucky Star Cap?' })
      .getByRole('button', { name: 'Redeem' })
      .click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('You have reached the limit for this item.');
    await expect(notice).not.toContainText('mall.limit.reached');
    await checkA11y(page, 'refused redemption');
    await shot(page, 'loyalty-mall-refused');
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('button', { name: 'Limit reached: Lucky Star Cap' }),
    ).toBeDisabled();
    // Nothing was taken for the refusal (the other device's redemption shows now).
    await expect(page.getByTestId('points-balance')).toHaveText(points(before - 800));
  });

  test('a mission’s progress advances after a game launch; a completed one is claimed', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/leaderBoard');
    const games = page.getByRole('progressbar', { name: 'Play 3 games' });
    await expect(games).toBeVisible();
    const start = Number(await games.getAttribute('aria-valuenow'));
    await checkA11y(page, 'missions');
    await shot(page, 'loyalty-missions');
    const launched = page.waitForResponse((r) => r.url().endsWith('/wps/game/launchGame'));
    await page.goto(
      '/m/launchGame?code=lucky-sevens&vendor=TCG&gameType=RNG&title=Lucky+Sevens&backUrl=%2Fm%2FleaderBoard',
    );
    expect((await launched).ok()).toBeTruthy();
    await page.goto('/m/leaderBoard');
    await expect(games).toHaveAttribute('aria-valuenow', String(Math.min(start + 1, 3)));
    // The login of this session completed today's login mission: its full bar reads as done (the
    // success green), not as the accent red of a warning.
    const login = page.getByRole('progressbar', { name: 'Log in today' });
    await expect(login).toHaveAttribute(
      'aria-valuenow',
      (await login.getAttribute('aria-valuemax'))!,
    );
    const colours = await login.locator('.progress__bar').evaluate((bar) => ({
      fill: getComputedStyle(bar).backgroundColor,
      accent: getComputedStyle(document.documentElement).getPropertyValue('--mc-accent').trim(),
    }));
    expect(colours.fill).toBe('rgb(34, 197, 94)');
    expect(colours.accent).not.toBe('#22c55e');
    await shot(page, 'loyalty-missions-done');
    const before = await pointsOf(page);
    const claim = page.getByRole('button', { name: 'Claim Log in today' });
    if (await claim.count()) {
      await claim.click();
      await expect(page.getByTestId('points-balance')).toHaveText(points(before + 10));
    }
    await expect(page.getByText('Claimed').first()).toBeVisible();
    // The leaderboards are one tab away.
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('tab', { name: 'Biggest lottery wins' })).toBeVisible();
    await expect(page.getByText('de***mo')).toBeVisible();
  });

  test('the balance shows in the header and on the member home, and refreshes', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/member/home');
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveText(/^₱[\d,]+\.\d\d$/);
    await expect(page.getByTestId('member-balance')).toHaveText(await header.innerText());
    // Refresh spins while the balance is on its way.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/wps/member/balance', async (route) => {
      await held;
      await route.continue();
    });
    const refresh = page.getByRole('banner').getByRole('button', { name: 'Refresh balance' });
    await refresh.click();
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(refresh).toHaveAttribute('aria-busy', 'false');
    await checkA11y(page, 'member home with balance');
    await shot(page, 'loyalty-member-balance');
    await page.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });
});

/** The id of the demo merchant's Lucky Star Cap, from the point market's list. */
async function capId(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${origin()}/wps/content/mall`);
  const items = (await res.json()).value.items as { id: number; name: string }[];
  return items.find((i) => i.name === 'Lucky Star Cap')!.id;
}
