import {
  devices,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { test, expect, loginAs, noAnnouncements, origin, withSession } from './fixtures';
import { freshMember } from './members';

/**
 * §2 screen 7, §3 download-prompt config, §4 download prompt, §5/§6 eligibility, and the wallet
 * pages of §2 (/m/voucherCenter, /m/withdraw, the bind-card pages) through the real server.
 *
 * The prompt journeys open their own browser contexts: the shared fixture marks every other
 * journey's session as "app downloaded" so that the demo merchant's prompt (it asks after 3
 * deposits) stays out of them. Members belong to one merchant, so journeys on test merchants
 * register their own member on the merchant's host.
 */

const APK = 'https://download.luckystar.test/luckystar.apk';
const PROMPT_NAME = 'Get the Lucky Star app';

async function promptContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  await context.addInitScript(() => {
    // Other overlays of home stay quiet (their own tests cover them).
    sessionStorage.setItem('MC_A2HS_DECLINED', '1');
    sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    sessionStorage.setItem('MC_WELCOME_POPUP', '0');
  });
  await noAnnouncements(context);
  // No internet here: the download host is answered by the test.
  await context.route('https://download.luckystar.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>APK</title>' }),
  );
  return { context, page: await context.newPage() };
}

/** Stores a session in the context as the app does after login (§3 MC_SESSION_INFO). */
async function login(
  request: APIRequestContext,
  context: BrowserContext,
  username: string,
  password: string,
) {
  const res = await request.post(`${origin()}/wps/session/login`, {
    data: { username, password, type: 'username' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const v = (await res.json()).value;
  await withSession(context, {
    id: v.id,
    token: v.token,
    userName: v.userName,
    type: v.type,
    merchantCode: 'demo',
  });
}

/** A download-prompt config: the master switch on, everything else as given (§3). */
const promptConfig = (settings: Record<string, unknown>) => ({
  downloadPrompt: { download_condition_switch: { enabled: true }, ...settings },
});

const prompt = (page: Page) => page.getByRole('dialog', { name: PROMPT_NAME });

/** Waits until the statistics were answered and the prompt had time to appear, then expects none. */
async function expectNoPrompt(page: Page) {
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('download-prompt')).toHaveCount(0);
}

test.describe('§4 download prompt triggers', () => {
  test('§4 first-deposit page: a fresh member on /m/voucherCenter is offered the app; closing it keeps it away this session', async ({
    browser,
    request,
    checkA11y,
    shot,
  }) => {
    const { context, page } = await promptContext(browser);
    await freshMember(context, request, { prefix: 'dl' });
    await page.goto('/m/voucherCenter');
    const dialog = prompt(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('download-prompt')).toHaveAttribute(
      'data-trigger',
      'first_deposit',
    );
    // §3 app_desc of the demo merchant, the §7 app_download announcement, the app icon.
    await expect(dialog).toContainText('instant deposits, faster games and a ₱58 welcome gift');
    await expect(
      dialog.getByRole('heading', { name: 'Download the app for a ₱58 gift' }),
    ).toBeVisible();
    await expect(dialog).toContainText('Make your first deposit in the app');
    await expect(dialog.getByRole('button', { name: 'Download the app' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await checkA11y(page, 'download prompt (bottom sheet)');
    await shot(page, 'download-prompt-bottom');

    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toHaveCount(0);
    // The deposit page behind: the member has no deposit yet.
    await expect(page.getByTestId('deposit-count')).toHaveText('0');
    // §4 once per trigger per session.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expectNoPrompt(page);
    await context.close();
  });

  test('§4 bind-card pages trigger a prompt; Download opens the app through the redirect page and ends prompts for the session', async ({
    browser,
    request,
  }) => {
    const { context, page } = await promptContext(browser);
    await freshMember(context, request, { prefix: 'dl' });
    await page.goto('/m/securityCenter/addBankCard');
    const dialog = prompt(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('download-prompt')).toHaveAttribute('data-trigger', 'bind_card');
    await expect(dialog).toContainText(
      'Manage your cards and payout accounts securely in the app.',
    );
    // Escape closes a prompt that is not forced.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No bank card bound yet.')).toBeVisible();

    // The first-deposit page still asks (another trigger); Download goes out through §2's redirect page.
    await page.goto('/m/voucherCenter');
    await expect(dialog).toBeVisible();
    const [redirect] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/mobile/mc/redirect.html')),
      dialog.getByRole('button', { name: 'Download the app' }).click(),
    ]);
    // §5 an .apk opens in this window.
    expect(new URL(redirect.url()).searchParams.get('url')).toBe(APK);
    await page.waitForURL(APK);
    await page.goto('/m/securityCenter/addBankCardPix');
    await expect(page.getByRole('heading', { level: 1, name: 'Add PIX account' })).toBeVisible();
    await expectNoPrompt(page);
    await context.close();
  });

  test('§4 a forced prompt (deposit_least_times_forced) cannot be closed and comes back on every page until Download', async ({
    browser,
    request,
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant(
      'dl_forced',
      ['dl-forced.test'],
      promptConfig({ deposit_least_times_forced: { enabled: true, value: 1 } }),
    );
    const { context, page } = await promptContext(browser);
    await freshMember(context, request, {
      code: 'dl_forced',
      host: 'dl-forced.test',
      prefix: 'dl',
    });
    await page.goto(`${origin('dl-forced.test')}/m/help`);
    const dialog = prompt(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('download-prompt')).toHaveAttribute('data-forced', 'true');
    await expect(dialog).toContainText('Download the app to continue.');
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Not now' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(200, 30);
    await expect(dialog).toBeVisible();
    await checkA11y(page, 'forced download prompt');
    await shot(page, 'download-prompt-forced');
    // §4 "marked forced for the session": the next page shows it again at once.
    await page.goto(`${origin('dl-forced.test')}/m/news`);
    await expect(dialog).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_DL_PROMPT') ?? '{}').forced),
    ).toBe('deposit_least_times_forced');

    await dialog.getByRole('button', { name: 'Download the app' }).click();
    await page.waitForURL(APK);
    await page.goto(`${origin('dl-forced.test')}/m/help`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPrompt(page);
    await context.close();
  });

  test('§5/§6 member type 4 (demo_limited) gets no prompt on the first-deposit and bind-card pages', async ({
    browser,
    request,
  }) => {
    const { context, page } = await promptContext(browser);
    await login(request, context, 'demo_limited', 'Limited#2026');
    const setting = page.waitForResponse((r) =>
      r.url().includes('/wps/relay/WPSCORE_getDownloadSetting'),
    );
    const stats = page.waitForResponse((r) => r.url().endsWith('/wps/member/statistics'));
    await page.goto('/m/voucherCenter');
    // The merchant's prompt is on, and this member has no deposit: only the member type keeps it away.
    expect((await (await setting).json()).value.enabled).toBe(true);
    expect((await (await stats).json()).value.totalDepositSuccessCount).toBe(0);
    await expect(page.getByTestId('deposit-count')).toHaveText('0');
    await expectNoPrompt(page);
    await page.goto('/m/securityCenter/addBankCard');
    await expect(page.getByRole('heading', { level: 1, name: 'Add bank card' })).toBeVisible();
    await expectNoPrompt(page);
    await context.close();
  });

  test('§4 deposit count reached: demo_player (24 deposits) is offered the app on any page (demo deposit_times 3)', async ({
    browser,
    request,
  }) => {
    const { context, page } = await promptContext(browser);
    await login(request, context, 'demo_player', 'Player#2026');
    await page.goto('/m/help');
    const dialog = prompt(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('download-prompt')).toHaveAttribute(
      'data-trigger',
      'deposit_times',
    );
    await expect(dialog).toContainText('Thanks for playing with us!');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await page.goto('/m/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPrompt(page);
    await context.close();
  });

  test('§4/§9 the counts are polled every 30 s and rechecked 2500 ms after a deposit event', async ({
    browser,
    request,
  }) => {
    const { context, page } = await promptContext(browser);
    await freshMember(context, request, { prefix: 'dl' });
    let deposits = 0;
    let asked = 0;
    await page.route('**/wps/member/statistics', (route) => {
      asked += 1;
      return route.fulfill({
        json: {
          success: true,
          message: null,
          errorCode: null,
          value: {
            totalDepositSuccessCount: deposits,
            totalWithdrawSuccessCount: 0,
            fullBankCardList: [],
            fullVirtualWalletList: [],
            fullEWalletList: [],
          },
        },
      });
    });
    await page.clock.install();
    await page.goto('/m/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => asked).toBeGreaterThan(0);
    await expectNoPrompt(page);

    // §9 polling every 30 s (the demo merchant asks at 3 deposits).
    const first = asked;
    await page.clock.fastForward(30_000);
    await expect.poll(() => asked).toBe(first + 1);
    await expectNoPrompt(page);

    // The cashier reports a deposit: the third one. 2500 ms later the counts are read again.
    deposits = 3;
    const before = asked;
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('mc:deposit', { detail: { amount: 500, currency: 'PHP' } }),
      ),
    );
    await page.clock.fastForward(2_000);
    expect(asked).toBe(before);
    await page.clock.fastForward(600);
    await expect.poll(() => asked).toBe(before + 1);
    await page.clock.fastForward(1_000);
    await expect(prompt(page)).toBeVisible();
    await expect(page.getByTestId('download-prompt')).toHaveAttribute(
      'data-trigger',
      'deposit_times',
    );
    await prompt(page).getByRole('button', { name: 'Not now' }).click();

    // Nothing left to ask this session: the polling stops.
    const answered = asked;
    await page.clock.fastForward(30_000);
    await page.clock.fastForward(30_000);
    await page.waitForTimeout(500);
    expect(asked).toBe(answered);
    await context.close();
  });

  test('§4 delay after game start: in_game_popup_interval seconds after the game started (60 s on the demo merchant)', async ({
    browser,
    request,
  }) => {
    const { context, page } = await promptContext(browser);
    await freshMember(context, request, { prefix: 'dl' });
    const started: unknown[] = [];
    await page.exposeFunction('mcGameStarted', (d: unknown) => void started.push(d));
    await page.addInitScript(() =>
      window.addEventListener('mc:game-started', (e) =>
        (window as unknown as { mcGameStarted: (d: unknown) => void }).mcGameStarted(
          (e as CustomEvent).detail,
        ),
      ),
    );
    await page.clock.install();
    await page.goto(
      '/m/launchGame?code=fortune-dragon&vendor=DEMO&gameType=RNG&backUrl=%2Fm%2Fgame',
    );
    await expect.poll(() => started.length, { timeout: 15_000 }).toBe(1);
    await page.clock.fastForward(55_000);
    await expectNoPrompt(page);
    await page.clock.fastForward(6_000);
    const dialog = prompt(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('download-prompt')).toHaveAttribute('data-trigger', 'in_game');
    await expect(dialog).toContainText('Games run smoother in the app');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toHaveCount(0);
    // Once per game: the same game does not ask again.
    await page.clock.fastForward(120_000);
    await expectNoPrompt(page);
    await context.close();
  });

  test('§3 bottom_app_bar_mode fullscreen with the light theme', async ({
    browser,
    request,
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant(
      'dl_full',
      ['dl-full.test'],
      promptConfig({
        bottom_app_bar_mode: { enabled: true, value: 'fullscreen' },
        bind_card: { enabled: true },
        theme: { enabled: true, value: 'light' },
        app_desc: { enabled: true, value: 'The whole casino in your pocket.' },
      }),
    );
    const { context, page } = await promptContext(browser);
    await freshMember(context, request, { code: 'dl_full', host: 'dl-full.test', prefix: 'dl' });
    await page.goto(`${origin('dl-full.test')}/m/securityCenter/addBankCardPix`);
    const dialog = prompt(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/modal--fullscreen/);
    await expect(dialog).toContainText('The whole casino in your pocket.');
    await expect(dialog).toContainText('Rewards for app players only');
    await checkA11y(page, 'download prompt (fullscreen, light)');
    // The dialog fills the screen (measured once the fade-in is over).
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    // §3 theme light: the prompt's own colours, not the app's dark surface.
    expect(
      await dialog.evaluate(
        (d) => getComputedStyle(d.querySelector('.modal__panel')!).backgroundColor,
      ),
    ).toBe('rgb(255, 255, 255)');
    await shot(page, 'download-prompt-fullscreen');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Add PIX account' })).toBeVisible();
    await context.close();
  });

  test('§4 login_required: a guest on a landing page is asked to log in first', async ({
    browser,
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant(
      'dl_login',
      ['dl-login.test'],
      promptConfig({ login_required: { enabled: true } }),
    );
    const { context, page } = await promptContext(browser);
    await page.goto(`${origin('dl-login.test')}/m/home`);
    const dialog = page.getByRole('dialog', { name: 'Join Lucky Star to get the app' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Log in or create a free account first');
    await expect(dialog.getByRole('button', { name: 'Download the app' })).toHaveCount(0);
    await checkA11y(page, 'download prompt (guest)');
    await shot(page, 'download-prompt-guest');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    // Not on other pages.
    await page.goto(`${origin('dl-login.test')}/m/help`);
    await expectNoPrompt(page);
    await context.close();
  });
});

test.describe('§2 wallet pages (statistics and settings only, §1)', () => {
  test('/m/voucherCenter shows the deposit settings and statistics', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(page.getByTestId('deposit-count')).toHaveText('24');
    const channels = page.getByRole('list', { name: 'Deposit channels' });
    await expect(channels.getByRole('listitem')).toHaveCount(4);
    await expect(channels.getByRole('listitem').filter({ hasText: 'USDT (TRC20)' })).toContainText(
      'Fee 1%',
    );
    await expect(channels.getByRole('listitem').filter({ hasText: 'GCash' })).toContainText(
      'No fee',
    );
    await expect(
      page.getByRole('list', { name: 'Popular amounts' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Limits' })).toContainText('Daily limit');
    await checkA11y(page, 'deposit page');
    await shot(page, 'wallet-deposit');
    // The deposit itself goes through customer service (§1 flows not shown).
    await page.getByRole('button', { name: 'Contact customer service' }).click();
    await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  });

  test('/m/withdraw shows the limits, the payout accounts and the statistics', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(page.getByTestId('withdraw-count')).toHaveText('7');
    await expect(page.getByTestId('withdraw-today')).toHaveText(/\d+ \/ 5/);
    const cards = page.getByRole('list', { name: 'Bank cards' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expect(cards).toContainText('BDO Unibank');
    await expect(cards).toContainText('**** 4821');
    await expect(page.getByRole('list', { name: 'E-wallets' })).toContainText('GCash');
    await expect(page.getByRole('list', { name: 'Crypto wallets' })).toContainText('USDT (TRC20)');
    await checkA11y(page, 'withdraw page');
    await shot(page, 'wallet-withdraw');
    await page.getByRole('link', { name: 'Add a bank card' }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter\/addBankCard$/);
  });

  test('bind-card pages list the bound cards and explain binding through customer service (PIX variant too)', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/securityCenter/addBankCard');
    await expect(page.getByRole('heading', { level: 1, name: 'Add bank card' })).toBeVisible();
    await expect(page.getByTestId('card-allowance')).toHaveText('2 of 3 bank cards bound');
    await expect(page.getByRole('list', { name: 'Bank cards' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expect(page.getByRole('region', { name: 'Bind a new card' })).toContainText(
      'Contact customer service.',
    );
    await checkA11y(page, 'bind-card page');
    await shot(page, 'wallet-bind-card');

    await page.goto('/m/securityCenter/addBankCardPix');
    await expect(page.getByRole('heading', { level: 1, name: 'Add PIX account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add a PIX key' })).toContainText(
      'PIX key (CPF, phone, e-mail or random key)',
    );
    await expect(page.getByRole('list', { name: 'E-wallets' })).toContainText('GCash');
    await checkA11y(page, 'bind-card page (PIX)');
    await shot(page, 'wallet-bind-pix');
  });

  test('a member of a site without payment settings sees "Not available" instead of limits', async ({
    page,
    request,
    createMerchant,
  }) => {
    await createMerchant('dl_nopay', ['dl-nopay.test'], {});
    const username = `np${Date.now().toString(36).slice(-7)}`;
    const res = await request.post(`${origin()}/wps/member/register`, {
      headers: { moduleid: 'REG3', host: new URL(origin('dl-nopay.test')).host },
      data: { registerMethod: 'H5', username, password: 'Passw0rd!x', login: true },
    });
    const v = (await res.json()).value;
    await page.addInitScript((s) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), {
      id: v.id,
      token: v.token,
      userName: v.userName,
      type: 0,
      merchantCode: 'dl_nopay',
      firstTimeLogin: false,
    });
    await page.goto(`${origin('dl-nopay.test')}/m/voucherCenter`);
    await expect(page.getByTestId('deposit-count')).toHaveText('0');
    await expect(page.getByRole('region', { name: 'Limits' })).toContainText('Not available');
    await expect(page.getByRole('region', { name: 'Deposit channels' })).toContainText(
      'Not available',
    );
  });
});
