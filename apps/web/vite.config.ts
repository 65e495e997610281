/// <reference types="vitest/config" />
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { routeModules } from './route-modules-plugin.ts';
import { localeFiles } from './locale-split-plugin.ts';

const src = (file: string) => {
  const full = path.resolve(import.meta.dirname, 'src', file);
  // A root that moved would silently leave its group empty.
  if (!existsSync(full)) throw new Error(`vite.config.ts: chunk group root ${file} does not exist`);
  return full;
};

/**
 * Few, larger chunks (issue "performance", `npm run bench`). Left alone, the bundler gives every
 * set of modules shared by a different set of lazy chunks its own chunk: /m/home started with 63
 * scripts of a few hundred bytes each and fetched about 30 more after the load event, a request
 * apiece on a phone's connection (each answer's headers alone are ≈1.6 KB) and a task apiece on
 * its main thread. Here each group takes the static graph of its roots, the earlier group first:
 *  - 'boot': the entry's static graph;
 *  - 'shared': what two of the first screens below import (home with its later parts, the
 *    after-load parts, /m/login, /m/game): a page loads that one chunk for them, not the whole
 *    chunk of another page (/m/login fetched the home and later chunks, /m/game both as well,
 *    ≈20 KB gzip in front of their first render, for a few helpers and icons);
 *  - 'home': the home route's (with the entry, all that the first screen of /m/home loads, §2);
 *  - 'later': the parts every page mounts once it has loaded (`useAfterLoad`): they stay off the
 *    first load, and come in one request instead of thirty;
 *  - 'home-later': the home page's parts below the fold and its popups, after its first screen
 *    (apart from 'later', which other pages load too);
 *  - 'login' and 'forms': /m/login's first screen (below, LOGIN_ROOT).
 * Dialogs, pages and SDKs that load on demand keep splitting per route, so no lazy code moves
 * earlier than before. No module awaits at its top level (main.tsx): one turns off the bundler's
 * chunk optimizations, and each group that took a page's module in was then fetched behind a
 * script of re-exports of its own, and the bundler's helpers in another (5 of /m/home's requests).
 */
// One module (its three parts): each part imported apart was a facade request of its own.
const HOME_LATER_ROOTS = [src('app/home-later-parts.tsx')];
const CHUNK_GROUPS: { name: string; roots: string[] }[] = [
  { name: 'home', roots: [src('app/home-route.tsx')] },
  // The shell's after-load parts (update check, prompts, head sync, tracking, identity entries,
  // chat button): one module, one import.
  { name: 'later', roots: [src('app/after-load-parts.tsx')] },
  { name: 'home-later', roots: HOME_LATER_ROOTS },
];
/** The first screens whose common modules go to 'shared', each with the roots it loads. */
const FIRST_SCREENS: string[][] = [
  [src('app/home-route.tsx'), ...HOME_LATER_ROOTS],
  [src('app/after-load-parts.tsx')],
  [src('app/login-route.tsx')],
  [src('features/games/game-page.tsx')],
];

/**
 * 'login' and 'forms' (`loginGroups`): /m/login's first screen, which the bundler split into 21
 * scripts (Lighthouse counts each request in front of the first paint, and each answer carries its
 * own headers). Neither takes a module that the other first screens, or what they load unasked
 * before the network is idle (LOGIN_APART_FROM), use: a group of all of login's static graph
 * (measured on 2026-11-25: login 0.87 → 0.94) took the modal home's popups load after its first
 * screen, and home then loaded all of login for it (+11 KB gzip).
 */
const LOGIN_ROOT = src('app/login-route.tsx');
const ENTRY = src('main.tsx');
/** Sign-in code: only the app layer and the auth parts import it (features never import each other). */
const AUTH_FEATURE = src('features/auth') + path.sep;
/** The parts that show the sign-in form as /m/login does; any other part that shares a helper with
 * it finds that helper in 'forms', never in 'login'. */
const AUTH_PARTS = [LOGIN_ROOT, src('app/register-route.tsx'), src('app/auth-dialogs-host.tsx')];
const LOGIN_APART_FROM = [
  ...FIRST_SCREENS[0]!,
  ...FIRST_SCREENS[1]!,
  ...FIRST_SCREENS[3]!,
  // What home and the after-load parts load by themselves, before the network is idle.
  src('features/home/components/announcement-popup.tsx'),
  src('features/home/components/welcome-popup.tsx'),
  src('features/tracking/tracker.ts'),
];

const ICON_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
/**
 * TanStack Query's barrel, skipped the same way: followed, every group that imports from it took
 * its hooks that only pages loaded on demand use ('shared', loaded by home: the paged list's
 * infinite query of /m/game, the mutations of the member pages, 1.1 KB gzip).
 */
const QUERY_BARREL = /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/;

/**
 * Each icon's module by the names the icon library's barrel exports it under (`Eye`, `EyeIcon`,
 * `LucideEye` → .../icons/eye.mjs). Modules import icons through the barrel, so the module graph
 * does not say which icons a module draws; its import statement does.
 */
const iconModules = (() => {
  const require = createRequire(import.meta.url);
  const esm = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
  const byName = new Map<string, string>();
  const barrel = readFileSync(path.join(esm, 'lucide-react.mjs'), 'utf8');
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+)';/g))
    for (const name of names!.split(','))
      byName.set(name.trim().replace(/^default as /, ''), path.join(esm, file!));
  return byName;
})();
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

function chunkGroups() {
  type GetInfo = (id: string) => Rolldown.ModuleInfo | null;
  const staticGraph = (get: GetInfo, roots: string[]) => {
    const seen = new Set(roots);
    const todo = [...roots];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      for (const dep of get(id)?.importedIds ?? []) {
        // An icon library's barrel imports every icon it has: followed, it put every icon the app
        // uses anywhere into the group (68 in home's chunk, for the 12 home draws). Icons go where
        // the bundler puts them by their real importers.
        if (ICON_BARREL.test(dep) || QUERY_BARREL.test(dep)) continue;
        if (!seen.has(dep)) {
          seen.add(dep);
          todo.push(dep);
        }
      }
    }
    return seen;
  };
  const graphs = new Map<string, unknown>();
  const graphOf = <T>(name: string, build: () => T): T => {
    let graph = graphs.get(name) as T | undefined;
    if (!graph) graphs.set(name, (graph = build()));
    return graph;
  };
  /** The icon modules that a set of modules draws, read from their imports of the icon library. */
  const iconsOf = (get: GetInfo, modules: Set<string>) => {
    const icons = new Set<string>();
    for (const m of modules)
      for (const [, names] of get(m)?.code?.matchAll(ICON_IMPORT) ?? [])
        for (const name of names!.split(',')) {
          const icon = iconModules.get(name.trim().split(/\s+as\s+/)[0]!);
          if (icon) icons.add(icon);
        }
    return icons;
  };
  const shared = (get: GetInfo) => {
    const seen = new Map<string, number>();
    for (const roots of FIRST_SCREENS) {
      const graph = staticGraph(get, roots);
      // With the icons each screen draws: left to the bundler, an icon that home and /m/game both
      // draw went into home's chunk, and /m/game loaded all of it (4.7 KB brotli, a request) for
      // the wallet icon.
      for (const id of [...graph, ...iconsOf(get, graph)]) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    // Only what home's first load has anyway: what /m/login and /m/game alone share stays out of
    // the chunk home loads.
    const homeGraph = staticGraph(get, [...FIRST_SCREENS[0]!, ...FIRST_SCREENS[1]!]);
    const home = new Set([...homeGraph, ...iconsOf(get, homeGraph)]);
    return new Set([...seen].filter(([id, n]) => n > 1 && home.has(id)).map(([id]) => id));
  };
  /**
   * /m/login's first screen in two chunks: 'login', the sign-in code (features/auth, which only the
   * parts that sign in import: features never import each other), and 'forms', the shared helpers
   * it uses that other pages use too (fields, tabs, formats); nothing the other first screens or
   * what they load unasked use, so home and /m/game load neither.
   */
  const loginGroups = (get: GetInfo) => {
    // Every part that loads on demand, found from the entry through static and lazy imports.
    const parts = new Set<string>();
    const seen = new Set([ENTRY]);
    const todo = [ENTRY];
    for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
      const info = get(m);
      for (const dep of info?.dynamicallyImportedIds ?? []) parts.add(dep);
      for (const dep of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])
        if (!ICON_BARREL.test(dep) && !seen.has(dep)) {
          seen.add(dep);
          todo.push(dep);
        }
    }
    const firstScreens = staticGraph(get, LOGIN_APART_FROM);
    const otherParts = staticGraph(
      get,
      [...parts].filter((part) => !AUTH_PARTS.includes(part)),
    );
    const login = new Set<string>();
    const forms = new Set<string>();
    for (const m of staticGraph(get, [LOGIN_ROOT])) {
      if (firstScreens.has(m)) continue;
      if (m.startsWith(AUTH_FEATURE) || !otherParts.has(m)) login.add(m);
      else forms.add(m);
    }
    return { login, forms };
  };
  /**
   * The icons /m/login's first screen draws that the other first screens do not: one chunk for
   * them, where the bundler gave each its own (seven requests of 0.2 KB each, measured 2026-11-28).
   * A page loaded on demand that draws one of them loads the seven (≈0.8 KB gzip).
   */
  const loginIcons = (get: GetInfo) => {
    const elsewhere = iconsOf(get, staticGraph(get, LOGIN_APART_FROM));
    return new Set(
      [...iconsOf(get, staticGraph(get, [LOGIN_ROOT]))].filter((i) => !elsewhere.has(i)),
    );
  };
  type Ctx = { getModuleInfo: GetInfo };
  return {
    groups: [
      { name: 'boot', tags: ['$initial' as const], priority: CHUNK_GROUPS.length + 2 },
      {
        debugName: 'shared',
        name: (id: string, ctx: Ctx) =>
          graphOf('shared', () => shared((m) => ctx.getModuleInfo(m))).has(id) ? 'shared' : null,
        priority: CHUNK_GROUPS.length + 1,
      },
      ...CHUNK_GROUPS.map(({ name, roots }, i) => ({
        debugName: name,
        name: (id: string, ctx: Ctx) =>
          graphOf(name, () => staticGraph((m) => ctx.getModuleInfo(m), roots)).has(id)
            ? name
            : null,
        priority: CHUNK_GROUPS.length - i,
      })),
      ...(['login', 'forms'] as const).map((name) => ({
        debugName: name,
        name: (id: string, ctx: Ctx) => {
          const groups = graphOf('login', () => loginGroups((m) => ctx.getModuleInfo(m)));
          return groups[name].has(id) ? name : null;
        },
        // Their modules' imports that the other screens load (the modal home's popups share) stay
        // where they are: taken along (rolldown's default), home's popups loaded all of login for
        // them. No chunk cycle comes of it: what the groups leave out imports nothing they hold
        // (the other screens' graphs are closed under their imports), and 'forms' (fields,
        // formats) imports nothing of features/auth.
        includeDependenciesRecursively: false,
        priority: 0,
      })),
      {
        debugName: 'login-icons',
        name: (id: string, ctx: Ctx) =>
          graphOf('login-icons', () => loginIcons((m) => ctx.getModuleInfo(m))).has(id)
            ? 'login-icons'
            : null,
        includeDependenciesRecursively: false,
        priority: 0,
      },
    ],
  };
}

/**
 * React Router's production build. Its package exports name only its development build (the same
 * code with its development warnings switched on, ENABLE_DEV_WARNINGS), so a bundler that follows
 * them ships the warnings' code and messages to every player (0.5 KB gzip of the first load).
 * Only for `vite build`: tests and the dev server keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The app lives under /m/ (SPEC §2); the server serves dist/ there with per-request HTML.
export default defineConfig(({ command }) => ({
  base: '/m/',
  plugins: [
    react(),
    // Which page module each router path loads, for the server's modulepreload links.
    routeModules(src('app/route-table.ts')),
    // Each language in two files: the first screens' texts and those of on-demand pages.
    localeFiles({
      entry: src('main.tsx'),
      routeTable: src('app/route-table.ts'),
      locales: src('locales'),
      serverSources: [
        path.resolve(import.meta.dirname, '../server/src'),
        path.resolve(import.meta.dirname, '../../packages/contract/src'),
      ],
    }),
    VitePWA({
      // The server serves the merchant's manifest (/wps/system/manifest.json) and the HTML.
      manifest: false,
      injectRegister: false,
      registerType: 'prompt',
      strategies: 'generateSW',
      filename: 'sw.js',
      workbox: {
        // Hashed assets only; languages load on demand and stay out of the precache (STYLE i18n).
        globPatterns: ['assets/**/*.{js,css,svg,woff2}'],
        // The Firebase Auth adapter serves only merchants with a Firebase project, on demand (§4).
        globIgnores: ['assets/locale-*.js', 'assets/firebase-client-*.js'],
        // Pages come from `runtimeCaching` below (the server paints each one per merchant).
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // §4 push opt-in: showing pushed notifications and opening them (public/push-sw.js, /m/push-sw.js);
        // shell-sw.js drops the cached pages when a new worker (new assets) takes over.
        importScripts: ['push-sw.js', 'shell-sw.js'],
        runtimeCaching: [
          {
            // The installed app opens with no network, and a returning player's page paints
            // without waiting for it: every page under /m/ is answered from the last copy the
            // server painted, and fetched again in the background for the next visit. One copy
            // per path (the query only carries parameters the app reads itself). A path never
            // opened before shows, offline, the copy of another page: the app routes by address.
            // Not the console's live preview (mcPreview: PREVIEW_PARAM, written out because this
            // function is copied into sw.js): that page is the network's only, never kept.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              url.pathname.startsWith('/m/') &&
              !url.searchParams.has('mcPreview'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'mc-pages',
              expiration: { maxEntries: 40 },
              cacheableResponse: { statuses: [200] },
              matchOptions: { ignoreSearch: true, ignoreVary: true },
              plugins: [
                {
                  cacheKeyWillBeUsed: async ({ request }) => {
                    const url = new URL(request.url);
                    return `${url.origin}${url.pathname}`;
                  },
                  handlerDidError: async () => {
                    const cache = await caches.open('mc-pages');
                    const [first] = await cache.keys();
                    return (await cache.match('/m/home')) ?? (first && (await cache.match(first)));
                  },
                },
              ],
            },
          },
          {
            // Languages stay out of the precache (24 of them, two files each); the files a player
            // used are kept (locale-files plugin: `EN-….json`, `EN-later-….json`), and the
            // bundled copy the app falls back to (`locale-EN-….js`).
            urlPattern: ({ url }) =>
              /^\/m\/assets\/(locale-[^/]+\.js|[A-Z]{2}(-[A-Z]{2})?(-later)?-[\w-]{8}\.json)$/.test(
                url.pathname,
              ),
            handler: 'CacheFirst',
            options: { cacheName: 'mc-locales', expiration: { maxEntries: 12 } },
          },
        ],
      },
    }),
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      threshold: 1024,
      exclude: [/\.(png|jpg|webp|woff2)$/],
    }),
  ],
  resolve: {
    // Dev and tests read the shared contract from source.
    conditions: ['source'],
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    manifest: true,
    target: 'es2022',
    // Written for whoever reads a stack or a chunk's make-up (README, "the boot script's parts"),
    // but not named in the scripts: no browser fetches them, and each script is a line shorter.
    sourcemap: 'hidden',
    rollupOptions: {
      output: {
        codeSplitting: chunkGroups(),
        // The entry takes in the 'boot' group (the bundler merges the two); its name stays.
        entryFileNames: 'assets/boot-[hash].js',
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/locales/')
            ? 'assets/locale-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:3000',
      '/lgw': 'http://localhost:3000',
      '/static': 'http://localhost:3000',
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
}));
