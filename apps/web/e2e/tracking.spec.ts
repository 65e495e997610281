import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { test, expect, origin, quietHome } from './fixtures';
import { unique } from './members';

/**
 * Tracking (SPEC §1 "tracking of ad and affiliate parameters and of conversion events"; §3 tracking
 * object, reg_info, tracking events; §6 affiliates; §9 tracker cookies 90 days): what the landing
 * keeps, and what the server records (read through the operator API).
 */

interface StoredEvent {
  event: string;
  eventId: string;
  customerId: number | null;
  customerName: string | null;
  contentId: string | null;
  deviceId: string | null;
  affiliateCode: string | null;
  tracking: Record<string, string> | null;
  regInfo: Record<string, string> | null;
}

const DAY_S = 86_400;
const deviceIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('MC_DEVICE_ID') ?? '');

/** The events the server stored for a device (operator API), waiting until `event` is among them. */
async function eventsOf(
  request: APIRequestContext,
  merchant: string,
  deviceId: string,
  event: string,
): Promise<StoredEvent[]> {
  let list: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `${origin()}/admin/merchants/${merchant}/tracking/events?deviceId=${deviceId}&size=100`,
          {
            headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
          },
        );
        list = ((await res.json()).value?.items ?? []) as StoredEvent[];
        return list.map((e) => e.event);
      },
      { message: `${event} stored for ${deviceId}` },
    )
    .toContain(event);
  return list;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

test.describe('§1/§3 tracking of ad and affiliate parameters and conversion events', () => {
  test('§9 a landing keeps fbclid as fbc and the affiliate for 90 days; §3 firstOpen is stored with them', async ({
    page,
    context,
    request,
  }) => {
    await quietHome(page);
    await page.goto('/m/home?fbclid=IwAR_e2e_click&affiliateCode=A1&utm_source=x');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // §3 fbc in Facebook's _fbc format fb.1.{time}.{fbclid}; every tracker cookie lives 90 days (§9).
    const now = Date.now() / 1000;
    const fbc = await cookie(context, '_fbc');
    expect(decodeURIComponent(fbc?.value ?? '')).toMatch(/^fb\.1\.\d{13}\.IwAR_e2e_click$/);
    for (const name of ['_fbc', 'MC_TRACK', 'MC_REG_INFO']) {
      const c = await cookie(context, name);
      expect(c, name).toBeDefined();
      expect(c!.expires - now, `${name} lifetime`).toBeGreaterThan(89 * DAY_S);
      expect(c!.expires - now, `${name} lifetime`).toBeLessThan(91 * DAY_S);
    }
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'MC_TRACK'))!.value))).toEqual({
      utm_source: 'x',
    });
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'MC_REG_INFO'))!.value))).toEqual({
      affiliateCode: 'A1',
      originalDomain: 'localhost',
    });

    // §3 firstOpen reached the server with the tracking object and reg_info.
    const deviceId = await deviceIdOf(page);
    const [firstOpen] = (await eventsOf(request, 'demo', deviceId, 'firstOpen')).filter(
      (e) => e.event === 'firstOpen',
    );
    expect(firstOpen).toMatchObject({
      customerId: null,
      affiliateCode: 'A1',
      regInfo: { affiliateCode: 'A1', originalDomain: 'localhost' },
      tracking: { utm_source: 'x', fbc: decodeURIComponent(fbc!.value) },
    });

    // §7 the status call carried the same as the visitor's heartbeat.
    await expect
      .poll(async () => {
        const res = await request.get(
          `${origin()}/admin/merchants/demo/tracking/visitors?deviceId=${deviceId}`,
          {
            headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
          },
        );
        return (
          (await res.json()).value.items as {
            affiliateCode: string;
            tracking: Record<string, string>;
          }[]
        )[0];
      })
      .toMatchObject({ affiliateCode: 'A1', tracking: { utm_source: 'x' } });

    // A later visit is not a first open: still one firstOpen for this device.
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const again = await eventsOf(request, 'demo', deviceId, 'firstOpen');
    expect(again.filter((e) => e.event === 'firstOpen')).toHaveLength(1);
  });

  test('§3 registering fires registerSubmit, then register with the new customer', async ({
    page,
    request,
  }) => {
    const name = unique('trk');
    await quietHome(page);
    await page.goto('/m/register?utm_source=reg_e2e&ttclid=TT_e2e');
    await page.getByRole('textbox', { name: 'Username' }).fill(name);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration successful' });
    await dialog.getByRole('button', { name: 'Start playing' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    const session = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { id: number },
    );

    const deviceId = await deviceIdOf(page);
    const events = await eventsOf(request, 'demo', deviceId, 'register');
    const submit = events.find((e) => e.event === 'registerSubmit');
    const register = events.find((e) => e.event === 'register');
    expect(submit).toMatchObject({
      customerId: null,
      tracking: { utm_source: 'reg_e2e', ttclid: 'TT_e2e' },
    });
    expect(register).toMatchObject({
      customerId: session.id,
      customerName: name,
      tracking: { utm_source: 'reg_e2e', ttclid: 'TT_e2e' },
    });
  });

  test('§3 a trial launch fires startTrial with the game', async ({ page, request }) => {
    await quietHome(page);
    await page.goto('/m/game?trial=fortune-dragon');
    await expect(
      page.frameLocator('[data-testid="game-layer"] iframe').getByRole('button', { name: 'Spin' }),
    ).toBeVisible();
    const deviceId = await deviceIdOf(page);
    const events = await eventsOf(request, 'demo', deviceId, 'startTrial');
    expect(events.find((e) => e.event === 'startTrial')).toMatchObject({
      contentId: 'fortune-dragon',
      customerId: null,
    });
    expect(events.some((e) => e.event === 'gameLaunch')).toBe(false);
  });

  test('§6 an affiliate subdomain is recorded as the affiliate', async ({
    page,
    request,
    createMerchant,
  }) => {
    const code = 'trk_aff';
    await createMerchant(code, ['trkaff.test', 'aff123.trkaff.test'], {});
    await quietHome(page);
    await page.goto(`${origin('aff123.trkaff.test')}/m/home`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const deviceId = await deviceIdOf(page);
    const events = await eventsOf(request, code, deviceId, 'firstOpen');
    expect(events.find((e) => e.event === 'firstOpen')).toMatchObject({
      affiliateCode: 'aff123',
      regInfo: { affiliateCode: 'aff123', originalDomain: 'aff123.trkaff.test' },
    });
    // Registration carries it too (§6 affiliateCode of the register payload).
    const reg = await page.context().cookies(origin('aff123.trkaff.test'));
    expect(
      JSON.parse(decodeURIComponent(reg.find((c) => c.name === 'MC_REG_INFO')!.value)),
    ).toMatchObject({ affiliateCode: 'aff123' });
  });
});
