import { test, expect } from './fixtures';

/**
 * §4 overlays that open by themselves, one at a time, in the written order
 * (apps/web/src/lib/overlays/rules.ts): after demo_player logs in on a phone, every one due is
 * seen, never two at once, the next only after the previous closed.
 */
test('after demo_player logs in, the overlays open one at a time in their order', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // Undo the fixture's quieting: this journey wants every overlay that is due.
  await context.addInitScript(() => {
    sessionStorage.removeItem('MC_A2HS_DECLINED');
    sessionStorage.removeItem('MC_DL_PROMPT');
    sessionStorage.setItem('MC_SPLASH_SEEN', '1');
    const w = window as unknown as { __dialogs: { at: number; open: string[] }[] };
    w.__dialogs = [];
    let last = '';
    const look = () => {
      const open = [...document.querySelectorAll('dialog[open]')].map(
        (d) => d.getAttribute('aria-label') ?? d.querySelector('h1,h2,h3')?.textContent ?? '?',
      );
      const key = open.join('|');
      if (key !== last) {
        last = key;
        w.__dialogs.push({ at: Math.round(performance.now()), open });
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  });
  await page.goto('/m/login');
  await page.getByLabel('Username').fill('demo_player');
  await page.getByLabel('Password', { exact: true }).fill('Player#2026');
  await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
  const seen: string[] = [];
  const open = page.locator('dialog[open]');
  for (let i = 0; i < 10; i++) {
    try {
      await open.first().waitFor({ timeout: 8_000 });
    } catch {
      break;
    }
    const dialog = open.first();
    seen.push(
      (await dialog.getAttribute('aria-label')) ??
        (await dialog.locator('h1,h2,h3').first().innerText()),
    );
    const handle = await dialog.elementHandle();
    await dialog
      .getByRole('button', { name: /^(Close|Not now|Continue in browser|Later)$/ })
      .first()
      .click();
    await page.waitForFunction((el) => !el?.isConnected || !(el as HTMLDialogElement).open, handle);
  }
  // The written order (lib/overlays/rules.ts): announcement, welcome popups 1 and 2, the download
  // prompt (demo_player has made 3 deposits), the install prompt; never two at once.
  expect(seen).toEqual([
    'Announcement',
    'Welcome to Lucky Star',
    'Play on the App',
    'Get the Lucky Star app',
    'Install Lucky Star',
  ]);
  const log = await page.evaluate(
    () => (window as unknown as { __dialogs: { open: string[] }[] }).__dialogs,
  );
  expect(Math.max(...log.map((l) => l.open.length))).toBe(1);
});
