import type { Page } from '@playwright/test';
import { test, expect, loginAs, origin, quietHome } from './fixtures';

test.describe('§2 routes and route guard', () => {
  test('a guest sees home with header, welcome and footer navigation', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    await page.goto('/m/home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Lucky Star' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Lucky Star | Lottery, slots and live games');
    await checkA11y(page, 'home (guest)');
    await shot(page, 'home-guest');
  });

  test('/ and /m/index.html show home and keep the query (§2, §9)', async ({ page }) => {
    await page.goto('/?affiliateCode=AFF1&utm=x');
    await expect(page).toHaveURL(/\/m\/home\?affiliateCode=AFF1&utm=x$/);
    await page.goto('/m/index.html');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Lucky Star' }),
    ).toBeVisible();
  });

  test('a protected route sends a guest to /m/login, carrying preserved parameters only (§2, §9)', async ({
    page,
  }) => {
    await page.goto('/m/member/home?affiliateCode=AFF1&r=REF9&other=1');
    await expect(page).toHaveURL(/\/m\/login\?affiliateCode=AFF1&r=REF9$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a token in the query (token or tokens) opens a protected route (§2)', async ({ page }) => {
    await page.goto('/m/member/home?token=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await page.goto('/m/rewardCenter?tokens=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Reward centre' })).toBeVisible();
  });

  test('a stored session opens protected routes and survives a deep-link reload (§2, §3)', async ({
    page,
    request,
    shot,
  }) => {
    // A real session: the page asks the server for the member's accounts, and §8 logs out a bad token.
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/securityCenter/addBankCardPix');
    await expect(page.getByRole('heading', { level: 1, name: 'Add PIX account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'demo_player' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Add PIX account' })).toBeVisible();
    await shot(page, 'placeholder-member-route');
  });

  test('/m/feedback without a session goes home; with one it opens (§2)', async ({
    page,
    request,
  }) => {
    await quietHome(page);
    await page.goto('/m/feedback');
    await expect(page).toHaveURL(/\/m\/home$/);
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  });

  test('/m/inviteFriends is public (§2)', async ({ page }) => {
    await page.goto('/m/inviteFriends?referralCode=R1');
    await expect(page).toHaveURL(/\/m\/inviteFriends\?referralCode=R1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  });

  test('an unknown path shows the not-found page with HTTP 404', async ({
    page,
    checkA11y,
    shot,
  }) => {
    const res = await page.goto('/m/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await checkA11y(page, 'not found');
    await shot(page, 'not-found');
  });

  test('footer navigation moves between tabs and keeps preserved parameters (§9)', async ({
    page,
  }) => {
    await quietHome(page);
    await page.goto('/m/home?affiliateCode=AFF2');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Games' })
      .click();
    await expect(page).toHaveURL(/\/m\/game\?affiliateCode=AFF2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  });

  test('everything is reachable by keyboard: the popup closes with Escape, then the skip link', async ({
    page,
  }) => {
    await quietHome(page, { announcements: true });
    await page.goto('/m/home');
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Close', exact: true }).last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // Closed popups stay closed (§4): the next visit starts at the skip link.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Lucky Star' }),
    ).toBeVisible();
    await page.waitForTimeout(800);
    await expect(popup).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('§2 robots noindex and SEO tags per host and path', () => {
  const robots = (page: Page) => page.locator('meta[name="robots"]');

  test('localhost public page has no robots tag; a deep path has noindex', async ({ page }) => {
    await page.goto('/m/home');
    await expect(robots(page)).toHaveCount(0);
    await page.goto('/m/member/benefits?token=x');
    await expect(robots(page)).toHaveAttribute('content', 'noindex');
  });

  test('www host: public pages indexable; other hosts get noindex', async ({ page }) => {
    await page.goto(`${origin('www.luckystar.test')}/m/help`);
    await expect(robots(page)).toHaveCount(0);
    await expect(page).toHaveTitle('Help centre | Lucky Star');
    await page.goto(`${origin('m.luckystar.test')}/m/home`);
    await expect(robots(page)).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle('Lucky Star Mobile | Play anywhere');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.luckystar.test/m/home',
    );
  });

  test('client-side navigation keeps title, canonical and robots right', async ({ page }) => {
    await page.goto(`${origin('www.luckystar.test')}/m/home`);
    await expect(robots(page)).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Games' })
      .click();
    await expect(page).toHaveURL(/\/m\/game$/);
    // /m/game is not a public page: noindex, and the /m/home entry for title (§2).
    await expect(robots(page)).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle('Lucky Star | Lottery, slots and live games');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await expect(robots(page)).toHaveCount(0);
    await expect(page).toHaveTitle('Promotions | Lucky Star');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin('www.luckystar.test')}/m/activity`,
    );
  });
});

/**
 * Issue 14: the server's shell draws each page's largest first-screen element where the app's first
 * render draws it (server `modules/web/html.ts`): the shell and the app are two drawings of the same
 * screen, and this keeps them together when either changes. Measured once with no script running
 * (the shell as the browser paints it) and once with the app.
 */
test.describe('the shell draws the first screen where the app draws it', () => {
  const CASES = [
    {
      path: '/m/home',
      shell: '.boot-shell__banner',
      app: '.home-banners .carousel__slide.is-current img',
    },
    {
      path: '/m/login',
      shell: '.boot-shell .auth-page__lead',
      app: '#root > :not(.boot-shell) .auth-page__lead',
    },
    {
      path: '/m/register',
      shell: '.boot-shell .auth-page__title',
      app: '#root > :not(.boot-shell) .auth-page__title',
    },
    {
      path: '/m/game',
      shell: '.boot-shell .game-card__img',
      app: '.games-popular .game-card__img.is-loaded',
    },
  ];
  const box = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const r = el.getBoundingClientRect();
        return {
          x: Math.round(r.x),
          y: Math.round(r.y),
          width: Math.round(r.width),
          height: Math.round(r.height),
        };
      });

  for (const { path, shell, app } of CASES)
    test(path, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await quietHome(page);
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.locator(shell).first()).toBeVisible();
      const drawn = await box(page, shell);
      await page.unroute('**/*.js');
      await page.reload();
      await expect(page.locator(app).first()).toBeVisible();
      expect(await box(page, app)).toEqual(drawn);
      await context.close();
    });
});
