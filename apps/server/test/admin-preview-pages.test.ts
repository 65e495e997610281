import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import { PREVIEW_PARAM, PREVIEW_PLACE_PARAM } from '@member-app/contract/rules/preview';
import type { App } from '../src/lib/app-instance';
import { contentPromotions } from '../src/db/schema';
import { CATALOGUE_BODY_LIMIT } from '@member-app/contract/rules/games';
import { RELAXED_LIMITS, registerMember } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/**
 * The live preview of the content shown on pages other than home's banners and announcements: an
 * activity, a news or help article, the point market, the reward center's promotions, the
 * missions, home's game lanes. Each opens on its own page (scrolled to the draft where it is
 * further down), framed only with its token, and players never get the draft.
 */

let app: App;
let operator: ReturnType<typeof operatorClient>['operator'];
let shop: { code: string; domains: string[] };
let content: { token: string };
let support: { token: string };
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  ({ operator } = operatorClient(app));
  shop = await createMerchant(app);
  content = await operator('content', { merchantCodes: [shop.code] });
  support = await operator('support', { merchantCodes: [shop.code] });
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
/** The same call as `admin`, answered as it is (a refusal's status and envelope). */
const attempt = (
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  operatorToken = content.token,
) =>
  app.inject({
    method,
    url: `/admin/merchants/${shop.code}${url}`,
    headers: bearer(operatorToken),
    payload: payload as Record<string, unknown>,
  });
/** A refusal in the contract's envelope (never a 5xx). */
const refused = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
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
    expect(path).toBe(
      `/m/mall/mallHome?${PREVIEW_PARAM}=${token}&${PREVIEW_PLACE_PARAM}=mall-item-0`,
    );
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
    const { token, path } = await admin('POST', '/preview/games', {
      type: 'games',
      id: null,
      item: draft,
    });
    expect(path).toBe(`/m/home?${PREVIEW_PARAM}=${token}&${PREVIEW_PLACE_PARAM}=home-game-lanes`);
    const seen = await previewed(token);
    expect(Object.keys(seen)).toEqual(['lanes']);
    expect(lanesOf(seen.lanes)).toEqual(['Live casino', 'Fishing']);
    expect(framed(await on(path))).toBe(true);
    expect((await players()).body).toBe(before);
  });

  it('refuses a catalogue the contract refuses, and a draft sent to the other call', async () => {
    const bad = { type: 'games', id: null, item: { ...catalogue, vendors: [] } };
    refused(await attempt('POST', '/preview/games', bad), 400);
    // The lanes have their own call (their right, their size), the items theirs.
    refused(await attempt('POST', '/preview', { type: 'games', id: null, item: catalogue }), 400);
    refused(
      await attempt('POST', '/preview/games', { type: 'banners', id: null, item: catalogue }),
      400,
    );
  });

  it('takes a catalogue as large as its save does (over the server-wide body limit)', async () => {
    const image = (i: number) => `/uploads/${String(i).padStart(5, '0')}${'x'.repeat(480)}.png`;
    const big = {
      ...catalogue,
      games: Array.from({ length: 5000 }, (_, i) => ({
        ...game(`g${i}`, i % 2 ? 'RNG' : 'LIVE', `Game ${i}`.padEnd(80, '.')),
        image: image(i),
      })),
    };
    const payload = { type: 'games', id: null, item: big };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(3 * 1024 * 1024);
    const { token } = await admin('POST', '/preview/games', payload);
    expect(lanesOf((await previewed(token)).lanes)).toEqual(['Slots', 'Live casino']);
    const next = await admin('PUT', `/preview/games/${token}`, {
      ...payload,
      item: { ...big, games: big.games.filter((g) => g.category === 'LIVE') },
    });
    expect(next.token).toBe(token);
    expect(lanesOf((await previewed(token)).lanes)).toEqual(['Live casino']);
    // Past the catalogue's own limit: refused in the envelope, as its save refuses it.
    const over = await app.inject({
      method: 'POST',
      url: `/admin/merchants/${shop.code}/preview/games`,
      headers: { ...bearer(content.token), 'content-type': 'application/json' },
      payload: `{"type":"games","id":null,"item":"${'x'.repeat(CATALOGUE_BODY_LIMIT)}"}`,
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'payload.too.large' });
  });

  it('needs the right that saving the catalogue needs (games.write)', async () => {
    const payload = { type: 'games', id: null, item: catalogue };
    const denied = await attempt('POST', '/preview/games', payload, support.token);
    refused(denied, 403);
    expect(denied.json()).toMatchObject({ errorCode: ADMIN_ERROR_CODES.FORBIDDEN_ROLE });
    expect(denied.json().message).toContain('games.write');
    const { token } = await admin('POST', '/preview/games', payload);
    const again = await attempt('PUT', `/preview/games/${token}`, payload, support.token);
    refused(again, 403);
    expect(again.json().message).toContain('games.write');
    // The lanes' token changes by the lanes' call only.
    const banner = {
      groupName: 'main',
      title: 'Draft',
      imageUrl: '/uploads/b.png',
    };
    refused(
      await attempt('PUT', `/preview/${token}`, { type: 'banners', id: null, item: banner }),
      404,
    );
    // /docs says so.
    const docs: { paths: Record<string, Record<string, { description?: string }>> } = (
      await app.inject({ url: '/docs/json' })
    ).json();
    const operation = docs.paths['/admin/merchants/{code}/preview/games']?.post;
    expect(operation?.description).toContain('`games.write`');
  });
});

describe('promotion preview', () => {
  const promotion = (key: string, title: string) => ({
    key,
    title,
    description: `${title} for everyone`,
    imageUrl: '/uploads/promo.png',
    reward: '₱77',
    rewardCenter: true,
  });
  type Listed = { promotions: { list: { id: number; title: string }[] } };
  type States = { rewards: { list: { promotionId: number; status: string; points: number }[] } };
  let daily: number;
  let host: Record<string, string>;
  beforeAll(async () => {
    // The reward center's claims are not in the operator's form: stored ones as the demo has them.
    const rows = await app.db
      .insert(contentPromotions)
      .values([
        {
          ...promotion('STORED_DAILY', 'Stored check-in'),
          merchantCode: shop.code,
          rewardPoints: 50,
          claimCycle: 'DAILY' as const,
          sortOrder: 1,
        },
        {
          ...promotion('STORED_DEPOSIT', 'Stored deposit bonus'),
          merchantCode: shop.code,
          rewardPoints: 500,
          requiresEvent: 'DEPOSIT' as const,
          requiresCount: 1,
          sortOrder: 2,
        },
        {
          ...promotion('NOT_LISTED', 'Not listed'),
          merchantCode: shop.code,
          rewardCenter: false,
          sortOrder: 3,
        },
      ])
      .returning({ id: contentPromotions.id });
    daily = rows[0]!.id;
    host = { host: shop.domains[0]! };
  });
  const playersList = () =>
    app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      headers: host,
      payload: {},
    });
  const statesOf = async (token: string) =>
    (
      await app.inject({ url: LOYALTY_PATHS.rewards, headers: { ...host, authorization: token } })
    ).json().value.list as States['rewards']['list'];

  it('opens the reward center on the draft, with the claims of a member who has none yet', async () => {
    // A member who claimed the check-in today: their own state is never the preview's.
    const member = await registerMember(app, host);
    const claim = await app.inject({
      method: 'POST',
      url: LOYALTY_PATHS.rewardClaim,
      headers: { ...host, authorization: member.token },
      payload: { promotionId: daily },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const players = (await playersList()).body;

    const { token, path } = await admin('POST', '/preview', {
      type: 'promotions',
      id: null,
      item: promotion('DRAFT_WEEKEND', 'Draft weekend bonus'),
    });
    expect(path).toBe(
      `/m/rewardCenter?${PREVIEW_PARAM}=${token}&${PREVIEW_PLACE_PARAM}=promotion-0`,
    );
    const seen = (await previewed(token)) as unknown as Listed & States;
    expect(seen.promotions.list.map((p) => p.title)).toEqual([
      'Draft weekend bonus',
      'Stored check-in',
      'Stored deposit bonus',
    ]);
    expect(seen.promotions.list[0]).toEqual({
      id: 0,
      key: 'DRAFT_WEEKEND',
      title: 'Draft weekend bonus',
      description: 'Draft weekend bonus for everyone',
      image: '/uploads/promo.png',
      reward: '₱77',
    });
    // The stored entries as a member who has done nothing gets them; a new one has no claim.
    const fresh = await registerMember(app, host);
    expect(seen.rewards.list).toEqual(await statesOf(fresh.token));
    expect(seen.rewards.list.map((r) => [r.status, r.points])).toEqual([
      ['CLAIMABLE', 50],
      ['LOCKED', 500],
    ]);
    expect((await statesOf(member.token))[0]).toMatchObject({ status: 'CLAIMED' });

    expect(framed(await on(path))).toBe(true);
    expect(framed(await on(`/m/home?${PREVIEW_PARAM}=${token}`))).toBe(false);
    expect((await playersList()).body).toBe(players);
  });

  it("an edited promotion keeps its place's claim; one taken out of the reward center is not listed", async () => {
    const edited = { ...promotion('STORED_DAILY', 'Edited check-in'), reward: '₱99' };
    const { token } = await admin('POST', '/preview', {
      type: 'promotions',
      id: daily,
      item: edited,
    });
    const seen = (await previewed(token)) as unknown as Listed & States;
    expect(seen.promotions.list.map((p) => [p.id, p.title])).toEqual([
      [daily, 'Edited check-in'],
      [expect.any(Number), 'Stored deposit bonus'],
    ]);
    expect(seen.rewards.list[0]).toMatchObject({
      promotionId: daily,
      points: 50,
      status: 'CLAIMABLE',
    });

    await admin('PUT', `/preview/${token}`, {
      type: 'promotions',
      id: daily,
      item: { ...edited, rewardCenter: false },
    });
    const out = (await previewed(token)) as unknown as Listed & States;
    expect(out.promotions.list.map((p) => p.title)).toEqual(['Stored deposit bonus']);
    expect(out.rewards.list.map((r) => r.promotionId)).not.toContain(daily);
  });

  it('refuses a draft the contract refuses, in its envelope', async () => {
    const bad = [
      { ...promotion('lower case', 'Bad key') },
      { ...promotion('GOOD_KEY', '') },
      { ...promotion('GOOD_KEY', 'Script image'), imageUrl: 'javascript:alert(1)' },
      { ...promotion('GOOD_KEY', 'Wrong flag'), rewardCenter: 'yes' },
    ];
    for (const item of bad)
      refused(await attempt('POST', '/preview', { type: 'promotions', id: null, item }), 400);
    refused(
      await attempt('POST', '/preview', { type: 'promotions', id: -1, item: promotion('K1', 'x') }),
      400,
    );
    // An id no promotion has: shown as a promotion with no claim.
    const { token } = await admin('POST', '/preview', {
      type: 'promotions',
      id: 2_000_000_000,
      item: promotion('UNKNOWN_ID', 'Nobody'),
    });
    const seen = (await previewed(token)) as unknown as Listed & States;
    expect(seen.promotions.list[0]).toMatchObject({ id: 2_000_000_000, title: 'Nobody' });
    expect(seen.rewards.list[0]).toMatchObject({ promotionId: 2_000_000_000, points: 0 });
  });
});

describe('mission preview', () => {
  const mission = (key: string, title: string) => ({
    key,
    title,
    description: 'Log in today.',
    event: 'LOGIN',
    target: 1,
    points: 40,
    cycle: 'DAILY',
  });
  type Seen = {
    missions: {
      list: { id: number; title: string; progress: number; status: string; resetsAt: string }[];
    };
  };
  let host: Record<string, string>;
  let stored: number;
  beforeAll(async () => {
    host = { host: shop.domains[0]! };
    stored = (await admin('POST', '/content/missions', mission('STORED_LOGIN', 'Stored login'))).id;
  });
  const missionsOf = async (token: string) =>
    (
      await app.inject({ url: LOYALTY_PATHS.missions, headers: { ...host, authorization: token } })
    ).json().value.list as Seen['missions']['list'];

  it('opens the missions on the draft, with the progress of a member who has none yet', async () => {
    // A member who logged in: their login mission is complete; the preview's is not started.
    const member = await registerMember(app, host);
    const theirs = await missionsOf(member.token);
    expect(theirs).toEqual([
      expect.objectContaining({ id: stored, progress: 1, status: 'COMPLETED' }),
    ]);

    const { token, path } = await admin('POST', '/preview', {
      type: 'missions',
      id: null,
      item: {
        ...mission('DRAFT_LAUNCH', 'Draft launch three games'),
        event: 'GAME_LAUNCH',
        target: 3,
      },
    });
    expect(path).toBe(`/m/leaderBoard?${PREVIEW_PARAM}=${token}&${PREVIEW_PLACE_PARAM}=mission-0`);
    const seen = (await previewed(token)) as unknown as Seen;
    expect(seen.missions.list).toEqual([
      {
        id: 0,
        key: 'DRAFT_LAUNCH',
        title: 'Draft launch three games',
        description: 'Log in today.',
        event: 'GAME_LAUNCH',
        target: 3,
        progress: 0,
        points: 40,
        cycle: 'DAILY',
        status: 'IN_PROGRESS',
        resetsAt: theirs[0]!.resetsAt,
      },
      { ...theirs[0], progress: 0, status: 'IN_PROGRESS' },
    ]);
    expect(framed(await on(path))).toBe(true);
    expect(await missionsOf(member.token)).toEqual(theirs);

    // Edited: in its place of the list (first), under its id.
    await admin('PUT', `/preview/${token}`, {
      type: 'missions',
      id: stored,
      item: mission('STORED_LOGIN', 'Edited login'),
    });
    const edited = (await previewed(token)) as unknown as Seen;
    expect(edited.missions.list.map((m) => [m.id, m.title, m.status])).toEqual([
      [stored, 'Edited login', 'IN_PROGRESS'],
    ]);
  });

  it('refuses a draft the contract refuses, in its envelope', async () => {
    const bad = [
      { ...mission('DRAFT', 'No target'), target: 0 },
      { ...mission('DRAFT', 'Unknown event'), event: 'SPIN' },
      { ...mission('DRAFT', 'Unknown cycle'), cycle: 'HOURLY' },
      { ...mission('DRAFT', 'Negative'), points: -5 },
      { ...mission('x', 'Bad key') },
    ];
    for (const item of bad)
      refused(await attempt('POST', '/preview', { type: 'missions', id: null, item }), 400);
    refused(
      await attempt('POST', '/preview', { type: 'missions', id: 0, item: mission('OK', 'id 0') }),
      400,
    );
    refused(await attempt('POST', '/preview', { type: 'missions' }), 400);
    refused(
      await attempt('PUT', `/preview/${'a'.repeat(43)}`, {
        type: 'missions',
        id: null,
        item: mission('OK', 'x'),
      }),
      404,
    );
    refused(
      await attempt(
        'POST',
        '/preview',
        { type: 'missions', id: null, item: mission('OK', 'x') },
        support.token,
      ),
      403,
    );
  });
});
