/**
 * The UI languages of SPEC §9 as BCP 47 language tags, for everything that speaks the standard:
 * Intl (dates, numbers, percent, money, plural rules), the html `lang` attribute, emails.
 * The app's own code (CN, PT-BR, UR-LA, ...) stays what is saved and sent in the `Language`
 * header (§7); this is the one place that says which standard language each code means.
 * No runtime dependencies: the web app imports it on its first-load path.
 */
import { UI_LANGUAGES, type UiLanguage } from './constants';

const BCP47: Readonly<Record<UiLanguage, string>> = {
  EN: 'en',
  CN: 'zh-CN',
  TW: 'zh-TW',
  VI: 'vi',
  TH: 'th',
  ID: 'id',
  MS: 'ms',
  KM: 'km',
  MY: 'my', // Burmese (Myanmar), not Malay (MS)
  TY: 'fil', // Filipino (Taglish), not Tahitian (ty)
  HI: 'hi',
  BN: 'bn',
  NE: 'ne',
  TA: 'ta',
  TE: 'te',
  UR: 'ur',
  'UR-LA': 'ur-Latn', // Roman Urdu: Urdu in Latin script, not Urdu of Laos
  ES: 'es',
  PT: 'pt-PT',
  'PT-BR': 'pt-BR',
  FR: 'fr',
  TR: 'tr',
  JA: 'ja',
  KO: 'ko',
};

/** The BCP 47 tag of a UI language (§9): CN → zh-CN, TY → fil, UR-LA → ur-Latn, PT → pt-PT. */
export function toBcp47(lang: UiLanguage): string {
  return BCP47[lang];
}

/** §9 "BRL uses pt-BR formatting"; amounts in any other currency follow the UI language. */
export function moneyLocale(currency: string, lang: UiLanguage): string {
  return currency.toUpperCase() === 'BRL' ? 'pt-BR' : toBcp47(lang);
}

/**
 * The player's saved language (§9) as a cookie as well as in the app's storage: the server reads
 * it to name the language file in the page's HTML (the app's storage never reaches the server).
 */
export const LANGUAGE_COOKIE = 'mc_lang';

const KNOWN = new Set<string>(UI_LANGUAGES);

/** §9 mappings of browser tags to UI codes (ZH→CN, TW and HK→TW, EN-PH→TY) and close kin. */
const MAPPINGS: Readonly<Record<string, UiLanguage>> = {
  ZH: 'CN',
  'ZH-CN': 'CN',
  'ZH-SG': 'CN',
  'ZH-HANS': 'CN',
  'ZH-HANS-CN': 'CN',
  'ZH-TW': 'TW',
  'ZH-HK': 'TW',
  'ZH-MO': 'TW',
  'ZH-HANT': 'TW',
  'ZH-HANT-TW': 'TW',
  'ZH-HANT-HK': 'TW',
  TW: 'TW',
  HK: 'TW',
  'EN-PH': 'TY',
  FIL: 'TY',
  TL: 'TY',
  IN: 'ID',
  'PT-PT': 'PT',
  // The BCP 47 tags of the contract's toBcp47 that are not the code itself.
  'UR-LATN': 'UR-LA',
  'UR-LATN-PK': 'UR-LA',
};

/** A browser or saved language tag to a UI language, or null when we have none for it. */
export function toUiLanguage(tag: string | null | undefined): UiLanguage | null {
  if (!tag) return null;
  const upper = tag.trim().replace(/_/g, '-').toUpperCase();
  if (!upper) return null;
  if (MAPPINGS[upper]) return MAPPINGS[upper];
  if (KNOWN.has(upper)) return upper as UiLanguage;
  const primary = upper.split('-')[0]!;
  if (MAPPINGS[primary]) return MAPPINGS[primary];
  if (KNOWN.has(primary)) return primary as UiLanguage;
  return null;
}

/**
 * §9 "taken from a saved choice, else the browser", then the merchant's default language, then
 * English.
 */
export function resolveUiLanguage(input: {
  saved: string | null;
  browser: readonly string[];
  merchantDefault?: string | null;
}): UiLanguage {
  const saved = toUiLanguage(input.saved);
  if (saved) return saved;
  for (const tag of input.browser) {
    const lang = toUiLanguage(tag);
    if (lang) return lang;
  }
  return toUiLanguage(input.merchantDefault) ?? 'EN';
}
