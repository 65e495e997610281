import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UI_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import { APP_BASE_PATH } from '@member-app/contract/routes';

interface ViteManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/** What a page's HTML names for the browser to fetch along with the boot script. */
export interface PagePreloads {
  /** The page's own chunks (the boot script's are already script tags). */
  modules: string[];
  /** Their stylesheets. */
  styles: string[];
  /**
   * The language files the app will load (§9): the first screens' texts, and on a page that loads
   * on demand its later texts too (the web build's locale-split-plugin.ts).
   */
  languages: string[];
}

export interface FirstLoadFiles {
  preloads(pathname: string, language: UiLanguage): PagePreloads;
  /** A built stylesheet's text by its address (`/m/assets/x.css`), to be written into the page. */
  styleText(href: string): string | undefined;
  /** The app's text for a key in a language (§9), from the build's language files. */
  text(language: UiLanguage, key: string): string | undefined;
}

const NONE: FirstLoadFiles = {
  preloads: () => ({ modules: [], styles: [], languages: [] }),
  styleText: () => undefined,
  text: () => undefined,
};

/**
 * The web build's language files (its `.vite/locale-files.json`): each language's first and later
 * file, and the router paths whose page needs the later one.
 */
interface LocaleFilesMap {
  pages: string[];
  files: Record<string, { first: string; later: string }>;
}

const LANGUAGES = new Set<string>(UI_LANGUAGES);

/** §2 the router path a served page shows: `/` shows home (the app moves it to /m/home). */
function routerPath(pathname: string): string {
  if (pathname === '/') return '/home';
  if (pathname === APP_BASE_PATH || pathname === `${APP_BASE_PATH}/`) return '/';
  return pathname.startsWith(`${APP_BASE_PATH}/`) ? pathname.slice(APP_BASE_PATH.length) : pathname;
}

/**
 * The files each page's first screen needs, from the web build's manifests: Vite's
 * (`.vite/manifest.json`, each chunk's static imports and styles) and the app's route table
 * (`.vite/route-modules.json`, each router path's page module, written by the web build) and its
 * language files (`.vite/locale-files.json`, each language's first and later file).
 * Without them the page's chunk and its language file are only asked for once the boot script
 * has run, a second round trip in front of the first screen (issue "first screen fast"). A build
 * without the two files names nothing, so nothing is named that the build does not have.
 */
export function readFirstLoadFiles(dist: string, template: string): FirstLoadFiles {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  const routesPath = path.join(dist, '.vite', 'route-modules.json');
  if (!existsSync(manifestPath) || !existsSync(routesPath)) return NONE;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    ViteManifestEntry
  >;
  const routes = JSON.parse(readFileSync(routesPath, 'utf8')) as Record<string, string>;
  const localesPath = path.join(dist, '.vite', 'locale-files.json');
  const locales = existsSync(localesPath)
    ? (JSON.parse(readFileSync(localesPath, 'utf8')) as LocaleFilesMap)
    : null;
  const href = (file: string) => `${APP_BASE_PATH}/${file}`;

  /** A chunk and every chunk it imports statically: what loading it loads. */
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  // What the page's own script and style tags load already (read from the HTML itself too: a
  // build whose chunk groups take the entry in has no chunk that the manifest marks `isEntry`).
  const tagged = new Set(
    [...template.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"/g)].map((m) => m[1]),
  );
  const booted = new Set<string>();
  for (const [key, entry] of Object.entries(manifest))
    if (entry.isEntry || tagged.has(href(entry.file))) closure(key, booted);

  const byModule = new Map<string, Omit<PagePreloads, 'languages'>>();
  const pageFiles = (module: string) => {
    let files = byModule.get(module);
    if (!files) {
      const modules: string[] = [];
      const styles = new Set<string>();
      for (const key of closure(module)) {
        if (booted.has(key)) continue;
        const entry = manifest[key]!;
        modules.push(href(entry.file));
        for (const css of entry.css ?? []) styles.add(href(css));
      }
      files = { modules, styles: [...styles] };
      byModule.set(module, files);
    }
    return files;
  };

  /** Each language's files by address: its first file, then its later file. */
  const languages = new Map<string, string[]>();
  for (const [lang, files] of Object.entries(locales?.files ?? {}))
    if (LANGUAGES.has(lang)) languages.set(lang, [href(files.first), href(files.later)]);
  const laterPages = new Set(locales?.pages ?? []);

  // Every stylesheet of the build (28 KB in all): a page's own are written into its HTML.
  const styles = new Map<string, string>();
  for (const entry of Object.values(manifest))
    for (const css of entry.css ?? [])
      if (!styles.has(href(css)) && existsSync(path.join(dist, css)))
        styles.set(href(css), readFileSync(path.join(dist, css), 'utf8'));
  for (const m of template.matchAll(
    /<link rel="stylesheet"[^>]*\shref="(\/m\/assets\/[^"]+\.css)"/g,
  )) {
    const file = path.join(dist, m[1]!.slice(APP_BASE_PATH.length + 1));
    if (!styles.has(m[1]!) && existsSync(file)) styles.set(m[1]!, readFileSync(file, 'utf8'));
  }

  const texts = new Map<string, Record<string, unknown>>();
  const textsOf = (language: string) => {
    let found = texts.get(language);
    if (!found) {
      // Its first and later texts together: the sign-in pages' shells draw texts of both.
      found = {};
      for (const file of languages.get(language) ?? [])
        try {
          Object.assign(
            found,
            JSON.parse(
              readFileSync(path.join(dist, file.slice(APP_BASE_PATH.length + 1)), 'utf8'),
            ) as Record<string, unknown>,
          );
        } catch {
          // A file that cannot be read draws nothing of its own: the app draws it.
        }
      texts.set(language, found);
    }
    return found;
  };

  return {
    styleText: (h) => styles.get(h),
    text(language, key) {
      const value = textsOf(language)[key];
      return typeof value === 'string' ? value : undefined;
    },
    preloads(pathname, language) {
      const page = routerPath(pathname);
      const module = routes[page];
      const [first, later] = languages.get(language) ?? [];
      return {
        ...(module ? pageFiles(module) : { modules: [], styles: [] }),
        // A page that loads on demand waits for its later texts too (the app's route table).
        languages: first ? (later && laterPages.has(page) ? [first, later] : [first]) : [],
      };
    },
  };
}
