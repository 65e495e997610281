import { chromium, devices, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDENTITY_PATHS } from '@member-app/contract/rules/identity';
import { CHROMIUM_ARGS } from '../playwright.config';
import { test, expect, noAnnouncements, origin, quietHome } from './fixtures';
import { registerMember, unique } from './members';

/**
 * Sign-in through an identity provider (§4 Firebase login, §5, §8, §9) against the server's
 * built-in provider, and the Maya entry (§7 POST /wps/session/login/maya).
 *
 * Playwright's browser.newContext() windows are incognito-like (detectincognitojs reports them
 * private, as Chromium does), so the journeys that need a normal window open a persistent profile;
 * the private-browser tests use the usual context.
 */

const demoSms = {
  firebase: false,
  apiKey: null,
  appId: null,
  authDomain: null,
  projectId: null,
  messagingSenderId: null,
  googleWebClientId: 'identity-e2e.apps.builtin',
  channels: ['google', 'facebook', 'twitter', 'line'],
};
const flags = (on: Record<string, boolean>) => ({
  MOBILEAUTOLOGIN3: false,
  PWDEXPFORCECHANGE3: false,
  CBS3: true,
  STARTGAMEINAPP3: false,
  FIREBASECREATEACC3: false,
  GOOGLELOGIN3: false,
  UPDATEMOBILEICC3: true,
  LOTTMINIGAME3: false,
  SEALOTTMINIGAME3: false,
  REWCEN3: false,
  MANDATORYAPPUPDATES3: false,
  GEETEST3: false,
  GEETESTTEST3: false,
  GEETESTVCODE3: false,
  ...on,
});
const noCaptcha = { register: { captcha: { enabled: false }, mobilePassword: false } };

/** A normal (not private) window: a persistent Chromium profile with the suite's phone and flags. */
async function normalWindow(): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mc-identity-'));
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  const context = await chromium.launchPersistentContext(dir, {
    ...pixel,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    serviceWorkers: 'block',
  });
  // As the suite's fixtures do (fixtures.ts, quietHome): no install or download prompt, splash,
  // welcome or announcement popup over the pages under test.
  await context.addInitScript(() => {
    sessionStorage.setItem('MC_A2HS_DECLINED', '1');
    sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
    sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    sessionStorage.setItem('MC_WELCOME_POPUP', '0');
  });
  await noAnnouncements(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Records the features the app asks window.open for (§9 login popup 500x600). */
async function recordPopupFeatures(page: Page) {
  await page.evaluate(() => {
    const open = window.open.bind(window);
    (window as Window & { popupFeatures?: string[] }).popupFeatures = [];
    window.open = (url?: string | URL, target?: string, features?: string) => {
      (window as Window & { popupFeatures?: string[] }).popupFeatures!.push(features ?? '');
      return open(url, target, features);
    };
  });
}

/** Clicks a channel's button and signs in as `account` in the provider's window. */
async function signInWithPopup(
  page: Page,
  button: string,
  account: { email: string; displayName: string },
) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await expect(popup.getByRole('heading', { level: 1 })).toContainText('Sign in with');
  await popup.getByLabel('Email').fill(account.email);
  await popup.getByLabel('Display name').fill(account.displayName);
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: 'Continue' }).click(),
  ]);
}

const sessionOf = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as Record<
        string,
        unknown
      > | null,
  );

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/m\/home(\?|$)/);
  await expect.poll(async () => (await sessionOf(page))?.token ?? null).not.toBeNull();
  const session = (await sessionOf(page))!;
  await expect(
    page.getByRole('banner').getByRole('link', { name: String(session.userName) }),
  ).toBeVisible();
  return session;
}

test.describe('§4 Firebase login through the built-in identity provider', () => {
  // Each journey starts a Chromium of its own (a normal window, not the suite's private one) and
  // signs in through the provider's window once or twice: 17-22 s on a quiet machine, so the
  // suite's 30 s left no room, and a fresh-clone CI run stopped one mid-way through its second
  // sign-in (2026-11-27). The waits inside keep their own limits.
  test.describe.configure({ timeout: 90_000 });

  test('§4 a new Google identity with FIREBASECREATEACC3 is registered automatically and lands on /m/home; signing in again is the same member', async ({
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant('idauto', ['idauto.test'], {
      ...noCaptcha,
      whitelabelVal: flags({ FIREBASECREATEACC3: true }),
      sms: demoSms,
    });
    const person = { email: `${unique('ana')}@example.com`, displayName: 'Ana Auto' };
    const win = await normalWindow();
    try {
      const { page } = win;
      await page.goto(`${origin('idauto.test')}/m/login`);
      const social = page.getByRole('region', { name: 'or continue with' });
      for (const name of [
        'Continue with Google',
        'Continue with Facebook',
        'Continue with X (Twitter)',
        'Continue with LINE',
      ]) {
        await expect(social.getByRole('button', { name })).toBeVisible();
      }
      await checkA11y(page, 'login page with social sign-in');
      await shot(page, 'identity-login-social');
      await recordPopupFeatures(page);
      await signInWithPopup(page, 'Continue with Google', person);
      // §9 "Login popup 500x600".
      expect(
        await page.evaluate(() => (window as Window & { popupFeatures?: string[] }).popupFeatures),
      ).toEqual([expect.stringMatching(/width=500,height=600/)]);
      const first = await expectSignedIn(page);
      expect(first).toMatchObject({ merchantCode: 'idauto', type: 0 });
      await shot(page, 'identity-auto-registered-home');

      // Log out (the session lives in this tab), then the same identity signs in again.
      await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));
      await page.goto(`${origin('idauto.test')}/m/login`);
      await signInWithPopup(page, 'Continue with Google', person);
      const second = await expectSignedIn(page);
      expect(second.id).toBe(first.id);
      expect(second.userName).toBe(first.userName);
    } finally {
      await win.close();
    }
  });

  test('§4 without FIREBASECREATEACC3 a confirm dialog offers the existing account; logging in binds the identity', async ({
    createMerchant,
    request,
    checkA11y,
    shot,
  }) => {
    await createMerchant('idbind', ['idbind.test'], {
      ...noCaptcha,
      whitelabelVal: flags({}),
      sms: demoSms,
    });
    const username = unique('bind');
    await registerMember(request, {
      host: 'idbind.test',
      username,
      password: 'Bind2026ok',
    });
    const person = { email: `${unique('ben')}@example.com`, displayName: 'Ben Bind' };
    const win = await normalWindow();
    try {
      const { page } = win;
      await page.goto(`${origin('idbind.test')}/m/login`);
      await signInWithPopup(page, 'Continue with Google', person);
      const dialog = page.getByRole('dialog', { name: 'Link your account' });
      await expect(dialog).toContainText('This Google account is not linked to a member yet.');
      // §4 "registering a new one (only if FIREBASECREATEACC3 is on)".
      await expect(dialog.getByRole('button', { name: 'Register new account' })).toHaveCount(0);
      await checkA11y(page, 'bind dialog');
      await shot(page, 'identity-bind-dialog');
      await dialog.getByRole('button', { name: 'Log in to existing account' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Log in to link your Google account to it.')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // Kept in session storage while the choice is pending (§4).
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_FIREBASE_ARGS') ?? 'null')),
      ).toMatchObject({ channel: 'google' });
      await checkA11y(page, 'login to link');
      await shot(page, 'identity-bind-login');
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill('Bind2026ok');
      await page
        .getByRole('form', { name: 'Log in' })
        .getByRole('button', { name: 'Log in', exact: true })
        .click();
      const bound = await expectSignedIn(page);
      expect(bound.userName).toBe(username);
      expect(await page.evaluate(() => sessionStorage.getItem('MC_FIREBASE_ARGS'))).toBeNull();

      // The next sign-in with that identity is that member, with no question asked.
      await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));
      await page.goto(`${origin('idbind.test')}/m/login`);
      await signInWithPopup(page, 'Continue with Google', person);
      const again = await expectSignedIn(page);
      expect(again.userName).toBe(username);
    } finally {
      await win.close();
    }
  });

  test('§8 closing the sign-in window shows auth/popup-closed-by-user with its code and reason', async ({
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant('idauto', ['idauto.test'], {
      ...noCaptcha,
      whitelabelVal: flags({ FIREBASECREATEACC3: true }),
      sms: demoSms,
    });
    const win = await normalWindow();
    try {
      const { page } = win;
      await page.goto(`${origin('idauto.test')}/m/register`);
      await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
      await shot(page, 'identity-register-social');
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Continue with Facebook' }).click(),
      ]);
      await expect(popup.getByRole('heading', { level: 1 })).toContainText('Sign in with Facebook');
      await popup.close();
      const alert = page.getByRole('dialog', { name: 'Sign-in failed' });
      await expect(alert).toContainText('The sign-in window was closed before signing in.');
      await expect(alert).toContainText('Code: auth/popup-closed-by-user');
      await expect(alert).toContainText(/Reason: .+/);
      await checkA11y(page, 'identity error alert');
      await shot(page, 'identity-popup-closed');
      await alert.getByRole('button', { name: 'Confirm' }).click();
      expect(await sessionOf(page)).toBeNull();
    } finally {
      await win.close();
    }
  });

  test('§5 in a private browser the social sign-in says not_support_incognito for 1.5 s and opens no window', async ({
    page,
    context,
    shot,
  }) => {
    await page.goto('/m/login');
    let popups = 0;
    context.on('page', () => popups++);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const toast = page
      .getByRole('status')
      .filter({ hasText: 'This sign-in is not supported in a private browser window.' });
    await expect(toast).toBeVisible();
    await shot(page, 'identity-private-browser-toast');
    // §9 toasts last 1.5 s.
    await expect(toast).toBeHidden({ timeout: 3_000 });
    expect(popups).toBe(0);
  });
});

test.describe('§5 social channels inside the Android app', () => {
  test('§5 Facebook, X and LINE in the Android app show coming_soon for 1.5 s; Google goes on to the provider', async ({
    page,
  }) => {
    // ?inApp=1 marks the app shell (§9); the suite's phone is a Pixel 7, an Android user agent.
    await page.goto('/m/login?inApp=1');
    for (const name of [
      'Continue with Facebook',
      'Continue with X (Twitter)',
      'Continue with LINE',
    ]) {
      await page.getByRole('button', { name }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Coming soon' });
      await expect(toast).toBeVisible();
      await expect(toast).toBeHidden({ timeout: 3_000 });
    }
    // Google is not held back in the app: here the next check (§5 private browser) answers.
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'not supported in a private browser' }),
    ).toBeVisible();
  });
});

test.describe('§4 phone sign-in through the identity provider (sms.firebase)', () => {
  const phoneMerchant = {
    ...noCaptcha,
    whitelabelVal: flags({ FIREBASECREATEACC3: true }),
    sms: { ...demoSms, firebase: true },
  };

  test('§4 the SMS tab gets its code from the provider with a 60 s countdown; the id token signs in (a new number is registered, FIREBASECREATEACC3)', async ({
    page,
    createMerchant,
    readCode,
    checkA11y,
    shot,
  }) => {
    await createMerchant('idphone', ['idphone.test'], phoneMerchant);
    const mobile = `917${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(IDENTITY_PATHS.phoneSend)) sent.push(r.postDataJSON());
    });
    await page.goto(`${origin('idphone.test')}/m/login`);
    await page.getByRole('tab', { name: 'SMS code' }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    // §4 "countdown (60 s under firebase ...)".
    await expect(page.getByRole('button', { name: /Resend in (60|59)s/ })).toBeDisabled();
    expect(sent).toEqual([{ phoneNumber: `+63${mobile}` }]);
    const code = await readCode('sms', mobile);
    await page.getByLabel('Verification code').fill(code);
    await checkA11y(page, 'phone sign-in by provider');
    await shot(page, 'identity-phone-countdown');
    await page
      .getByRole('form', { name: 'Log in' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
    const session = await expectSignedIn(page);
    expect(session.merchantCode).toBe('idphone');
  });

  test('§4 a wrong code shows the catalogue message; §5 mobile registration under firebase asks a password of at least 6', async ({
    page,
    createMerchant,
    readCode,
    checkA11y,
    shot,
  }) => {
    await createMerchant('idphone', ['idphone.test'], phoneMerchant);
    const mobile = `918${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await page.goto(`${origin('idphone.test')}/m/register`);
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in (60|59)s/ })).toBeDisabled();
    const code = await readCode('sms', mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByLabel('Password', { exact: true }).fill('abc12');
    await page.getByLabel('Confirm password').fill('abc12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('At least 6 characters.').last()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm password').fill('abcdef');
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByRole('dialog', { name: 'Sign-in failed' });
    await expect(alert).toContainText('The verification code is incorrect.');
    await expect(alert).toContainText('Code: auth/invalid-verification-code');
    await alert.getByRole('button', { name: 'Confirm' }).click();
    await expect(alert).toBeHidden();
    await page.getByLabel('Verification code').fill(code);
    await shot(page, 'identity-phone-register');
    await checkA11y(page, 'phone registration by provider');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByRole('dialog', { name: 'Registration successful' })
      .getByRole('button', { name: 'Start playing' })
      .click();
    // §2 "After firebase-based login or registration the user goes to /m/home" (no password change).
    await expectSignedIn(page);
  });
});

test.describe('§4 Google one-tap', () => {
  test('§4 with GOOGLELOGIN3 a guest in a normal window is offered Google after 500 ms and signs in through it', async ({
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant('idtap', ['idtap.test'], {
      ...noCaptcha,
      whitelabelVal: flags({ GOOGLELOGIN3: true, FIREBASECREATEACC3: true }),
      sms: demoSms,
    });
    const win = await normalWindow();
    try {
      const { page } = win;
      await page.goto(`${origin('idtap.test')}/m/home`);
      const card = page.getByRole('complementary', { name: 'Sign in with Google' });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Use your Google account to sign in to');
      await checkA11y(page, 'one-tap card');
      await shot(page, 'identity-one-tap');
      // Keyboard: the card's button is reachable and opens the same Google window.
      await card.getByRole('button', { name: 'Continue with Google' }).focus();
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
      await popup.getByLabel('Email').fill(`${unique('tap')}@example.com`);
      await popup.getByLabel('Display name').fill('Tia Tap');
      await Promise.all([
        popup.waitForEvent('close'),
        popup.getByRole('button', { name: 'Continue' }).click(),
      ]);
      await expectSignedIn(page);
      await expect(card).toBeHidden();
    } finally {
      await win.close();
    }
  });

  test('§4 one-tap is not offered in a private browser, and the close button keeps it away', async ({
    page,
    createMerchant,
  }) => {
    await createMerchant('idtap', ['idtap.test'], {
      ...noCaptcha,
      whitelabelVal: flags({ GOOGLELOGIN3: true }),
      sms: demoSms,
    });
    await page.goto(`${origin('idtap.test')}/m/home`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('complementary', { name: 'Sign in with Google' })).toHaveCount(0);

    const win = await normalWindow();
    try {
      const p = win.page;
      await p.goto(`${origin('idtap.test')}/m/home`);
      const card = p.getByRole('complementary', { name: 'Sign in with Google' });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Close the Google sign-in offer' }).click();
      await expect(card).toHaveCount(0);
      await p.reload();
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await p.waitForTimeout(2_000);
      await expect(card).toHaveCount(0);
    } finally {
      await win.close();
    }
  });
});

test.describe('§7 Maya entry', () => {
  test('§7 the Maya app hands over a session id: signed in on /m/home, sessionId gone from the address', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await quietHome(page);
    await page.goto(IDENTITY_PATHS.mayaLaunch);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('from Maya');
    await page.getByRole('button', { name: /Juan Dela Cruz/ }).click();
    const session = await expectSignedIn(page);
    expect(session.merchantCode).toBe('demo');
    expect(page.url()).not.toContain('sessionId');
    expect(page.url()).not.toContain('env=');
    await checkA11y(page, 'home after Maya');
    await shot(page, 'identity-maya-home');
  });

  test('§7 a session id Maya does not know shows the server message and signs no one in', async ({
    page,
  }) => {
    await quietHome(page);
    await page.goto('/m/home?sessionId=maya-not-a-real-session&env=sandbox');
    await expect(page.getByRole('dialog')).toContainText(
      'The Maya sign-in has expired or was already used.',
    );
    expect(page.url()).not.toContain('sessionId');
    expect(await sessionOf(page)).toBeNull();
  });
});
