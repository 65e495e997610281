import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { RTL_LANGUAGES, UI_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import { LANGUAGE_COOKIE, toBcp47 } from '@member-app/contract/language';
import { LANGUAGE_STORAGE_KEY, resolveUiLanguage, toUiLanguage } from './language';
import { readCookie, readStorage, writeCookie, writeStorage } from './storage';
import type en from '../locales/EN.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    // English is the source: a key that is not in EN.json fails the typecheck (STYLE i18n).
    resources: { translation: typeof en };
    returnNull: false;
  }
}

/**
 * One file per language (§9 24 UI languages), loaded on demand and kept out of the precache. In the
 * browser a language is fetched as plain JSON from its hashed asset URL (data, not code: it is
 * parsed, never executed); where that fails (unit tests, no server) the bundled module loads it.
 */
const modules = import.meta.glob<{ default: Record<string, string> }>('../locales/*.json');
const urls = import.meta.glob<string>('../locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

async function fetchLanguage(url: string): Promise<Record<string, string>> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`language file: HTTP ${res.status}`);
  return (await res.json()) as Record<string, string>;
}

export function languageLoader(
  lang: string,
): (() => Promise<{ default: Record<string, string> }>) | undefined {
  const key = `../locales/${lang}.json`;
  const module = modules[key];
  const url = urls[key];
  if (!module) return undefined;
  if (!url) return module;
  return () =>
    fetchLanguage(url).then(
      (data) => ({ default: data }),
      () => module(),
    );
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
  await i18next
    .use(initReactI18next)
    .use(languageBackend)
    .init({
      lng: toBcp47(lang),
      // Untranslated strings of a partial language show in English; unknown keys show the key (§8).
      fallbackLng: toBcp47('EN'),
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
  applyDocumentLanguage(lang);
  return i18next;
}

/** Switches and remembers the UI language (§9 saved choice). */
export async function changeLanguage(tag: string): Promise<UiLanguage | null> {
  const lang = toUiLanguage(tag);
  if (!lang) return null;
  writeStorage('local', LANGUAGE_STORAGE_KEY, lang);
  rememberForServer(lang);
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
