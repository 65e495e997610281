import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@member-app/contract/language';
import { test, expect, loginAs, origin, quietHome } from './fixtures';

/**
 * §9 the texts of the pages that load on demand come in each language's later file (issue "first
 * screen fast", locale-split-plugin.ts): home's first load does not fetch it, and such a page,
 * opened directly or reached from home, shows its texts in the player's language, never a key and
 * never English.
 */

const read = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file), 'utf8')) as T;
const fr = read<Record<string, string>>('src/locales/FR.json');
const en = read<Record<string, string>>('src/locales/EN.json');
/** The build's later keys (the e2e server serves this build). */
const LATER = read<{ later: string[] }>('dist/.vite/locale-files.json').later;

/** Later files the page fetched. */
function laterFiles(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => {
    const file = /\/m\/assets\/([A-Z-]+-later-[\w-]{8}\.json)$/.exec(new URL(req.url()).pathname);
    if (file) seen.push(file[1]!);
  });
  return seen;
}

/** No key of the later file shows as itself anywhere on the page. */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  const shown = LATER.filter((key) => key.includes('_') && new RegExp(`\\b${key}\\b`).test(text));
  expect(shown).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await quietHome(page);
  await page.addInitScript(() => {
    localStorage.setItem('MC_LANGUAGE', 'FR');
    sessionStorage.setItem('MC_A2HS_DECLINED', '1');
    sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
  });
});

test('the help page opened directly shows its French texts', async ({ page }) => {
  const fetched = laterFiles(page);
  await page.goto(`${origin()}/m/help`);
  await expect(page.getByRole('heading', { level: 1, name: fr.page_help! })).toBeVisible();
  expect(fr.page_help).not.toBe(en.page_help);
  await expectNoRawKeys(page);
  expect(fetched.filter((f) => f.startsWith('FR-later-'))).toHaveLength(1);
});

test('the help page reached from home shows its French texts; home alone never fetched them', async ({
  page,
}) => {
  const fetched = laterFiles(page);
  await page.goto(`${origin()}/m/home`);
  await expect(page.locator('.home-shortcuts')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await page.locator('.footer-nav a[href$="/help"]').click();
  await expect(page.getByRole('heading', { level: 1, name: fr.page_help! })).toBeVisible();
  await expectNoRawKeys(page);
  expect(fetched.filter((f) => f.startsWith('FR-later-'))).toHaveLength(1);
});

test("a member's page opened directly shows its French texts", async ({ page, request }) => {
  await loginAs(page, request, 'demo_player', 'Player#2026');
  await page.goto(`${origin()}/m/member/home`);
  await expect(page.getByRole('heading', { level: 1, name: fr.page_member! })).toBeVisible();
  await expect(page.getByText(fr.stats_title!)).toBeVisible();
  await expect(page.getByText(en.stats_title!)).toHaveCount(0);
  await expectNoRawKeys(page);
});

test("a returning French player's pages fetch French files only: French is complete, no English file falls back", async ({
  page,
  context,
}) => {
  // The saved choice as the server reads it too (lib/i18n.ts rememberForServer).
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'FR', url: origin() }]);
  const files: string[] = [];
  page.on('request', (req) => {
    const file = /\/m\/assets\/([A-Z]{2}(?:-[A-Z]{2})?)-(?:later-)?[\w-]{8}\.json$/.exec(
      new URL(req.url()).pathname,
    );
    if (file) files.push(file[1]!);
  });
  await page.goto(`${origin()}/m/home`);
  await expect(page.locator('.home-shortcuts')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.locator('.footer-nav a[href$="/help"]').click();
  await expect(page.getByRole('heading', { level: 1, name: fr.page_help! })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(files).toContain('FR');
  expect(files.filter((lang) => lang !== 'FR')).toEqual([]);
});
