import { apiLogin, DEMO_OWNER, expect, test, readyOperator } from './fixtures';

/** What each role sees in the console, and that the API refuses the rest (§ roles of the operator side). */

test('an owner creates a content operator in the console; after changing the temporary password they see content and SEO only, and the API refuses a settings change', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const username = `content_${Date.now().toString(36)}`;
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  await checkA11y(page, 'operators');
  await page.getByRole('button', { name: 'New operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'New operator' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Temporary password' }).fill('Temp#Content2026');
  await dialog.getByLabel('Merchants').fill('demo');
  await dialog.getByLabel('Merchants').press('Enter');
  await dialog.getByLabel('Merchants').press('Escape');
  await checkA11y(page, 'new operator');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await shot(page, 'operators');

  await page.getByRole('button', { name: /^owner/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();

  // First login: the temporary password must be changed before anything else.
  await login(page, username, 'Temp#Content2026');
  await expect(page).toHaveURL(/\/console\/account$/);
  await expect(page.getByRole('alert')).toContainText('temporary password');
  await page.getByRole('textbox', { name: 'Current password' }).fill('Temp#Content2026');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Content#Own2026');
  await page.getByRole('textbox', { name: 'New password again' }).fill('Content#Own2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.', { exact: false })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Screens' });
  await page.goto('/console/');
  await expect(nav.getByRole('link', { name: 'Banners' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  for (const absent of ['Merchants', 'Operators', 'Audit log'])
    await expect(nav.getByRole('link', { name: absent })).toHaveCount(0);
  // Settings hold the SEO part only.
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('tab')).toHaveText(['SEO']);
  await checkA11y(page, 'content operator settings');
  await shot(page, 'content-operator-seo');
  // Typed by hand, a screen of another role says so.
  await page.goto('/console/operators');
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.');

  const token = await apiLogin(request, username, 'Content#Own2026');
  const refused = await request.patch('/admin/merchants/demo', {
    headers: { authorization: `Bearer ${token}` },
    data: { settings: { maintenance: { enabled: true } } },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorCode).toBe('operator.role.forbidden');
});

test('a support operator sees no content editors and the API refuses a banner', async ({
  page,
  request,
  login,
}) => {
  const { username, password } = await readyOperator(request, 'support', 'support');

  await login(page, username, password);
  const nav = page.getByRole('navigation', { name: 'Screens' });
  for (const absent of ['Banners', 'Settings', 'Merchants', 'Operators'])
    await expect(nav.getByRole('link', { name: absent })).toHaveCount(0);
  await page.goto('/console/merchants/demo/content/banners');
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.');

  const token = await apiLogin(request, username, password);
  const refused = await request.post('/admin/merchants/demo/content/banners', {
    headers: { authorization: `Bearer ${token}` },
    data: { groupName: 'main', title: 'Nope', imageUrl: '/static/x.png' },
  });
  expect(refused.status()).toBe(403);
});
