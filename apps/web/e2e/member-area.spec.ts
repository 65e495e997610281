import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { test, expect, loginAs, origin, quietHome } from './fixtures';
import { freshMember } from './members';

/** Member area, referral and customer service: SPEC §2, §3, §5, §6 through the real server. */

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test.describe('§2 /m/member/home and /m/member/benefits', () => {
  test('member info, VIP progress, statistics, settings and benefits', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/member/home');
    const card = page.getByRole('region', { name: 'My account' });
    await expect(card.getByText('demo_player')).toBeVisible();
    await expect(card.getByText('Gold', { exact: true })).toBeVisible();
    // §5 progress = completed / total = 2 / 4.
    await expect(page.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(card.getByText('Progress to Platinum')).toBeVisible();
    await expect(card.getByText('2 of 4 conditions met')).toBeVisible();
    await expect(page.getByTestId('deposit-count')).toHaveText('24');
    await expect(page.getByTestId('withdraw-count')).toHaveText('7');
    await expect(
      page.getByRole('list', { name: 'Deposit channels' }).getByText('GCash'),
    ).toBeVisible();
    await expect(page.getByText('Withdrawals today:')).toBeVisible();
    await expect(page.getByText('BDO Unibank')).toBeVisible();
    await expect(page.getByText('**** 4821')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await checkA11y(page, 'member home');
    await shot(page, 'member-area-home');

    await card.getByRole('link', { name: 'VIP benefits' }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits/);
    const tiers = page.getByRole('region', { name: /^(Bronze|Silver|Gold|Platinum|Diamond)/ });
    await expect(tiers).toHaveCount(5);
    const gold = page.getByRole('region', { name: /^Gold/ });
    await expect(gold.getByText('Your level')).toBeVisible();
    await expect(gold.getByText('Daily rebate 0.8%')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'To reach Platinum' }).getByRole('listitem'),
    ).toHaveCount(4);
    await checkA11y(page, 'benefits');
    await shot(page, 'member-benefits');
  });

  test('§3 a label that is not AUTO shows no VIP benefits (MANUAL Partner agent)', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loginAs(page, request, 'demo_agent', 'Agent#2026');
    const benefits = page.waitForResponse((r) => r.url().endsWith('/wps/member/vip/benefits'));
    await page.goto('/m/member/benefits');
    const card = page.getByRole('region', { name: 'My account' });
    await expect(card.getByText('Partner', { exact: true })).toBeVisible();
    await expect(page.getByTestId('benefits-none')).toContainText(
      'Your account has no VIP club level yet.',
    );
    // No tiers, and no link to them from the card.
    await expect(
      page.getByRole('region', { name: /^(Bronze|Silver|Gold|Platinum|Diamond)/ }),
    ).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'VIP benefits' })).toHaveCount(0);
    expect((await (await benefits).json()).value.visible).toBe(false);
    await checkA11y(page, 'benefits (not AUTO)');
    await shot(page, 'member-benefits-not-auto');
  });

  test('§9 BRL uses pt-BR formatting, in an English UI (/m/inviteFriends reward)', async ({
    page,
    request,
    createMerchant,
    shot,
  }) => {
    await createMerchant('ma_brl', ['ma-brl.test'], {
      name: 'Estrela BR',
      defaultCountry: 'BR',
      countries: [
        {
          code: 'BR',
          name: 'Brazil',
          countryDialingCode: '55',
          currency: 'BRL',
          currencySymbol: 'R$',
          currencyPosition: 'prefix',
        },
      ],
    });
    const program = await request.put(`${origin()}/admin/member-area/ma_brl/referral-program`, {
      headers: admin,
      data: { enabled: true, title: 'Invite friends', rewardPerFriend: 1234, currency: 'BRL' },
    });
    expect(program.ok(), await program.text()).toBeTruthy();
    await quietHome(page);
    await page.goto(`${origin('ma-brl.test')}/m/inviteFriends`);
    // pt-BR groups with a dot and puts a space after R$, whatever the UI language (here English).
    await expect(page.getByText(/R\$\s1\.234\b/)).toBeVisible();
    await shot(page, 'invite-friends-brl');
  });

  test('the language choice is saved on the server (§7 POST /wps/member/language)', async ({
    page,
    request,
    shot,
  }) => {
    const { token } = await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/member/home');
    const select = page.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('EN');
    const saved = page.waitForResponse((r) => r.url().endsWith('/wps/member/language') && r.ok());
    await select.selectOption('CN');
    await saved;
    await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('CN');
    await shot(page, 'member-language-cn');
    const info = await request.get(`${origin()}/wps/member/info`, {
      headers: { authorization: token },
    });
    expect((await info.json()).value.language).toBe('CN');
    await page.reload();
    await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('CN');
    await page.getByRole('combobox', { name: '语言' }).selectOption('EN');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('EN');
  });
});

test.describe('§2 referral entry click', () => {
  test('guest with referral disabled: a coming-soon alert', async ({
    page,
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant('ma_noref', ['ma-noref.test'], { name: 'No Referral Club' });
    await quietHome(page);
    await page.goto(`${origin('ma-noref.test')}/m/home`);
    await page.getByRole('button', { name: /Invite friends/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Opening soon' });
    await expect(dialog).toBeVisible();
    await checkA11y(page, 'coming-soon alert');
    await shot(page, 'referral-coming-soon');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
  });

  test('guest with referral enabled: /m/inviteFriends, public', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    await page.goto('/m/home');
    await page.getByRole('button', { name: /Invite friends/ }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invite friends, earn ₱100 each' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get your invitation link' })).toBeVisible();
    await checkA11y(page, 'invite friends (guest)');
    await shot(page, 'invite-friends-guest');
  });

  test('member with the personal REFERRAL promotion: /m/inviteFriends with code and link', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/member/home');
    await page.getByRole('button', { name: /Invite friends/ }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends/);
    await expect(page.getByTestId('referral-code')).toHaveText('LUCKY7P');
    await expect(page.getByLabel('Your invitation link')).toHaveValue(
      /\/m\/register\?referralCode=LUCKY7P$/,
    );
    await expect(page.getByRole('heading', { name: /Friends invited: \d+/ })).toBeVisible();
    await checkA11y(page, 'invite friends (member)');
    await shot(page, 'invite-friends-member');
  });

  test('agent: /m/agentRegister shows the agent their status and agent link, not the application form (§3, §6)', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loginAs(page, request, 'demo_agent', 'Agent#2026', { type: 1 });
    await page.goto('/m/member/home');
    await page.getByRole('button', { name: /Invite friends/ }).click();
    await expect(page).toHaveURL(/\/m\/agentRegister/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your agent account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Active agent' })).toBeVisible();
    await expect(page.getByLabel('Your agent link')).toHaveValue(
      /\/m\/register\?referralCode=\w+$/,
    );
    await expect(page.getByTestId('agent-code')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Become an agent' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
    await checkA11y(page, 'agent account');
    await shot(page, 'agent-account');
  });

  test('a member who is not an agent applies on /m/agentRegister; the form is styled; the application is stored', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await freshMember(page, request, { prefix: 'ma' });
    await page.goto('/m/agentRegister');
    await expect(page.getByRole('heading', { level: 1, name: 'Become an agent' })).toBeVisible();
    // The messenger select is drawn like the text fields (its stylesheet comes with the page).
    await expect(page.getByLabel('Messenger app')).toHaveCSS('border-radius', '12px');
    await expect(page.getByLabel('Messenger app')).toHaveCSS('min-height', '46px');
    await checkA11y(page, 'agent register');
    await shot(page, 'agent-register');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Enter your full name.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await page.getByLabel('Full name').fill('Carlo Mendoza');
    await page.getByLabel('Mobile number').fill('+639171234000');
    await page.getByLabel('Messenger app').selectOption('WHATSAPP');
    await page.getByLabel('Messenger account').fill('+639171234000');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    await shot(page, 'agent-register-done');
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string,
    );
    const stored = await request.get(`${origin()}/wps/agent/application`, {
      headers: { authorization: token },
    });
    expect((await stored.json()).value).toMatchObject({
      realName: 'Carlo Mendoza',
      imType: 'WHATSAPP',
      status: 'PENDING',
    });
  });

  test('otherwise: the customer-service chat opens', async ({ page, request, checkA11y, shot }) => {
    await freshMember(page, request, { prefix: 'ma' });
    // The race a slow phone runs: the entry is tapped before the page's load event, when the chat
    // button (which comes in after load) is not there yet. An image held until after the tap
    // keeps the page loading; the tap must still open the chat once the button arrives.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/e2e-held-image.png', async (route) => {
      await held;
      await route.fulfill({ status: 204 });
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const img = document.createElement('img');
        img.src = '/e2e-held-image.png';
        img.alt = '';
        img.hidden = true;
        document.body.append(img);
      }),
    );
    await page.goto('/m/member/home', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: /Invite friends/ }).click();
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
    await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/member\/home/);
    await checkA11y(page, 'referral otherwise: chat');
    await shot(page, 'referral-otherwise-chat');
  });
});

test.describe('§2 screen 14 chat, §5 rules', () => {
  test('member: send a message, see the reply, then the unread badge for an operator reply', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    await loginAs(page, request, 'demo_player', 'Player#2026');
    await page.goto('/m/member/home');
    await page.getByRole('button', { name: 'Customer service chat', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer service' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('All good, thank you!')).toBeVisible();
    const text = `Is my deposit D-${Date.now()} done?`;
    await dialog.getByLabel('Your message').fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const log = dialog.getByRole('log');
    await expect(log.getByText(text)).toBeVisible();
    await expect(log.getByText(/A support agent will reply shortly/)).toBeVisible();
    // §3 Gold member: the Gold customer-service entries, decoded on the client.
    const entry = dialog.getByRole('button', { name: /VIP host line/ });
    await expect(entry).toBeVisible();
    // "Other ways to reach us": full-width cards with their title on one line, not one letter
    // per line in shrunken columns.
    const box = (await entry.boundingBox())!;
    const panel = (await dialog.locator('.modal__panel').boundingBox())!;
    expect(box.width).toBeGreaterThan(panel.width * 0.8);
    expect(box.height).toBeLessThan(80);
    // The thread reads in time order, the older messages with their date.
    const times = await log
      .locator('time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
    expect(times.length).toBeGreaterThan(3);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await expect(log.locator('time').first()).not.toHaveText(/^\d\d:\d\d( [AP]M)?$/);
    await checkA11y(page, 'chat dialog');
    await shot(page, 'chat-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The operator answers through the operator API.
    // demo_player has just written: theirs is the most recently active thread.
    const threads = await request.get(`${origin()}/admin/merchants/demo/chat/threads?size=5`, {
      headers: admin,
    });
    const thread = (
      (await threads.json()).value.items as { threadId: number; userName: string }[]
    ).find((t) => t.userName === 'demo_player')!;
    // Its own words each run: the thread keeps the replies of earlier runs on the same server.
    const answer = `Yes, deposit ${Date.now()} was credited a minute ago.`;
    const reply = await request.post(
      `${origin()}/admin/merchants/demo/chat/threads/${thread.threadId}/messages`,
      { headers: admin, data: { body: answer, operatorName: 'Bea' } },
    );
    expect(reply.ok()).toBeTruthy();
    await page.reload();
    const button = page.getByRole('button', { name: 'Customer service chat, 1 unread' });
    await expect(button).toBeVisible();
    await expect(page.getByTestId('chat-unread')).toHaveText('1');
    await shot(page, 'chat-unread-badge');
    await button.click();
    await expect(dialog.getByText(answer)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  });

  test('guest: sent to login', async ({ page, checkA11y, shot }) => {
    await quietHome(page);
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Customer service chat', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /log in/i })).toBeVisible();
    await checkA11y(page, 'chat as a guest: login dialog');
    await shot(page, 'chat-guest-login');
  });

  test('§5 CBS3 off: no chat button at all, and no chat calls', async ({
    page,
    request,
    createMerchant,
  }) => {
    const flags = (await (await request.get(`${origin()}/wps/system/status`)).json()).value
      .whitelabelVal;
    await createMerchant('ma_nochat', ['ma-nochat.test'], {
      name: 'Quiet Club',
      whitelabelVal: { ...flags, CBS3: false },
    });
    const chatCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('CBS_')) chatCalls.push(r.url());
    });
    await quietHome(page);
    await page.goto(`${origin('ma-nochat.test')}/m/home`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Customer service chat/ })).toHaveCount(0);
    // The same page of the demo merchant (CBS3 on) has it.
    await page.goto('/m/home');
    await expect(
      page.getByRole('button', { name: 'Customer service chat', exact: true }),
    ).toBeVisible();
    expect(chatCalls).toEqual([]);
  });

  test('type 4: a no-permission message and no unread count', async ({
    page,
    request,
    checkA11y,
    shot,
  }) => {
    const unreadCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('CBS_')) unreadCalls.push(r.url());
    });
    await loginAs(page, request, 'demo_limited', 'Limited#2026');
    await page.goto('/m/member/home');
    await page.getByRole('button', { name: 'Customer service chat', exact: true }).click();
    const alert = page.getByRole('dialog', { name: 'Customer service' });
    await expect(
      alert.getByText(
        'Your account has no permission to use customer chat. Please contact your agent.',
      ),
    ).toBeVisible();
    await checkA11y(page, 'chat no permission');
    await shot(page, 'chat-no-permission');
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    expect(unreadCalls).toEqual([]);
  });
});
