import type { Locator, Page } from '@playwright/test';
import type { UiLanguage } from '@member-app/contract/constants';
import { toBcp47 } from '@member-app/contract/language';
import { test, expect, loginAs, origin, quietHome } from './fixtures';

/**
 * Layouts that must hold in every language on a phone (390 px wide, the Pixel 7 of the config):
 * checked by geometry, not by pixels. A tab label on one line, a name never clipped, artwork
 * that keeps its own title, floating buttons that leave the page's controls free.
 */

const speak = (page: Page, code: UiLanguage) =>
  page.addInitScript((c) => localStorage.setItem('MC_LANGUAGE', c), code);

/** How many lines the element's text takes (distinct line boxes of its text nodes). */
const lineCount = (el: Locator) =>
  el.evaluate((node) => {
    const bottoms = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      if (!t.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(t);
      for (const r of range.getClientRects()) if (r.width > 0) bottoms.add(Math.round(r.bottom));
    }
    return bottoms.size;
  });

/** Whether the element shows all of its content (nothing cut by its own box). */
const fits = (el: Locator) =>
  el.evaluate(
    (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight,
  );

const rectOf = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });

type Rect = Awaited<ReturnType<typeof rectOf>>;
const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every tab of every tab row on the page: one line, whole label. */
async function expectTabsOnOneLine(page: Page, where: string) {
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) {
    const label = await tab.innerText();
    expect(await lineCount(tab), `${where}: tab "${label}" on one line`).toBe(1);
    expect(await fits(tab), `${where}: tab "${label}" not clipped`).toBe(true);
  }
}

// Long words: Vietnamese and Tamil labels, Thai without spaces between words, Burmese script.
const WORDY: UiLanguage[] = ['VI', 'TH', 'TA', 'MY'];

test.describe('tab labels stay on one line in every language', () => {
  for (const code of WORDY) {
    test(`${code}: login, register, activity and missions tabs`, async ({ page, request }) => {
      await speak(page, code);
      await quietHome(page);
      await page.goto('/m/login');
      await expectTabsOnOneLine(page, `${code} /m/login`);
      await page.goto('/m/register');
      await expectTabsOnOneLine(page, `${code} /m/register`);
      await page.goto('/m/activity');
      await expectTabsOnOneLine(page, `${code} /m/activity`);
      await loginAs(page, request, 'demo_player', 'Player#2026');
      await page.goto('/m/leaderBoard');
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await expectTabsOnOneLine(page, `${code} /m/leaderBoard`);
      await page.screenshot({ path: `../../.artifacts/screenshots/layout-tabs-${code}.png` });
      // The page itself never scrolls sideways; a tab row that is too wide scrolls on its own.
      const { content, screen } = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(content).toBeLessThanOrEqual(screen);
    });
  }
});

test('deposit channels: every name shown whole, beside its fee badge (EN, VI, TA)', async ({
  page,
  request,
}) => {
  await loginAs(page, request, 'demo_player', 'Player#2026');
  for (const code of ['EN', 'VI', 'TA'] as const) {
    // Init scripts run in the order they were added: the last language wins.
    await speak(page, code);
    await page.goto('/m/voucherCenter');
    await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(code));
    const channels = page.locator('.wallet-channel');
    await expect(channels).toHaveCount(4);
    for (const channel of await channels.all()) {
      const name = channel.locator('.wallet-channel__name');
      const text = await name.innerText();
      expect(await fits(name), `${code}: "${text}" not clipped`).toBe(true);
      expect(await fits(channel.locator('.wallet-channel__range')), `${code}: range`).toBe(true);
      const badge = await rectOf(channel.locator('.wallet-badge'));
      expect(overlaps(await rectOf(name), badge), `${code}: "${text}" clear of its badge`).toBe(
        false,
      );
      const row = await rectOf(channel);
      expect(badge.right).toBeLessThanOrEqual(row.right);
    }
    await page.screenshot({
      path: `../../.artifacts/screenshots/layout-deposit-${code}.png`,
      fullPage: true,
    });
  }
});

test('the welcome popups’ artwork keeps its title inside the picture', async ({ page }) => {
  for (const art of ['popup-welcome', 'popup-app']) {
    await page.goto(`${origin()}/static/demo/content/${art}.svg`);
    const outside = await page.evaluate(() => {
      const svg = document.querySelector('svg')!;
      const box = svg.viewBox.baseVal;
      return [...svg.querySelectorAll('text')]
        .map((t) => ({ text: t.textContent, b: t.getBBox() }))
        .filter(
          ({ b }) =>
            b.x < box.x || b.y < box.y || b.x + b.width > box.width || b.y + b.height > box.height,
        )
        .map(({ text }) => text);
    });
    expect(outside, `${art}: text cut by the picture's edge`).toEqual([]);
  }
});

/**
 * The page's controls (in main) that the chat button or the mini-game toggle covers, by their
 * text: only the part of a control the player sees counts (above the footer bar, inside the window).
 */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const floating = [...document.querySelectorAll('.chat-fab, .mini-game__toggle')].map((b) =>
      b.getBoundingClientRect(),
    );
    const footerTop = document.querySelector('.footer-nav')?.getBoundingClientRect().top;
    const seenBottom = Math.min(window.innerHeight, footerTop ?? window.innerHeight);
    const controls = document.querySelectorAll(
      'main button, main a[href], main input, main select, main [role="tab"]',
    );
    return [...controls]
      .filter((c) => {
        const r = c.getBoundingClientRect();
        const top = Math.max(r.top, 0);
        const bottom = Math.min(r.bottom, seenBottom);
        if (r.width === 0 || bottom <= top) return false;
        return floating.some(
          (f) => r.left < f.right && f.left < r.right && top < f.bottom && f.top < bottom,
        );
      })
      .map((c) => (c.textContent || c.getAttribute('aria-label') || c.tagName).trim());
  });

/** The chat button sits in the footer bar, at the end where lines end (§2 screen 14). */
async function expectChatInFooter(page: Page, rtl: boolean) {
  const chat = await rectOf(page.locator('.chat-fab'));
  const footer = await rectOf(page.locator('.footer-nav'));
  expect(chat.top).toBeGreaterThanOrEqual(footer.top);
  expect(chat.bottom).toBeLessThanOrEqual(footer.bottom);
  const width = page.viewportSize()!.width;
  if (rtl) expect(chat.right).toBeLessThan(width / 2);
  else expect(chat.left).toBeGreaterThan(width / 2);
  // No footer tab under it.
  for (const tab of await page.locator('.footer-nav__tab').all())
    expect(overlaps(await rectOf(tab), chat)).toBe(false);
}

test.describe('floating buttons leave the page’s controls free', () => {
  for (const code of ['EN', 'VI', 'UR'] as const) {
    test(`${code}: /m/inviteFriends opens with "Copy link" free, and its end is free of both buttons`, async ({
      page,
      request,
    }) => {
      await speak(page, code);
      await loginAs(page, request, 'demo_player', 'Player#2026');
      await page.goto('/m/inviteFriends');
      await expect(page.getByTestId('referral-code')).toBeVisible();
      const chat = page.locator('.chat-fab');
      const mini = page.locator('.mini-game__toggle');
      await expect(chat).toBeVisible();
      await expect(mini).toBeVisible();
      await page.screenshot({ path: `../../.artifacts/screenshots/layout-referral-${code}.png` });
      // The chat button in the footer bar and the mini-game toggle above it, both on the side
      // where lines of text end: the right, mirrored to the left in Urdu.
      await expectChatInFooter(page, code === 'UR');
      const m = await rectOf(mini);
      const width = page.viewportSize()!.width;
      if (code === 'UR') expect(m.right).toBeLessThan(width / 2);
      else expect(m.left).toBeGreaterThan(width / 2);
      // What the player sees first: no control under a floating button.
      expect(await coveredControls(page)).toEqual([]);
      // Scrolled to the end: the page leaves room under its last content for them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
        .toBeGreaterThanOrEqual(
          await page.evaluate(() => document.documentElement.scrollHeight - 1),
        );
      expect(await coveredControls(page)).toEqual([]);
      await page.screenshot({
        path: `../../.artifacts/screenshots/layout-referral-${code}-end.png`,
      });
    });
  }

  // A 390 × 844 phone: home's shortcuts reach the bottom of the first screen.
  for (const [code, member] of [
    ['EN', false],
    ['EN', true],
    ['UR', true],
  ] as const) {
    test(`${code} ${member ? 'member' : 'guest'}: /m/home on arrival, the chat button leaves the Service shortcut free`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await speak(page, code);
      await quietHome(page);
      if (member) await loginAs(page, request, 'demo_player', 'Player#2026');
      await page.goto('/m/home');
      await expect(page.locator('.home-shortcut')).toHaveCount(8);
      await expect(page.locator('.chat-fab')).toBeVisible();
      await page.screenshot({
        path: `../../.artifacts/screenshots/layout-home-${code}-${member ? 'member' : 'guest'}.png`,
      });
      await expectChatInFooter(page, code === 'UR');
      // The part of the Service tile the player sees (above the footer bar) is clear of it.
      const service = await rectOf(page.locator('.home-shortcut[href$="/help"]'));
      const footer = await rectOf(page.locator('.footer-nav'));
      const seen = { ...service, bottom: Math.min(service.bottom, footer.top) };
      expect(overlaps(await rectOf(page.locator('.chat-fab')), seen)).toBe(false);
      // A guest has no mini-game: nothing of the page is under a floating button.
      if (!member) expect(await coveredControls(page)).toEqual([]);
    });
  }
});

test('the games search icon stands before the field, clear of its placeholder (EN, UR)', async ({
  page,
}) => {
  for (const code of ['EN', 'UR'] as const) {
    await speak(page, code);
    await quietHome(page);
    await page.goto('/m/game');
    await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(code));
    // The app's search box, not the server's drawing of it (aria-hidden, no search landmark) that
    // the app's first render replaces: measured mid-swap, the shell's icon is already detached.
    const search = page.getByRole('search');
    const input = search.getByRole('searchbox');
    await expect(input).toBeVisible();
    const icon = await rectOf(search.locator('.games-search__icon'));
    const field = await rectOf(input);
    expect(overlaps(icon, field), `${code}: icon over the placeholder`).toBe(false);
    // Where lines start: left of the field, right of it in Urdu.
    if (code === 'UR') expect(icon.left).toBeGreaterThanOrEqual(field.right);
    else expect(icon.right).toBeLessThanOrEqual(field.left);
    await search.screenshot({
      path: `../../.artifacts/screenshots/layout-games-search-${code}.png`,
    });
  }
});

test('UR: the merchant’s English app description keeps its own reading order (its full stop at its end)', async ({
  page,
}) => {
  await speak(page, 'UR');
  await quietHome(page);
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const selector of ['.home-hero__text', '.download-bar__desc']) {
    const el = page.locator(selector);
    await expect(el).toBeVisible();
    expect(await el.evaluate((node) => node.matches(':dir(ltr)')), selector).toBe(true);
  }
  // "… Fast deposits, daily rewards.": the full stop is drawn after the last word, not before it.
  const order = await page.locator('.home-hero__text').evaluate((node) => {
    const text = node.firstChild as Text;
    const end = text.length;
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect();
    };
    return { stop: box(end - 1).left, lastLetter: box(end - 2).right, char: text.data.at(-1) };
  });
  expect(order.char).toBe('.');
  expect(order.stop).toBeGreaterThanOrEqual(order.lastLetter - 1);
});
