import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PARAM } from '@member-app/contract/rules/preview';
import type { App } from '../src/lib/app-instance';
import { RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/**
 * The live preview of the content shown on pages other than home's banners and announcements: an
 * activity, a news or help article, home's game lanes. Each opens on its own page, framed only
 * with its token, and players never get the draft.
 */

let app: App;
let operator: ReturnType<typeof operatorClient>['operator'];
let shop: { code: string; domains: string[] };
let content: { token: string };
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  ({ operator } = operatorClient(app));
  shop = await createMerchant(app);
  content = await operator('content', { merchantCodes: [shop.code] });
});
afterAll(() => app.close());

const on = (url: string) => app.inject({ url, headers: { host: shop.domains[0]! } });
const admin = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const res = await app.inject({
    method,
    url: `/admin/merchants/${shop.code}${url}`,
    headers: { ...bearer(content.token), origin: 'https://console.example.com' },
    payload: payload as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; token: string; path: string };
};
const previewed = async (token: string) => {
  const res = await on(`/wps/content/preview/${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Record<string, unknown>;
};
const framed = (res: { headers: Record<string, unknown> }) =>
  /frame-ancestors 'self' https:\/\/console\.example\.com(;|$)/.test(
    String(res.headers['content-security-policy']),
  ) && res.headers['x-frame-options'] === undefined;

const activity = {
  title: 'Draft activity',
  summary: 'Ten percent more',
  imageUrl: '/uploads/draft-activity.png',
  content:
    '<p>Deposit <b>today</b><img src="/uploads/x.png" onerror="alert(1)"><script>alert(2)</script></p>',
};

describe('activity preview', () => {
  it('opens on the activity page with the draft as its page reads it, the HTML sanitized as a stored one', async () => {
    const stored = await admin('POST', '/content/activities', activity);
    const saved = (await on(`/wps/content/activities/${stored.id}`)).json().value;
    const { token, path } = await admin('POST', '/preview', {
      type: 'activities',
      id: stored.id,
      item: { ...activity, title: 'Edited activity' },
    });
    expect(path).toBe(`/m/activity?id=${stored.id}&${PREVIEW_PARAM}=${token}`);
    const seen = (await previewed(token)).activity;
    // The same answer as the stored one (same sanitizer), but for the edited title.
    expect(seen).toEqual({ ...saved, title: 'Edited activity' });
    expect(JSON.stringify(seen)).not.toMatch(/onerror|script|alert/);
    expect(String((seen as { content: string }).content)).toContain('<b>today</b>');

    // Framed on its page only; players' answers unchanged.
    expect(framed(await on(path))).toBe(true);
    expect(framed(await on(`/m/home?${PREVIEW_PARAM}=${token}`))).toBe(false);
    expect(framed(await on(`/m/activity?id=${stored.id}`))).toBe(false);
    expect((await on(`/wps/content/activities/${stored.id}`)).json().value).toEqual(saved);
    expect((await on('/wps/content/activities')).body).not.toContain('Edited activity');
  });

  it('a new activity shows under id 0', async () => {
    const { token, path } = await admin('POST', '/preview', {
      type: 'activities',
      id: null,
      item: { ...activity, title: 'Brand new activity' },
    });
    expect(path).toBe(`/m/activity?id=0&${PREVIEW_PARAM}=${token}`);
    expect((await previewed(token)).activity).toMatchObject({
      id: 0,
      title: 'Brand new activity',
      image: '/uploads/draft-activity.png',
    });
    expect((await on('/wps/content/activities')).body).not.toContain('Brand new activity');
  });
});

describe('article preview', () => {
  it('opens the news or help page with the draft first and opened, players keep the stored list', async () => {
    const article = {
      kind: 'news',
      category: 'Updates',
      title: 'Stored news',
      summary: 'Old',
      content: '<p>Old</p>',
    };
    await admin('POST', '/content/articles', article);
    const players = (await on('/wps/content/articles?kind=news')).body;
    const { token, path } = await admin('POST', '/preview', {
      type: 'articles',
      id: null,
      item: { ...article, title: 'Draft news', content: '<p>New<script>x</script></p>' },
    });
    expect(path).toBe(`/m/news?id=0&${PREVIEW_PARAM}=${token}`);
    const { articles } = (await previewed(token)) as {
      articles: { kind: string; list: { title: string; content: string }[] };
    };
    expect(articles.kind).toBe('news');
    expect(articles.list.map((a) => a.title)).toEqual(['Draft news', 'Stored news']);
    expect(articles.list[0]?.content).toBe('<p>New</p>');
    expect(framed(await on(path))).toBe(true);
    expect((await on('/wps/content/articles?kind=news')).body).toBe(players);

    const help = await admin('POST', '/preview', {
      type: 'articles',
      id: null,
      item: { ...article, kind: 'help', title: 'Draft help' },
    });
    expect(help.path).toBe(`/m/help?id=0&${PREVIEW_PARAM}=${help.token}`);
    expect(framed(await on(help.path))).toBe(true);
    expect(framed(await on(`/m/news?${PREVIEW_PARAM}=${help.token}`))).toBe(false);
  });
});

describe('mall item preview', () => {
  it('opens the point market with the draft first; players keep the stored items', async () => {
    const item = {
      name: 'Stored mug',
      description: 'A mug',
      imageUrl: '/uploads/mug.png',
      points: 100,
      stock: 3,
      category: 'Gifts',
    };
    await admin('POST', '/content/mall-items', item);
    const players = (await on('/wps/content/mall')).body;
    const { token, path } = await admin('POST', '/preview', {
      type: 'mall-items',
      id: null,
      item: { ...item, name: 'Draft hoodie', points: 900 },
    });
    expect(path).toBe(`/m/mall/mallHome?${PREVIEW_PARAM}=${token}`);
    const { mall } = (await previewed(token)) as { mall: { items: { name: string }[] } };
    expect(mall.items.map((i) => i.name)).toEqual(['Draft hoodie', 'Stored mug']);
    expect(mall.items[0]).toMatchObject({ id: 0, points: 900, limitPerMember: null });
    expect(framed(await on(path))).toBe(true);
    expect((await on('/wps/content/mall')).body).toBe(players);
  });
});

describe('game lanes preview', () => {
  const game = (gameCode: string, category: string, name: string) => ({
    gameCode,
    vendorCode: 'DEMO',
    category,
    name,
    image: `/uploads/${gameCode}.png`,
    providerGame: gameCode,
  });
  const catalogue = {
    categories: [
      { code: 'RNG', name: 'Slots', ordinal: 1 },
      { code: 'LIVE', name: 'Live casino', ordinal: 2 },
      { code: 'FISH', name: 'Fishing', ordinal: 3 },
    ],
    vendors: [{ code: 'DEMO', name: 'Demo' }],
    games: [
      game('s1', 'RNG', 'Spin One'),
      game('l1', 'LIVE', 'Live One'),
      game('f1', 'FISH', 'Fish One'),
    ],
  };
  const lanesOf = (value: unknown) =>
    (value as { data: { lanes: { title: string; ordinal: number }[] } }).data.lanes
      .sort((a, b) => a.ordinal - b.ordinal)
      .map((l) => l.title);

  it("shows home's lanes in the draft's order and visibility; players keep the stored ones", async () => {
    await admin('PUT', '/games', catalogue);
    const players = () => on('/wps/relay/GCSGAME_getGameMatchV2?size=8');
    const before = (await players()).body;
    expect(lanesOf((await players()).json().value)).toEqual(['Slots', 'Live casino', 'Fishing']);

    // Live casino first, the only slot hidden (a lane with no listed game is not shown).
    const draft = {
      ...catalogue,
      categories: [
        { code: 'LIVE', name: 'Live casino', ordinal: 1 },
        { code: 'RNG', name: 'Slots', ordinal: 2 },
        { code: 'FISH', name: 'Fishing', ordinal: 3 },
      ],
      games: catalogue.games.map((g) => (g.gameCode === 's1' ? { ...g, enabled: false } : g)),
    };
    const { token, path } = await admin('POST', '/preview', {
      type: 'games',
      id: null,
      item: draft,
    });
    expect(path).toBe(`/m/home?${PREVIEW_PARAM}=${token}`);
    const seen = await previewed(token);
    expect(Object.keys(seen)).toEqual(['lanes']);
    expect(lanesOf(seen.lanes)).toEqual(['Live casino', 'Fishing']);
    expect(framed(await on(path))).toBe(true);
    expect((await players()).body).toBe(before);
  });

  it('refuses a catalogue the contract refuses', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/admin/merchants/${shop.code}/preview`,
      headers: bearer(content.token),
      payload: { type: 'games', id: null, item: { ...catalogue, vendors: [] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
