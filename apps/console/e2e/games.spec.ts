import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO_OWNER, expect, origin, test } from './fixtures';

/** The lanes a player's home gets (§7 GCSGAME_getGameMatchV2) on a merchant's domain: titles and games. */
async function playerLanes(request: APIRequestContext, merchant: string) {
  const res = await request.post('/wps/relay/GCSGAME_getGameMatchV2', {
    data: {},
    // The API client resolves no *.test hosts (only the browser maps them): name the host instead.
    headers: { host: new URL(origin(`www.${merchant}.test`)).host },
  });
  const lanes = (await res.json()).value.data.lanes as {
    title: string;
    cards: { displayName: string }[];
  }[];
  return lanes.map((l) => [l.title, l.cards.map((c) => c.displayName)]);
}

const game = (gameCode: string, name: string, category: string, sortOrder: number) => ({
  gameCode,
  vendorCode: 'DEMO',
  category,
  name,
  image: '/static/demo/content/banner-welcome.svg',
  providerGame: 'SLOT',
  sortOrder,
});

test('the owner reorders the home game lanes and their games, by keyboard and by dragging, moves a game to another lane and hides one; players get the new lanes once saved', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  // Set-up the test does not look at: a merchant with two lanes of three and one games.
  const code = `lanes${Date.now().toString(36)}`;
  const token = await apiLogin(request, DEMO_OWNER.username, DEMO_OWNER.password);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/admin/merchants', {
    headers,
    data: {
      code,
      name: 'Lanes Star',
      domains: [`www.${code}.test`],
      tempPassword: 'Temp#Lanes2026',
      template: { kind: 'empty' },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const put = await request.put(`/admin/merchants/${code}/games`, {
    headers,
    data: {
      categories: [
        { code: 'RNG', name: 'Slots', ordinal: 100 },
        { code: 'LIVE', name: 'Live', ordinal: 200 },
      ],
      vendors: [{ code: 'DEMO', name: 'Star Games' }],
      games: [
        game('a', 'Alpha', 'RNG', 1),
        game('b', 'Bravo', 'RNG', 2),
        game('c', 'Charlie', 'RNG', 3),
        game('d', 'Delta', 'LIVE', 1),
      ],
    },
  });
  expect(put.ok(), await put.text()).toBeTruthy();

  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto(`/console/merchants/${code}/games`);
  await expect(page.getByRole('heading', { name: 'Games and lanes', level: 1 })).toBeVisible();
  const slots = page.getByRole('region', { name: 'Slots' });
  await expect(slots.getByRole('row')).toHaveCount(4);
  await checkA11y(page, 'game lanes');

  // Keyboard: Charlie up one, then the Live lane above Slots.
  await slots.getByRole('button', { name: 'Move Charlie up' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Move lane Live up' }).click();
  // Mouse: Charlie dragged onto Alpha takes its place (first).
  await slots
    .getByRole('row', { name: /Charlie/ })
    .dragTo(slots.getByRole('row', { name: /Alpha/ }));
  await expect(slots.getByRole('row').nth(1)).toContainText('Charlie');
  // Bravo goes to the Live lane, Delta is hidden.
  await slots.getByRole('combobox', { name: 'Lane of Bravo' }).click();
  await page.getByRole('option', { name: 'LIVE' }).click();
  const live = page.getByRole('region', { name: 'Live' });
  await live.getByRole('switch', { name: 'Show Delta to players' }).uncheck({ force: true });
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

  // Nothing reaches players before the catalogue is saved.
  expect(await playerLanes(request, code)).toEqual([
    ['Slots', ['Alpha', 'Bravo', 'Charlie']],
    ['Live', ['Delta']],
  ]);
  await shot(page, 'game-lanes');
  await page.getByRole('button', { name: 'Save catalogue' }).click();
  await expect(page.getByText('Catalogue saved.').first()).toBeVisible();
  expect(await playerLanes(request, code)).toEqual([
    ['Live', ['Bravo']],
    ['Slots', ['Charlie', 'Alpha']],
  ]);
  // A reload reads the stored order back.
  await page.reload();
  await expect(page.getByRole('region').first()).toHaveAccessibleName('Live');
  await expect(page.getByRole('region', { name: 'Slots' }).getByRole('row').nth(1)).toContainText(
    'Charlie',
  );
});
