import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { seedDemoGames } from '../src/db/seed/demo-games';
import { buildTestApp, createMerchant, fixtureDist } from './helpers';

/**
 * The page's HTML names what its first screen loads after the boot script (issue "first screen
 * fast"): the page's chunks and styles and the player's language file (§9), so that the browser
 * fetches them with the boot script instead of a round trip after it. A build shaped like Vite's
 * (the manifest and the app's route table, `.vite/route-modules.json`), with its files on disk.
 */

// As Vite writes it with the app's chunk groups: the boot chunk (the one the HTML's script tag
// loads, `assets/index-AbCd1234.js` in the fixture's index.html) is not marked as the entry.
const MANIFEST = {
  '_boot-AbCd1234.js': {
    file: 'assets/index-AbCd1234.js',
    imports: ['_runtime-Rt000001.js'],
    css: ['assets/boot-B00t0002.css'],
  },
  '_runtime-Rt000001.js': { file: 'assets/runtime-Rt000001.js' },
  'src/app/home-route.tsx': {
    file: 'assets/home-route-Hr000001.js',
    isDynamicEntry: true,
    imports: ['_runtime-Rt000001.js', '_home-Hm000001.js'],
  },
  '_home-Hm000001.js': {
    file: 'assets/home-Hm000001.js',
    imports: ['_runtime-Rt000001.js'],
    css: ['assets/home-Hm000002.css'],
    dynamicImports: ['src/features/home/components/home-popups.tsx'],
  },
  'src/features/home/components/home-popups.tsx': {
    file: 'assets/home-popups-Pp000001.js',
    isDynamicEntry: true,
  },
  'src/app/login-route.tsx': {
    file: 'assets/login-route-Lr000001.js',
    isDynamicEntry: true,
    imports: ['_runtime-Rt000001.js', '_form-Fm000001.js'],
  },
  '_form-Fm000001.js': { file: 'assets/form-Fm000001.js', css: ['assets/form-Fm000002.css'] },
};
const ROUTE_MODULES = {
  '/': 'src/app/home-route.tsx',
  '/home': 'src/app/home-route.tsx',
  '/login': 'src/app/login-route.tsx',
};
/**
 * Each language in two files, as the web build writes them (its locale-split-plugin.ts): the first
 * screens' texts, and the later texts of the pages that load on demand (`pages`).
 */
const LOCALE_FILES = {
  pages: ['/register', '/member/home'],
  files: Object.fromEntries<{ first: string; later: string }>(
    (
      [
        ['EN', 'En00000'],
        ['PT-BR', 'PtBr000'],
        ['PT', '_Pt0000'],
        ['UR', 'Ur00000'],
      ] as const
    ).map(([lang, hash]): [string, { first: string; later: string }] => [
      lang,
      { first: `assets/${lang}-${hash}1.json`, later: `assets/${lang}-later-${hash}2.json` },
    ]),
  ),
};

/** The stylesheets' texts, to be found in the pages (a text that would close its element too). */
const CSS: Record<string, string> = {
  'assets/boot-B00t0002.css': '.boot{color:red}',
  'assets/home-Hm000002.css': '.home{color:green}',
  'assets/form-Fm000002.css': '.form::after{content:"</style><b>"}',
  // Language files: the sign-in pages' heading and lead (routes.ts PAGE_HEADINGS).
  'assets/EN-En000001.json': JSON.stringify({
    page_login: 'Log in',
    login_lead: 'Welcome <back>',
    page_game: 'Games',
    game_search_placeholder: 'Search games or providers',
    game_popular: 'Popular',
    all: 'All',
    game_new: 'New',
    game_maintenance: 'Under maintenance',
  }),
  // The registration page loads on demand: its texts are in the later file.
  'assets/EN-later-En000002.json': JSON.stringify({
    page_register: 'Create account',
    register_lead: 'Hello {{name}}',
  }),
  'assets/UR-later-Ur000002.json': JSON.stringify({
    page_register: 'کھاتہ بنائیں',
    register_lead: 'خوش آمدید',
  }),
  'assets/UR-Ur000001.json': JSON.stringify({
    page_login: 'لاگ ان',
    login_lead: 'خوش آمدید',
  }),
};

let dir: string;
let app: App;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mc-dist-preloads-'));
  await cp(fixtureDist, dir, { recursive: true });
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(dir, '.vite', 'route-modules.json'), JSON.stringify(ROUTE_MODULES));
  await writeFile(path.join(dir, '.vite', 'locale-files.json'), JSON.stringify(LOCALE_FILES));
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const files = [
    ...Object.values(MANIFEST).flatMap((e) => [e.file, ...('css' in e ? e.css : [])]),
    ...Object.values(LOCALE_FILES.files).flatMap((f) => [f.first, f.later]),
  ];
  for (const file of files) await writeFile(path.join(dir, file), CSS[file] ?? '/* built */');
  // The boot stylesheet is named by the built page itself, as Vite writes it.
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  await writeFile(
    path.join(dir, 'index.html'),
    html.replace(
      '</script>',
      '</script>\n    <link rel="stylesheet" crossorigin href="/m/assets/boot-B00t0002.css">',
    ),
  );
  app = await buildTestApp({ WEB_DIST: dir });
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: 'localhost:3000', ...headers } });

function preloads(html: string) {
  return {
    modules: [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" crossorigin>/g)].map(
      (m) => m[1],
    ),
    // Written into the page, each followed by its link, disabled (html.ts inlineStyle).
    styles: [
      ...html.matchAll(/<\/style><link rel="stylesheet" href="([^"]+)" crossorigin disabled>/g),
    ].map((m) => m[1]),
    languages: [
      ...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin>/g),
    ].map((m) => m[1]),
  };
}

describe('the page HTML names its first screen files', () => {
  it("home names home's chunks and styles, never the boot script's nor what home loads later", async () => {
    for (const url of ['/m/home', '/']) {
      const found = preloads((await page(url)).body);
      expect(found.modules, url).toEqual([
        '/m/assets/home-route-Hr000001.js',
        '/m/assets/home-Hm000001.js',
      ]);
      expect(found.styles, url).toEqual([
        '/m/assets/boot-B00t0002.css',
        '/m/assets/home-Hm000002.css',
      ]);
    }
  });

  it("writes the first screen's styles into the page, so that its first paint waits for no stylesheet", async () => {
    const html = (await page('/m/home')).body;
    // In the order the page named them: the boot styles, then the page's.
    expect(html).toMatch(
      /<style>\.boot\{color:red\}<\/style><link rel="stylesheet" href="\/m\/assets\/boot-B00t0002\.css" crossorigin disabled>[\s\S]*<style>\.home\{color:green\}<\/style>/,
    );
    // No stylesheet is left for the browser to fetch before it paints.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // A stylesheet's text cannot close its element and write markup into the page.
    const login = (await page('/m/login')).body;
    expect(login).toContain('<style>.form::after{content:"<\\/style><b>"}</style>');
    expect(login).not.toContain('</style><b>');
  });

  it("login names login's chunks, not home's", async () => {
    const found = preloads((await page('/m/login')).body);
    expect(found.modules).toEqual([
      '/m/assets/login-route-Lr000001.js',
      '/m/assets/form-Fm000001.js',
    ]);
    expect(found.styles).toEqual(['/m/assets/boot-B00t0002.css', '/m/assets/form-Fm000002.css']);
  });

  it('a page the route table does not name, and an unknown page, name no chunk', async () => {
    for (const url of ['/m/game', '/m/no-such-page']) {
      const found = preloads((await page(url)).body);
      expect(found.modules, url).toEqual([]);
      expect(found.styles, url).toEqual(['/m/assets/boot-B00t0002.css']);
    }
  });

  it("draws the sign-in page's heading and lead in the player's language, as the app does", async () => {
    const shell = (html: string) => /<div class="boot-shell" [^]*<\/body>/.exec(html)?.[0] ?? '';
    expect(shell((await page('/m/login')).body)).toContain(
      '<section class="auth-page"><h1 class="auth-page__title">Log in</h1><p class="auth-page__lead">Welcome &lt;back&gt;</p></section>',
    );
    // §9 right to left for Urdu.
    expect(shell((await page('/m/login', { cookie: 'mc_lang=UR' })).body)).toContain(
      '<section class="auth-page" dir="rtl"><h1 class="auth-page__title">لاگ ان</h1><p class="auth-page__lead">خوش آمدید</p></section>',
    );
    // A text with a placeholder is left to the app; so are the pages without a heading here.
    expect(shell((await page('/m/register')).body)).not.toContain('auth-page');
    // Texts of the later file are drawn too (the registration page loads on demand).
    expect(shell((await page('/m/register', { cookie: 'mc_lang=UR' })).body)).toContain(
      '<h1 class="auth-page__title">کھاتہ بنائیں</h1>',
    );
    expect(shell((await page('/m/home')).body)).not.toContain('auth-page');
    // A language file without the texts: nothing drawn.
    expect(shell((await page('/m/login', { cookie: 'mc_lang=PT' })).body)).not.toContain(
      'auth-page',
    );
  });

  it("draws /m/game's first screen as the app does: title, search box, popular cards, categories, chips and the grid's first row", async () => {
    await seedDemoGames(app.db);
    await app.games.catalogue.invalidate('demo');
    type Card = { image: string; name: string; vendorName: string };
    const popular = (await page('/lgw/games/popular?size=10')).json<{ value: { list: Card[] } }>()
      .value.list;
    const { categories } = (
      await app.inject({
        method: 'POST',
        url: '/wps/relay/GCSGAME_newGameVendor',
        headers: { host: 'localhost:3000' },
        payload: {},
      })
    ).json<{
      value: { categories: { category: string; name: string; vendors: { name: string }[] }[] };
    }>().value;
    const first = categories[0]!;
    const grid = (await page(`/lgw/games/mobile?category=${first.category}&page=1&size=24`)).json<{
      value: { list: Card[] };
    }>().value.list;
    const shell = (html: string) => /<div class="boot-shell" [^]*<\/body>/.exec(html)?.[0] ?? '';
    const cards = (html: string, list: string) =>
      [
        ...(new RegExp(`<ul class="${list}">(.*?)</ul>`).exec(html)?.[1] ?? '').matchAll(
          /<img class="game-card__img" src="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    const game = shell((await page('/m/game')).body);
    expect(game).toContain('<h1 class="games__title">Games</h1>');
    expect(game).toContain('placeholder="Search games or providers"');
    // The strip's three cards a phone shows whole and the one cut by its edge, with their names.
    expect(cards(game, 'games-popular__row')).toEqual(popular.slice(0, 4).map((g) => g.image));
    expect(game).toContain(`<span class="game-card__name">${popular[0]!.name}</span>`);
    // §9 the categories in ordinal order, the first selected; its vendors after "All" (pressed).
    expect(
      [
        ...game.matchAll(
          /aria-selected="(true|false)" class="games-tabs__tab">.*?<span class="games-tabs__label">([^<]+)</g,
        ),
      ].map((m) => [m[2], m[1]]),
    ).toEqual(categories.map((c, i) => [c.name.replace('&', '&amp;'), String(i === 0)]));
    expect(
      [
        ...game.matchAll(
          /class="games-chip[^"]*" aria-pressed="(true|false)">(?:<img[^>]*>)?(?:<span>)?([^<]+)/g,
        ),
      ].map((m) => `${m[2]}:${m[1]}`),
    ).toEqual(['All:true', ...first.vendors.map((v) => `${v.name}:false`)]);
    // A category's own icon is the app's lazy image (none on its first render): not drawn.
    expect(game).toContain('<span class="games-tabs__icon"></span>');
    // The grid's first row at 4 columns (3 on a phone, and the first of the next row).
    expect(cards(game, 'games-grid')).toEqual(grid.slice(0, 4).map((g) => g.image));
    // A category and a vendor in the address: that tab, that chip, that grid.
    const slots = categories.find((c) => c.category === 'RNG')!;
    const vendor = (await page('/lgw/games/mobile?category=RNG&vendor=DEMO&page=1&size=24')).json<{
      value: { list: Card[] };
    }>().value.list;
    const rng = shell((await page('/m/game?category=RNG&vendor=DEMO')).body);
    expect(rng).toMatch(
      new RegExp(`aria-selected="true" class="games-tabs__tab">.*?>${slots.name}</span>`),
    );
    expect(rng).toMatch(
      /aria-pressed="false">All<.*aria-pressed="true">(<img[^>]*>)?<span>Star Games</,
    );
    expect(cards(rng, 'games-grid')).toEqual(vendor.slice(0, 4).map((g) => g.image));
    // A search in the address shows results instead of the strip, a trial play the game layer:
    // left to the app.
    expect(shell((await page('/m/game?q=dragon')).body)).not.toContain('game-card');
    expect(shell((await page('/m/game?trial=fortune-dragon')).body)).not.toContain('game-card');
  });

  it('§9 the page names the language the app will show from its first byte (lang, and dir for Urdu)', async () => {
    const htmlTag = async (headers: Record<string, string>) =>
      /<html[^>]*>/.exec((await page('/m/login', headers)).body)?.[0];
    expect(await htmlTag({})).toBe('<html lang="en">');
    expect(await htmlTag({ 'accept-language': 'pt-BR,pt;q=0.9' })).toBe('<html lang="pt-BR">');
    expect(await htmlTag({ cookie: 'mc_lang=UR' })).toBe('<html lang="ur" dir="rtl">');
  });

  it('§9 names the language the app will choose: saved choice, else the browser, else the merchant default', async () => {
    const lang = async (headers: Record<string, string>, url = '/m/home') =>
      preloads((await page(url, headers)).body).languages;
    expect(await lang({})).toEqual(['/m/assets/EN-En000001.json']);
    expect(await lang({ 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' })).toEqual([
      '/m/assets/PT-BR-PtBr0001.json',
    ]);
    expect(await lang({ 'accept-language': 'pt-PT' })).toEqual(['/m/assets/PT-_Pt00001.json']);
    expect(await lang({ 'accept-language': 'pt-BR', cookie: 'mc_lang=EN' }, '/m/login')).toEqual([
      '/m/assets/EN-En000001.json',
    ]);
    const { domains } = await createMerchant(app, { settings: { defaultLanguage: 'PT' } });
    expect(await lang({ host: domains[0]!, 'accept-language': 'xx-YY' })).toEqual([
      '/m/assets/PT-_Pt00001.json',
    ]);
  });

  it("names a page's later language file only where the page loads on demand, after the first", async () => {
    const lang = async (url: string) =>
      preloads((await page(url, { cookie: 'mc_lang=UR' })).body).languages;
    for (const url of ['/m/home', '/m/login', '/m/game'])
      expect(await lang(url), url).toEqual(['/m/assets/UR-Ur000001.json']);
    for (const url of ['/m/register', '/m/member/home'])
      expect(await lang(url), url).toEqual([
        '/m/assets/UR-Ur000001.json',
        '/m/assets/UR-later-Ur000002.json',
      ]);
    for (const url of await lang('/m/member/home'))
      expect((await page(url!)).statusCode, url).toBe(200);
  });

  it('names no language file the build does not have', async () => {
    const found = preloads((await page('/m/home', { 'accept-language': 'ko-KR' })).body);
    expect(found.languages).toEqual([]);
  });

  it('every file it names is served', async () => {
    const html = (await page('/m/home', { 'accept-language': 'pt-BR' })).body;
    const { modules, styles, languages } = preloads(html);
    const named = [...modules, ...styles, ...languages];
    expect(named.length).toBe(5);
    for (const url of named) expect((await page(url!)).statusCode, url).toBe(200);
  });
});

describe('a build without the route table', () => {
  it('names nothing (the fixture build has only the manifest)', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.inject({ url: '/m/home', headers: { host: 'localhost:3000' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
      expect(res.body).not.toContain('as="fetch"');
    } finally {
      await plain.close();
    }
  });
});
