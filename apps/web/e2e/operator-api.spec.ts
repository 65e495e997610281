import { test, expect, origin } from './fixtures';

/**
 * The operator side, tried as a new operator would: with the demo owner's login (README) and
 * nothing but the operator API, a fresh merchant gets a banner and a popup announcement; a guest on
 * that merchant's domain sees both on home, on the next request (§2 home, §4 popups).
 */
test('an operator creates a merchant, a banner and an announcement through the API; a guest on its domain sees both on home', async ({
  page,
  request,
  checkA11y,
  shot,
}) => {
  const login = await request.post(`${origin()}/admin/auth/login`, {
    data: { username: 'owner', password: 'Owner#Demo2026' },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${(await login.json()).value.token as string}` };
  const code = `ocean${Date.now().toString(36).slice(-6)}`;
  const host = `${code}.test`;

  const call = async (path: string, data: unknown) => {
    const res = await request.post(`${origin()}${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).value;
  };
  await call('/admin/merchants', {
    code,
    name: 'Ocean Star',
    domains: [host],
    tempPassword: 'Temp#Ocean2026',
    template: { kind: 'empty' },
  });
  await call(`/admin/merchants/${code}/content/banners`, {
    groupName: 'main',
    title: 'Ocean Star Grand Opening',
    imageUrl: '/static/demo/content/banner-welcome.svg',
  });
  await call(`/admin/merchants/${code}/content/announcements`, {
    type: 'PU',
    execution: 'B',
    title: 'Ocean Star is open',
    content: '<p>Welcome to Ocean Star: your first deposit is doubled this week.</p>',
  });

  await page.goto(`${origin(host)}/m/home`);
  // §4 guests get the popup announcements of execution B.
  const dialog = page.getByRole('dialog', { name: 'Announcement' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ocean Star is open');
  await expect(dialog).toContainText('your first deposit is doubled this week');
  await checkA11y(page, 'announcement of a merchant made through the operator API');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  const banners = page.getByRole('region', { name: 'Featured promotions' });
  await expect(banners.getByRole('img', { name: 'Ocean Star Grand Opening' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Ocean Star' })).toBeVisible();
  await checkA11y(page, 'home of a merchant made through the operator API');
  await shot(page, 'operator-api-new-merchant-home');
});
