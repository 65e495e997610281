import { TOTP } from 'otpauth';
import { test, expect, origin, quietHome } from './fixtures';
import { unique } from './members';
import type { Page } from '@playwright/test';

async function loginWithPassword(page: Page, username: string, password: string, remember = false) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByLabel('Remember me');
  if ((await box.isChecked()) !== remember) await box.click();
  await page
    .getByRole('form', { name: 'Log in' })
    .getByRole('button', { name: 'Log in', exact: true })
    .click();
}

test.describe('§2/§4 registration', () => {
  test('register by username: confirm dialog, then home as a member', async ({
    page,
    checkA11y,
    shot,
  }) => {
    const name = unique('amy');
    await page.goto('/m/register?affiliateCode=AFF1&referralCode=REF1');
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await expect(page.getByLabel('Referral code (optional)')).toHaveValue('REF1');
    await checkA11y(page, 'register page');
    await shot(page, 'register-username');
    await page.getByRole('textbox', { name: 'Username' }).fill(name);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration successful' });
    await expect(dialog).toBeVisible();
    await shot(page, 'register-confirm');
    await dialog.getByRole('button', { name: 'Start playing' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    const session = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'),
    );
    expect(session).toMatchObject({ userName: name, merchantCode: 'demo', type: 0 });
    expect(session.token.length).toBeGreaterThan(20);
  });

  test('a taken username is reported before submit', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('textbox', { name: 'Username' }).fill('demo_player');
    await page.getByLabel('Password', { exact: true }).click();
    await expect(page.getByText('This username is already taken.')).toBeVisible();
  });

  test('register by mobile with an SMS code; the temporary password forces a change (§5)', async ({
    page,
    readCode,
    shot,
  }) => {
    const mobile = `917${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    const code = await readCode('sms', mobile);
    await page.getByLabel('Verification code').fill(code);
    await shot(page, 'register-mobile');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByRole('dialog', { name: 'Registration successful' })
      .getByRole('button', { name: 'Start playing' })
      .click();
    await expect(page).toHaveURL(/\/m\/changePsw/);
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await page.getByLabel('New password').fill('MyOwn2026');
    await page.getByLabel('Confirm password').fill('MyOwn2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
  });

  test('§8 TOO_MANY_REQUEST: a code asked for again too soon counts down, never a raw alert (§4 SMS code)', async ({
    page,
    readCode,
    shot,
  }) => {
    const mobile = `917${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await readCode('sms', mobile);
    // A reload forgets the countdown; the server still refuses a second code this soon.
    await page.reload();
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    const refused = page.waitForResponse((r) => r.url().endsWith('/wps/verification/sms/noLogin'));
    await page.getByRole('button', { name: 'Send code' }).click();
    expect((await refused).status()).toBe(429);
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(/TOO_MANY_REQUEST/)).toHaveCount(0);
    await shot(page, 'register-sms-too-soon');
  });

  test('the dialing-code picker shows flags with +code and changes the code (§2 screen 8)', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.getByRole('button', { name: /Dialing code \+63/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Country / region' });
    await expect(sheet.getByRole('button', { name: /Vietnam \+84/ })).toBeVisible();
    // Every flag really loads (no broken images).
    await expect
      .poll(() =>
        sheet
          .locator('img')
          .evaluateAll((imgs) =>
            imgs.every(
              (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);
    await checkA11y(page, 'dialing-code picker');
    await shot(page, 'dialing-code-picker');
    await sheet.getByRole('button', { name: /Vietnam \+84/ }).click();
    await expect(page.getByRole('button', { name: /Dialing code \+84/ })).toBeVisible();
  });
});

test.describe('§4 login', () => {
  test('a wrong password alerts the server message and stays on login', async ({
    page,
    request,
    shot,
  }) => {
    // An account of its own: a wrong password is told to the owner at their next login (the
    // account throttle's notice), which must not surprise the other tests' demo logins.
    const name = unique('wrong');
    const registered = await request.post(`${origin()}/wps/member/register`, {
      headers: { ModuleId: 'REG3' },
      data: { registerMethod: 'H5', username: name, password: 'Secret123', login: false },
    });
    expect(registered.ok(), await registered.text()).toBeTruthy();
    await page.goto('/m/login');
    await loginWithPassword(page, name, 'wrong-pass-1');
    const alert = page.getByRole('dialog', { name: 'Notice' });
    await expect(alert.getByText('The username or password is incorrect.')).toBeVisible();
    await shot(page, 'login-wrong-password');
    await alert.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('log in, see the member, log out (§4 session)', async ({ page, checkA11y, shot }) => {
    await quietHome(page, { announcements: true });
    await page.goto('/m/login');
    await checkA11y(page, 'login page');
    await shot(page, 'login');
    await loginWithPassword(page, 'demo_player', 'Player#2026');
    await expect(page).toHaveURL(/\/m\/home$/);
    // Home greets a member with the execution-A announcements (§5); the member reads and closes them.
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(popup).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'demo_player' }).click();
    await expect(page.getByText('Gold')).toBeVisible();
    await shot(page, 'member-home');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('§4 auto-login: logging out turns it off for the remembered login until the next login', async ({
    page,
    context,
  }) => {
    await quietHome(page);
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/wps/session/login')) logins.push(r.url());
    });
    await page.goto('/m/login');
    await loginWithPassword(page, 'demo_agent', 'Agent#2026', true);
    const member = page.getByRole('banner').getByRole('link', { name: 'demo_agent' });
    await expect(member).toBeVisible();
    await page.goto('/m/member/home');
    await page.getByRole('button', { name: 'Log out' }).click();
    const loginButton = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await expect(loginButton).toBeVisible();
    logins.length = 0;
    // The shell mounts auto-login as soon as there is no session: it must not sign back in, now,
    // after a reload, or on a new visit (a new tab has no session storage).
    await page.reload({ waitUntil: 'networkidle' });
    await expect(loginButton).toBeVisible();
    const second = await context.newPage();
    await quietHome(second);
    await second.goto('/m/game', { waitUntil: 'networkidle' });
    await expect(second.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await second.close();
    expect(logins).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    // Logging in again with "Remember me" turns auto-login back on: a new visit is signed in.
    await page.goto('/m/login');
    await loginWithPassword(page, 'demo_agent', 'Agent#2026', true);
    await expect(member).toBeVisible();
    const third = await context.newPage();
    await third.goto('/m/game');
    await expect(third.getByRole('banner').getByRole('link', { name: 'demo_agent' })).toBeVisible();
  });

  test('remembered login signs in again on a new visit, kept only encrypted (§3, §4)', async ({
    page,
    context,
  }) => {
    await page.goto('/m/login');
    await loginWithPassword(page, 'demo_agent', 'Agent#2026', true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'demo_agent' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('MC_REMEMBER') ?? '');
    expect(stored).not.toContain('Agent#2026');
    expect(stored).not.toContain('demo_agent');
    // A new tab has no session storage: a new visit.
    const second = await context.newPage();
    await second.goto('/m/game');
    await expect(
      second.getByRole('banner').getByRole('link', { name: 'demo_agent' }),
    ).toBeVisible();
    await expect(second).toHaveURL(/\/m\/game$/);
  });

  test('SMS login with a code from the outbox', async ({ page, readCode }) => {
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'SMS code' }).click();
    await page.getByLabel('Mobile number').fill('9170000001');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await readCode('sms', '9170000001'));
    await page
      .getByRole('form', { name: 'Log in' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'demo_player' })).toBeVisible();
  });

  test('the header opens the login dialog (showLogin); success closes it (§2 screen 9)', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await page.goto('/m/activity');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await checkA11y(page, 'login dialog');
    await shot(page, 'login-dialog');
    await dialog.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Create account' })
      .getByRole('button', { name: 'Log in' })
      .click();
    await loginWithPassword(page, 'demo_player', 'Player#2026');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'demo_player' })).toBeVisible();
  });
});

test.describe('§2 screen 10 second factor', () => {
  const secureLogin = async (page: Page) => {
    await page.goto('/m/login');
    await loginWithPassword(page, 'demo_secure', 'Secure#2026');
    const modal = page.getByRole('dialog', { name: 'Security verification' });
    await expect(modal).toBeVisible();
    return modal;
  };

  test('tabs payeeName, sms, ga, email; empty fields are highlighted and focused (§5)', async ({
    page,
    checkA11y,
    shot,
  }) => {
    const modal = await secureLogin(page);
    await expect(modal.getByRole('tab')).toHaveText(['Name', 'SMS', 'Auth app', 'Email']);
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(modal.getByLabel('Account holder name')).toBeFocused();
    await expect(modal.getByLabel('Account holder name')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'second factor modal');
    await shot(page, 'second-factor');
  });

  test('payee name: a wrong name alerts and clears; the right one passes', async ({ page }) => {
    const modal = await secureLogin(page);
    await modal.getByLabel('Account holder name').fill('Somebody Else');
    await modal.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByRole('dialog', { name: 'Notice' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(modal.getByLabel('Account holder name')).toHaveValue('');
    await modal.getByLabel('Account holder name').fill('  maria santos ');
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verification passed')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'demo_secure' })).toBeVisible();
  });

  test('authenticator (ga) code', async ({ page }) => {
    const modal = await secureLogin(page);
    await modal.getByRole('tab', { name: 'Auth app' }).click();
    const totp = new TOTP({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', digits: 6, period: 30 });
    await modal.getByLabel('Authenticator code').fill(totp.generate());
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'demo_secure' })).toBeVisible();
  });

  test('sms code', async ({ page, readCode }) => {
    const modal = await secureLogin(page);
    await modal.getByRole('tab', { name: 'SMS' }).click();
    await modal.getByLabel('Mobile number').fill('9171234567');
    await modal.getByRole('button', { name: 'Send code' }).click();
    await modal.getByLabel('Verification code').fill(await readCode('sms', '9171234567'));
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'demo_secure' })).toBeVisible();
  });

  test('email code', async ({ page, readCode }) => {
    const modal = await secureLogin(page);
    await modal.getByRole('tab', { name: 'Email' }).click();
    await modal.getByRole('textbox', { name: 'Email' }).fill('secure@luckystar.test');
    await modal.getByRole('button', { name: 'Send code' }).click();
    await modal
      .getByLabel('Verification code')
      .fill(await readCode('email', 'secure@luckystar.test'));
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'demo_secure' })).toBeVisible();
  });
});

test.describe('§2 screen 11 captcha, §5 captcha rules', () => {
  test('login captcha (built-in): submit is blocked until verified, then the login passes', async ({
    page,
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant('captcha', ['captcha.test'], {
      whitelabelVal: { GEETEST3: true, MOBILEAUTOLOGIN3: true },
    });
    await page.goto(`${origin('captcha.test')}/m/login`);
    const click = page.getByRole('button', { name: 'Click to verify' });
    await expect(click).toBeVisible();
    await shot(page, 'captcha-waiting');
    await page.getByRole('textbox', { name: 'Username' }).fill('nobody_here');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await page
      .getByRole('form', { name: 'Log in' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
    const alert = page.getByRole('dialog', { name: 'Notice' });
    await expect(alert.getByText('Please complete the verification first.')).toBeVisible();
    await alert.getByRole('button', { name: 'Confirm' }).click();
    await click.click();
    await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
    await checkA11y(page, 'captcha success');
    await shot(page, 'captcha-success');
    await page
      .getByRole('form', { name: 'Log in' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
    // The captcha passed; the server now judges the account itself.
    await expect(
      page.getByRole('dialog', { name: 'Notice' }).getByText('This account does not exist.'),
    ).toBeVisible();
  });

  test('a Geetest script that cannot load shows the error with its numeric code (§8 60204)', async ({
    page,
    createMerchant,
    shot,
  }) => {
    await createMerchant('geetest', ['geetest.test'], {
      whitelabelVal: { GEETEST3: true },
      gw: { GEETEST_ID: 'e2e-geetest-id', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    });
    await page.route('https://static.geetest.com/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${origin('geetest.test')}/m/login`);
    await expect(page.getByText('The verification could not load. (60204)')).toBeVisible();
    await shot(page, 'captcha-error');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('The verification could not load. (60204)')).toBeVisible();
  });
});
