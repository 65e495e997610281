import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The account's own throttle as the player meets it (server: modules/session/account-throttle.ts).
 * The e2e server runs with RATE_LIMIT_FACTOR 20, so reaching the real bounds (100 wrong passwords,
 * then 400) would eat the whole suite's per-address login allowance; the server's refusals are
 * answered here in their contract shape instead, and everything else (the built-in captcha, the
 * real login and session) goes to the real server.
 */

const LOGIN = '**/wps/session/login';

async function fillLogin(page: Page, username: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  return form;
}

const submit = (page: Page) =>
  page
    .getByRole('form', { name: 'Log in' })
    .getByRole('button', { name: 'Log in', exact: true })
    .click();

const refusal = (route: Route, status: number, errorCode: string, value: unknown = null) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, errorCode, message: errorCode, value }),
  });

test.describe('per-account throttle in the login form', () => {
  test('the server asks a captcha for this account: the form shows it; the next login tells the owner', async ({
    page,
    checkA11y,
    shot,
  }) => {
    let calls = 0;
    await page.route(LOGIN, async (route) => {
      calls += 1;
      if (calls === 1) return refusal(route, 400, 'captcha.required');
      // The real login, told once about the wrong passwords tried before it.
      const res = await route.fetch();
      const json = (await res.json()) as { value: Record<string, unknown> };
      json.value.securityNotice = { failedAttempts: 6, locked: true };
      return route.fulfill({ response: res, json });
    });
    await page.goto('/m/login');
    const form = await fillLogin(page, 'demo_player', 'Player#2026');
    await expect(form.getByRole('button', { name: 'Click to verify' })).toHaveCount(0);
    await submit(page);

    await expect(
      form.getByRole('alert').getByText('There were several wrong passwords for this account.', {
        exact: false,
      }),
    ).toBeVisible();
    const verify = form.getByRole('button', { name: 'Click to verify' });
    await expect(verify).toBeVisible();
    // No raw alert: the form says it beside the fields.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await checkA11y(page, 'login form asking a captcha for the account');
    await shot(page, 'login-account-captcha');

    // Until it is solved, the form does not send the login (§5 "verify first").
    await submit(page);
    const verifyFirst = page.getByRole('dialog', { name: 'Notice' });
    await expect(verifyFirst.getByText('Please complete the verification first.')).toBeVisible();
    await verifyFirst.getByRole('button', { name: 'Confirm' }).click();
    await expect(verifyFirst).toBeHidden();
    expect(calls).toBe(1);

    await verify.click();
    await expect(form.getByText('Verified')).toBeVisible({ timeout: 20_000 });
    await submit(page);

    const notice = page.getByRole('dialog', { name: 'Security notice' });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByText('Failed login attempts on your account since your last login: 6.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(notice.getByText('locked for a while', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home/);
    await checkA11y(page, 'security notice after login');
    await shot(page, 'login-security-notice');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    expect(calls).toBe(2);
  });

  test('a locked account: the form says so and when to try again, with no alert', async ({
    page,
    checkA11y,
    shot,
  }) => {
    const lockedUntil = Date.now() + 15 * 60_000;
    await page.route(LOGIN, (route) =>
      refusal(route, 423, 'account.temporarily.locked', { lockedUntil }),
    );
    await page.goto('/m/login');
    const form = await fillLogin(page, 'demo_player', 'Wrong#Pass1');
    await submit(page);
    const expected = await page.evaluate(
      (until) =>
        new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(until),
      lockedUntil,
    );
    const message = form.getByRole('alert');
    await expect(message).toContainText('this account is locked for now');
    await expect(message).toContainText(`Try again after ${expected}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await checkA11y(page, 'login form of a locked account');
    await shot(page, 'login-account-locked');
  });
});
