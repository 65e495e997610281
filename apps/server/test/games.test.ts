import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_LAUNCH_TIMEOUT_MS } from '@member-app/contract/constants';
import {
  gameLanesSchema,
  gameListSchema,
  gameVendorsSchema,
  popularGamesSchema,
} from '@member-app/contract/schemas/games';
import type { App } from '../src/lib/app-instance';
import { gameVendors, games } from '../src/db/schema';
import { DEMO_GAME_CATALOGUE, seedDemoGames } from '../src/db/seed/demo-games';
import { seedDemoContent } from '../src/db/seed/demo-content';
import {
  acceptsLottoMode,
  buildCatalogue,
  findGame,
  launchWaitMs,
  lottoViewFor,
  mergeVendors,
  searchGames,
} from '../src/modules/games/catalogue';
import {
  CATALOGUE_TTL_S,
  catalogueTopic,
  createGameCatalogueStore,
} from '../src/modules/games/repository';
import type { CatalogueSnapshot, VendorRow } from '../src/domain/game-catalogue';
import { verifyLaunchTicket } from '../src/domain/launch-ticket';
import { launchTicketSecret } from '../src/modules/vendor/launch-ticket';
import type { GameVendorProvider } from '../src/providers/games/game-vendor-provider';
import { ADMIN_TOKEN, buildTestApp, createMerchant } from './helpers';
import { RELAXED_LIMITS, registerMember, type Headers } from './accounts';

/** Games: catalogue, lanes, /lgw/games, launches, trial, timeouts. */

let app: App;
let member: { token: string; id: number };
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // Two instances starting together must seed once (idempotent and race-safe).
  await Promise.all([seedDemoGames(app.db), seedDemoGames(app.db)]);
  // A fresh member: files sharing one PostgreSQL database never touch each other's balances.
  member = await registerMember(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Headers = {}, target: App = app) =>
  target.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}, target: App = app) =>
  target.inject({ method: 'POST', url, payload: payload as object, headers });
const relay = (name: string, payload: unknown = {}, headers: Headers = {}, target: App = app) =>
  post(`/wps/relay/${name}`, payload, headers, target);
const auth = (token = member.token): Headers => ({ authorization: token });
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const launchGame = (body: unknown, headers: Headers = auth(), target: App = app) =>
  post('/wps/game/launchGame', body, headers, target);
const launchLotto = (body: Record<string, unknown>, headers: Headers = auth(), target: App = app) =>
  relay('GCS_launchLotto', { launchMode: 'LOTT', ...body }, headers, target);

/** The launch ticket inside a gameUrl, as the demo vendor will read it. */
async function ticketOf(gameUrl: string) {
  const ticket = new URL(gameUrl).searchParams.get('ticket')!;
  return verifyLaunchTicket(ticket, await launchTicketSecret(app), Date.now());
}

/** Opens a gameUrl as the app's iframe does: the ticket redirects (303) to the game page. */
async function open(gameUrl: string) {
  const url = new URL(gameUrl);
  const redirect = await app.inject({ url: `${url.pathname}${url.search}` });
  const cookie = redirect.cookies.find((c) => c.name === 'mc_vdemo');
  const location = redirect.headers.location;
  const page =
    location && cookie
      ? await app.inject({ url: location, headers: { cookie: `mc_vdemo=${cookie.value}` } })
      : null;
  return { redirect, location, cookie: cookie ? `mc_vdemo=${cookie.value}` : null, page };
}

/** Gives a merchant its own catalogue through the operator API. */
async function putCatalogue(code: string, catalogue: unknown) {
  const res = await app.inject({
    method: 'PUT',
    url: `/admin/merchants/${code}/games`,
    headers: admin,
    payload: catalogue as object,
  });
  if (res.statusCode !== 200) throw new Error(`catalogue failed: ${res.body}`);
  return res;
}

const OTHER_CATALOGUE = {
  categories: [
    { code: 'PVP', name: 'Instant', ordinal: 7 },
    { code: 'FISH', name: 'Fishing', nameCn: '捕鱼', ordinal: 5 },
  ],
  vendors: [
    { code: 'RNG', name: 'Reel Gaming', sortOrder: 2 },
    { code: 'TCG', name: 'TCG Asia', sortOrder: 1 },
    { code: 'OCEAN', name: 'Ocean Games', sortOrder: 0 },
    { code: 'SHUT', name: 'Closed Vendor', enabled: false },
  ],
  games: [
    {
      gameCode: 'koi',
      vendorCode: 'OCEAN',
      category: 'FISH',
      name: 'Koi Catch',
      image: '/static/demo/games/golden-lotus.svg',
      providerGame: 'SLOT',
      trial: true,
    },
    {
      gameCode: 'DICE',
      vendorCode: 'PVP',
      category: 'PVP',
      name: 'Quick Dice',
      image: '/static/demo/games/lucky-dice.svg',
      providerGame: 'DICE',
    },
    {
      gameCode: 'hidden',
      vendorCode: 'SHUT',
      category: 'PVP',
      name: 'Hidden Dice',
      image: '/static/demo/games/dice-duel.svg',
      providerGame: 'DICE',
    },
    {
      gameCode: 'off',
      vendorCode: 'TCG',
      category: 'PVP',
      name: 'Switched Off',
      image: '/static/demo/games/dice-duel.svg',
      providerGame: 'DICE',
      enabled: false,
    },
  ],
};

describe('seed', () => {
  it('seeds the demo catalogue once, even when run again', async () => {
    const n = async () =>
      (await app.db.select({ n: count() }).from(games).where(eq(games.merchantCode, 'demo')))[0]!.n;
    expect(await n()).toBe(DEMO_GAME_CATALOGUE.games.length);
    await seedDemoGames(app.db);
    expect(await n()).toBe(DEMO_GAME_CATALOGUE.games.length);
  });

  it('§2 the G home banners name games of the catalogue (VNC on TCG_LOTTO_VN, fortune-dragon on DEMO)', async () => {
    await seedDemoContent(app.db);
    const banners = (await get('/wps/content/banners?groups=main')).json().value.banners as {
      linkageType: string;
      linkage: string;
      vendor: string;
      nodeId: string | null;
    }[];
    const gameBanners = banners.filter((b) => b.linkageType === 'G');
    expect(gameBanners.map((b) => [b.linkage, b.vendor])).toEqual([
      ['VNC', 'TCG_LOTTO_VN'],
      ['fortune-dragon', 'DEMO'],
    ]);
    // The lottery banner launches through the relay variant, the slot through the launch call.
    const lotto = await launchLotto({ lottoGameCode: 'VNC', lottoView: gameBanners[0]!.nodeId });
    expect(lotto.statusCode).toBe(200);
    expect((await open(lotto.json().value.gameUrl)).location).toBe(
      '/vendor/demo/lottery?view=lobby',
    );
    const slot = await launchGame({ gameCode: 'fortune-dragon', vendor: 'DEMO' });
    expect(slot.statusCode).toBe(200);
    expect((await open(slot.json().value.gameUrl)).location).toBe('/vendor/demo/slots');
  });
});

describe('§9 catalogue rules (catalogue.ts)', () => {
  const vendor = (code: string, sortOrder: number, over: Partial<VendorRow> = {}): VendorRow => ({
    code,
    name: `${code} name`,
    nameCn: null,
    logo: null,
    isNew: false,
    maintenance: false,
    enabled: true,
    sortOrder,
    ...over,
  });

  it('§9 RNG and PVP merge into TCG: one TCG, with the TCG row when there is one', () => {
    expect(
      mergeVendors([vendor('RNG', 0), vendor('TCG', 5), vendor('PVP', 1), vendor('DEMO', 2)]).map(
        (v) => [v.vendor, v.name],
      ),
    ).toEqual([
      ['TCG', 'TCG name'],
      ['DEMO', 'DEMO name'],
    ]);
    expect(
      mergeVendors([vendor('PVP', 3), vendor('RNG', 1)]).map((v) => [v.vendor, v.name]),
    ).toEqual([['TCG', 'RNG name']]);
  });

  it('§9 category ordinals start at 100 and step by 100 in display order, whatever is stored', () => {
    const catalogue = buildCatalogue({
      ...DEMO_GAME_CATALOGUE,
      categories: DEMO_GAME_CATALOGUE.categories.map((c, i) => ({
        ...c,
        ordinal: [30, 10, 20][i]!,
      })),
    });
    expect(catalogue.categories.map((c) => [c.code, c.ordinal])).toEqual([
      ['RNG', 100],
      ['PVP', 200],
      ['ELOTT', 300],
    ]);
  });

  it('lists only enabled games of enabled vendors, once per merged vendor and code', () => {
    const snapshot: CatalogueSnapshot = {
      categories: [{ code: 'PVP', name: 'Instant', nameCn: null, icon: null, ordinal: 1 }],
      vendors: [vendor('TCG', 0), vendor('OFF', 1, { enabled: false })],
      games: ['PVP', 'TCG', 'OFF'].map((vendorCode, i) => ({
        ...DEMO_GAME_CATALOGUE.games.find((g) => g.gameCode === 'DICE')!,
        vendorCode,
        name: `Dice ${vendorCode}`,
        sortOrder: i,
      })),
    };
    const catalogue = buildCatalogue(snapshot);
    expect(catalogue.games.map((g) => [g.vendor, g.name])).toEqual([['TCG', 'Dice PVP']]);
  });

  it('searches names case-insensitively, in English and Chinese, and pages', () => {
    const catalogue = buildCatalogue(DEMO_GAME_CATALOGUE);
    const codes = (q: string) =>
      searchGames(catalogue, { q, page: 1, size: 30 }, false).list.map((g) => g.gameCode);
    expect(codes('LOTUS')).toEqual(['golden-lotus']);
    expect(codes('财神')).toEqual(['fortune-dragon']);
    expect(codes('star games')).toEqual(['fortune-dragon', 'dice-duel']);
    const page = searchGames(catalogue, { page: 2, size: 4 }, false);
    expect([page.total, page.list.length]).toEqual([9, 4]);
  });

  it('§3 lottoView is honoured for a lottery with a lobby; one without opens on betting', () => {
    const catalogue = buildCatalogue(DEMO_GAME_CATALOGUE);
    const vnc = findGame(catalogue, 'VNC')!;
    const lucky = findGame(catalogue, 'LUCKY5D')!;
    expect(lottoViewFor(vnc, 'lobby', undefined)).toBe('lobby');
    expect(lottoViewFor(vnc, 'betting', undefined)).toBe('betting');
    expect(lottoViewFor(lucky, 'lobby', undefined)).toBe('betting');
    expect(lottoViewFor(vnc, 'lobby', false)).toBe('betting');
  });

  it('§3 SEA_Tradition_Mobile only for TCG_SEA or SEA-flagged lotteries', () => {
    const catalogue = buildCatalogue(DEMO_GAME_CATALOGUE);
    expect(acceptsLottoMode(findGame(catalogue, 'L645')!, 'SEA_Tradition_Mobile')).toBe(true);
    expect(acceptsLottoMode(findGame(catalogue, 'VNC')!, 'SEA_Tradition_Mobile')).toBe(false);
    expect(acceptsLottoMode(findGame(catalogue, 'VNC')!, undefined)).toBe(true);
  });

  it('§9 a launch waits the caller’s timeout, never more than 10000 ms', () => {
    expect(launchWaitMs(GAME_LAUNCH_TIMEOUT_MS)).toBe(10_000);
    expect(launchWaitMs(GAME_LAUNCH_TIMEOUT_MS, 3000)).toBe(3000);
    expect(launchWaitMs(GAME_LAUNCH_TIMEOUT_MS, 60_000)).toBe(10_000);
  });
});

describe('§7 GCSGAME_newGameVendor', () => {
  it('answers categories in ordinal order 100, 200, 300 with their vendors; RNG and PVP as one TCG (§9)', async () => {
    const res = await relay('GCSGAME_newGameVendor');
    expect(res.statusCode).toBe(200);
    const { categories } = gameVendorsSchema.parse(res.json().value);
    expect(categories.map((c) => [c.category, c.name, c.ordinal])).toEqual([
      ['ELOTT', 'Lottery', 100],
      ['RNG', 'Slots', 200],
      ['PVP', 'Cards & instant', 300],
    ]);
    expect(categories[0]!.vendors.map((v) => v.vendor)).toEqual([
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'LOTT',
    ]);
    // Golden Lotus is stored under RNG and Lucky Dice under PVP: both answered as TCG, once.
    expect(categories[1]!.vendors.map((v) => v.vendor)).toEqual(['DEMO', 'TCG']);
    expect(categories[2]!.vendors.map((v) => v.vendor)).toEqual(['DEMO', 'TCG']);
    expect(JSON.stringify(categories)).not.toMatch(/"vendor":"(RNG|PVP)"/);
  });

  it('answers Chinese names for Language CN and TW, and the synchronous GET too', async () => {
    const cn = (await get('/wps/relay/GCSGAME_newGameVendor', { language: 'CN' })).json().value
      .categories;
    expect(cn.map((c: { name: string }) => c.name)).toEqual(['彩票', '电子', '棋牌']);
    const tw = (await relay('GCSGAME_newGameVendor', {}, { language: 'tw' })).json().value
      .categories;
    expect(tw[1].vendors[0].name).toBe('星辉游戏');
  });
});

describe('§3 game lanes (§7 GCSGAME_getGameMatchV2)', () => {
  it('return data.lanes: one per category with games, in ordinal order, with cards, gameClassify and gameCount', async () => {
    const res = await relay('GCSGAME_getGameMatchV2', { size: 2 });
    expect(res.statusCode).toBe(200);
    const { lanes } = gameLanesSchema.parse(res.json().value).data;
    expect(lanes.map((l) => [l.title, l.ordinal, l.gameCount, l.cards.length])).toEqual([
      ['Lottery', 100, 4, 2],
      ['Slots', 200, 3, 2],
      ['Cards & instant', 300, 2, 2],
    ]);
    expect(lanes[1]!.cards[0]).toMatchObject({
      accountTypeName: 'DEMO',
      displayName: 'Fortune Dragon Slots',
      game: {
        gameCode: 'fortune-dragon',
        vendor: 'DEMO',
        category: 'RNG',
        trial: true,
        lottery: false,
        image: '/static/demo/games/fortune-dragon.svg',
      },
    });
    expect(lanes[2]!.cards[0]).toMatchObject({ accountTypeName: 'TCG', displayName: 'Lucky Dice' });
    expect(lanes[0]!.gameClassify).toEqual([
      { vendor: 'TCG_LOTTO_VN', name: 'VN Lotto' },
      { vendor: 'TCG_SEA', name: 'SEA Lotto' },
      { vendor: 'LOTT', name: 'LOTT Lottery' },
    ]);
  });

  it('titles and names are Chinese for Language CN; the default size is 8', async () => {
    const { lanes } = (await get('/wps/relay/GCSGAME_getGameMatchV2', { language: 'CN' })).json()
      .value.data;
    expect(lanes.map((l: { title: string }) => l.title)).toEqual(['彩票', '电子', '棋牌']);
    expect(lanes[0].cards.map((c: { displayName: string }) => c.displayName)).toEqual([
      '越南彩',
      '越南 6/45',
      '幸运5D',
      '乐透 6/45',
    ]);
    expect(lanes[0].cards[0].game.vendorName).toBe('越南彩票');
  });

  it('refuses a bad size with 400, not 500', async () => {
    const res = await relay('GCSGAME_getGameMatchV2', { size: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('game images are served', async () => {
    const image = await get('/static/demo/games/fortune-dragon.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('svg');
  });
});

describe('§7 GET /lgw/games/mobile and /lgw/games/popular (no auth, cacheable)', () => {
  const list = async (query: string, headers: Headers = {}) => {
    const res = await get(`/lgw/games/mobile${query}`, headers);
    expect(res.statusCode).toBe(200);
    return gameListSchema.parse(res.json().value);
  };

  it('answers every game without a token, publicly cacheable for a minute', async () => {
    const res = await get('/lgw/games/mobile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Language');
    const value = gameListSchema.parse(res.json().value);
    expect(value).toMatchObject({ total: 9, page: 1, size: 30 });
    expect(value.list.map((g) => g.gameCode)).toEqual([
      'VNC',
      'VN645',
      'LUCKY5D',
      'L645',
      'fortune-dragon',
      'golden-lotus',
      'lucky-sevens',
      'DICE',
      'dice-duel',
    ]);
    // A stale or foreign token changes nothing: the call needs none.
    expect((await get('/lgw/games/mobile', auth('not-a-token'))).statusCode).toBe(200);
  });

  it('filters by category and by vendor: RNG and PVP find TCG (§9)', async () => {
    expect((await list('?category=RNG')).list.map((g) => g.gameCode)).toEqual([
      'fortune-dragon',
      'golden-lotus',
      'lucky-sevens',
    ]);
    const tcg = ['golden-lotus', 'lucky-sevens', 'DICE'];
    for (const vendor of ['TCG', 'RNG', 'PVP', 'tcg'])
      expect((await list(`?vendor=${vendor}`)).list.map((g) => g.gameCode)).toEqual(tcg);
    expect(
      (await list('?vendor=TCG&category=PVP')).list.map((g) => [g.gameCode, g.vendor]),
    ).toEqual([['DICE', 'TCG']]);
    expect((await list('?vendor=NOBODY')).total).toBe(0);
  });

  it('searches game and vendor names in any case, also Chinese names', async () => {
    expect((await list('?q=DRAGON')).list.map((g) => g.gameCode)).toEqual(['fortune-dragon']);
    expect((await list(`?q=${encodeURIComponent('骰子')}`)).list.map((g) => g.gameCode)).toEqual([
      'DICE',
      'dice-duel',
    ]);
    expect((await list('?q=sea%20lotto')).list.map((g) => g.gameCode)).toEqual(['L645']);
    const cn = await list('?q=lotus', { language: 'CN' });
    expect(cn.list[0]).toMatchObject({ name: '金莲', vendor: 'TCG', vendorName: 'TCG游戏' });
  });

  it('pages: page 3 of size 4 holds the ninth game', async () => {
    const page = await list('?size=4&page=3');
    expect(page).toMatchObject({ total: 9, page: 3, size: 4 });
    expect(page.list.map((g) => g.gameCode)).toEqual(['dice-duel']);
  });

  it.each([
    '?category=CASINO',
    '?size=0',
    '?size=500',
    '?page=abc',
    `?q=${'x'.repeat(61)}`,
    '?vendor=%3Cscript%3E',
  ])('refuses the bad query %s with 400, not 500', async (query) => {
    const res = await get(`/lgw/games/mobile${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('popular: hot games first by rank, publicly cacheable, without a token', async () => {
    const res = await get('/lgw/games/popular?size=6');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { list: popular } = popularGamesSchema.parse(res.json().value);
    expect(popular.map((g) => [g.gameCode, g.hot])).toEqual([
      ['VNC', true],
      ['fortune-dragon', true],
      ['LUCKY5D', true],
      ['lucky-sevens', true],
      ['DICE', true],
      ['VN645', false],
    ]);
    expect((await get('/lgw/games/popular?size=0')).statusCode).toBe(400);
  });
});

describe('per merchant catalogues (operator API)', () => {
  let other: { code: string; domains: string[] };
  const on = () => ({ host: other.domains[0]! });
  beforeAll(async () => {
    other = await createMerchant(app);
  });

  it('a new merchant starts with an empty catalogue', async () => {
    expect((await relay('GCSGAME_newGameVendor', {}, on())).json().value).toEqual({
      categories: [],
    });
    expect((await relay('GCSGAME_getGameMatchV2', {}, on())).json().value).toEqual({
      data: { lanes: [] },
    });
    expect((await get('/lgw/games/mobile', on())).json().value).toMatchObject({
      list: [],
      total: 0,
    });
    expect((await get('/lgw/games/popular', on())).json().value).toEqual({ list: [] });
  });

  it('gets its own catalogue; neither merchant sees the other’s games', async () => {
    await putCatalogue(other.code, OTHER_CATALOGUE);
    const categories = (await relay('GCSGAME_newGameVendor', {}, on())).json().value.categories;
    // Stored ordinals 5 and 7 are answered as 100 and 200 (§9); the merged TCG is listed once.
    expect(
      categories.map((c: { category: string; ordinal: number }) => [c.category, c.ordinal]),
    ).toEqual([
      ['FISH', 100],
      ['PVP', 200],
    ]);
    expect(categories[1].vendors).toEqual([
      { vendor: 'TCG', name: 'TCG Asia', logo: null, isNew: false, maintenance: false },
    ]);
    const mine = (await get('/lgw/games/mobile', on()))
      .json()
      .value.list.map((g: { gameCode: string }) => g.gameCode);
    expect(mine).toEqual(['koi', 'DICE']);
    const demo = (await get('/lgw/games/mobile?q=koi')).json().value;
    expect(demo.total).toBe(0);
    // The other merchant's members cannot launch the demo's games, and the reverse.
    const stranger = await registerMember(app, on());
    expect(
      (
        await launchGame({ gameCode: 'fortune-dragon' }, { ...auth(stranger.token), ...on() })
      ).json().errorCode,
    ).toBe('game.unknown');
    expect((await launchGame({ gameCode: 'koi' })).json().errorCode).toBe('game.unknown');
    // A token of one merchant is no token on the other.
    expect((await launchGame({ gameCode: 'koi' }, { ...auth(), ...on() })).statusCode).toBe(401);
  });

  it('refuses an inconsistent catalogue and an unknown merchant', async () => {
    const bad = await app.inject({
      method: 'PUT',
      url: `/admin/merchants/${other.code}/games`,
      headers: admin,
      payload: {
        ...OTHER_CATALOGUE,
        games: [{ ...OTHER_CATALOGUE.games[0], vendorCode: 'NOBODY' }],
      },
    });
    expect(bad.statusCode).toBe(400);
    const script = await app.inject({
      method: 'PUT',
      url: `/admin/merchants/${other.code}/games`,
      headers: admin,
      payload: {
        ...OTHER_CATALOGUE,
        games: [{ ...OTHER_CATALOGUE.games[0], image: 'javascript:alert(1)' }],
      },
    });
    expect(script.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'PUT',
      url: '/admin/merchants/nobody_here/games',
      headers: admin,
      payload: OTHER_CATALOGUE,
    });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ url: `/admin/merchants/${other.code}/games` })).statusCode).toBe(
      401,
    );
  });

  it('takes the largest catalogue its schema allows (5000 games) and answers players bounded pages of it', async () => {
    const template = OTHER_CATALOGUE.games[0]!;
    const games = Array.from({ length: 5000 }, (_, i) => ({
      ...template,
      gameCode: `bulk-${i}`,
      name: `Bulk game ${i} ${'x'.repeat(40)}`,
      image: `/static/demo/games/bulk-${i}-${'y'.repeat(60)}.webp`,
    }));
    const res = await app.inject({
      method: 'PUT',
      url: `/admin/merchants/${other.code}/games`,
      headers: admin,
      payload: { ...OTHER_CATALOGUE, games },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.games).toHaveLength(5000);
    const page = (await get('/lgw/games/mobile?q=bulk%20game%204999', on())).json().value;
    expect(page).toMatchObject({ total: 1, list: [{ gameCode: 'bulk-4999' }] });
    const lanes = (await relay('GCSGAME_getGameMatchV2', { size: 8 }, on())).json().value.data
      .lanes;
    expect(lanes[0].cards).toHaveLength(8);
    expect(lanes[0].gameCount).toBe(5000);
    await putCatalogue(other.code, OTHER_CATALOGUE);
  });

  it('a change reaches players at once (the cached catalogue is dropped); maintenance and switched-off games do not start', async () => {
    const stranger = await registerMember(app, on());
    const headers = { ...auth(stranger.token), ...on() };
    const hidden = await launchGame({ gameCode: 'hidden' }, headers);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().errorCode).toBe('game.unknown');
    expect((await launchGame({ gameCode: 'off' }, headers)).json().errorCode).toBe('game.unknown');
    expect((await launchGame({ gameCode: 'DICE' }, headers)).statusCode).toBe(200);

    await putCatalogue(other.code, {
      ...OTHER_CATALOGUE,
      vendors: OTHER_CATALOGUE.vendors.map((v) =>
        v.code === 'TCG' ? { ...v, maintenance: true } : v,
      ),
    });
    const vendors = (await relay('GCSGAME_newGameVendor', {}, on())).json().value.categories[1]
      .vendors;
    expect(vendors[0]).toMatchObject({ vendor: 'TCG', maintenance: true });
    const res = await launchGame({ gameCode: 'DICE', vendor: 'PVP' }, headers);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'game.vendor.maintenance' });
    // Listed still: players see the game, the launch says why it does not start.
    expect((await get('/lgw/games/mobile?vendor=TCG', on())).json().value.total).toBe(1);
    const stored = (
      await app.inject({ url: `/admin/merchants/${other.code}/games`, headers: admin })
    ).json().value;
    expect(
      stored.games.map(
        (g: { vendorCode: string; gameCode: string }) => `${g.vendorCode}/${g.gameCode}`,
      ),
    ).toContain('PVP/DICE');
  });

  it('each instance keeps the built catalogue in memory until the invalidation bus names its merchant', async () => {
    await putCatalogue(other.code, OTHER_CATALOGUE);
    const koiName = async () =>
      (await get('/lgw/games/mobile?q=koi', on())).json().value.list[0]?.name;
    expect(await koiName()).toBe('Koi Catch');
    // Another instance's write: the rows change, this instance is not told.
    await app.db
      .update(games)
      .set({ name: 'Koi Catch Deluxe' })
      .where(eq(games.merchantCode, other.code));
    expect(await koiName()).toBe('Koi Catch');
    // Another merchant's change leaves this one's catalogue alone; its own drops it.
    await app.invalidation.publish(catalogueTopic('demo'));
    expect(await koiName()).toBe('Koi Catch');
    await app.invalidation.publish(catalogueTopic(other.code));
    expect(await koiName()).toBe('Koi Catch Deluxe');
  });

  /** A catalogue store of its own on this database, on a clock the test moves. */
  const clockedStore = (otherWriters: boolean) => {
    const clock = { now: Date.now() };
    const store = createGameCatalogueStore(app.db, app.invalidation, {
      otherWriters,
      now: () => clock.now,
    });
    const koiName = async () =>
      searchGames(await store.catalogue(other.code), { q: 'koi', page: 1, size: 20 }, false).list[0]
        ?.name;
    return { clock, store, koiName };
  };
  const renameKoi = (name: string) =>
    app.db.update(games).set({ name }).where(eq(games.merchantCode, other.code));

  it('on the embedded database, where no other process writes, time alone never reads the catalogue again', async () => {
    await putCatalogue(other.code, OTHER_CATALOGUE);
    const { clock, store, koiName } = clockedStore(false);
    expect(await koiName()).toBe('Koi Catch');
    const held = await store.catalogue(other.code);
    await renameKoi('Koi Catch Deluxe');
    clock.now += 24 * 3600 * 1000;
    expect(await store.catalogue(other.code)).toBe(held);
    await store.refreshed(other.code);
    expect(await koiName()).toBe('Koi Catch');
    await app.invalidation.publish(catalogueTopic(other.code));
    expect(await koiName()).toBe('Koi Catch Deluxe');
  });

  it('where other processes write (PostgreSQL), past its lifetime the rows are checked while players are answered from the held catalogue, which is kept when unchanged', async () => {
    await putCatalogue(other.code, OTHER_CATALOGUE);
    const { clock, store, koiName } = clockedStore(true);
    expect(await koiName()).toBe('Koi Catch');
    // Another instance's write, which nobody announces: only the lifetime brings it.
    await renameKoi('Koi Catch Deluxe');
    expect(await koiName()).toBe('Koi Catch');
    clock.now += CATALOGUE_TTL_S * 1000;
    // Answered at once from the catalogue held, while it is checked...
    expect(await koiName()).toBe('Koi Catch');
    await store.refreshed(other.code);
    // ...then from the changed rows.
    expect(await koiName()).toBe('Koi Catch Deluxe');
    // Past its lifetime again with nothing changed: the same catalogue, with the answers made from it.
    const held = await store.catalogue(other.code);
    clock.now += CATALOGUE_TTL_S * 1000;
    expect(await store.catalogue(other.code)).toBe(held);
    await store.refreshed(other.code);
    expect(await store.catalogue(other.code)).toBe(held);
    // A change of any row, a vendor's too, is seen.
    await app.db
      .update(gameVendors)
      .set({ maintenance: true })
      .where(eq(gameVendors.merchantCode, other.code));
    clock.now += CATALOGUE_TTL_S * 1000;
    expect(await store.catalogue(other.code)).toBe(held);
    await store.refreshed(other.code);
    const next = await store.catalogue(other.code);
    expect(next).not.toBe(held);
    expect(next.vendors.every((v) => v.maintenance)).toBe(true);
  });
});

describe('§6 game launch needs authorization (POST /wps/game/launchGame)', () => {
  it('answers 401 customer.not.login without a token', async () => {
    const res = await launchGame({ gameCode: 'fortune-dragon' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  it('answers 400 game.unknown for a game the catalogue does not have', async () => {
    const res = await launchGame({ gameCode: 'no-such-game' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'game.unknown' });
    expect((await launchGame({ gameCode: 'fortune-dragon', vendor: 'TCG' })).json().errorCode).toBe(
      'game.unknown',
    );
  });

  it('§3 answers value.gameUrl on this host; it opens the slot game on the member’s own wallet, Back to /m/game', async () => {
    const res = await launchGame(
      { gameCode: 'fortune-dragon', vendor: 'DEMO' },
      { ...auth(), host: 'm.luckystar.test' },
    );
    expect(res.statusCode).toBe(200);
    const { gameUrl } = res.json().value as { gameUrl: string };
    expect(gameUrl).toMatch(/^http:\/\/m\.luckystar\.test\/vendor\/demo\/play\?ticket=/);
    expect(await ticketOf(gameUrl)).toMatchObject({
      memberId: member.id,
      trial: false,
      gameCode: 'SLOT',
      vendorCode: 'DEMO',
      backUrl: '/m/game',
    });
    const { redirect, location, cookie, page } = await open(gameUrl);
    expect(redirect.statusCode).toBe(303);
    expect(location).toBe('/vendor/demo/slots');
    expect(page!.statusCode).toBe(200);
    expect(page!.body).toContain('<h1 class="vd-title">Fortune Dragon Slots</h1>');
    expect(page!.body).toContain('href="/m/game" target="_top"');
    expect(page!.body).not.toContain('>Trial<');
    // The member's wallet: the same balance the app's token sees.
    const viaApp = (await get('/lgw/orders', auth())).json().value.balance as number;
    const spin = await post('/vendor/demo/api/slots', { stake: 5 }, { cookie: cookie! });
    expect(spin.statusCode).toBe(200);
    const value = spin.json().value;
    expect(value.balance).toBeCloseTo(viaApp - 5 + value.payout, 2);
  });

  it('a game stored under PVP launches as TCG (§9) and opens Lucky Dice; backUrl comes back on the page', async () => {
    const res = await launchGame({ gameCode: 'DICE', vendor: 'PVP', backUrl: '/m/home?tab=games' });
    expect(res.statusCode).toBe(200);
    expect(await ticketOf(res.json().value.gameUrl)).toMatchObject({
      vendorCode: 'TCG',
      gameCode: 'DICE',
    });
    const { location, page } = await open(res.json().value.gameUrl);
    expect(location).toBe('/vendor/demo/dice');
    expect(page!.body).toContain('href="/m/home?tab=games" target="_top"');
  });

  it('Vietnam Lotto opens its own vendor’s lobby: its lotteries, by their names, never another vendor’s', async () => {
    const res = await launchGame({ gameCode: 'VNC' });
    expect(await ticketOf(res.json().value.gameUrl)).toMatchObject({
      vendorCode: 'TCG_LOTTO_VN',
      lobby: [
        { code: 'L5D', name: 'Vietnam Lotto' },
        { code: 'L645', name: 'Mega 6/45' },
      ],
    });
    const { page, cookie } = await open(res.json().value.gameUrl);
    const cards = [...page!.body.matchAll(/<h2 class="vd-card__name">([^<]+)<\/h2>/g)].map(
      (m) => m[1],
    );
    expect(cards).toEqual(['Vietnam Lotto', 'Mega 6/45']);
    // Lucky 5D (LOTT) and Lotto 6/45 (TCG_SEA) are other tiles, of other vendors.
    expect(page!.body).not.toMatch(/Lucky 5D|Lotto 6\/45/);
    const betting = await get('/vendor/demo/lottery?view=betting&game=L5D', { cookie: cookie! });
    expect(betting.body).toContain('<h1 class="vd-title">Vietnam Lotto</h1>');
    expect(betting.body).not.toContain('Lucky 5D');
    // A vendor with one lottery: its lobby is that game alone.
    const sea = await launchGame({ gameCode: 'L645', vendor: 'TCG_SEA' });
    const seaPage = (await open(sea.json().value.gameUrl)).page!.body;
    expect(
      [...seaPage.matchAll(/<h2 class="vd-card__name">([^<]+)<\/h2>/g)].map((m) => m[1]),
    ).toEqual(['Lotto 6/45']);
  });

  it('a lottery opens on its lobby, or on betting with hasLobby false', async () => {
    const lobby = await launchGame({ gameCode: 'VNC' });
    expect((await open(lobby.json().value.gameUrl)).location).toBe(
      '/vendor/demo/lottery?view=lobby',
    );
    const betting = await launchGame({ gameCode: 'L645', hasLobby: false });
    expect((await open(betting.json().value.gameUrl)).location).toBe(
      '/vendor/demo/lottery?view=betting&game=L645',
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    'javascript:alert(1)',
    'm/game',
    '/\\evil.example/x',
    '/vendor/demo/lottery',
  ])('refuses backUrl %s: only a path of this site (400)', async (backUrl) => {
    const res = await launchGame({ gameCode: 'fortune-dragon', backUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });
});

describe('§3 relay variant GCS_launchLotto', () => {
  it('needs a login', async () => {
    const res = await launchLotto({ lottoGameCode: 'VNC' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('customer.not.login');
  });

  it('§9 passes the default lottery language VI and opens the lobby', async () => {
    const res = await launchLotto({
      lottoGameCode: 'VNC',
      device: 'MOBILE',
      lottoArea: 'VN',
      backUrl: '/m/game',
    });
    expect(res.statusCode).toBe(200);
    expect(await ticketOf(res.json().value.gameUrl)).toMatchObject({
      language: 'VI',
      lottoView: 'lobby',
      gameCode: 'L5D',
      vendorCode: 'TCG_LOTTO_VN',
      memberId: member.id,
    });
    const { location, page } = await open(res.json().value.gameUrl);
    expect(location).toBe('/vendor/demo/lottery?view=lobby');
    // Its own vendor's lobby (TCG_LOTTO_VN): its lotteries under the catalogue's names.
    expect(page!.body).toContain('Vietnam Lotto');
    expect(page!.body).not.toContain('Lucky 5D');
    const en = await launchLotto({ lottoGameCode: 'VNC', language: 'en' });
    expect((await ticketOf(en.json().value.gameUrl))!.language).toBe('EN');
  });

  it('honours lottoView betting; a lottery without a lobby always opens on betting', async () => {
    const betting = await launchLotto({ lottoGameCode: 'VN645', lottoView: 'betting' });
    expect((await open(betting.json().value.gameUrl)).location).toBe(
      '/vendor/demo/lottery?view=betting&game=L645',
    );
    const noLobby = await launchLotto({ lottoGameCode: 'LUCKY5D', lottoView: 'lobby' });
    expect((await open(noLobby.json().value.gameUrl)).location).toBe(
      '/vendor/demo/lottery?view=betting&game=L5D',
    );
  });

  it('§3 the lottoMode SEA_Tradition_Mobile variant: accepted for TCG_SEA, refused elsewhere', async () => {
    const sea = await launchLotto({
      lottoGameCode: 'L645',
      lottoMode: 'SEA_Tradition_Mobile',
      lottoView: 'betting',
      title: 'SEA Lotto',
    });
    expect(sea.statusCode).toBe(200);
    expect(await ticketOf(sea.json().value.gameUrl)).toMatchObject({
      gameCode: 'L645',
      vendorCode: 'TCG_SEA',
      language: 'VI',
    });
    const vn = await launchLotto({ lottoGameCode: 'VNC', lottoMode: 'SEA_Tradition_Mobile' });
    expect(vn.statusCode).toBe(400);
    expect(vn.json().success).toBe(false);
    expect((await launchLotto({ lottoGameCode: 'L645', lottoMode: 'OTHER' })).statusCode).toBe(400);
  });

  it('resolves only lotteries: a slot game code is game.unknown; launchMode LOTT is required', async () => {
    const slot = await launchLotto({ lottoGameCode: 'fortune-dragon' });
    expect(slot.statusCode).toBe(400);
    expect(slot.json().errorCode).toBe('game.unknown');
    const noMode = await relay('GCS_launchLotto', { lottoGameCode: 'VNC' }, auth());
    expect(noMode.statusCode).toBe(400);
  });

  it('also answers the GET, with query-string booleans and numbers', async () => {
    const res = await get(
      '/wps/relay/GCS_launchLotto?launchMode=LOTT&lottoGameCode=VNC&lottoView=betting&hasLobby=true&timeout=5000&device=MOBILE',
      auth(),
    );
    expect(res.statusCode).toBe(200);
    expect((await open(res.json().value.gameUrl)).location).toBe(
      '/vendor/demo/lottery?view=betting&game=L5D',
    );
    expect(
      (
        await get(
          '/wps/relay/GCS_launchLotto?launchMode=LOTT&lottoGameCode=VNC&hasLobby=maybe',
          auth(),
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('§7 GCS_gameTrialLaunch', () => {
  it('a guest gets a trial of the slot game (POST): trial balance, never a member wallet', async () => {
    const res = await relay('GCS_gameTrialLaunch', {
      gameId: 'fortune-dragon',
      nodeId: 'slots',
      platform: 'html5',
    });
    expect(res.statusCode).toBe(200);
    const { gameUrl } = res.json().value as { gameUrl: string };
    expect(await ticketOf(gameUrl)).toMatchObject({
      memberId: null,
      trial: true,
      gameCode: 'SLOT',
    });
    const { location, page } = await open(gameUrl);
    expect(location).toBe('/vendor/demo/slots');
    expect(page!.body).toContain('>Trial<');
    expect(page!.body).toContain('data-balance="2000"');
  });

  it('the synchronous GET answers the same way', async () => {
    const res = await get('/wps/relay/GCS_gameTrialLaunch?gameId=DICE&nodeId=1&platform=html5');
    expect(res.statusCode).toBe(200);
    expect((await open(res.json().value.gameUrl)).location).toBe('/vendor/demo/dice');
  });

  it('a logged-in member’s trial plays trial money too', async () => {
    const res = await relay('GCS_gameTrialLaunch', { gameId: 'lucky-sevens' }, auth());
    expect(await ticketOf(res.json().value.gameUrl)).toMatchObject({ memberId: null, trial: true });
  });

  it.each([
    ['VNC', 'game.trial.unsupported'],
    ['dice-duel', 'game.trial.unsupported'],
    ['no-such-game', 'game.unknown'],
  ])('refuses %s with 400 %s (lotteries have no trial)', async (gameId, errorCode) => {
    const res = await relay('GCS_gameTrialLaunch', { gameId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode });
  });

  it('refuses another platform than html5', async () => {
    expect(
      (await relay('GCS_gameTrialLaunch', { gameId: 'DICE', platform: 'flash' })).statusCode,
    ).toBe(400);
  });
});

describe('§8/§9 the vendor is slow or fails', () => {
  const slow = (): GameVendorProvider & { aborted: boolean } => {
    const provider = {
      name: 'slow',
      aborted: false,
      launch: (_request: unknown, { signal }: { signal: AbortSignal }) =>
        new Promise<{ gameUrl: string }>((resolve) => {
          const timer = setTimeout(() => resolve({ gameUrl: 'https://late.example/' }), 30_000);
          signal.addEventListener('abort', () => {
            provider.aborted = true;
            clearTimeout(timer);
          });
        }),
    };
    return provider;
  };

  it('a slow vendor answers 504 game.launch.timeout once the wait is over, and is aborted', async () => {
    const vendor = slow();
    const impatient = await buildTestApp(
      {},
      { rateLimits: RELAXED_LIMITS, gameVendor: vendor, gameLaunchTimeoutMs: 300 },
    );
    try {
      const started = Date.now();
      const res = await launchGame({ gameCode: 'fortune-dragon' }, auth(), impatient);
      const elapsed = Date.now() - started;
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'game.launch.timeout' });
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(3000);
      expect(vendor.aborted).toBe(true);
    } finally {
      await impatient.close();
    }
  });

  it('§3 the relay variant’s timeout lowers the wait (1000 ms of the 10000 ms limit)', async () => {
    const patient = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, gameVendor: slow() });
    try {
      expect(patient.games.launchTimeoutMs).toBe(GAME_LAUNCH_TIMEOUT_MS);
      const started = Date.now();
      const res = await launchLotto({ lottoGameCode: 'VNC', timeout: 1000 }, auth(), patient);
      const elapsed = Date.now() - started;
      expect(res.statusCode).toBe(504);
      expect(res.json().errorCode).toBe('game.launch.timeout');
      expect(elapsed).toBeGreaterThanOrEqual(990);
      expect(elapsed).toBeLessThan(4000);
    } finally {
      await patient.close();
    }
  });

  it('a failing vendor answers 502 game.launch.failed with a safe message, no internals', async () => {
    const failing: GameVendorProvider = {
      name: 'failing',
      launch: async () => {
        throw new Error('ECONNREFUSED 10.9.8.7:8443 apiKey=sk_live_secret');
      },
    };
    const broken = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, gameVendor: failing });
    try {
      for (const res of [
        await launchGame({ gameCode: 'fortune-dragon' }, auth(), broken),
        await launchLotto({ lottoGameCode: 'VNC' }, auth(), broken),
        await relay('GCS_gameTrialLaunch', { gameId: 'DICE' }, {}, broken),
      ]) {
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'game.launch.failed' });
        expect(res.body).not.toMatch(/ECONNREFUSED|10\.9\.8\.7|sk_live|stack/);
      }
    } finally {
      await broken.close();
    }
  });

  it('a vendor answering no usable URL (javascript:) is a failed launch', async () => {
    const odd = await buildTestApp(
      {},
      {
        rateLimits: RELAXED_LIMITS,
        gameVendor: { name: 'odd', launch: async () => ({ gameUrl: 'javascript:alert(1)' }) },
      },
    );
    try {
      const res = await launchGame({ gameCode: 'fortune-dragon' }, auth(), odd);
      expect(res.statusCode).toBe(502);
      expect(res.body).not.toContain('javascript:');
    } finally {
      await odd.close();
    }
  });

  it('the provider receives what the vendor needs: merchant, member, game, view, back URL, language', async () => {
    const seen: unknown[] = [];
    const recording = await buildTestApp(
      {},
      {
        rateLimits: RELAXED_LIMITS,
        gameVendor: {
          name: 'recording',
          launch: async (request) => {
            seen.push(request);
            return { gameUrl: 'https://vendor.example/play?t=1' };
          },
        },
      },
    );
    try {
      const res = await launchLotto(
        {
          lottoGameCode: 'L645',
          lottoMode: 'SEA_Tradition_Mobile',
          lottoView: 'betting',
          labelName: 'Gold',
          lottoArea: 'SEA',
        },
        auth(),
        recording,
      );
      expect(res.json().value).toEqual({ gameUrl: 'https://vendor.example/play?t=1' });
      expect(seen[0]).toMatchObject({
        merchantCode: 'demo',
        member: { id: member.id },
        game: { gameCode: 'L645', vendor: 'TCG_SEA', providerGame: 'L645', lottery: true },
        lottoView: 'betting',
        backUrl: '/m/game',
        language: 'VI',
        trial: false,
        labelName: 'Gold',
        lottoArea: 'SEA',
        lottoMode: 'SEA_Tradition_Mobile',
        device: 'MOBILE',
      });
    } finally {
      await recording.close();
    }
  });
});

describe('OpenAPI', () => {
  it('/docs/json lists the game calls', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of [
      '/wps/game/launchGame',
      '/wps/relay/GCS_launchLotto',
      '/wps/relay/GCS_gameTrialLaunch',
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/relay/GCSGAME_getGameMatchV2',
      '/lgw/games/mobile',
      '/lgw/games/popular',
      '/admin/merchants/{code}/games',
    ])
      expect(paths[path], path).toBeDefined();
  });
});
