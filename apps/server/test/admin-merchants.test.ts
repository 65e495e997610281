import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentBanners, merchants } from '../src/db/schema';
import type { App } from '../src/lib/app-instance';
import { admin, RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant, uniqueCode } from './helpers';
import { operatorClient } from './operator-helpers';

/** Merchants through the operator API: write-only secrets, merge patch, ETag/If-Match, templates, disabling, the audit log. */

let app: App;
let call: ReturnType<typeof operatorClient>['call'];
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  ({ call } = operatorClient(app));
});
afterAll(() => app.close());

describe('merchants: secrets, merge patch, versions, templates, audit', () => {
  it('never answers a secret and keeps it when a patch leaves it out', async () => {
    const { code } = await createMerchant(app);
    const put = await call('PATCH', `/admin/merchants/${code}`, admin, {
      settings: {
        secrets: { geetestKey: 'geetest-private-key-1' },
        tracking: { s2s: { facebook: { enabled: true, accessToken: 'fb-access-token-1' } } },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const read = await call('GET', `/admin/merchants/${code}`, admin);
    expect(read.body).not.toMatch(/geetest-private-key-1|fb-access-token-1|Temp#Pass2026/);
    expect(read.json().value.settings.secrets.geetestKey).toEqual({ set: true });
    expect(read.json().value.tempPassword).toEqual({ set: true });
    // A patch of something else, and the read document written back whole, keep the secrets.
    await call('PATCH', `/admin/merchants/${code}`, admin, { settings: { name: 'Kept' } });
    const back = read.json().value;
    await call('PUT', `/admin/merchants/${code}`, admin, {
      settings: back.settings,
      domains: back.domains,
      tempPassword: 'Temp#Pass2026',
    });
    const stored = await app.merchants.findByCode(code);
    expect(stored?.settings.secrets.geetestKey).toBe('geetest-private-key-1');
    expect(stored?.settings.tracking.s2s.facebook.accessToken).toBe('fb-access-token-1');
    // null clears it.
    await call('PATCH', `/admin/merchants/${code}`, admin, {
      settings: { secrets: { geetestKey: null } },
    });
    const cleared = await call('GET', `/admin/merchants/${code}`, admin);
    expect(cleared.json().value.settings.secrets.geetestKey).toEqual({ set: false });
    // The audit log has the writes, with the secrets masked.
    const entries = await call('GET', `/admin/audit?merchantCode=${code}&size=100`, admin);
    expect(entries.json().value.total).toBeGreaterThanOrEqual(4);
    expect(entries.body).not.toMatch(/geetest-private-key-1|fb-access-token-1|Temp#Pass2026/);
    expect(entries.json().value.items[0]).toMatchObject({
      operatorName: 'ADMIN_TOKEN',
      merchantCode: code,
      action: 'merchant.patch',
      targetType: 'merchant',
      targetId: code,
    });
  });

  it('answers 412 to a write with a stale If-Match, and takes the current one', async () => {
    const { code } = await createMerchant(app);
    const read = await call('GET', `/admin/merchants/${code}`, admin);
    const etag = read.headers.etag as string;
    expect(etag).toBe(read.json().value.version);
    const first = await call(
      'PATCH',
      `/admin/merchants/${code}`,
      { ...admin, 'if-match': etag },
      {
        settings: { name: 'First' },
      },
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const stale = await call(
      'PATCH',
      `/admin/merchants/${code}`,
      { ...admin, 'if-match': etag },
      {
        settings: { name: 'Second' },
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().errorCode).toBe('admin.stale');
    expect((await app.merchants.findByCode(code))?.settings.name).toBe('First');
    const fresh = await call(
      'PATCH',
      `/admin/merchants/${code}`,
      { ...admin, 'if-match': first.headers.etag as string },
      { settings: { name: 'Second' } },
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a patch whose merged settings are invalid (400), changing nothing', async () => {
    const { code } = await createMerchant(app);
    const res = await call('PATCH', `/admin/merchants/${code}`, admin, {
      settings: { defaultLanguage: 'XX' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });

  it('refuses a download link the redirect page could never open, naming its field; links saved before the rule do not block other changes', async () => {
    const { code } = await createMerchant(app);
    const before = (await call('GET', `/admin/merchants/${code}`, admin)).json().value;
    const patched = await call('PATCH', `/admin/merchants/${code}`, admin, {
      settings: {
        resources: [
          { resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' },
          { resourceType: 'Android', url: 'javascript:alert(1)' },
        ],
      },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({
      success: false,
      errorCode: 'validation.failed',
      value: { issues: [{ path: 'resources.1.url', message: expect.stringMatching(/http\(s\)/) }] },
    });
    const put = await call('PUT', `/admin/merchants/${code}`, admin, {
      settings: {
        ...before.settings,
        resources: [{ resourceType: 'AppDownloadIcon', url: 'data:image/png;base64,AAAA' }],
      },
      domains: before.domains,
      tempPassword: 'Temp#Pass2026',
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().errorCode).toBe('validation.failed');
    expect(put.body).toContain('resources');
    const after = (await call('GET', `/admin/merchants/${code}`, admin)).json().value;
    expect(after.settings.resources).toEqual(before.settings.resources);

    // A link stored before the rule (written straight into the database) stays readable, and a
    // patch of something else is not refused because of it.
    const stored = await app.merchants.findByCode(code);
    await app.db
      .update(merchants)
      .set({
        settings: {
          ...stored!.settings,
          resources: [{ resourceType: 'IOS', url: 'itms-services://?x' }],
        },
      })
      .where(eq(merchants.code, code));
    const other = await call('PATCH', `/admin/merchants/${code}`, admin, {
      settings: { name: 'Renamed' },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().value.settings.resources).toEqual([
      { resourceType: 'IOS', url: 'itms-services://?x' },
    ]);
  });

  it('creates a merchant as a copy of another, usable at once, and refuses a taken code or domain', async () => {
    const source = await createMerchant(app);
    await app.db.insert(contentBanners).values({
      merchantCode: source.code,
      groupName: 'main',
      title: 'Copied banner',
      imageUrl: '/banner.png',
    });
    const code = uniqueCode('copy');
    const res = await call('POST', '/admin/merchants', admin, {
      code,
      name: 'Copied',
      domains: [`${code}.example`],
      tempPassword: 'Temp#Pass2026',
      template: { kind: 'copy', from: source.code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.settings.name).toBe('Copied');
    const banners = await app.inject({
      url: '/wps/content/banners?groups=main',
      headers: { host: `${code}.example` },
    });
    expect(banners.json().value.banners.map((b: { title: string }) => b.title)).toEqual([
      'Copied banner',
    ]);
    const again = await call('POST', '/admin/merchants', admin, {
      code,
      name: 'Again',
      domains: [`other-${code}.example`],
      tempPassword: 'Temp#Pass2026',
      template: { kind: 'empty' },
    });
    expect(again.statusCode).toBe(409);
    const sameDomain = await call('POST', '/admin/merchants', admin, {
      code: uniqueCode('dom'),
      name: 'Domain',
      domains: [`${code}.example`],
      tempPassword: 'Temp#Pass2026',
      template: { kind: 'empty' },
    });
    expect(sameDomain.statusCode).toBe(409);
  });

  it('the empty template is a neutral starter in the new merchant’s name: players see none of the demo’s brand', async () => {
    const code = uniqueCode('fresh');
    const host = `${code}.example`;
    const res = await call('POST', '/admin/merchants', admin, {
      code,
      name: 'Harbour Lights',
      domains: [host],
      tempPassword: 'Temp#Pass2026',
      template: { kind: 'empty' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { mobileTemplate, seo, downloadPrompt } = res.json().value.settings;
    expect(mobileTemplate).toMatchObject({
      pwa: { title: 'Harbour Lights', icon: '/static/starter/icon-{size}.webp' },
      image_logo: '',
      app_desc: 'Games, promotions and daily rewards on your phone.',
    });
    expect(seo['*']['/m/home'].title).toContain('Harbour Lights');
    expect(downloadPrompt.app_desc.value).toContain('Harbour Lights');

    // What a player on the new domain is sent: site settings, the page and its manifest.
    const on = { host };
    const status = await app.inject({ url: '/wps/system/status', headers: on });
    const page = await app.inject({ url: '/m/home', headers: on });
    const manifest = await app.inject({
      url: `/wps/system/manifest.json?merchantCode=${code}`,
      headers: on,
    });
    const site = status.json().value;
    expect(site.merchantName).toBe('Harbour Lights');
    expect(site.mobileTemplate.pwa.title).toBe('Harbour Lights');
    expect(page.body).toContain('<title>Harbour Lights | Games and promotions</title>');
    expect(manifest.json()).toMatchObject({ name: 'Harbour Lights' });
    for (const [what, body] of [
      ['status', status.body],
      ['page', page.body],
      ['manifest', manifest.body],
    ]) {
      expect(body, what).not.toMatch(/lucky ?star|static\/demo\//i);
    }
    // Its icons are there to load.
    for (const icon of [
      ...manifest.json().icons.map((i: { src: string }) => i.src),
      site.mobileTemplate.apple_touch_icon,
      site.resources.find((r: { resourceType: string }) => r.resourceType === 'AppDownloadIcon')
        .url,
    ]) {
      const served = await app.inject({ url: icon });
      expect(served.statusCode, icon).toBe(200);
      expect(served.headers['content-type'], icon).toMatch(/^image\/(png|webp)$/);
    }
  });

  it('a copy takes the source’s images, colours, content and games, with its own name where the source’s was', async () => {
    const source = await createMerchant(app);
    const games = await call('PUT', `/admin/merchants/${source.code}/games`, admin, {
      categories: [{ code: 'RNG', name: 'Slots', ordinal: 1 }],
      vendors: [{ code: 'DEMO', name: 'Demo' }],
      games: [
        {
          gameCode: 'copied-spins',
          vendorCode: 'DEMO',
          category: 'RNG',
          name: 'Copied Spins',
          image: '/uploads/copied-spins.png',
          providerGame: 'copied-spins',
        },
      ],
    });
    expect(games.statusCode, games.body).toBe(200);
    const sourceView = (await call('GET', `/admin/merchants/${source.code}`, admin)).json().value;
    // The source (the demo's settings) names itself in these texts.
    expect(sourceView.settings.mobileTemplate.pwa.title).toBe('Lucky Star');
    expect(sourceView.settings.downloadPrompt.app_desc.value).toContain('Lucky Star');

    const code = uniqueCode('brand');
    const host = `${code}.example`;
    const res = await call('POST', '/admin/merchants', admin, {
      code,
      name: 'Blue Harbor',
      domains: [host],
      tempPassword: 'Temp#Pass2026',
      template: { kind: 'copy', from: source.code },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { settings } = res.json().value;
    expect(settings.mobileTemplate.pwa).toEqual({
      ...sourceView.settings.mobileTemplate.pwa,
      title: 'Blue Harbor',
    });
    expect(settings.mobileTemplate.theme).toEqual(sourceView.settings.mobileTemplate.theme);
    expect(settings.mobileTemplate.image_logo).toBe(sourceView.settings.mobileTemplate.image_logo);
    expect(settings.resources).toEqual(sourceView.settings.resources);
    expect(settings.seo['*']['/m/home'].title).toBe(
      sourceView.settings.seo['*']['/m/home'].title.replaceAll('Lucky Star', 'Blue Harbor'),
    );
    expect(settings.seo['*']['/m/register'].description).toContain('Blue Harbor');
    expect(settings.downloadPrompt.app_desc.value).toBe(
      sourceView.settings.downloadPrompt.app_desc.value.replaceAll('Lucky Star', 'Blue Harbor'),
    );
    // The name is nowhere (links such as the download address stay the source's: they are its files).
    expect(JSON.stringify(settings)).not.toContain('Lucky Star');

    // What a player on the new domain is sent: its own name, the source's games.
    const on = { host };
    const site = (await app.inject({ url: '/wps/system/status', headers: on })).json().value;
    expect(site.merchantName).toBe('Blue Harbor');
    expect(site.mobileTemplate.pwa.title).toBe('Blue Harbor');
    const page = await app.inject({ url: '/m/home', headers: on });
    expect(page.body).not.toContain('Lucky Star');
    expect(page.body).toContain('Blue Harbor');
    const copiedGames = await call('GET', `/admin/merchants/${code}/games`, admin);
    expect(copiedGames.json().value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'copied-spins',
    ]);
  });

  it('disabling a merchant hides it from its players; re-enabling brings it back', async () => {
    const { code } = await createMerchant(app);
    await call('PATCH', `/admin/merchants/${code}`, admin, { settings: { name: 'Closing Shop' } });
    const shownName = async () =>
      (await app.inject({ url: '/wps/system/status', headers: { host: `${code}.example` } })).json()
        .value?.merchantName as string | undefined;
    expect(await shownName()).toBe('Closing Shop');
    const off = await call('DELETE', `/admin/merchants/${code}`, admin);
    expect(off.json().value.disabled).toBe(true);
    const listed = (await call('GET', '/admin/merchants?size=100', admin)).json().value.items;
    expect(listed.map((m: { code: string }) => m.code)).not.toContain(code);
    expect(await shownName()).not.toBe('Closing Shop');
    await call('PATCH', `/admin/merchants/${code}`, admin, { disabled: false });
    expect(await shownName()).toBe('Closing Shop');
  });
});
