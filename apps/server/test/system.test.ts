import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { decodeCsPath } from '@member-app/contract/rules/cs-path';
import { seedDemoMemberArea } from '../src/db/seed/demo-member-area';
import { buildTestApp, createMerchant, uniqueCode } from './helpers';
import { tokenOf } from './accounts';

let app: App;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

describe('GET /wps/system/status (§3 site settings, §7)', () => {
  it('answers the demo merchant for localhost with its public settings and the visitor IP', async () => {
    const res = await app.inject({
      url: '/wps/system/status?device=MOBILE',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, errorCode: null, message: null });
    expect(body.value).toMatchObject({
      merchantCode: 'demo',
      merchantName: 'Lucky Star',
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      ip: '127.0.0.1',
      gw: { GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
      register: { captcha: { enabled: false } },
    });
    expect(body.value.whitelabelVal.MOBILEAUTOLOGIN3).toBe(true);
  });

  it('never exposes server-only settings (SEO, region rules, temporary password)', async () => {
    const res = await app.inject({ url: '/wps/system/status' });
    const text = res.body;
    expect(text).not.toContain('regionRules');
    expect(text).not.toContain('tempPassword');
    expect(text).not.toContain('Welcome#2026');
    expect(text).not.toContain('"seo"');
  });

  it('resolves the merchant from its domain before the Merchant header', async () => {
    const { code, domains } = await createMerchant(app, { settings: { name: 'Host Merchant' } });
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { host: domains[0]!, merchant: 'demo' },
    });
    expect(res.json().value.merchantCode).toBe(code);
  });

  it('resolves the merchant from the Merchant header on an unknown host', async () => {
    const { code } = await createMerchant(app);
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'elsewhere.example', merchant: code },
    });
    expect(res.json().value.merchantCode).toBe(code);
  });

  it('answers domain_not_available (§8) when the merchant only serves its own domains', async () => {
    const { code, domains } = await createMerchant(app, { settings: { enforceDomains: true } });
    const refused = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'mirror.example', merchant: code },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'domain_not_available' });
    const own = await app.inject({ url: '/wps/system/status', headers: { host: domains[0]! } });
    expect(own.json().success).toBe(true);
  });

  it('reports maintenance with its end time and bilingual description (§2 screen 1)', async () => {
    const endTime = Date.now() + 3_600_000;
    const { domains } = await createMerchant(app, {
      settings: {
        maintenance: {
          enabled: true,
          title: 'Upgrade',
          endTime,
          description: '维护中',
          descriptionEn: 'Upgrading',
        },
      },
    });
    const value = (
      await app.inject({ url: '/wps/system/status', headers: { host: domains[0]! } })
    ).json().value;
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceEnd).toBe(endTime);
    expect(value.maintenanceInfo).toEqual({
      title: 'Upgrade',
      description: '维护中',
      descriptionEn: 'Upgrading',
    });
  });

  it('ends maintenance by itself once its end time has passed', async () => {
    const { domains } = await createMerchant(app, {
      settings: { maintenance: { enabled: true, endTime: Date.now() - 1000 } },
    });
    const value = (
      await app.inject({ url: '/wps/system/status', headers: { host: domains[0]! } })
    ).json().value;
    expect(value.maintenance).toBe(false);
    expect(value.maintenanceInfo).toBeNull();
  });

  it('restricts by country from the CDN header and by IP range (§2 screen 2)', async () => {
    const { domains } = await createMerchant(app, {
      settings: {
        regionRules: {
          blockedCountries: ['US'],
          allowedCountries: [],
          blockedIps: ['10.9.0.0/16'],
          allowedIps: [],
        },
      },
    });
    const host = domains[0]!;
    const fromUs = await app.inject({
      url: '/wps/system/status',
      headers: { host, 'cf-ipcountry': 'us' },
    });
    expect(fromUs.json().value).toMatchObject({ regionRestriction: true, country: 'US' });
    const fromPh = await app.inject({
      url: '/wps/system/status',
      headers: { host, 'cf-ipcountry': 'PH' },
    });
    expect(fromPh.json().value.regionRestriction).toBe(false);
    const blockedIp = await app.inject({
      url: '/wps/system/status',
      headers: { host },
      remoteAddress: '10.9.8.7',
    });
    expect(blockedIp.json().value).toMatchObject({ regionRestriction: true, ip: '10.9.8.7' });
  });

  it('reads the visitor IP from X-Forwarded-For only when a proxy is trusted', async () => {
    const trusting = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await trusting.inject({
        url: '/wps/system/status',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.json().value.ip).toBe('203.0.113.9');
    } finally {
      await trusting.close();
    }
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.json().value.ip).toBe('127.0.0.1');
  });

  it('rejects bad input with validation.failed, never a 5xx', async () => {
    const badDevice = await app.inject({ url: '/wps/system/status?device=TOASTER' });
    expect(badDevice.statusCode).toBe(400);
    expect(badDevice.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    expect(badDevice.json().message).toContain('device');
    const longUrl = await app.inject({ url: `/wps/system/status?url=${'a'.repeat(3000)}` });
    expect(longUrl.statusCode).toBe(400);
    const badHeader = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'x.example', merchant: '<script>' },
    });
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().errorCode).toBe('validation.failed');
  });

  it('answers merchant.not.found for an unknown Merchant header', async () => {
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'x.example', merchant: uniqueCode('ghost') },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });
});

describe('GET /wps/system/country (§3 country info)', () => {
  it("answers the merchant's countries with the default country's dialing code and currency", async () => {
    const res = await app.inject({ url: '/wps/system/country?_=demo' });
    const value = res.json().value;
    expect(value).toMatchObject({
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
    });
    expect(value.countries.map((c: { code: string }) => c.code)).toContain('VN');
  });

  it("picks the visitor's own country when the merchant serves it", async () => {
    const res = await app.inject({ url: '/wps/system/country', headers: { 'cf-ipcountry': 'VN' } });
    expect(res.json().value).toMatchObject({
      countryCode: 'VN',
      countryDialingCode: '84',
      currencyPosition: 'suffix',
    });
  });

  it('rejects an oversized merchant parameter', async () => {
    const res = await app.inject({ url: `/wps/system/country?_=${'x'.repeat(100)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /wps/system/test/ping (§7)', () => {
  it('answers pong with the server time and may be called from another domain', async () => {
    const before = Date.now();
    const res = await app.inject({ url: `/wps/system/test/ping?speed=${before}` });
    expect(res.json()).toMatchObject({ success: true, value: { pong: true } });
    expect(res.json().value.serverTime).toBeGreaterThanOrEqual(before);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('rejects a non-numeric speed', async () => {
    const res = await app.inject({ url: '/wps/system/test/ping?speed=fast' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
});

describe('GET /wps/system/manifest.json (§2 web manifest)', () => {
  it('is portrait, standalone, scoped to /m/ with white theme colours and four icon sizes', async () => {
    const res = await app.inject({ url: '/wps/system/manifest.json?merchantCode=demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toMatchObject({
      name: 'Lucky Star',
      display: 'standalone',
      orientation: 'portrait',
      scope: '/m/',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
    expect(res.json().icons.map((i: { sizes: string }) => i.sizes)).toEqual([
      '192x192',
      '256x256',
      '384x384',
      '512x512',
    ]);
  });

  it('§2 each icon is served as the type the manifest names, small enough for a phone (WebP)', async () => {
    const { icons } = (
      await app.inject({ url: '/wps/system/manifest.json?merchantCode=demo' })
    ).json<{ icons: { src: string; type: string }[] }>();
    for (const icon of icons) {
      const res = await app.inject({ url: icon.src });
      expect(res.statusCode).toBe(200);
      expect(icon.type).toBe('image/webp');
      expect(res.headers['content-type']).toBe(icon.type);
      // The 192 px PNG was 34 KB, the 512 px 170 KB.
      expect(res.rawPayload.length).toBeLessThan(16 * 1024);
    }
  });

  it('/favicon.ico leads to the merchant’s small icon (no 404 in every browser’s first load)', async () => {
    const res = await app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/static/demo/icon-96.webp');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect((await app.inject({ url: res.headers.location! })).statusCode).toBe(200);
  });

  it('uses the request merchant without a query, and 404s an unknown merchant', async () => {
    expect((await app.inject({ url: '/wps/system/manifest.json' })).json().name).toBe('Lucky Star');
    const res = await app.inject({ url: '/wps/system/manifest.json?merchantCode=nobody_here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('merchant.not.found');
  });
});

describe('GET /wps/system/domainRoute (§3 domain list)', () => {
  it('lists the public domains of the merchant, never localhost or bare IPs', async () => {
    const value = (await app.inject({ url: '/wps/system/domainRoute' })).json().value;
    const names = value.domainList.map((d: { domainName: string }) => d.domainName);
    expect(names).toEqual(expect.arrayContaining(['www.luckystar.test', 'm.luckystar.test']));
    expect(names).not.toContain('localhost');
    expect(names).not.toContain('127.0.0.1');
    expect(value.customerService.length).toBeGreaterThan(0);
  });

  const decoded = (entries: { csType: string; title: string; path: string }[]) =>
    entries.map((e) => ({ csType: e.csType, title: e.title, url: decodeCsPath(e.path) }));

  it('§3 customerService: a guest gets the generic DOMAIN entries, paths encoded (key = last 8 characters)', async () => {
    await seedDemoMemberArea(app.db);
    const res = await app.inject({ url: '/wps/system/domainRoute' });
    expect(res.statusCode).toBe(200);
    const { customerService } = res.json().value;
    // Never in plain sight: neither the entry address nor the settings address.
    expect(JSON.stringify(customerService)).not.toContain('luckystar.test');
    expect(decoded(customerService)).toEqual([
      {
        csType: 'COMM100',
        title: 'Customer service',
        url: 'https://chat.luckystar.test/comm100/standard',
      },
    ]);
    expect(customerService[0]).toMatchObject({ csPosition: 'DOMAIN', labelIds: [] });
  });

  it('§6 customerService: a labelled member gets the entries of its VIP label instead', async () => {
    await seedDemoMemberArea(app.db);
    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    const { customerService } = (
      await app.inject({ url: '/wps/system/domainRoute', headers: { authorization: token } })
    ).json().value;
    expect(decoded(customerService)).toEqual([
      {
        csType: 'COMM100VIP',
        title: 'VIP customer service',
        url: 'https://chat.luckystar.test/comm100/vip',
      },
    ]);
    // A token that is not valid is a guest, never an error: the modal must still work.
    const guest = await app.inject({
      url: '/wps/system/domainRoute',
      headers: { authorization: 'not-a-token' },
    });
    expect(guest.statusCode).toBe(200);
    expect(decoded(guest.json().value.customerService).map((e) => e.csType)).toEqual(['COMM100']);
  });

  it('§3 customerService: a merchant without entries offers its site-settings address, encoded', async () => {
    const { domains } = await createMerchant(app, {
      settings: { customerService: 'https://help.other.example/desk' },
    });
    const { customerService } = (
      await app.inject({ url: '/wps/system/domainRoute', headers: { host: domains[0]! } })
    ).json().value;
    expect(customerService).toHaveLength(1);
    expect(customerService[0].path).not.toContain('other.example');
    expect(decodeCsPath(customerService[0].path)).toBe('https://help.other.example/desk');
  });
});
