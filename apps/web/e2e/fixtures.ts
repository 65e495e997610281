import { FIRST_DATA_ELEMENT_ID } from '@member-app/contract/boot-config';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { isSecretMarker } from '@member-app/contract/rules/secrets';
import { E2E_ADMIN_TOKEN, E2E_PORT } from '../playwright.config';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../.artifacts/screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

export const origin = (host = 'localhost') => `http://${host}:${E2E_PORT}`;

/** Demo merchant settings, read back from the server, as the base of test merchants. */
async function demoSettings(request: APIRequestContext) {
  const res = await request.get(`${origin()}/admin/merchants/demo`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.ok()).toBeTruthy();
  return withoutSecretMarkers((await res.json()).value.settings) as Record<string, unknown>;
}

/**
 * The operator API answers write-only secrets as `{ set }` markers, which keep a stored value but
 * mean nothing for a merchant that has none yet: a copy of the demo's settings leaves them out.
 */
function withoutSecretMarkers(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => !isSecretMarker(v))
      .map(([k, v]) => [k, withoutSecretMarkers(v)]),
  );
}

export interface OutboxMessage {
  channel: string;
  recipient: string;
  body: string;
}

export interface Fixtures {
  /** The newest code sent by SMS or email to a recipient (the built-in outbox, via the operator API). */
  readCode(channel: 'sms' | 'email', recipient: string): Promise<string>;
  /** Creates or replaces a merchant through the operator API. */
  createMerchant(code: string, domains: string[], settings: Record<string, unknown>): Promise<void>;
  /** axe-core on the current page: no serious or critical violations; no sideways scrolling. */
  checkA11y(page: Page, label: string): Promise<void>;
  /** A full-page screenshot under .artifacts/screenshots/. */
  shot(page: Page, name: string): Promise<void>;
}

export const test = base.extend<Fixtures>({
  // The automatic install prompt (§4) would cover home in every journey; it is declined for the
  // session here, and the install tests open their own contexts to see it. The download prompt (§4)
  // would cover demo_player's pages (the demo merchant asks after 3 deposits): its session state
  // says the app was downloaded; the download-prompt tests open their own contexts too.
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      sessionStorage.setItem('MC_A2HS_DECLINED', '1');
      sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
    });
    await use(context);
  },
  readCode: async ({ request }, use) => {
    await use(async (channel, recipient) => {
      const digits = recipient.replace(/\D/g, '');
      for (let i = 0; i < 40; i++) {
        const res = await request.get(`${origin()}/admin/outbox?channel=${channel}&size=50`, {
          headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        });
        const list = ((await res.json()).value?.items ?? []) as OutboxMessage[];
        const hit = list.find((m) =>
          channel === 'email'
            ? m.recipient === recipient
            : m.recipient.replace(/\D/g, '').endsWith(digits),
        );
        const code = hit?.body.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`no ${channel} code for ${recipient}`);
    });
  },
  createMerchant: async ({ request }, use) => {
    await use(async (code, domains, settings) => {
      const base = await demoSettings(request);
      const res = await request.put(`${origin()}/admin/merchants/${code}`, {
        headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        data: { settings: { ...base, ...settings }, domains, tempPassword: 'Temp#Pass2026' },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    });
  },
  checkA11y: async ({}, use) => {
    await use(async (page, label) => {
      // A mobile screen never scrolls sideways: a too-wide element would zoom the whole page out.
      const widths = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        screen: screen.width,
      }));
      expect(widths.content, `page width on ${label}`).toBeLessThanOrEqual(widths.screen);
      // Let fades finish (§9 250 ms): contrast is judged on the settled screen, not mid-fade.
      // Settled means no finite animation running at two looks 150 ms apart (a toast or dialog
      // appearing right after the first look is caught by the second).
      const settled = () =>
        page.waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity,
            ),
        );
      await settled();
      await page.waitForTimeout(150);
      await settled();
      // An open dialog starts transparent and fades in from its next frame (components/modal.tsx):
      // on a loaded machine that frame can come after both looks. Judge it once it is fully shown.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('dialog[open]')].every(
          (d) => getComputedStyle(d).opacity === '1',
        ),
      );
      await settled();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        `axe on ${label}`,
      ).toEqual([]);
    });
  },
  shot: async ({}, use) => {
    await use(async (page, name) => {
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    });
  },
});

export { expect };

/** Stores a session as the app does after login (§3 MC_SESSION_INFO), in one page or a whole context. */
export async function withSession(
  page: Page | BrowserContext,
  session: Partial<Record<string, unknown>> = {},
) {
  await page.addInitScript((s) => {
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({
        id: 100001,
        token: 'e2e-token',
        merchantCode: 'demo',
        userName: 'demo_player',
        type: 0,
        firstTimeLogin: false,
        ...s,
      }),
    );
  }, session);
}

/**
 * Keeps the home page quiet for tests about something else: no splash and no welcome image popups
 * (their §4 session flags set), and no announcement popup (answered as for a merchant that has
 * none; the popup rules have their own tests).
 */
export async function quietHome(
  page: Page,
  options: { splash?: boolean; welcome?: boolean; announcements?: boolean } = {},
) {
  await page.addInitScript((o) => {
    if (!o.splash) sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    if (!o.welcome) sessionStorage.setItem('MC_WELCOME_POPUP', '0');
  }, options);
  if (!options.announcements) await noAnnouncements(page);
}

/**
 * No announcement popup (§4), as for a merchant that has none: the popups call answers an empty
 * list, and so does home's page, which carries that answer (contract boot-config FirstData).
 */
export async function noAnnouncements(target: Page | BrowserContext) {
  // Rewritten as the parser adds it, before the app's deferred module reads it (see
  // withoutFirstData: the page itself must come from the server).
  await target.addInitScript((id) => {
    const observer = new MutationObserver(() => {
      const el = document.getElementById(id);
      if (!el?.textContent) return;
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(el.textContent) as Record<string, unknown>;
      } catch {
        return; // not all of it parsed yet
      }
      observer.disconnect();
      if (!('popups' in data)) return;
      el.textContent = JSON.stringify({ ...data, popups: { list: [], paging: false } });
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, FIRST_DATA_ELEMENT_ID);
  await target.route('**/wps/content/popups', (route) =>
    route.fulfill({
      json: { success: true, message: null, errorCode: null, value: { list: [], paging: false } },
    }),
  );
}

/**
 * Pages without the first screen's answers that the server writes into them (contract boot-config
 * FirstData), as a page the service worker kept from an earlier visit is treated: the app then
 * makes the calls itself, for tests of what a failing call shows (§8).
 */
export async function withoutFirstData(page: Page) {
  // Removed as the parser adds it, before the app's deferred module runs (changing the page's
  // answer instead would make it a page from another address space, whose assets the browser
  // then refuses from the loopback server).
  await page.addInitScript((id) => {
    new MutationObserver(() => document.getElementById(id)?.remove()).observe(document, {
      childList: true,
      subtree: true,
    });
  }, FIRST_DATA_ELEMENT_ID);
}

/** Logs in through the API and stores the session as the app does (§3 MC_SESSION_INFO). */
export async function loginAs(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const res = await request.post(`${origin()}/wps/session/login`, {
    data: { username, password, type: 'username' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const v = (await res.json()).value;
  await withSession(page, {
    id: v.id,
    token: v.token,
    userName: v.userName,
    type: v.type ?? 0,
    merchantCode: 'demo',
    firstTimeLogin: false,
    ...extra,
  });
  return v as { id: number; token: string; userName: string };
}

/**
 * Set-up a test does not look at: the demo owner's API token (README's operator login), for
 * calls of the operator API.
 */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${origin()}/admin/auth/login`, {
    data: { username: 'owner', password: 'Owner#Demo2026' },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return (await login.json()).value.token as string;
}
