import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-instance';
import { fastifyCookie } from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import {
  APP_BASE_PATH,
  APP_FILES,
  APP_PATHS,
  APP_ROUTES,
  ASSET_CHECK_QUERY,
  findRoute,
} from '@member-app/contract/routes';
import type { AssetCheck, AssetManifest } from '@member-app/contract/schemas/system';
import { PREVIEW_PARAM, PREVIEW_TOKEN_PATTERN } from '@member-app/contract/rules/preview';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import {
  GAME_GRID_PAGE_SIZE,
  HOME_LANE_CARDS,
  POPULAR_STRIP_SIZE,
} from '@member-app/contract/rules/games';
import { gameGridSelection, readGameArea } from '@member-app/contract/rules/game-area';
import { inNativeApp, pickDownloadUrl } from '@member-app/contract/rules/downloads';
import { sendNotFound } from '../../plugins/error-handler';
import { PAGE_CSP, pagePolicy, pageVendors } from '../../plugins/security-policy';
import { LANGUAGE_COOKIE, resolveUiLanguage } from '@member-app/contract/language';
import { acceptLanguageTags } from '../../lib/player-language';
import { REQUEST_ID_HEADER } from '../../lib/request-id';
import { readFirstLoadFiles } from './first-load';
import { renderAppHtml, tabIcon, type GamesShell } from './html';
import {
  GRID_CARDS_ON_SCREEN,
  POPULAR_CARDS_ON_SCREEN,
  gameAreaShell,
  gamesShellOf,
  pageHeading,
} from './shells';
import { registerRedirectPage } from './redirect-page';
import { statusAnswerTag, statusTextFor } from '../system/service';
import { resolveDownloadSetting } from '../downloads/service';

const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);
const serverAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');

const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><!--app-head--></head><body><div id="root"><p>The web app is not built. Run <code>npm start</code>.</p></div></body></html>`;

/** §2 the paths that show home (the root page moves to /m/home). */
const HOME_PAGES = new Set<string>([
  '/',
  APP_PATHS.root,
  APP_PATHS.home,
  APP_PATHS.index,
  APP_PATHS.indexHtml,
]);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** The kept answers' JSON text, made once per kept answer (they are never changed, only replaced). */
const answerTexts = new WeakMap<object, string>();
const textOf = (value: object) => {
  let text = answerTexts.get(value);
  if (text === undefined) answerTexts.set(value, (text = JSON.stringify(value)));
  return text;
};

/**
 * The page's first data (contract boot-config `FirstData`) as JSON text, written from the answers'
 * own texts: the status call's envelope as the call sends it, the kept values of the others (a
 * part given as text is written as it is).
 */
function firstDataText(status: string | null, parts: [string, object | string | null][]): string {
  let text = `{"servedAt":${Date.now()}`;
  if (status) text += `,"status":${status},"statusTag":${JSON.stringify(statusAnswerTag(status))}`;
  for (const [name, value] of parts)
    if (value) text += `,"${name}":${typeof value === 'string' ? value : textOf(value)}`;
  return `${text}}`;
}

interface ViteManifestEntry {
  file: string;
  isEntry?: boolean;
  css?: string[];
}

/**
 * The language the player chose in the app (its cookie). Read from the header here: the cookie
 * plugin runs only in the demo vendor's scope (app.ts), so `request.cookies` is not set on pages.
 */
function savedLanguage(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  return header ? (fastifyCookie.parse(header)[LANGUAGE_COOKIE] ?? null) : null;
}

/** §4 update check: the list of built files and one hash that changes with any of them. */
export function buildAssetManifest(dist: string, template: string): AssetManifest {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  const files: Record<string, string> = {};
  const entrypoints: string[] = [];
  if (existsSync(manifestPath)) {
    const vite = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      ViteManifestEntry
    >;
    for (const [name, entry] of Object.entries(vite)) {
      files[name] = `/m/${entry.file}`;
      if (entry.isEntry)
        entrypoints.push(`/m/${entry.file}`, ...(entry.css ?? []).map((c) => `/m/${c}`));
    }
  }
  // The built page itself names what it runs first. A build whose chunk groups fold the page's
  // entry into a group chunk has a manifest that marks no entry at all: without these, a page
  // from such a build could never be told (§4 update check).
  for (const tag of template.matchAll(
    /<(?:script type="module"[^>]*\ssrc|link rel="stylesheet"[^>]*\shref)="(\/m\/assets\/[^"]+)"/g,
  ))
    if (!entrypoints.includes(tag[1]!)) entrypoints.push(tag[1]!);
  const hash = createHash('sha256')
    .update(JSON.stringify(files))
    .update(Object.keys(files).length === 0 ? template : '')
    .digest('hex')
    .slice(0, 16);
  return { hash, files, entrypoints };
}

const CHINESE = new Set<string>(['CN', 'TW']);

/** The host name a browser shows for `host` (location.hostname): no port, lower case. */
function hostNameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Serves the built app under /m/: every route of SPEC §2 answers the app's HTML with its
 * SEO tags, hashed assets are cached for a year, HTML and sw.js are revalidated every time, and
 * unknown /m/ paths answer the app with 404 so deep links and reloads behave. Called on the root
 * instance (not registered) because the not-found handler it sets is the whole server's.
 */
export async function webRoutes(app: App) {
  const dist = app.config.WEB_DIST;
  const hasDist = existsSync(path.join(dist, 'index.html'));
  if (!hasDist) app.log.warn({ dist }, 'web app is not built; serving a placeholder page');
  const readTemplate = () =>
    hasDist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : FALLBACK_TEMPLATE;
  let template = readTemplate();
  let assetManifest = buildAssetManifest(dist, template);
  const checkOf = ({ hash, entrypoints }: AssetManifest): AssetCheck => ({ hash, entrypoints });
  let assetCheck = checkOf(assetManifest);
  let firstLoad = readFirstLoadFiles(dist, template);

  const sendApp = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    status = 200,
    requestedPath = pathname,
  ) => {
    if (app.config.NODE_ENV === 'development') {
      template = readTemplate();
      assetManifest = buildAssetManifest(dist, template);
      assetCheck = checkOf(assetManifest);
      firstLoad = readFirstLoadFiles(dist, template);
    }
    let merchantCode: string | null = null;
    let settings = null;
    let lcpImage: string | null = null;
    let images: string[] = [];
    let games: GamesShell | null = null;
    let firstData: string | null = null;
    // §9 the language the app will choose (its saved choice, else the browser's, else the
    // merchant's default), so that its file loads with the page.
    const languageFor = (merchantDefault?: string) =>
      resolveUiLanguage({
        saved: savedLanguage(request),
        browser: acceptLanguageTags(request.headers['accept-language']),
        merchantDefault,
      });
    let language = languageFor();
    let downloadBar = false;
    try {
      const { merchant, resolvedBy } = await request.merchantContext();
      merchantCode = merchant.code;
      settings = merchant.settings;
      language = languageFor(settings.defaultLanguage);
      const home = HOME_PAGES.has(pathname);
      // §2 /m/game's page carries its popular strip, categories and grid (contract FirstData).
      const gamePage = pathname === APP_PATHS.game;
      // The app asks with its language in the Language header (§7): Chinese names for CN, TW.
      const chinese = CHINESE.has(language);
      const userAgent = request.headers['user-agent'] ?? '';
      downloadBar =
        !!pickDownloadUrl(settings.resources, userAgent) &&
        !inNativeApp(new URL(request.url, 'http://x').search, userAgent);
      // §4 the download prompt asks for its config where a download bar can show (the app also
      // leaves out an installed app, which the server cannot tell: an unused answer there). The
      // app asks with its page's host name; a page reached through another name asks again.
      const domain = downloadBar ? hostNameOf(request.host) : null;
      const [
        image,
        banners,
        marquee,
        popups,
        welcomeBanners,
        lanes,
        guestReferral,
        popular,
        vendors,
      ] = await Promise.all([
        home ? app.content.mainBannerImage(merchant.code) : null,
        home ? app.content.banners(merchant, [MAIN_BANNER_GROUP]) : null,
        home ? app.content.marquee(merchant) : null,
        // The rest of what home asks for right after load, the same for whoever asks (§4 popups,
        // §3 lanes); the referral answer as a visitor without a session gets it (§6).
        home ? app.content.popups(merchant) : null,
        home ? app.content.banners(merchant, [...WELCOME_POPUP_GROUPS]) : null,
        home ? app.games.lanes(merchant.code, HOME_LANE_CARDS, chinese) : null,
        home ? app.referral.status(merchant, null) : null,
        gamePage ? app.games.popular(merchant.code, POPULAR_STRIP_SIZE, chinese) : null,
        gamePage ? app.games.vendors(merchant.code, chinese) : null,
      ]);
      const downloadSetting =
        home && domain !== null
          ? `{"domain":${JSON.stringify(domain)},"value":${JSON.stringify(
              resolveDownloadSetting(settings.downloadPrompt, domain),
            )}}`
          : null;
      lcpImage = image;
      let gameList: string | null = null;
      if (popular && vendors) {
        const params = readGameArea(new URL(request.url, 'http://x').search);
        const selection = gameGridSelection(vendors.categories, params);
        // The grid of a category as the app lists it first; a search's results are the app's to
        // ask for (the list call checks the search text).
        const filter = selection.filter && !selection.filter.q ? selection.filter : null;
        const list = filter
          ? await app.games.list(
              merchant.code,
              { ...filter, page: 1, size: GAME_GRID_PAGE_SIZE },
              chinese,
            )
          : null;
        if (filter && list)
          gameList = `{"filter":${JSON.stringify(filter)},"page":${textOf(list)}}`;
        games = gamesShellOf(
          params,
          language,
          popular,
          gameAreaShell(language, vendors, selection, list, firstLoad),
          firstLoad,
        );
        // Its largest paint on a phone is a card of the grid's first row, else (wider screens,
        // an empty grid) a card of the popular strip: the ones a phone shows whole come with the
        // page instead of after the app, its render and the catalogue calls. Not for a search or
        // a trial play, which show neither (gamesShellOf).
        if (!params.q && !params.trial)
          images = [
            ...new Set(
              [
                ...(list?.list ?? []).slice(0, GRID_CARDS_ON_SCREEN),
                ...popular.list.slice(0, POPULAR_CARDS_ON_SCREEN),
              ]
                .map((g) => g.image)
                .filter((url) => !!url),
            ),
          ];
      }
      firstData = firstDataText(statusTextFor(app, request, merchant, resolvedBy), [
        ['banners', banners],
        ['marquee', marquee],
        ['popups', popups],
        ['welcomeBanners', welcomeBanners],
        ['lanes', lanes],
        ['downloadSetting', downloadSetting],
        ['guestReferral', guestReferral],
        ['popular', popular],
        ['vendors', vendors],
        ['gameList', gameList],
      ]);
    } catch {
      // No merchant for this address: the app still loads and shows the status error (§8).
    }
    const html = renderAppHtml(template, {
      host: request.host,
      origin: `${request.protocol}://${request.host}`,
      pathname,
      requestedPath,
      merchantCode,
      settings,
      homePage: HOME_PAGES.has(pathname),
      lcpImage,
      images,
      preloads: firstLoad.preloads(pathname, language),
      firstData,
      styleText: (href) => firstLoad.styleText(href),
      heading: pageHeading(pathname, language, firstLoad),
      language,
      games,
      downloadBar,
    });
    reply
      .status(status)
      // The first data names the visitor (address, region verdict): no shared cache keeps it.
      .header('cache-control', firstData ? `private, ${NO_CACHE}` : NO_CACHE)
      .header('vary', 'Host, Merchant, Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    // The merchant's own policy: only the outside hosts of the vendors it turned on.
    if (settings) reply.header('content-security-policy', pagePolicy(pageVendors(settings)));
    if (merchantCode && status === 200)
      await allowPreviewFrame(request, reply, merchantCode, pathname);
    return reply.send(html);
  };

  /**
   * The console's live preview shows this app's page of a draft (home, an activity, news, help) in
   * a frame of the console's page: that page with a preview token of this merchant may be framed by
   * the console's origin that asked for it (and nothing keeps the page). Every other answer, and a
   * page without a live token, keeps refusing any frame but the site's own (frame-ancestors 'self', X-Frame-Options SAMEORIGIN).
   */
  const allowPreviewFrame = async (
    request: FastifyRequest,
    reply: FastifyReply,
    merchantCode: string,
    pathname: string,
  ) => {
    const token = (request.query as Record<string, unknown>)[PREVIEW_PARAM];
    if (typeof token !== 'string' || !PREVIEW_TOKEN_PATTERN.test(token)) return;
    const preview = await app.contentPreview.read(token, merchantCode);
    if (!preview || !app.contentPreview.shows(preview, pathname)) return;
    reply
      .header(
        'content-security-policy',
        String(reply.getHeader('content-security-policy') ?? PAGE_CSP).replace(
          /frame-ancestors [^;]*/,
          `frame-ancestors 'self' ${preview.consoleOrigin}`,
        ),
      )
      .removeHeader('x-frame-options')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex');
  };

  const htmlRoute = { config: { public: true }, schema: { hide: true } };

  for (const route of APP_ROUTES) {
    app.get(route.path, htmlRoute, (request, reply) => sendApp(request, reply, route.path));
  }
  app.get(APP_PATHS.root, htmlRoute, (request, reply) => sendApp(request, reply, APP_PATHS.root));
  app.get(APP_BASE_PATH, htmlRoute, (request, reply) => {
    const q = request.url.indexOf('?');
    return reply.redirect(`${APP_PATHS.root}${q === -1 ? '' : request.url.slice(q)}`, 301);
  });
  // §2 "/": the root page; the app moves to /m/home keeping the query (ad and affiliate params).
  app.get('/', htmlRoute, (request, reply) => sendApp(request, reply, '/'));

  // Browsers still ask for /favicon.ico (bookmarks, other tabs, pages without their link): the
  // merchant's small icon instead of a 404 on every first load.
  app.get('/favicon.ico', htmlRoute, async (request, reply) => {
    const { merchant } = await request.merchantContext();
    return reply
      .header('cache-control', 'public, max-age=86400')
      .redirect(tabIcon(merchant.settings), 301);
  });

  const assetManifestRoute = {
    config: { public: true },
    schema: {
      tags: ['system'],
      summary: 'Built asset list and hash for the update check (SPEC §4, §7)',
    },
  };
  // The app's update check asks with ASSET_CHECK_QUERY for the two fields it compares (§4).
  const sendAssetManifest = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .send(
        (request.query as Record<string, unknown>)[ASSET_CHECK_QUERY] === undefined
          ? assetManifest
          : assetCheck,
      );
  app.get(APP_FILES.assetManifest, assetManifestRoute, sendAssetManifest);
  registerRedirectPage(app);
  app.get('/mobile/mc/asset-manifest.json', assetManifestRoute, sendAssetManifest);

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: APP_PATHS.root,
      index: false,
      wildcard: true,
      preCompressed: true,
      // index.html is only ever served through sendApp, with its tags.
      allowedPath: (pathName) => !pathName.endsWith('index.html') && !pathName.startsWith('/.vite'),
      setHeaders: (res, filePath) => {
        const rel = path.relative(dist, filePath);
        if (rel.startsWith(`assets${path.sep}`)) {
          res.header('cache-control', IMMUTABLE);
          // A hashed file never changes: nothing revalidates it or asks for part of it, so its tag,
          // date and range headers were 100 bytes on each of the first load's files (issue 14).
          res.removeHeader('etag');
          res.removeHeader('last-modified');
          res.removeHeader('accept-ranges');
          // Nor is a report ever about one of them: the page and the calls that failed carry the
          // request id a report quotes; here it was 54 bytes on each of the 17 files of home's
          // first load. A missing file's 404 keeps it (the error handler answers that).
          res.removeHeader(REQUEST_ID_HEADER);
        }
        // The service worker and what it imports (push-sw.js): a browser checks them for updates.
        else if (
          rel === 'sw.js' ||
          rel === 'push-sw.js' ||
          rel === 'shell-sw.js' ||
          rel.startsWith('workbox-') ||
          rel.endsWith('.html')
        )
          res.header('cache-control', NO_CACHE);
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  // §2 screen 8 the dialing-code picker's flags (country-flag-icons, 3:2, ISO 3166 codes).
  await app.register(fastifyStatic, {
    root: flagsDir,
    prefix: '/static/flags/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=604800');
    },
  });

  await app.register(fastifyStatic, {
    root: serverAssets,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=86400');
    },
  });

  /**
   * The page an extension-less path under /m/ shows: a §2 route spelled another way (`/m/Home`,
   * `/m/home/`) is that route, as the web app's router reads it (findRoute); anything else is the
   * app with 404, so deep links and reloads still load it. Null outside /m/.
   */
  const appPage = (pathname: string): { pathname: string; status: number } | null => {
    if (!pathname.startsWith(APP_PATHS.root)) return null;
    const route = findRoute(pathname);
    return route ? { pathname: route.path, status: 200 } : { pathname, status: 404 };
  };

  // Anything no route answers: a page under /m/ is the app (deep links, reloads), the rest the
  // JSON 404 envelope.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    const page = isPage ? appPage(pathname) : null;
    if (page) return sendApp(request, reply, page.pathname, page.status, pathname);
    return sendNotFound(reply, request.method, request.url);
  });
}
