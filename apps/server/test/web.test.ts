import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/db/seed/demo-content';
import { seedDemoGames } from '../src/db/seed/demo-games';
import { APP_ROUTES } from '@member-app/contract/routes';
import type { App } from '../src/lib/app-instance';
import { buildTestApp, createMerchant, fixtureDist } from './helpers';
import { demoMerchantSettings } from '../src/db/seed/demo-merchant';

/**
 * The built app under /m/ (SPEC §2 routes and SEO, §7 asset manifest), as a browser or a crawler
 * sees it. Expected SEO values are written out from the demo merchant's configuration
 * (src/db/seed/demo-merchant.ts) rather than computed with the rule under test.
 */

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** What a crawler or the app reads from the served HTML head. */
function readPage(html: string) {
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]!));
  const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)">/g)].map((m) => m[1]);
  const bootJson = /<script id="mc-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const theme = /<style id="mc-theme">([\s\S]*?)<\/style>/.exec(html)?.[1];
  return {
    titles,
    title: titles[0],
    description: description === undefined ? undefined : decode(description),
    canonical: canonical === undefined ? undefined : decode(canonical),
    noindex: robots.some((r) => r?.includes('noindex')),
    boot: bootJson === undefined ? undefined : (JSON.parse(bootJson) as Record<string, unknown>),
    theme,
  };
}

/** The page's first data (contract boot-config FirstData), as the app reads it. */
function firstDataOf(html: string): Record<string, unknown> | undefined {
  const json = /<script id="mc-first-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

const HOME = {
  title: 'Lucky Star | Lottery, slots and live games',
  description:
    'Play lottery, slots and live casino games on your phone. Daily rewards and fast withdrawals.',
};
/** Paths that have their own entry under `*` in the demo configuration. */
const OWN_ENTRIES: Record<string, { title: string; description: string }> = {
  '/m/home': HOME,
  '/m/register': {
    title: 'Join Lucky Star | Create your free account',
    description: 'Create your Lucky Star account in seconds and claim your welcome bonus.',
  },
  '/m/activity': {
    title: 'Promotions | Lucky Star',
    description: 'Welcome bonuses, daily rebates and weekly tournaments.',
  },
  '/m/help': {
    title: 'Help centre | Lucky Star',
    description: 'Answers about accounts, deposits and games.',
  },
  '/m/news': {
    title: 'News | Lucky Star',
    description: 'The latest announcements from Lucky Star.',
  },
};
/** §2: the public pages that may be indexed on localhost or www.* hosts. */
const INDEXABLE = [
  '/m/',
  '/m/index.html',
  '/m/home',
  '/m/help',
  '/m/activity',
  '/m/register',
  '/m/news',
];

const ORIGIN = 'http://localhost:3000';
const ALL_PAGES = [...APP_ROUTES.map((r) => r.path), '/m/', '/'];

/** What the server's shell paints inside the app's root before any script runs. */
const bootShell = (html: string) =>
  /<div class="boot-shell" aria-hidden="true">(.*)<\/div><\/div>\s*<\/body>/s.exec(html)?.[1] ?? '';

describe('§2 routes: every page answers the app HTML', () => {
  it.each(ALL_PAGES)('%s answers 200 text/html, revalidated on every load', async (pathname) => {
    const res = await app.inject({ url: pathname, headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('src="/m/assets/index-AbCd1234.js"');
  });

  it('paints the app shell (header bar with the merchant logo) before any script runs, hidden from screen readers', async () => {
    const res = await app.inject({ url: '/m/home', headers: { host: 'localhost:3000' } });
    const shell =
      /<div id="root"><div class="boot-shell" aria-hidden="true">(.*?)<\/div><\/div><\/div>/.exec(
        res.body,
      );
    expect(shell).not.toBeNull();
    expect(shell![1]).toMatch(/<img class="boot-shell__logo" src="[^"]+" alt="" height="32">/);
    // Themed through the merchant's CSS variables, declared in the head.
    expect(res.body).toMatch(
      /<style id="mc-theme">[^<]*\.boot-shell__bar\{[^}]*var\(--mc-header-bg\)/,
    );
  });

  it('§4 home pages open on their first banner, in its place and fetched with the HTML, with no splash over it; other pages do not', async () => {
    await seedDemoContent(app.db);
    // Written to the database directly, not through the operator API: announced by hand.
    await app.contentAnswers.invalidate('demo');
    const banners = await app.inject({
      url: '/wps/content/banners?groups=main',
      headers: { host: 'localhost:3000' },
    });
    const first = banners.json<{ value: { banners: { url: string }[] } }>().value.banners[0]!.url;
    for (const url of ['/m/home', '/m/index', '/']) {
      const res = await app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(res.body).toContain(
        `<link rel="preload" as="image" href="${first}" fetchpriority="high">`,
      );
      const shell = bootShell(res.body);
      expect(shell).toContain(
        `<div class="boot-shell__home"><img class="boot-shell__banner" src="${first}" alt="" width="750" height="300" fetchpriority="high"></div>`,
      );
      expect(shell).not.toContain('boot-splash');
    }
    const game = await app.inject({ url: '/m/game', headers: { host: 'localhost:3000' } });
    expect(game.body).toContain('class="boot-shell"');
    expect(bootShell(game.body)).not.toMatch(/boot-splash"|boot-shell__banner"/);
    expect(game.body).not.toContain(`href="${first}"`);
  });

  it("/m/game carries its popular strip, categories and grid's first page, as their calls answer them, and fetches the cards a phone shows whole with the HTML", async () => {
    await seedDemoGames(app.db);
    // Written to the database directly: announced by hand, as the operator API would.
    await app.games.catalogue.invalidate('demo');
    const call = async (url: string, payload?: object) =>
      (
        await app.inject({
          method: payload ? 'POST' : 'GET',
          url,
          headers: { host: 'localhost:3000' },
          ...(payload ? { payload } : {}),
        })
      ).json<{ value: { list: { image: string }[] } }>().value;
    const popular = await call('/lgw/games/popular?size=10');
    expect(popular.list.length).toBeGreaterThan(3);
    const vendors = await call('/wps/relay/GCSGAME_newGameVendor', {});
    const firstData = async (url: string) => {
      const game = await app.inject({ url, headers: { host: 'localhost:3000' } });
      const data = JSON.parse(
        /<script id="mc-first-data" type="application\/json">(.*?)<\/script>/.exec(game.body)![1]!,
      ) as Record<string, unknown>;
      const preloaded = [
        ...game.body.matchAll(
          /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g,
        ),
      ].map((m) => m[1]);
      return { data, preloaded };
    };
    // §9 the first category in ordinal order, as the app lists it first (rules/game-area).
    const grid = await call('/lgw/games/mobile?category=ELOTT&page=1&size=24');
    const { data, preloaded } = await firstData('/m/game');
    expect(data.popular).toEqual(popular);
    expect(data.vendors).toEqual(vendors);
    expect(data.gameList).toEqual({ filter: { category: 'ELOTT' }, page: grid });
    // The grid's first row (the largest cards on a phone), then the strip's, each once.
    expect(preloaded).toEqual([
      ...new Set([...grid.list.slice(0, 3), ...popular.list.slice(0, 3)].map((g) => g.image)),
    ]);
    // The address's category and vendor (§2); a vendor the category does not have is no filter.
    const slots = await call('/lgw/games/mobile?category=RNG&vendor=DEMO&page=1&size=24');
    expect((await firstData('/m/game?category=RNG&vendor=DEMO')).data.gameList).toEqual({
      filter: { category: 'RNG', vendor: 'DEMO' },
      page: slots,
    });
    expect((await firstData('/m/game?category=RNG&vendor=NOPE')).data.gameList).toMatchObject({
      filter: { category: 'RNG' },
    });
    // A search's results are the app's to ask for; a trial play draws no cards and fetches none.
    expect((await firstData('/m/game?q=dragon')).data.gameList).toBeUndefined();
    expect((await firstData('/m/game?trial=fortune-dragon')).preloaded).toEqual([]);
    // Other pages carry no games.
    const login = await app.inject({ url: '/m/login', headers: { host: 'localhost:3000' } });
    expect(login.body).not.toContain('"popular"');
    expect(login.body).not.toContain('"gameList"');
    expect(login.body).not.toContain('rel="preload" as="image"');
  });

  it('§4 a home page with no banner to show opens on the splash', async () => {
    const { domains } = await createMerchant(app, { settings: { name: 'Empty Star' } });
    const res = await app.inject({ url: '/m/home', headers: { host: domains[0]! } });
    expect(bootShell(res.body)).toMatch(
      /<div class="boot-splash"><span class="boot-splash__logo"><svg [^>]+>.*<\/svg><\/span><span>Empty Star<\/span><\/div>/,
    );
    expect(res.body).not.toContain('boot-shell__banner"');
  });

  it("§4 the shell holds the download bar's place where the app will show it: a download for the device, not in the native app", async () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile';
    const shell = async (url: string, host = 'localhost:3000') =>
      bootShell((await app.inject({ url, headers: { host, 'user-agent': android } })).body);
    expect(await shell('/m/login')).toContain('<div class="boot-shell__download"></div>');
    expect(await shell('/m/home?inApp=1')).not.toContain('boot-shell__download');
    const { domains } = await createMerchant(app, { settings: { resources: [] } });
    expect(await shell('/m/login', domains[0])).not.toContain('boot-shell__download');
  });

  it('keeps the query of a page URL out of the way (§2 /m/launchGame?{query}, /m/activity?id=)', async () => {
    const res = await app.inject({
      url: '/m/launchGame?prize_mode=1&code=LOTTO&playType=x&backUrl=%2Fm%2Fhome',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const activity = await app.inject({
      url: '/m/activity?id=42',
      headers: { host: 'localhost:3000' },
    });
    expect(readPage(activity.body).title).toBe(OWN_ENTRIES['/m/activity']!.title);
  });
});

describe('§2 SEO: title, description and canonical from the per-path and per-domain configuration', () => {
  it.each(ALL_PAGES)('%s on localhost has its own entry or the /m/home entry', async (pathname) => {
    const res = await app.inject({ url: pathname, headers: { host: 'localhost:3000' } });
    const page = readPage(res.body);
    const own = OWN_ENTRIES[pathname];
    const expected = own ?? HOME;
    expect(page.titles).toEqual([expected.title]);
    expect(page.description).toBe(expected.description);
    // Entries without a canonical link to the page itself; the /m/home entry names /m/home.
    const canonicalPath = own && pathname !== '/m/home' ? pathname : '/m/home';
    expect(page.canonical).toBe(`${ORIGIN}${canonicalPath}`);
  });

  it('replaces the template title rather than adding a second one', async () => {
    const res = await app.inject({ url: '/m/home', headers: { host: 'localhost:3000' } });
    expect(res.body).not.toContain('placeholder');
    expect(readPage(res.body).titles).toHaveLength(1);
  });

  it("a domain's own /m/home entry wins for that domain (m.luckystar.test)", async () => {
    const res = await app.inject({ url: '/m/home', headers: { host: 'm.luckystar.test' } });
    expect(readPage(res.body)).toMatchObject({
      titles: ['Lucky Star Mobile | Play anywhere'],
      description: 'The Lucky Star mobile site: lottery and games in your pocket.',
      canonical: 'https://www.luckystar.test/m/home',
    });
  });

  it("an unconfigured path on that domain uses the domain's /m/home entry", async () => {
    const res = await app.inject({ url: '/m/login', headers: { host: 'M.LuckyStar.test:8443' } });
    expect(readPage(res.body)).toMatchObject({
      title: 'Lucky Star Mobile | Play anywhere',
      canonical: 'https://www.luckystar.test/m/home',
    });
  });

  it("a path's own entry for every domain wins over the domain's /m/home entry", async () => {
    const res = await app.inject({ url: '/m/register', headers: { host: 'm.luckystar.test' } });
    expect(readPage(res.body)).toMatchObject({
      title: OWN_ENTRIES['/m/register']!.title,
      canonical: 'http://m.luckystar.test/m/register',
    });
  });

  it('other domains get the entries for every domain', async () => {
    const res = await app.inject({ url: '/m/home', headers: { host: 'www.luckystar.test' } });
    expect(readPage(res.body)).toMatchObject({
      title: HOME.title,
      canonical: 'http://www.luckystar.test/m/home',
    });
  });
});

describe('§2 robots noindex rule', () => {
  it.each(ALL_PAGES)(
    '%s on localhost: noindex unless a public page with at most two slashes',
    async (pathname) => {
      const res = await app.inject({ url: pathname, headers: { host: 'localhost:3000' } });
      const slashes = pathname.split('/').length - 1;
      const expected = !INDEXABLE.includes(pathname) || slashes > 2;
      expect(readPage(res.body).noindex).toBe(expected);
    },
  );

  it.each(INDEXABLE)('%s on www.luckystar.test has no noindex tag', async (pathname) => {
    const res = await app.inject({ url: pathname, headers: { host: 'www.luckystar.test' } });
    expect(readPage(res.body).noindex).toBe(false);
  });

  it.each(INDEXABLE)(
    '%s on m.luckystar.test and 127.0.0.1 has the noindex tag',
    async (pathname) => {
      for (const host of ['m.luckystar.test', '127.0.0.1:3000']) {
        const res = await app.inject({ url: pathname, headers: { host } });
        expect(readPage(res.body).noindex, host).toBe(true);
      }
    },
  );

  it('a path with more than two slashes gets the tag even on localhost and www', async () => {
    for (const host of ['localhost', 'www.luckystar.test']) {
      for (const pathname of [
        '/m/member/home',
        '/m/securityCenter/addBankCard',
        '/m/mall/mallHome',
      ]) {
        const res = await app.inject({ url: pathname, headers: { host } });
        expect(readPage(res.body).noindex, `${host}${pathname}`).toBe(true);
      }
    }
  });

  it('reads the requested path: /m/help/ (three slashes) shows help with the tag, on www too', async () => {
    for (const host of ['localhost', 'www.luckystar.test']) {
      const res = await app.inject({ url: '/m/help/', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(readPage(res.body).noindex, host).toBe(true);
      const plain = await app.inject({ url: '/m/help', headers: { host } });
      expect(readPage(plain.body).noindex, host).toBe(false);
    }
  });

  it('writes exactly one robots tag', async () => {
    const res = await app.inject({ url: '/m/login', headers: { host: 'm.luckystar.test' } });
    expect(res.body.match(/<meta name="robots"/g)).toHaveLength(1);
  });
});

describe('boot config and theme in the HTML', () => {
  it('carries the merchant in an mc-boot JSON script and its theme in an mc-theme style', async () => {
    const page = readPage(
      (await app.inject({ url: '/m/home', headers: { host: 'localhost' } })).body,
    );
    expect(page.boot).toMatchObject({
      merchantCode: 'demo',
      merchantName: 'Lucky Star',
      defaultLanguage: 'EN',
      logo: '/static/demo/logo.svg',
    });
    expect(page.theme).toContain('--mc-primary:#f5b301');
    expect(page.theme).toContain('--mc-header-bg:#0b1128');
  });

  it("links the merchant's web manifest", async () => {
    const res = await app.inject({ url: '/m/home', headers: { host: 'localhost' } });
    expect(res.body).toContain(
      '<link rel="manifest" href="/wps/system/manifest.json?merchantCode=demo">',
    );
  });

  it("names the merchant's small app icon as the tab's icon (no /favicon.ico request)", async () => {
    const res = await app.inject({ url: '/m/home', headers: { host: 'localhost' } });
    expect(res.body).toContain('<link rel="icon" href="/static/demo/icon-96.webp">');
    const icon = await app.inject({ url: '/static/demo/icon-96.webp' });
    expect(icon.statusCode).toBe(200);
    expect(icon.rawPayload.length).toBeLessThan(8 * 1024);
  });

  it('serves another merchant its own boot config and SEO on its domain', async () => {
    const { code, domains } = await createMerchant(app, {
      settings: {
        name: 'Second Site',
        seo: {
          '*': { '/m/home': { title: 'Second Site home', description: 'Second description' } },
        },
      },
    });
    const page = readPage(
      (await app.inject({ url: '/m/help', headers: { host: domains[0]! } })).body,
    );
    expect(page.boot).toMatchObject({ merchantCode: code, merchantName: 'Second Site' });
    expect(page.title).toBe('Second Site home');
    expect(page.description).toBe('Second description');
    expect(page.canonical).toBe(`http://${domains[0]}/m/help`);
  });

  it('escapes hostile SEO texts and merchant names so they cannot open a tag', async () => {
    const hostileTitle = 'Win</title><script>alert("t")</script>';
    const hostileDescription = "\"><script>alert('d')</script>";
    const hostileName = '</script><script>alert(1)</script><!--';
    const { domains } = await createMerchant(app, {
      settings: {
        name: hostileName,
        seo: {
          '*': {
            '/m/home': {
              title: hostileTitle,
              description: hostileDescription,
              canonical: '/m/home"><script>c</script>',
            },
          },
        },
      },
    });
    const res = await app.inject({ url: '/m/home', headers: { host: domains[0]! } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>alert/);
    expect(res.body).not.toContain('<script>c</script>');
    expect(res.body).toContain('&lt;/title&gt;&lt;script&gt;');
    // The only script elements are the boot JSON, the first data and the app's own module.
    expect(res.body.match(/<script\b/g)).toHaveLength(3);
    const page = readPage(res.body);
    expect(page.titles).toEqual([hostileTitle]);
    expect(page.description).toBe(hostileDescription);
    expect(page.boot?.merchantName).toBe(hostileName);
    expect(firstDataOf(res.body)?.status).toMatchObject({ value: { merchantName: hostileName } });
  });

  it('keeps dollar signs in SEO texts verbatim (no replacement patterns)', async () => {
    const title = "Win R$$ 500 $& more $' today $`";
    const description = 'Bonus $$$ and $1';
    const { domains } = await createMerchant(app, {
      settings: { seo: { '*': { '/m/home': { title, description } } } },
    });
    const res = await app.inject({ url: '/m/home', headers: { host: domains[0]! } });
    const page = readPage(res.body);
    expect(page.titles).toEqual([title]);
    expect(page.description).toBe(description);
    expect(res.body.match(/<script type="module"/g)).toHaveLength(1);
    expect(res.body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('escapes a hostile Host header in the canonical link', async () => {
    const res = await app.inject({
      url: '/m/help',
      headers: { host: 'localhost"><script>h</script>' },
    });
    expect(res.body).not.toContain('<script>h</script>');
  });
});

describe("the first screen's answers in the page (issue 14: no round trip before home renders)", () => {
  const valueOf = async (url: string, host = 'localhost') => {
    const res = await app.inject({ url, headers: { host, 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(200);
    return res.json<{ value: unknown }>().value;
  };

  it('home carries what the status, banners and marquee calls answer this visitor, with the time it was written', async () => {
    const before = Date.now();
    const res = await app.inject({
      url: '/m/home',
      headers: { host: 'localhost', 'x-forwarded-for': '203.0.113.9' },
    });
    const data = firstDataOf(res.body)!;
    expect(data.servedAt).toBeGreaterThanOrEqual(before);
    expect(data.servedAt).toBeLessThanOrEqual(Date.now());
    expect(data.status).toEqual({
      success: true,
      message: null,
      errorCode: null,
      value: await valueOf('/wps/system/status?device=MOBILE'),
    });
    expect(data.banners).toEqual(await valueOf('/wps/content/banners?groups=main'));
    expect((data.banners as { banners: unknown[] }).banners.length).toBeGreaterThan(0);
    expect(data.marquee).toEqual(await valueOf('/wps/content/marquee'));
  });

  it("§7 the heartbeat asked with the page's status tag gets 304 with no body while the answer is unchanged, and the whole answer once it changed", async () => {
    const headers = { host: 'localhost', 'x-forwarded-for': '203.0.113.9' };
    const data = firstDataOf((await app.inject({ url: '/m/home', headers })).body)!;
    expect(data.statusTag).toMatch(/^W\/"[\w-]+"$/);
    const status = (tag: string) =>
      app.inject({
        url: '/wps/system/status?device=MOBILE',
        headers: { ...headers, 'if-none-match': tag },
      });
    const unchanged = await status(data.statusTag as string);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(data.statusTag);
    // None of a page's headers (1 KB of content security policy): the kept answer has its own.
    expect(unchanged.headers['content-security-policy']).toBeUndefined();
    const changed = await status('W/"an-older-answer"');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(data.status);
  });

  it("home carries the other answers it asks for right after load, as their calls give them to this visitor: popups, welcome popups, lanes, the download prompt's config, the referral status", async () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile';
    const headers = { host: 'LocalHost:3000', 'user-agent': android };
    const data = firstDataOf((await app.inject({ url: '/m/home', headers })).body)!;
    const call = async (url: string, extra: Record<string, string> = {}) => {
      const res = await app.inject({ url, headers: { ...headers, ...extra } });
      expect(res.statusCode).toBe(200);
      return res.json<{ value: unknown }>().value;
    };
    const popups = await call('/wps/content/popups');
    expect((popups as { list: unknown[] }).list.length).toBeGreaterThan(0);
    expect(data.popups).toEqual(popups);
    const welcome = await call('/wps/content/banners?groups=m_popup1%2Cm_popup2');
    expect((welcome as { banners: unknown[] }).banners.length).toBeGreaterThan(0);
    expect(data.welcomeBanners).toEqual(welcome);
    const lanes = await call('/wps/relay/GCSGAME_getGameMatchV2?size=8');
    expect((lanes as { data: { lanes: unknown[] } }).data.lanes.length).toBeGreaterThan(0);
    expect(data.lanes).toEqual(lanes);
    // Resolved for the host name the app asks with (location.hostname: no port, lower case).
    expect(data.downloadSetting).toEqual({
      domain: 'localhost',
      value: await call('/wps/relay/WPSCORE_getDownloadSetting?domain=localhost'),
    });
    // A visitor's: the page's request carries no session (the app keeps its token in storage).
    expect(data.guestReferral).toEqual(await call('/wps/referral/status'));
    // §9 in the language the app will ask with: Chinese names for a Chinese browser.
    const chinese = firstDataOf(
      (await app.inject({ url: '/m/home', headers: { ...headers, 'accept-language': 'zh-CN' } }))
        .body,
    )!;
    const chineseLanes = await call('/wps/relay/GCSGAME_getGameMatchV2?size=8', {
      language: 'CN',
    });
    expect(chineseLanes).not.toEqual(lanes);
    expect(chinese.lanes).toEqual(chineseLanes);
  });

  it("§4 carries the download prompt's config only where the app asks for it: a download for the device, not in the native app", async () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile';
    const home = async (url: string, host = 'localhost:3000') =>
      firstDataOf((await app.inject({ url, headers: { host, 'user-agent': android } })).body)!;
    expect((await home('/m/home')).downloadSetting).toMatchObject({ domain: 'localhost' });
    expect(await home('/m/home?inApp=1')).not.toHaveProperty('downloadSetting');
    const { domains } = await createMerchant(app, { settings: { resources: [] } });
    expect(await home('/m/home', domains[0])).not.toHaveProperty('downloadSetting');
  });

  it('names the visitor, so no shared cache may keep the page', async () => {
    const res = await app.inject({ url: '/m/home', headers: { host: 'localhost' } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("other pages carry the status call's answer only", async () => {
    const data = firstDataOf(
      (await app.inject({ url: '/m/help', headers: { host: 'localhost' } })).body,
    )!;
    expect(data.status).toMatchObject({ success: true, value: { merchantCode: 'demo' } });
    for (const part of [
      'banners',
      'marquee',
      'popups',
      'welcomeBanners',
      'lanes',
      'downloadSetting',
      'guestReferral',
    ])
      expect(data).not.toHaveProperty(part);
  });

  it('§8 leaves the status answer out where the call answers domain_not_available (the app asks and shows it)', async () => {
    const { code } = await createMerchant(app, { settings: { enforceDomains: true } });
    const res = await app.inject({
      url: '/m/home',
      headers: { host: 'unknown-host.example', merchant: code },
    });
    expect(firstDataOf(res.body)).not.toHaveProperty('status');
    const status = await app.inject({
      url: '/wps/system/status?device=MOBILE',
      headers: { host: 'unknown-host.example', merchant: code },
    });
    expect(status.json()).toMatchObject({ success: false, errorCode: 'domain_not_available' });
  });
});

describe('static files under /m/', () => {
  it('serves a hashed asset for a year, immutable', async () => {
    const res = await app.inject({ url: '/m/assets/index-AbCd1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app")\n');
    // Never revalidated nor asked for in part: no tag, date or range headers (issue 14).
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    // Nor is a report ever about it: no request id (the page and its calls keep theirs).
    expect(res.headers['x-request-id']).toBeUndefined();
    const missing = await app.inject({ url: '/m/assets/gone-AbCd1234.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const page = await app.inject({ url: '/m/home' });
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A worker script is checked for updates: it keeps its tag.
    const sw = await app.inject({ url: '/m/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers.etag).toBeDefined();
  });

  it("a merchant's page allows scripts only from the vendors it turned on (issue 14: a host listed but unused only widens what injected code could load)", async () => {
    const scripts = (res: { headers: Record<string, unknown> }) =>
      /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
    // The demo merchant: built-in captcha, no client pixels, no Firebase project.
    const demo = await app.inject({ url: '/m/home', headers: { host: 'localhost:3000' } });
    expect(demo.statusCode).toBe(200);
    const plain = scripts(demo);
    expect(plain).toContain("'self'");
    expect(plain).toContain('https://cdn.livechatinc.com');
    for (const host of [
      'https://static.geetest.com',
      'https://connect.facebook.net',
      'https://www.googletagmanager.com',
      'https://www.google.com',
      'https://apis.google.com',
    ])
      expect(plain).not.toContain(host);
    expect(String(demo.headers['content-security-policy'])).toContain("frame-ancestors 'self'");

    const { domains } = await createMerchant(app, {
      settings: {
        gw: { GEETEST_ID: 'gt-csp-test', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
        tracking: { clientPixels: true },
        sms: { ...demoMerchantSettings.sms, projectId: 'csp-test-project' },
      },
    });
    const all = await app.inject({ url: '/m/login', headers: { host: domains[0]! } });
    expect(all.statusCode).toBe(200);
    const wide = scripts(all);
    for (const host of [
      'https://static.geetest.com',
      'https://gcaptcha4.geetest.com',
      'https://connect.facebook.net',
      'https://www.googletagmanager.com',
      'https://accounts.google.com',
      'https://www.gstatic.com',
    ])
      expect(wide).toContain(host);
    // Each page of a merchant has the same policy.
    const again = await app.inject({ url: '/m/game', headers: { host: domains[0]! } });
    expect(again.headers['content-security-policy']).toBe(all.headers['content-security-policy']);
  });

  it('a built script and a raster image go without the page headers, which only a rendered page or a worker reads (issue 14)', async () => {
    for (const url of ['/m/assets/index-AbCd1234.js', '/static/demo/icon-96.webp']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    // A worker's script is run under its own answer's policy.
    const worker = await app.inject({ url: '/m/sw.js' });
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('an SVG goes with a policy of its own instead of the page headers: opened by its address it runs and fetches nothing (issue 14)', async () => {
    for (const url of [
      '/static/demo/logo.svg',
      '/static/demo/content/banner-welcome.svg',
      '/static/flags/PH.svg',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // The page headers were ≈1.5 KB on a 0.6 KB banner.
      const headerBytes = Object.entries(res.headers).reduce(
        (sum, [name, value]) => sum + name.length + String(value).length + 4,
        0,
      );
      expect(headerBytes).toBeLessThan(600);
    }
  });

  it('§2 screen 8 serves the country flags of the dialing-code picker, and the demo images', async () => {
    const flag = await app.inject({ url: '/static/flags/PH.svg' });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(flag.body).toContain('<svg');
    expect((await app.inject({ url: '/static/flags/XX.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/static/flags/../../package.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/static/demo/logo.svg' })).statusCode).toBe(200);
  });

  it('serves the service worker revalidated on every load (§7 GET /m/sw.js)', async () => {
    const res = await app.inject({ url: '/m/sw.js?env=prod&merchant=demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it('serves /m/index.html with its tags, never the raw file', async () => {
    const res = await app.inject({ url: '/m/index.html', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).not.toContain('<!--app-head-->');
    expect(res.body).not.toContain('<title>placeholder</title>');
    expect(readPage(res.body).boot).toMatchObject({ merchantCode: 'demo' });
  });

  it('answers an unknown page under /m/ with the app HTML and 404, not indexable', async () => {
    const res = await app.inject({ url: '/m/does-not-exist', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const page = readPage(res.body);
    expect(page.boot).toMatchObject({ merchantCode: 'demo' });
    expect(page.title).toBe(HOME.title);
    expect(page.noindex).toBe(true);
  });

  it('answers a §2 page with a trailing slash or other letter case as that page, not a JSON error', async () => {
    // §2's noindex rule reads the requested path: `/m/home/` has three slashes and `/m/Help` is no
    // public page as spelled, so both are kept out of the index (their canonical link names the page).
    const cases = [
      { url: '/m/home/', title: HOME.title, noindex: true },
      { url: '/m/Help', title: OWN_ENTRIES['/m/help']!.title, noindex: true },
      { url: '/m/member/home/', title: HOME.title, noindex: true },
    ];
    for (const { url, title, noindex } of cases) {
      const res = await app.inject({ url, headers: { host: 'localhost' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const page = readPage(res.body);
      expect(page.boot, url).toMatchObject({ merchantCode: 'demo' });
      expect(page.title, url).toBe(title);
      expect(page.noindex, url).toBe(noindex);
    }
  });

  it('answers a missing asset with the JSON 404 envelope', async () => {
    const res = await app.inject({ url: '/m/assets/nope.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found', value: null });
    expect(res.json().message).toContain('/m/assets/nope.js');
  });

  it('redirects /m to /m/ keeping the query', async () => {
    const res = await app.inject({ url: '/m?affiliateCode=abc&r=x%20y' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/m/?affiliateCode=abc&r=x%20y');
    const bare = await app.inject({ url: '/m' });
    expect(bare.headers.location).toBe('/m/');
  });

  it('never lets the build manifest be downloaded', async () => {
    for (const url of [
      '/m/.vite/manifest.json',
      '/m/%2Evite/manifest.json',
      '/m/assets/../.vite/manifest.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('isEntry');
    }
  });
});

describe('§7 GET /m/asset-manifest.json and /mobile/mc/asset-manifest.json', () => {
  const expectedFiles = {
    'index.html': '/m/assets/index-AbCd1234.js',
    'src/features/home/home-page.tsx': '/m/assets/home-page-9f8e7d.js',
  };

  it('lists the built files and entry points from the build manifest with a hash', async () => {
    for (const url of ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']) {
      const res = await app.inject({ url: `${url}?timestamp=${Date.now()}` });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      const body = res.json();
      expect(body.files).toEqual(expectedFiles);
      expect(body.entrypoints).toEqual(['/m/assets/index-AbCd1234.js', '/m/assets/index-Ef56.css']);
      expect(body.hash).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('answers the update check (?check) with only the hash and entry points, the same as the whole manifest (§4)', async () => {
    for (const url of ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']) {
      const whole = (await app.inject({ url })).json();
      const res = await app.inject({ url: `${url}?_=${Date.now()}&check` });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.json(), url).toEqual({ hash: whole.hash, entrypoints: whole.entrypoints });
    }
  });

  it('keeps the same hash across requests, paths and restarts of the same build', async () => {
    const first = (await app.inject({ url: '/m/asset-manifest.json' })).json().hash;
    const second = (await app.inject({ url: '/mobile/mc/asset-manifest.json' })).json().hash;
    expect(second).toBe(first);
    const restarted = await buildTestApp();
    try {
      expect((await restarted.inject({ url: '/m/asset-manifest.json' })).json().hash).toBe(first);
    } finally {
      await restarted.close();
    }
  });

  it('changes the hash when a new build changes a file (§4 update check)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mc-dist-'));
    await cp(fixtureDist, dir, { recursive: true });
    const manifestPath = path.join(dir, '.vite', 'manifest.json');
    const manifest = await readFile(manifestPath, 'utf8');
    await writeFile(manifestPath, manifest.replace('index-AbCd1234.js', 'index-Zz998877.js'));
    const rebuilt = await buildTestApp({ WEB_DIST: dir });
    try {
      const before = (await app.inject({ url: '/m/asset-manifest.json' })).json().hash;
      const after = (await rebuilt.inject({ url: '/m/asset-manifest.json' })).json();
      expect(after.files['index.html']).toBe('/m/assets/index-Zz998877.js');
      expect(after.hash).not.toBe(before);
    } finally {
      await rebuilt.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names the scripts and styles the built page runs when the manifest marks no entry (§4: a page from an older build is told)', async () => {
    // As the real build writes it: the chunk groups fold the page's entry into a 'boot' chunk,
    // and the page loads the bundler's runtime before it.
    const dir = await mkdtemp(path.join(tmpdir(), 'mc-dist-'));
    await cp(fixtureDist, dir, { recursive: true });
    await writeFile(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        '_boot-Bb11.js': { file: 'assets/boot-Bb11.js', css: ['assets/boot-Cc22.css'] },
        'src/features/home/home-page.tsx': {
          file: 'assets/home-page-9f8e7d.js',
          isDynamicEntry: true,
        },
      }),
    );
    const page = (await readFile(path.join(dir, 'index.html'), 'utf8')).replace(
      '<script type="module" crossorigin src="/m/assets/index-AbCd1234.js"></script>',
      [
        '<script type="module" crossorigin src="/m/assets/runtime-Aa00.js"></script>',
        '<script type="module" crossorigin src="/m/assets/boot-Bb11.js"></script>',
        '<link rel="stylesheet" crossorigin href="/m/assets/boot-Cc22.css">',
      ].join(''),
    );
    await writeFile(path.join(dir, 'index.html'), page);
    const rebuilt = await buildTestApp({ WEB_DIST: dir });
    try {
      const body = (await rebuilt.inject({ url: '/m/asset-manifest.json' })).json();
      expect(body.entrypoints).toEqual([
        '/m/assets/runtime-Aa00.js',
        '/m/assets/boot-Bb11.js',
        '/m/assets/boot-Cc22.css',
      ]);
    } finally {
      await rebuilt.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('§2 /mobile/mc/redirect.html?url= (ARCHITECTURE: no open redirect)', () => {
  const go = (url: string | undefined, host = 'localhost') =>
    app.inject({
      method: 'GET',
      url: `/mobile/mc/redirect.html${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`,
      headers: { host },
    });

  it("leads to the merchant's download links and domains", async () => {
    for (const target of [
      'https://download.luckystar.test/luckystar.apk',
      'https://apps.apple.com/app/id0000000000',
      'https://www.luckystar.test/m/home',
    ]) {
      const res = await go(target);
      expect(res.statusCode, target).toBe(302);
      expect(res.headers.location).toBe(target);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Continue to the download');
    }
  });

  it('leads to a path of this site', async () => {
    const res = await go('/m/home?affiliateCode=A1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home?affiliateCode=A1');
  });

  it.each([
    ['another site', 'https://evil.example/app.apk'],
    ['a look-alike host', 'https://download.luckystar.test.evil.example/app.apk'],
    ['a protocol-relative address', '//evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['credentials in the address', 'https://user:pw@download.luckystar.test/x.apk'],
    ['nothing', undefined],
    ['garbage', 'http://[::1'],
    ['a path of the site outside the app', '/wps/session/logout'],
    ['a backslash that browsers read as a slash', '/\\evil.example/x'],
    ['a host written with unicode full stops', 'https://evil\u3002example/app.apk'],
  ])('refuses %s with a page that leads home', async (_name, target) => {
    const res = await go(target);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('href="/m/home"');
    expect(res.body).not.toContain('evil.example');
  });
});
