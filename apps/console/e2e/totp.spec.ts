import { Secret, TOTP } from 'otpauth';
import { expect, readyOperator, test } from './fixtures';

/**
 * The console's second factor, as an operator meets it: turned on from their account page with the
 * code of their authenticator, then asked for at every login, in the same form as the password.
 */
test('an operator turns on the authenticator; the next login asks for its code, refuses a wrong one and lets the right one in', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  // Set-up the test does not look at: an operator of its own (the demo owner stays without TOTP
  // for the other journeys), its temporary password already changed.
  const { username, password } = await readyOperator(request, 'support', 'totp');

  await login(page, username, password);
  await page.goto('/console/account');
  const section = page.getByRole('region', { name: 'Authenticator (TOTP)' });
  await expect(section).toContainText('Off.');
  await section.getByRole('button', { name: 'Turn on' }).click();
  // The secret the operator adds to their authenticator app, shown on the page.
  const secret = (await section.locator('pre, code').first().innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
  await section.getByRole('textbox', { name: 'Code from the authenticator' }).fill('000000');
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();
  // Unless the authenticator happens to show 000000 now, the wrong code is refused.
  if (authenticator.generate() !== '000000') await expect(section.getByRole('alert')).toBeVisible();
  await section
    .getByRole('textbox', { name: 'Code from the authenticator' })
    .fill(authenticator.generate());
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(section).toContainText('On: every login asks for a code');
  await checkA11y(page, 'account with authenticator');
  await shot(page, 'account-totp-on');

  await page.getByRole('button', { name: new RegExp(`^${username}`) }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();

  // The password alone: the same form asks for the code, keeping what was typed.
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.keyboard.press('Enter');
  const code = page.getByRole('textbox', { name: 'Authenticator code' });
  await expect(code).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
  await checkA11y(page, 'login second step');
  await shot(page, 'login-totp');

  const wrong = authenticator.generate() === '123456' ? '654321' : '123456';
  await code.fill(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);

  // Each code opens one door: the one that confirmed may still be on screen, so the login takes
  // the authenticator's next one, which the server's ±1 step window already accepts.
  await code.fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
});
