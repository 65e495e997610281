import type { Page } from '@playwright/test';
import { test, expect, loginAs, origin, ownerToken, quietHome } from './fixtures';
import { freshMember } from './members';

/** Content: home banners, marquee, splash, popups (§2, §4, §5), activities and info pages. */

/** These tests are about the popups: only the splash and welcome popups are kept quiet by default. */
const quiet = (page: Page, o: { splash?: boolean; welcome?: boolean } = {}) =>
  quietHome(page, { announcements: true, ...o });

const announcement = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });

test.describe('§2 /m/home', () => {
  test('guest home: first banner before the app, banners, marquee at 60 px/s, popup, then welcome popups 1 and 2', async ({
    page,
    checkA11y,
    shot,
  }) => {
    // A long journey (two popups, two welcome popups, four axe scans, a reload): on a loaded
    // 2-core machine it needs more than the default 30 s.
    test.setTimeout(60_000);
    // §4 an arriving player's first screen is home's first banner, painted by the server before
    // any script runs (server html.ts), and no splash covers it (home/splash-rules.ts): the page
    // notes what it showed.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.boot-shell__banner[src$="banner-welcome.svg"]'))
          sessionStorage.setItem('e2e-shell-banner', '1');
        if (document.querySelector('[data-testid="splash"], .boot-splash'))
          sessionStorage.setItem('e2e-splash-shown', '1');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/m/home');
    await expect(
      page.getByRole('region', { name: 'Featured promotions' }).getByRole('img', {
        name: '100% Welcome Bonus',
      }),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-shell-banner'))).toBe('1');
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-splash-shown'))).toBeNull();

    // §4 guests see execution B popups; 2 entries with paging.
    const dialog = announcement(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Welcome Bonus 100%');
    await expect(dialog).toContainText('Safe Gaming Notice');
    await expect(dialog.locator('.popup-entry__go')).toHaveCount(1);
    await checkA11y(page, 'home announcement popup (guest)');
    await shot(page, 'content-home-guest-popup');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    // §4 welcome popups: banner 1 then banner 2.
    const welcome1 = page.getByRole('dialog', { name: 'Welcome to Lucky Star' });
    await expect(welcome1).toBeVisible();
    // §4 default waiting 20 s: the countdown starts there.
    await expect(welcome1.getByText(/Closes in (20|19|18) s/)).toBeVisible();
    await checkA11y(page, 'welcome popup 1');
    await shot(page, 'content-home-welcome-popup');
    await welcome1.getByRole('button', { name: 'Close' }).click();
    const welcome2 = page.getByRole('dialog', { name: 'Play on the App' });
    await expect(welcome2).toBeVisible();
    await checkA11y(page, 'welcome popup 2');
    await shot(page, 'content-home-welcome-popup-2');
    await welcome2.getByRole('button', { name: 'Close' }).click();
    await expect(welcome2).toBeHidden();

    // Banners: five, in a carousel; marquee moving at 60 px/s.
    const banners = page.getByRole('region', { name: 'Featured promotions' });
    // Only the current slide is exposed (the others are inert); one dot per slide.
    await expect(banners.getByRole('button', { name: /^Go to slide \d+$/ })).toHaveCount(5);
    await banners.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(banners.getByRole('img', { name: '100% Welcome Bonus' })).toBeVisible();
    const marquee = page.locator('.marquee__text');
    await expect(marquee).toHaveAttribute('data-speed', '60');
    const { width, viewport, duration } = await marquee.evaluate((el) => ({
      width: (el as HTMLElement).scrollWidth,
      viewport: el.parentElement!.clientWidth,
      duration: parseFloat(getComputedStyle(el).animationDuration),
    }));
    expect(Math.abs((width + viewport) / duration - 60)).toBeLessThan(1);
    await expect(page.getByRole('marquee', { name: 'Announcements' })).toContainText(
      'Welcome to Lucky Star',
    );
    await checkA11y(page, 'home (guest)');
    await shot(page, 'content-home-guest');

    // Reload: closed popup stays closed, welcome popups were dismissed this session; still no splash.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('splash')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-splash-shown'))).toBeNull();
  });

  test('§4 a home with no banner to show opens on the splash, which lifts by itself, once per session', async ({
    page,
    request,
    checkA11y,
  }) => {
    // A merchant made through the operator API from the empty template: no banner at all.
    const code = `nob${Date.now().toString(36).slice(-6)}`;
    const created = await request.post(`${origin()}/admin/merchants`, {
      headers: { authorization: `Bearer ${await ownerToken(request)}` },
      data: {
        code,
        name: 'Quiet Star',
        domains: [`${code}.test`],
        tempPassword: 'Temp#Quiet2026',
        template: { kind: 'empty' },
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    // The splash can lift before any check here runs: the page notes that it came.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="splash"]')) return;
        sessionStorage.setItem('e2e-splash-shown', '1');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin(`${code}.test`)}/m/home`);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('e2e-splash-shown')))
      .toBe('1');
    await expect(page.getByTestId('splash')).toBeHidden({ timeout: 7000 });
    await expect(page.getByRole('heading', { name: 'Welcome to Quiet Star' })).toBeVisible();
    await checkA11y(page, 'home without banners, after the splash');
    // §4 once per session: not again on a reload.
    await page.evaluate(() => sessionStorage.removeItem('e2e-splash-shown'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to Quiet Star' })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-splash-shown'))).toBeNull();
  });

  test('embla is not part of the first-load bundle', async ({ page }) => {
    const html = await (await page.request.get(`${origin()}/m/home`)).text();
    const entry = html.match(/<script[^>]+type="module"[^>]+src="([^"]+)"/)?.[1];
    expect(entry).toBeTruthy();
    const js = await (await page.request.get(`${origin()}${entry}`)).text();
    expect(js).not.toContain('emblaCarousel');
    expect(js).not.toMatch(/stopOnLastSnap/);
  });

  test('member home: execution A popup per member key, P banner opens the activity', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quiet(page);
    const v = await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/home');
    const dialog = announcement(page);
    await expect(dialog).toContainText('Daily Rebate is live');
    await expect(dialog).toContainText('Account Security');
    await expect(dialog).not.toContainText('Welcome Bonus 100%');
    await checkA11y(page, 'home announcement popup (member)');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate((id) => localStorage.getItem(`SHELL_PU_A_${id}`), v.id);
    expect(JSON.parse(stored!)).toMatchObject({ show: false, hideUntil: null });
    await expect(page.getByRole('heading', { name: /Welcome back, demo_player/ })).toBeVisible();
    await shot(page, 'content-home-member');

    // §2 P: the activity page with its id.
    await page
      .getByRole('region', { name: 'Featured promotions' })
      .getByRole('button', { name: '100% Welcome Bonus' })
      .click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '100% Welcome Bonus' })).toBeVisible();
  });

  test('§2 banner kinds: URL internal in the app, URL external in a new window with token, G lottery needs login', async ({
    page,
    context,
    request,
    shot,
  }) => {
    await quietHome(page);
    await page.goto('/m/home');
    const banners = page.getByRole('region', { name: 'Featured promotions' });

    // G lottery as a guest goes to /m/login.
    await banners.getByRole('button', { name: 'Go to slide 2' }).click();
    await banners.getByRole('button', { name: 'Vietnam Lotto Live' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await shot(page, 'content-banner-g-guest-login');

    // External URL as a guest: new window without token. (No internet here: the download site
    // is answered by the test.)
    await context.route('https://download.luckystar.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Download</title>' }),
    );
    await page.goto('/m/home');
    await page.waitForTimeout(700);
    await banners.getByRole('button', { name: 'Go to slide 5' }).click();
    const [guestPopup] = await Promise.all([
      context.waitForEvent('page'),
      banners.getByRole('button', { name: 'Get the Lucky Star App' }).click(),
    ]);
    await guestPopup.waitForLoadState();
    expect(guestPopup.url()).toBe('https://download.luckystar.test/app');
    await guestPopup.close();

    // Logged in: G lottery goes to /m/launchGame as ELOTT; external URL carries token and username.
    const v = await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/home');
    await banners.getByRole('button', { name: 'Go to slide 5' }).click();
    const [memberPopup] = await Promise.all([
      context.waitForEvent('page'),
      banners.getByRole('button', { name: 'Get the Lucky Star App' }).click(),
    ]);
    await memberPopup.waitForLoadState();
    const url = new URL(memberPopup.url());
    expect(url.searchParams.get('token')).toBe(v.token);
    expect(url.searchParams.get('username')).toBe('demo_player');
    await memberPopup.close();

    await banners.getByRole('button', { name: 'Go to slide 2' }).click();
    await banners.getByRole('button', { name: 'Vietnam Lotto Live' }).click();
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
    const q = new URL(page.url()).searchParams;
    expect(q.get('gameType')).toBe('ELOTT');
    expect(q.get('vendor')).toBe('TCG_LOTTO_VN');
    expect(q.get('code')).toBe('VNC');

    // URL internal: /m/member/benefits in the app.
    await page.goto('/m/home');
    await banners.getByRole('button', { name: 'Go to slide 4' }).click();
    await banners.getByRole('button', { name: 'VIP Club' }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByRole('region', { name: /^Gold/ })).toBeVisible();
    await shot(page, 'content-banner-url-internal-benefits');
  });

  test('§2 screen 17 go-to-activity: the promotional entry of the announcement popup opens its activity', async ({
    page,
    checkA11y,
  }) => {
    await quiet(page);
    await page.goto('/m/home');
    const dialog = announcement(page);
    await expect(dialog).toContainText('Welcome Bonus 100%');
    const go = dialog.getByRole('button', { name: 'Go to activity' });
    await expect(go).toHaveCount(1);
    await go.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '100% Welcome Bonus' })).toBeVisible();
    await checkA11y(page, 'activity from the popup');
  });
});

test.describe('§4 popup rules across reloads and days', () => {
  test('today-hide keeps the popup away until the next local midnight', async ({ page, shot }) => {
    await quiet(page);
    await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
    await page.goto('/m/home');
    const dialog = announcement(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: "Don't show again today" }).check();
    await shot(page, 'content-popup-today-hide');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem('SHELL_PU_B')))!);
    expect(record.hideUntil).toBe(new Date('2026-11-23T00:00:00').getTime());

    await page.clock.setSystemTime(new Date('2026-11-22T23:59:00'));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    await page.clock.runFor(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.setSystemTime(new Date('2026-11-23T00:00:30'));
    await page.reload();
    await expect(announcement(page)).toBeVisible();
  });

  test('new content shows again after a plain close (content hash)', async ({ page }) => {
    await quiet(page);
    await page.addInitScript(() =>
      localStorage.setItem(
        'SHELL_PU_B',
        JSON.stringify({ show: false, hash: 'old-hash', hideUntil: null }),
      ),
    );
    await page.goto('/m/home');
    await expect(announcement(page)).toBeVisible();
  });

  test('forceRead: a first-time member can close only on the last slide; autoplay every 5000 ms', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quiet(page);
    // The page's layout shifts that no tap or key caused (what Lighthouse adds up as CLS).
    await page.addInitScript(() => {
      const w = window as unknown as { e2eShift: number };
      w.e2eShift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          if (!e.hadRecentInput) w.e2eShift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifted = () => page.evaluate(() => (window as unknown as { e2eShift: number }).e2eShift);
    await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
    await loginAs(page, request, 'demo_player', 'Player#2026', { firstTimeLogin: true });
    await page.goto('/m/home');
    const dialog = announcement(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/is-shown/);
    await dialog.evaluate((d) =>
      Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    const panel = dialog.locator('.modal__panel');
    const box = await panel.boundingBox();
    const shiftBefore = await shifted();
    // Autoplay: 5 s per slide. Stop the page's clock as soon as the popup is there and count from
    // the slide it stands on; the checks that need live timers (axe) come at the end.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    // A and F entries: 4 slides; F is forceRead.
    await expect(dialog.getByRole('button', { name: /^Go to slide \d+$/ })).toHaveCount(4);
    const close = dialog.getByRole('button', { name: /Read all/ });
    await expect(close).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    const at = Number((await close.textContent())?.match(/\((\d)\/4\)/)?.[1]);
    expect(at).toBeLessThan(3);
    await page.clock.runFor(5000);
    await expect(dialog.getByRole('button', { name: `Read all (${at + 1}/4)` })).toBeVisible();
    await page.clock.runFor((4 - at - 1) * 5000);
    const done = dialog.getByRole('button', { name: 'Close', exact: true }).last();
    await expect(done).toBeEnabled();
    // Entries of different lengths (with and without an image): autoplay moved through them and the
    // popup stayed where it was, at its size; nothing on the page shifted.
    expect(await panel.boundingBox()).toEqual(box);
    expect(await shifted()).toBe(shiftBefore);
    await page.clock.resume();
    await checkA11y(page, 'forceRead popup');
    await shot(page, 'content-popup-force-read');
    await done.click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('§2 /m/activity', () => {
  test('guest: category tabs, go-buttons per §5 and login modal for DEPOSIT', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await quiet(page);
    await page.goto('/m/activity');
    await expect(
      page.getByRole('heading', { name: 'Activities' }).or(page.getByRole('heading', { level: 1 })),
    ).toBeVisible();
    await expect(page.locator('.activity-card')).toHaveCount(9);
    await page.getByRole('tab', { name: 'Lottery' }).click();
    await expect(page.locator('.activity-card')).toHaveCount(1);
    await checkA11y(page, 'activity list');
    await shot(page, 'content-activity-list');
    await page.getByRole('tab', { name: 'All' }).click();

    const open = async (title: string) => {
      await page.goto('/m/activity');
      await page.getByRole('link', { name: new RegExp(title) }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    };
    await open('100% Welcome Bonus');
    await checkA11y(page, 'activity detail');
    await shot(page, 'content-activity-detail');
    // REGISTER only for guests.
    await page.locator('[data-action="REGISTER"]').click();
    await expect(page).toHaveURL(/\/m\/register$/);

    // DEPOSIT needs login: the login modal.
    await open('First Deposit Gift');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('dialog', { name: /Log in|Login/i })).toBeVisible();
    await checkA11y(page, 'login modal from activity');
    await shot(page, 'content-activity-login-modal');
    await page.keyboard.press('Escape');

    // MEMBER for guests sends to the login screen.
    await open('VIP Upgrade Bonus');
    await page.getByRole('button', { name: 'See VIP benefits' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    // APP_DOWNLOAD hidden in the app context.
    await page.goto('/m/activity');
    await page.getByRole('link', { name: /App Download Gift/ }).click();
    await expect(page.getByRole('button', { name: 'Download app' })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id');
    await page.goto(`/m/activity?id=${id}&inApp=1`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'App Download Gift ₱58' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download app' })).toHaveCount(0);

    // Unknown activity.
    await page.goto('/m/activity?id=999999');
    await expect(page.getByText('This activity is not available.')).toBeVisible();
  });

  test('member: REGISTER hidden, DEPOSIT, MISSION, POINT_MARKET, REWARD_CENTER, INVITE_FRIENDS go to their pages', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quiet(page);
    await loginAs(page, request, 'demo_player', 'Player#2026');
    const go = async (title: string, button: string, url: RegExp) => {
      await page.goto('/m/activity');
      await page.getByRole('link', { name: new RegExp(title) }).click();
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(url);
    };
    await page.goto('/m/activity');
    await page.getByRole('link', { name: /100% Welcome Bonus/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '100% Welcome Bonus' })).toBeVisible();
    await expect(page.locator('[data-action="REGISTER"]')).toHaveCount(0);
    await checkA11y(page, 'activity detail (member)');
    await shot(page, 'content-activity-member');
    await go('First Deposit Gift', 'Deposit now', /\/m\/voucherCenter$/);
    await go('Daily Missions', 'View missions', /\/m\/leaderBoard$/);
    await go('Point Market Festival', 'Go to the market', /\/m\/mall\/mallHome$/);
    await go('Daily Rebate', 'Claim rebate', /\/m\/rewardCenter$/);
    await go('Invite Friends', 'Invite now', /\/m\/inviteFriends$/);
    await go('VIP Upgrade Bonus', 'See VIP benefits', /\/m\/member\/benefits$/);
    await go('Lotto Rescue', 'Play lottery', /\/m\/game$/);
  });

  test('§5/§6 type 4: no activity button at all', async ({ page, request, shot }) => {
    await quiet(page);
    await loginAs(page, request, 'demo_limited', 'Limited#2026');
    const info = page.waitForResponse((r) => r.url().endsWith('/wps/member/info') && r.ok());
    await page.goto('/m/activity');
    await page.getByRole('link', { name: /First Deposit Gift/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'First Deposit Gift' })).toBeVisible();
    expect((await (await info).json()).value.type).toBe(4);
    await expect(page.locator('.activity-go')).toHaveCount(0);
    await shot(page, 'content-activity-type4');
  });
});

test.describe('info pages fed by server content', () => {
  test('news and help (guest)', async ({ page, checkA11y, shot }) => {
    await quiet(page);
    await page.goto('/m/news');
    await expect(page.getByText('Record ₱1.25M Vietnam Lotto jackpot tonight')).toBeVisible();
    await page.getByText('Lucky Star app 2.5 is out').click();
    await expect(page.getByText('Dark mode follows your phone setting.')).toBeVisible();
    await checkA11y(page, 'news');
    await shot(page, 'content-news');
    await page.goto('/m/help');
    await page.getByText('How do I register?').click();
    await expect(page.getByText('Solve the captcha and confirm.')).toBeVisible();
    await checkA11y(page, 'help');
    await shot(page, 'content-help');
  });

  test('reward center with REWCEN3 off says so and asks the server nothing (§6 REWCEN3)', async ({
    page,
    request,
    createMerchant,
    checkA11y,
    shot,
  }) => {
    const flags = (await (await request.get(`${origin()}/wps/system/status`)).json()).value
      .whitelabelVal;
    await createMerchant('ct_norew', ['ct-norew.test'], {
      name: 'No Rewards Club',
      whitelabelVal: { ...flags, REWCEN3: false },
    });
    const username = await freshMember(page, request, {
      code: 'ct_norew',
      host: 'ct-norew.test',
      prefix: 'nr',
    });
    await quiet(page);
    const relay: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('MCSFE_getMerchantAvailablePromotions')) relay.push(r.url());
    });
    await page.goto(`${origin('ct-norew.test')}/m/rewardCenter`);
    await expect(page.getByText('The reward center is not available.')).toBeVisible();
    // Still the logged-in member of that merchant (the session was not refused).
    await expect(page.getByRole('link', { name: username })).toBeVisible();
    expect(relay).toEqual([]);
    await checkA11y(page, 'reward center off');
    await shot(page, 'content-reward-center-off');
  });

  test('reward center, mall, leaderboard and feedback (member)', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await quiet(page);
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/rewardCenter');
    await expect(page.getByRole('heading', { name: 'Daily Check-in' })).toBeVisible();
    await checkA11y(page, 'reward center');
    await shot(page, 'content-reward-center');

    await page.goto('/m/mall/mallHome');
    await expect(page.getByRole('heading', { name: 'Flagship Smartphone' })).toBeVisible();
    await expect(page.getByText('120,000 points')).toBeVisible();
    await checkA11y(page, 'mall');
    await shot(page, 'content-mall');

    await page.goto('/m/leaderBoard');
    // §2 /m/leaderBoard is the missions page; the leaderboards are its second tab.
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('tab', { name: 'Weekly top bettors' })).toBeVisible();
    await page.getByRole('tab', { name: 'Weekly top bettors' }).click();
    await expect(page.getByText('ja***88')).toBeVisible();
    await checkA11y(page, 'leaderboard');
    await shot(page, 'content-leaderboard');

    await page.goto('/m/feedback');
    await expect(
      page.getByText('Evening draws now run every 5 minutes until midnight.'),
    ).toBeVisible();
    await page.getByLabel('Your feedback', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();
    const text = `The deposit page could show my last channel first (${Date.now()}).`;
    await page.getByLabel('Topic').selectOption('PAYMENT');
    await page.getByLabel('Your feedback', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText(text)).toBeVisible();
    await checkA11y(page, 'feedback');
    await shot(page, 'content-feedback');
  });
});
