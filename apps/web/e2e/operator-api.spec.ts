import { test, expect, origin, ownerToken } from './fixtures';

/**
 * The operator side, tried as a new operator would: with the demo owner's login (README) and
 * nothing but the operator API, a fresh merchant from the empty template gets an uploaded banner
 * image, a banner and a popup announcement; a guest on that merchant's domain sees both on home, on
 * the next request (§2 home, §4 popups), under the new merchant's name and none of the demo's
 * brand, and the download bar (§2 screen 6) names the new app once a download link is set.
 */
test('an operator creates a merchant, a banner and an announcement through the API; a guest on its domain sees both on home', async ({
  page,
  request,
  checkA11y,
  shot,
}) => {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const code = `ocean${Date.now().toString(36).slice(-6)}`;
  const host = `${code}.test`;

  const call = async (path: string, data: unknown) => {
    const res = await request.post(`${origin()}${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).value;
  };
  const merchant = await call('/admin/merchants', {
    code,
    name: 'Ocean Star',
    domains: [host],
    tempPassword: 'Temp#Ocean2026',
    template: { kind: 'empty' },
  });
  // The banner's picture, drawn as an operator's design tool would export it, then uploaded.
  const picture = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 750;
    canvas.height = 300;
    const ctx = canvas.getContext('2d')!;
    const sea = ctx.createLinearGradient(0, 0, 750, 300);
    sea.addColorStop(0, '#0e7490');
    sea.addColorStop(1, '#1e3a8a');
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, 750, 300);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 56px sans-serif';
    ctx.fillText('Grand Opening', 60, 170);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  const uploaded = await request.post(`${origin()}/admin/merchants/${code}/uploads`, {
    headers,
    multipart: {
      file: { name: 'opening.png', mimeType: 'image/png', buffer: Buffer.from(picture, 'base64') },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const imageUrl = (await uploaded.json()).value.url as string;
  await call(`/admin/merchants/${code}/content/banners`, {
    groupName: 'main',
    title: 'Ocean Star Grand Opening',
    imageUrl,
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
  const banner = banners.getByRole('img', { name: 'Ocean Star Grand Opening' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('src', imageUrl);
  // The uploaded picture loaded (a broken image has no natural width).
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
  await expect(page.getByRole('heading', { name: 'Welcome to Ocean Star' })).toBeVisible();

  // The new merchant's own name in the tab, the header and the manifest; nothing of the demo's.
  await expect(page).toHaveTitle('Ocean Star | Games and promotions');
  await expect(page.getByRole('link', { name: 'Ocean Star home' })).toHaveText('Ocean Star');
  await expect(page.locator('body')).not.toContainText(/lucky star/i);
  await expect(page.locator('img[src*="/static/demo/"]')).toHaveCount(0);
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  // Fetched by the page: the merchant's host resolves in the browser only.
  const manifest = await page.evaluate(
    async (url) => (await fetch(url!)).json() as Promise<{ name: string }>,
    manifestUrl,
  );
  expect(manifest.name).toBe('Ocean Star');
  expect(JSON.stringify(manifest)).not.toMatch(/lucky|static\/demo\//i);
  await checkA11y(page, 'home of a merchant made through the operator API');
  await shot(page, 'operator-api-new-merchant-home');

  // The operator adds the Android download link: the download bar offers the app by its name.
  const patched = await request.patch(`${origin()}/admin/merchants/${code}`, {
    headers,
    data: {
      settings: {
        resources: [
          ...merchant.settings.resources,
          { resourceType: 'Android', url: `https://download.${host}/ocean-star.apk` },
        ],
      },
    },
  });
  expect(patched.ok(), await patched.text()).toBeTruthy();
  await page.reload();
  const bar = page.getByRole('complementary', { name: 'Get the app' });
  await expect(bar).toContainText('Ocean Star');
  await expect(bar).toContainText('Games, promotions and daily rewards on your phone.');
  const icon = bar.locator('img').first();
  await expect(icon).toHaveAttribute('src', '/static/starter/icon-96.webp');
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await expect(page.locator('body')).not.toContainText(/lucky star/i);
  await checkA11y(page, 'download bar of a merchant made from the empty template');
  await shot(page, 'operator-api-new-merchant-download-bar');
});
