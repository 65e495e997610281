import { UI_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';

export const LANGUAGE_STORAGE_KEY = 'MC_LANGUAGE';

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
