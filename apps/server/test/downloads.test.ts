import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';
import type { DownloadPromptConfigInput } from '@member-app/contract/schemas/download-prompt';
import type { App } from '../src/lib/app-instance';
import { merchantDomains, merchants } from '../src/db/schema';
import { demoMerchantSettings } from '../src/db/seed/demo-merchant';
import { ADMIN_TOKEN, buildTestApp, createMerchant, uniqueCode } from './helpers';
import { RELAXED_LIMITS, tokenOf } from './accounts';

/** The download prompt's config (SPEC §2 screen 7, §3, §7 WPSCORE_getDownloadSetting). */

const URL = '/wps/relay/WPSCORE_getDownloadSetting';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await app.close();
});

const ask = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: URL, payload: payload as object, headers });

/** A merchant on its own host whose prompt config is `downloadPrompt`. */
async function merchantWith(downloadPrompt: DownloadPromptConfigInput | undefined) {
  const code = uniqueCode('dl');
  const host = `${code.replace(/_/g, '-')}.example`;
  await createMerchant(app, { code, domains: [host], settings: { downloadPrompt } });
  return { code, host };
}

describe('§7 WPSCORE_getDownloadSetting on the demo merchant', () => {
  it('§3 answers the seeded config: on, bottom sheet, first deposit, 3 deposits, 7 days, bind card, 60 s in game', async () => {
    const res = await ask({ domain: 'localhost' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      enabled: true,
      bottom_app_bar_mode: { enabled: true, value: 'bottom' },
      first_deposit: { enabled: true },
      deposit_times: { enabled: true, value: 3 },
      deposit_times_forced: { enabled: false },
      reg_days: { enabled: true, value: 7 },
      bind_card: { enabled: true },
      in_game_popup_interval: { enabled: true, value: 60 },
      login_required: { enabled: false },
      app_desc: { enabled: true },
    });
    expect(value.app_desc.value).toContain('Lucky Star app');
    // The domain list is resolved here and never sent.
    expect(value).not.toHaveProperty('domains');
    expect(value).not.toHaveProperty('domains_switch');
  });

  it('§7 answers the GET variant with the domain in the query, for guests and members alike', async () => {
    const guest = await app.inject({ method: 'GET', url: `${URL}?domain=www.luckystar.test` });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ success: true, value: { enabled: true } });
    const token = await tokenOf(app, 'demo_player', 'Player#2026');
    const member = await ask({ domain: 'm.luckystar.test' }, { authorization: token });
    expect(member.json().value.enabled).toBe(true);
    // An unknown token is no reason to refuse (auth optional).
    const stale = await ask({ domain: 'm.luckystar.test' }, { authorization: 'not-a-token' });
    expect(stale.statusCode).toBe(200);
  });
});

describe('§3 defaults: merchants without a download-prompt config keep working', () => {
  it('a merchant configured without downloadPrompt gets a switched-off prompt', async () => {
    const { host } = await merchantWith(undefined);
    const res = await ask({ domain: host }, { host });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.enabled).toBe(false);
    expect(value.bottom_app_bar_mode).toEqual({ enabled: false, value: 'bottom' });
    expect(value.deposit_times).toEqual({ enabled: false, value: 1 });
    expect(value.in_game_popup_interval).toEqual({ enabled: false, value: 60 });
    expect(value.theme).toEqual({ enabled: false, value: 'dark' });
  });

  it('a merchant stored before the field existed parses with the defaults', async () => {
    const code = uniqueCode('dlold');
    const host = `${code.replace(/_/g, '-')}.example`;
    const { downloadPrompt: _omitted, ...old } = demoMerchantSettings;
    await app.db
      .insert(merchants)
      .values({ code, settings: old as MerchantSettings, tempPassword: 'Temp#Pass2026' });
    await app.db.insert(merchantDomains).values({ domain: host, merchantCode: code });
    app.merchants.invalidate();
    const res = await ask({ domain: host }, { host });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ enabled: false, first_deposit: { enabled: false } });
  });

  it('a partial config fills the missing settings with defaults', async () => {
    const { host } = await merchantWith({
      download_condition_switch: { enabled: true },
      deposit_least_times_forced: { enabled: true, value: 2 },
    });
    const value = (await ask({ domain: host }, { host })).json().value;
    expect(value.enabled).toBe(true);
    expect(value.deposit_least_times_forced).toEqual({ enabled: true, value: 2 });
    expect(value.withdrawal_times).toEqual({ enabled: false, value: 1 });
    expect(value.reg_days_forced).toEqual({ enabled: false, value: 30 });
  });

  it('the master switch off answers enabled false on every domain', async () => {
    const { host } = await merchantWith({
      download_condition_switch: { enabled: false },
      first_deposit: { enabled: true },
    });
    expect((await ask({ domain: host }, { host })).json().value).toMatchObject({
      enabled: false,
      first_deposit: { enabled: true },
    });
  });
});

describe('§3 domains_switch (1 all, 2 exclude list, 3 include list)', () => {
  const domains = { enabled: true, value: ['blocked.example', '*.promo.example'] };

  it('1: every domain', async () => {
    const { host } = await merchantWith({
      download_condition_switch: { enabled: true },
      domains_switch: { enabled: true, value: 1 },
      domains,
    });
    for (const domain of ['blocked.example', 'a.promo.example', 'other.example'])
      expect((await ask({ domain }, { host })).json().value.enabled, domain).toBe(true);
  });

  it('2: every domain except the listed ones (exact hosts and *. subdomains; case and port ignored)', async () => {
    const { host } = await merchantWith({
      download_condition_switch: { enabled: true },
      domains_switch: { enabled: true, value: 2 },
      domains,
    });
    const enabled = async (domain: string) =>
      (await ask({ domain }, { host })).json().value.enabled as boolean;
    expect(await enabled('blocked.example')).toBe(false);
    expect(await enabled('BLOCKED.example:8443')).toBe(false);
    expect(await enabled('m.promo.example')).toBe(false);
    expect(await enabled('promo.example')).toBe(true);
    expect(await enabled('ok.example')).toBe(true);
  });

  it('3: only the listed domains', async () => {
    const { host } = await merchantWith({
      download_condition_switch: { enabled: true },
      domains_switch: { enabled: true, value: 3 },
      domains,
    });
    const enabled = async (domain: string) =>
      (await ask({ domain }, { host })).json().value.enabled as boolean;
    expect(await enabled('blocked.example')).toBe(true);
    expect(await enabled('x.promo.example')).toBe(true);
    expect(await enabled('ok.example')).toBe(false);
    // The GET variant resolves the same way.
    const get = await app.inject({
      method: 'GET',
      url: `${URL}?domain=ok.example`,
      headers: { host },
    });
    expect(get.json().value.enabled).toBe(false);
  });

  it('a switch that is not enabled, or a list that is not enabled, means every domain', async () => {
    const off = await merchantWith({
      download_condition_switch: { enabled: true },
      domains_switch: { enabled: false, value: 3 },
      domains,
    });
    expect((await ask({ domain: 'ok.example' }, { host: off.host })).json().value.enabled).toBe(
      true,
    );
    const noList = await merchantWith({
      download_condition_switch: { enabled: true },
      domains_switch: { enabled: true, value: 2 },
      domains: { enabled: false, value: ['blocked.example'] },
    });
    expect(
      (await ask({ domain: 'blocked.example' }, { host: noList.host })).json().value.enabled,
    ).toBe(true);
  });
});

describe('bad input answers success:false with an errorCode, never a 5xx', () => {
  it.each([
    ['no domain', {}],
    ['an empty domain', { domain: '' }],
    ['markup', { domain: '<script>alert(1)</script>' }],
    ['a path', { domain: 'luckystar.test/m/home' }],
    ['a number', { domain: 42 }],
    ['a very long name', { domain: `${'a'.repeat(250)}.example` }],
  ])('%s', async (_name, payload) => {
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('the GET variant without a domain', async () => {
    const res = await app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('the operator API refuses an invalid config', async () => {
    const code = uniqueCode('dlbad');
    for (const downloadPrompt of [
      { bottom_app_bar_mode: { enabled: true, value: 'sideways' } },
      { in_game_popup_interval: { enabled: true, value: 1 } },
      { domains_switch: { enabled: true, value: 4 } },
      { deposit_times: { enabled: true, value: -1 } },
      {
        theme: {
          enabled: true,
          value: {
            background: 'red',
            text: '#ffffff',
            primary: '#000000',
            primaryContrast: '#ffffff',
          },
        },
      },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/admin/merchants/${code}`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: {
          settings: { ...demoMerchantSettings, downloadPrompt },
          domains: [`${code}.example`],
          tempPassword: 'Temp#Pass2026',
        },
      });
      expect(res.statusCode, JSON.stringify(downloadPrompt)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
