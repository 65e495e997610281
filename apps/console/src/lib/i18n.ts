import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import en from '../locales/en.json';

/**
 * The console's languages (English the source, Chinese). English is in the entry chunk; Chinese is
 * loaded when first used (at start for a Chinese operator, or on switching), without a reload.
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

/** Chinese texts, fetched once; English is always there. */
async function loadLanguage(language: ConsoleLanguage) {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { default: zh } = await import('../locales/zh.json');
  i18next.addResourceBundle('zh', 'translation', zh);
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
    resources: { en: { translation: en } },
    // Chinese comes as a bundle added below, not through a backend.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(lng);
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  return i18next;
}

export async function changeLanguage(language: ConsoleLanguage): Promise<void> {
  await loadLanguage(language);
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
