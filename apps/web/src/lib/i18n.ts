import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { RTL_LANGUAGES, UI_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import { LANGUAGE_COOKIE, toBcp47 } from '@member-app/contract/language';
import { LANGUAGE_STORAGE_KEY, resolveUiLanguage, toUiLanguage } from './language';
import { readCookie, readStorage, writeCookie, writeStorage } from './storage';
import type en from '../locales/EN.json';
import { LOCALE_FILES } from 'virtual:locale-files';

declare module 'i18next' {
  interface CustomTypeOptions {
    // English is the source: a key that is not in EN.json fails the typecheck (STYLE i18n).
    resources: { translation: typeof en };
    returnNull: false;
  }
}

/**
 * Two files per language (§9 24 UI languages), loaded on demand and kept out of the precache: the
 * texts of the first screens, and those only pages loaded on demand show (`laterPage` in the route
 * table; locale-split-plugin.ts decides which, at build time). In the browser a file is fetched as
 * plain JSON from its hashed asset URL (data, not code: it is parsed, never executed); where that
 * fails, or in unit tests and the dev server (no split), the bundled module loads the whole language.
 */
const modules = import.meta.glob<{ default: Record<string, string> }>('../locales/*.json');

async function fetchLanguage(url: string): Promise<Record<string, string>> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`language file: HTTP ${res.status}`);
  return (await res.json()) as Record<string, string>;
}

function loaderOf(
  lang: string,
  url: string | undefined,
): (() => Promise<{ default: Record<string, string> }>) | undefined {
  const module = modules[`../locales/${lang}.json`];
  if (!module) return undefined;
  if (!url) return module;
  return () =>
    fetchLanguage(url).then(
      (data) => ({ default: data }),
      () => module(),
    );
}

/** The loader of a language's first file (the whole language where the build did not split it). */
export function languageLoader(
  lang: string,
): (() => Promise<{ default: Record<string, string> }>) | undefined {
  return loaderOf(lang, LOCALE_FILES?.[lang]?.first);
}

function applyDocumentLanguage(lang: UiLanguage) {
  document.documentElement.lang = toBcp47(lang);
  document.documentElement.dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
}

/**
 * The saved choice (§9) as a cookie too: the server names the player's language file in the page's
 * HTML, so that it loads with the page instead of after the app's script (it cannot read storage).
 */
function rememberForServer(lang: UiLanguage) {
  if (readCookie(LANGUAGE_COOKIE) !== lang) writeCookie(LANGUAGE_COOKIE, lang, 365);
}

export function initialLanguage(merchantDefault: string | null): UiLanguage {
  // The choice as the server read it too (its cookie) when the browser kept only that: the server
  // drew the page's first screen in that language, and the app goes on in it.
  const saved =
    toUiLanguage(readStorage('local', LANGUAGE_STORAGE_KEY)) ??
    toUiLanguage(readCookie(LANGUAGE_COOKIE));
  // Players who chose a language before the cookie existed.
  if (saved) rememberForServer(saved);
  return resolveUiLanguage({
    saved,
    browser: typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [],
    merchantDefault,
  });
}

/** i18next's backend plugin for the loaders above (one file per language, one namespace). */
const languageBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const lang = toUiLanguage(language);
    const load = lang ? languageLoader(lang) : undefined;
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let pending: UiLanguage | null = null;
let initialised: Promise<unknown> | null = null;
/** Set once a page that needs the later texts has loaded: a language chosen after comes whole. */
let laterWanted = false;
const laterLoads = new Map<UiLanguage, Promise<void>>();

/**
 * A language's later texts into i18next, once. Fetched at once, added once the language's first
 * file is in: i18next loads no file of a language it already has texts of.
 */
function loadLaterFile(lang: UiLanguage): Promise<void> {
  let loading = laterLoads.get(lang);
  if (!loading) {
    const url = LOCALE_FILES?.[lang]?.later;
    const load = url ? loaderOf(lang, url) : undefined;
    loading = load
      ? Promise.all([load().catch(() => null), initialised]).then(async ([texts]) => {
          await i18next.loadLanguages(toBcp47(lang));
          if (texts) i18next.addResourceBundle(toBcp47(lang), 'translation', texts.default, true);
        })
      : Promise.resolve();
    laterLoads.set(lang, loading);
  }
  return loading;
}

/**
 * Whether English's texts back `lang`: a language the build found lacking some, and any language
 * where the build did not split them (tests, the dev server) or an unknown one.
 */
function needsEnglish(lang: UiLanguage | null): boolean {
  return lang !== 'EN' && (!LOCALE_FILES || !lang || LOCALE_FILES[lang]?.partial !== false);
}

/** The later files a page in `lang` needs: its own, and English's where it lacks some text. */
function laterFilesOf(lang: UiLanguage): Promise<unknown> {
  const files = [loadLaterFile(lang)];
  if (needsEnglish(lang)) files.push(loadLaterFile('EN'));
  return Promise.all(files);
}

/**
 * The texts of the pages that load on demand, in the current language (the route table's pages
 * wait for them before they render). Never fails: a text that cannot load shows as i18next shows
 * any missing one.
 */
export function loadLaterTexts(): Promise<void> {
  if (!LOCALE_FILES) return Promise.resolve();
  laterWanted = true;
  return laterFilesOf(currentLanguage() ?? 'EN').then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The languages i18next falls back to for a text that `code` lacks: English for a language the
 * build found partial (and in tests and the dev server, which load each language whole), none for
 * a complete one. Every §9 language is complete (scripts/check-locales.mjs), so a French player no
 * longer fetches English's file, unused, after their own (5.8 KB gzip and a request).
 */
function englishFallback(code: string): string[] {
  return needsEnglish(toUiLanguage(code)) ? [toBcp47('EN')] : [];
}

/**
 * i18next speaks BCP 47 (zh-CN, pt-BR, fil, ur-Latn...): it picks each language's plural forms
 * with Intl.PluralRules of that tag (French one/many/other, Chinese other only, TY Filipino, not
 * Tahitian), and it canonicalises any tag it is given, so the app's own codes (PT-BR, UR-LA) would
 * come back as other languages (PT, UR). The app's own code (§9) is what is saved, sent in the
 * `Language` header (§7) and names the files; it is read back from i18next here and only here
 * (a lint rule refuses `i18n.language` anywhere else).
 */
export async function setupI18n(lang: UiLanguage): Promise<i18n> {
  // Calls made while the language loads already carry it (§7 Language header).
  pending = lang;
  const ready = i18next
    .use(initReactI18next)
    .use(languageBackend)
    .init({
      lng: toBcp47(lang),
      // Untranslated strings of a partial language show in English; unknown keys show the key (§8).
      fallbackLng: englishFallback,
      supportedLngs: UI_LANGUAGES.map(toBcp47),
      load: 'currentOnly',
      lowerCaseLng: false,
      cleanCode: false,
      nonExplicitSupportedLngs: false,
      interpolation: { escapeValue: false },
      // Flat keys: server error codes such as 'login.cred.err' are keys too.
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      react: { useSuspense: false },
    });
  initialised = ready;
  await ready;
  applyDocumentLanguage(lang);
  return i18next;
}

/** Switches and remembers the UI language (§9 saved choice). */
export async function changeLanguage(tag: string): Promise<UiLanguage | null> {
  const lang = toUiLanguage(tag);
  if (!lang) return null;
  writeStorage('local', LANGUAGE_STORAGE_KEY, lang);
  rememberForServer(lang);
  // A page loaded on demand is shown, or was: its texts come in the new language before it shows.
  if (laterWanted) await Promise.all([i18next.loadLanguages(toBcp47(lang)), laterFilesOf(lang)]);
  await i18next.changeLanguage(toBcp47(lang));
  applyDocumentLanguage(lang);
  return lang;
}

/** The UI language (§9 code: PT-BR, UR-LA, CN...) for the `Language` header and the saved choice. */
export function currentLanguage(): UiLanguage | null {
  return toUiLanguage(i18next.language) ?? pending;
}

/** The UI language in a component; it re-renders when the language changes. */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return toUiLanguage(i18n.language) ?? pending ?? 'EN';
}

export { i18next };
