import type { Browser, Page, Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type UiLanguage } from '@member-app/contract/constants';
import { toBcp47 } from '@member-app/contract/language';
import { test, expect, origin, quietHome, SCREENSHOT_DIR } from './fixtures';

/**
 * SPEC §9 UI languages in the browser: the `Language` header is the app's own code on every
 * request (§7), and the main screens in each of the 24 languages fit the phone (no sideways
 * scrolling), Urdu right-to-left. Screenshots land in .artifacts/screenshots/languages/.
 */

const GALLERY = path.join(SCREENSHOT_DIR, 'languages');
mkdirSync(GALLERY, { recursive: true });

/** Requests to the app's API (the calls of §7), with their Language header. */
function collectApiLanguages(page: Page) {
  const seen: { path: string; language: string | undefined }[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (!/^\/(wps|lgw)\//.test(url.pathname)) return;
    seen.push({ path: url.pathname, language: req.headers()['language'] });
  });
  return seen;
}

async function openIn(browser: Browser, locale: string, saved?: UiLanguage) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  if (saved) await page.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), saved);
  return { context, page };
}

test.describe('§7 §9 the Language header is the app code on every request', () => {
  for (const [locale, code, saved] of [
    ['pt-BR', 'PT-BR', undefined],
    ['en-US', 'UR-LA', 'UR-LA'],
    ['en-PH', 'TY', undefined],
  ] as const) {
    test(`${locale} browser${saved ? `, saved ${saved}` : ''}: Language ${code}`, async ({
      browser,
    }) => {
      const { context, page } = await openIn(browser, locale, saved);
      await quietHome(page, { announcements: true });
      const seen = collectApiLanguages(page);
      await page.goto(`${origin()}/m/home`);
      await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(code));
      // A second screen, reached inside the app: its calls come after the language has loaded.
      await page.goto(`${origin()}/m/activity`);
      await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(code));
      await expect.poll(() => seen.some((r) => r.path.startsWith('/wps/content/'))).toBe(true);
      expect(seen.length).toBeGreaterThan(3);
      expect(seen.filter((r) => r.language !== code)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('MC_LANGUAGE'))).toBe(saved ?? null);
      await context.close();
    });
  }
});
