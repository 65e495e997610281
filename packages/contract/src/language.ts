/**
 * The UI languages of SPEC §9 as BCP 47 language tags, for everything that speaks the standard:
 * Intl (dates, numbers, percent, money, plural rules), the html `lang` attribute, emails.
 * The app's own code (CN, PT-BR, UR-LA, ...) stays what is saved and sent in the `Language`
 * header (§7); this is the one place that says which standard language each code means.
 * No runtime dependencies: the web app imports it on its first-load path.
 */
import type { UiLanguage } from './constants';

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
