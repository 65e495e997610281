import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RTL_LANGUAGES, UI_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import { LANGUAGE_STORAGE_KEY, resolveUiLanguage, toBcp47, toUiLanguage } from './language';
import { readStorage, writeStorage } from './storage';
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

export function initialLanguage(merchantDefault: string | null): UiLanguage {
  return resolveUiLanguage({
    saved: readStorage('local', LANGUAGE_STORAGE_KEY),
    browser: typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [],
    merchantDefault,
  });
}

/** i18next's backend plugin for the loaders above (one file per language, one namespace). */
const languageBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = languageLoader(language);
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let pending: UiLanguage | null = null;

export async function setupI18n(lang: UiLanguage): Promise<i18n> {
  // Calls made while the language loads already carry it (§7 Language header).
  pending = lang;
  await i18next
    .use(initReactI18next)
    .use(languageBackend)
    .init({
      lng: lang,
      // Untranslated strings of a partial language show in English; unknown keys show the key (§8).
      fallbackLng: 'EN',
      supportedLngs: [...UI_LANGUAGES],
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
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
  return lang;
}

export function currentLanguage(): string | null {
  return i18next.language || pending;
}

export { i18next };
