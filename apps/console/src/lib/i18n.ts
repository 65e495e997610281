import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import en from '../locales/en.json';
import zh from '../locales/zh.json';

/**
 * The console's languages (English the source, Chinese). Both are bundled: the console is a
 * desktop tool with no first-load budget, and an operator switches language without a reload.
 * The contract's validation messages follow the language through zod's own translations.
 */
export const CONSOLE_LANGUAGES = ['en', 'zh'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
const KEY = 'console.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export function initialLanguage(
  stored: string | null,
  browser: readonly string[],
): ConsoleLanguage {
  if (stored === 'en' || stored === 'zh') return stored;
  return browser.some((tag) => tag.toLowerCase().startsWith('zh')) ? 'zh' : 'en';
}

function applyZodLocale(language: ConsoleLanguage) {
  z.config(language === 'zh' ? z.locales.zhCN() : z.locales.en());
}

export async function initI18n(): Promise<typeof i18next> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // Storage may be off; the browser's language decides.
  }
  const lng = initialLanguage(stored, navigator.languages ?? [navigator.language]);
  applyZodLocale(lng);
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, zh: { translation: zh } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  return i18next;
}

export async function changeLanguage(language: ConsoleLanguage): Promise<void> {
  applyZodLocale(language);
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Not kept across visits then.
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

export function currentLanguage(): ConsoleLanguage {
  return i18next.language === 'zh' ? 'zh' : 'en';
}
