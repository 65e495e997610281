import type { Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { UI_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import { toBcp47 } from '@member-app/contract/language';
import { test, expect, loginAs, origin, quietHome, SCREENSHOT_DIR } from './fixtures';

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
      // Home's after-load parts ask for their data once the first screen has answered.
      await expect.poll(() => seen.length).toBeGreaterThan(3);
      expect(seen.filter((r) => r.language !== code)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('MC_LANGUAGE'))).toBe(saved ?? null);
      await context.close();
    });
  }
});

/** What shows once each screen of the gallery has its content (waited for, not a quiet network). */
const READY: Record<'home' | 'login' | 'game' | 'member', (page: Page) => Locator> = {
  home: (page) => page.locator('.home-shortcuts'),
  login: (page) => page.locator('form.form input[autocomplete="username"]'),
  // The app's row, not the server's shell of it (same classes, shown until the app replaces it).
  game: (page) =>
    page.locator('#root > :not(.boot-shell) .games-popular__row:not([aria-busy]) li').first(),
  member: (page) => page.locator('.member-card__name', { hasText: 'demo_player' }),
};

/**
 * §9 every UI language on the main screens: the gallery of home, login, game and member in
 * .artifacts/screenshots/languages/ (to be looked at), no sideways scrolling, Urdu right-to-left
 * with its pointing icons mirrored. One context and one login for all 24 languages: each language
 * is chosen as a player saves it (MC_LANGUAGE) and loaded once per page; the guest's other screens
 * are reached inside the app, as a player taps to them.
 */
test.describe('§9 the main screens in every UI language', () => {
  let context: BrowserContext;
  let guest: Page;
  let member: Page;
  test.beforeAll(async ({ browser, request }) => {
    ({ context, page: guest } = await openIn(browser, 'en-US'));
    // The install and download prompts would cover the screens (their own specs open them).
    await context.addInitScript(() => {
      sessionStorage.setItem('MC_A2HS_DECLINED', '1');
      sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
    });
    await quietHome(guest);
    member = await context.newPage();
    await quietHome(member);
    await loginAs(member, request, 'demo_player', 'Player#2026');
    // On the app's origin, so that a language can be saved before its screens load.
    await guest.goto(`${origin()}/m/home`);
  });
  test.afterAll(async () => {
    await context.close();
  });

  /** The screen in `lang`: lang and dir, content shown, no sideways scrolling; its screenshot. */
  async function check(page: Page, lang: UiLanguage, name: keyof typeof READY) {
    await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(lang));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'UR' ? 'rtl' : 'ltr');
    await expect(READY[name](page)).toBeVisible();
    const { content, screen, scales } = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        content: document.documentElement.scrollWidth,
        screen: window.innerWidth,
        // Icons that point along the line (back, forward, chevrons) mirror with it.
        scales: [
          ...document.querySelectorAll(
            'svg.lucide-chevron-right, svg.lucide-arrow-left, svg.lucide-arrow-right',
          ),
        ].map((icon) => getComputedStyle(icon).scale),
      };
    });
    // A phone screen never scrolls sideways: a word too long for its box would widen the page.
    expect(content, `${lang} ${name}: page width`).toBeLessThanOrEqual(screen);
    if (lang === 'UR') for (const scale of scales) expect(scale, `${name}: icon`).toBe('-1 1');
    await page.screenshot({
      path: path.join(GALLERY, `${name}-${lang}.png`),
      animations: 'disabled',
    });
  }

  for (const lang of UI_LANGUAGES) {
    test(`${lang}: home, login, game and member screens fit the phone`, async () => {
      await guest.evaluate((code) => localStorage.setItem('MC_LANGUAGE', code), lang);
      // A tab in the background draws no frames (its screenshot waits for one): each in front.
      await guest.bringToFront();
      await guest.goto(`${origin()}/m/home`);
      await check(guest, lang, 'home');
      await guest.locator('.home-hero__actions a[href$="/login"]').click();
      await check(guest, lang, 'login');
      await guest.locator('.footer-nav a[href$="/game"]').click();
      await check(guest, lang, 'game');
      await member.bringToFront();
      await member.goto(`${origin()}/m/member/home`);
      await check(member, lang, 'member');
    });
  }
});
