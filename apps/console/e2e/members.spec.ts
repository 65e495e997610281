import type { APIRequestContext } from '@playwright/test';
import { DEMO_OWNER, expect, quietPlayerPage, readyOperator, test } from './fixtures';

/** The member screens (support and owner): search, a member's page and what support changes. */

const PASSWORD = 'Member2026x';

/** A fresh member of the demo merchant, registered as a player would (§2 /m/register). */
async function registerMember(request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36).slice(-7)}`;
  const res = await request.post('/wps/member/register', {
    headers: { ModuleId: 'REG3' },
    data: { registerMethod: 'H5', username, password: PASSWORD, login: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const value = (await res.json()).value as { id: number; token: string };
  return { username, ...value };
}

test('support finds a member and locks them: the member is refused with the locked message; unlocked, they log in', async ({
  page,
  browser,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const member = await registerMember(request, 'lk');
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: member.username })).toBeVisible();
  await checkA11y(page, 'members');
  await shot(page, 'members');

  // A mobile number with a letter is refused on the field with the contract's rule.
  const search = page.getByRole('search', { name: 'Search members' });
  await search.getByRole('textbox', { name: 'Mobile' }).fill('0917a');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription(/.+/);
  await search.getByRole('textbox', { name: 'Mobile' }).fill('');
  await search.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await search.getByRole('textbox', { name: 'Username' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`username=${member.username}`));
  await expect(page.getByRole('caption')).toHaveText('1 member, newest first');
  await page.getByRole('link', { name: member.username }).click();

  await expect(page.getByRole('heading', { name: member.username, level: 1 })).toBeVisible();
  await checkA11y(page, 'member');
  await shot(page, 'member');

  // Lock, with a reason, from the keyboard.
  await page.getByRole('button', { name: 'Lock' }).click();
  const lock = page.getByRole('dialog', { name: `Lock ${member.username}` });
  await expect(lock.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
  await page.keyboard.type('Chargeback under review');
  await checkA11y(page, 'lock dialog');
  await page.keyboard.press('Enter');
  await expect(lock).toBeHidden();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('row', { name: /^Lock/ })).toContainText(
    'Chargeback under review',
  );

  const player = await quietPlayerPage(browser);
  const logIn = async () => {
    await player.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await player.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await player
      .getByRole('form', { name: 'Log in' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
  };
  await logIn();
  const notice = player.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('This account is locked. Please contact customer service.');
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(player).toHaveURL(/\/m\/login/);

  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(profile.getByRole('row', { name: /^Lock/ })).toContainText('Not locked');
  await logIn();
  await expect(player).toHaveURL(/\/m\/home$/);
  await player.close();

  // The console sees the login that just happened.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Open sessions' })).toContainText('1 open session');
});

test('a support operator approves an agent application, gives a member a temporary password shown once, and reads the member in Chinese', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const { username, password } = await readyOperator(request, 'support', 'sup');

  const applicant = await registerMember(request, 'ag');
  const applied = await request.post('/wps/agent/application', {
    headers: { authorization: applicant.token },
    data: {
      realName: 'Ana Cruz',
      mobileNum: '639171112233',
      imType: 'TELEGRAM',
      imAccount: '@ana',
    },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();

  await login(page, username, password);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Agent applications' })
    .click();
  await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
  const approve = page.getByRole('button', { name: `Approve ${applicant.username}` });
  await expect(approve).toBeVisible();
  await checkA11y(page, 'agent applications');
  await shot(page, 'agent-applications');
  await approve.click();
  await expect(page.getByText(`${applicant.username} is now an agent.`)).toBeVisible();
  await expect(approve).toHaveCount(0);

  // The applicant is an agent now (type 1), and gets a temporary password.
  await page.locator('label', { hasText: /^Approved$/ }).click();
  await page.getByRole('link', { name: applicant.username }).click();
  await expect(page.getByRole('heading', { name: applicant.username, level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('1 · agent');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const reset = page.getByRole('dialog', { name: `Reset the password of ${applicant.username}` });
  await reset.getByRole('button', { name: 'Reset password' }).click();
  const shown = reset.getByLabel('Temporary password');
  await expect(shown).toHaveText(/\S{6,}/);
  const temporary = (await shown.textContent()) ?? '';
  await reset.getByRole('button', { name: 'Close' }).last().click();
  await expect(reset).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Profile' })
      .getByRole('row', { name: /^Must change password/ }),
  ).toContainText('Yes');
  // Shown once: nowhere on the page any more.
  await expect(page.getByText(temporary, { exact: true })).toHaveCount(0);

  const login2 = await request.post('/wps/session/login', {
    data: { username: applicant.username, password: temporary, type: 'username' },
  });
  expect(login2.ok(), await login2.text()).toBeTruthy();

  // The same page in Chinese.
  await page.getByText('中文').click();
  await expect(page.getByRole('region', { name: '资料' })).toBeVisible();
  await checkA11y(page, 'member (zh)');
  await shot(page, 'member-zh');
  await page.getByText('English').click();
});
