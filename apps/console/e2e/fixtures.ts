import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../.artifacts/screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** The demo owner `npm start` prints (seeded with the demo merchant). */
export const DEMO_OWNER = { username: 'owner', password: 'Owner#Demo2026' };

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3211);
export const origin = (host = 'localhost') => `http://${host}:${E2E_PORT}`;

/** Logs in through the operator API (for set-up a test does not look at) and answers the token. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const res = await request.post('/admin/auth/login', { data: { username, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).value.token as string;
}

/**
 * Set-up a test does not look at: a new operator of the demo merchant, made by the demo owner
 * through the operator API, its temporary password already changed (the first login's step).
 * Answers its username and own password.
 */
export async function readyOperator(
  request: APIRequestContext,
  role: 'support' | 'content' | 'owner',
  prefix: string,
): Promise<{ username: string; password: string }> {
  const owner = await apiLogin(request, DEMO_OWNER.username, DEMO_OWNER.password);
  const username = `${prefix}_${Date.now().toString(36)}`;
  const temporary = 'Temp#Operator2026';
  const created = await request.post('/admin/operators', {
    headers: { authorization: `Bearer ${owner}` },
    data: { username, password: temporary, role, merchantCodes: ['demo'] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const password = 'Operator#Own2026';
  const changed = await request.post('/admin/auth/password', {
    headers: { authorization: `Bearer ${await apiLogin(request, username, temporary)}` },
    data: { oldPassword: temporary, newPassword: password },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  return { username, password };
}

/** The console's text groups (`dashboard`, `content`, …): a key of one shown raw means a missing text. */
const TEXT_GROUPS = Object.keys(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../src/locales/en.json'), 'utf8')),
);
const RAW_KEY = new RegExp(`\\b(?:${TEXT_GROUPS.join('|')})\\.[A-Za-z_.]+\\b`, 'g');

/** No i18next key on screen in place of its text (a missing key, or a plural asked with a string). */
async function expectNoRawKeys(page: Page, label: string) {
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY) ?? [], `untranslated texts on ${label}`).toEqual([]);
}

/**
 * The member app at a phone's size, quiet (no splash, welcome or install prompts), on its login
 * screen: where the console's journeys check what a player sees.
 */
export async function quietPlayerPage(browser: Browser) {
  const player = await browser.newPage({ viewport: { width: 412, height: 915 } });
  await player.addInitScript(() => {
    sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    sessionStorage.setItem('MC_WELCOME_POPUP', '0');
    sessionStorage.setItem('MC_A2HS_DECLINED', '1');
    sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
  });
  await player.goto('/m/login');
  return player;
}

export interface Fixtures {
  /** axe-core on the current screen: no serious or critical violations. */
  checkA11y(page: Page, label: string): Promise<void>;
  /** A full-page screenshot under .artifacts/screenshots/console-<name>.png. */
  shot(page: Page, name: string): Promise<void>;
  /** Logs in through the login screen and waits for the console's frame. */
  login(page: Page, username: string, password: string): Promise<void>;
}

export const test = base.extend<Fixtures>({
  checkA11y: async ({}, use) => {
    await use(async (page, label) => {
      // Judge the settled screen, not a transition half-way.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      await expectNoRawKeys(page, label);
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
      await expectNoRawKeys(page, name);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `console-${name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    });
  },
  login: async ({}, use) => {
    await use(async (page, username, password) => {
      await page.goto('/console/');
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByRole('textbox', { name: 'Password' }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
    });
  },
});

export { expect };
