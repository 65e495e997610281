import { RTL_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import { toBcp47 } from '@member-app/contract/language';
import { BN } from './bn';
import { CN } from './cn';
import { EN, type MessageKey, type Messages } from './en';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { ID } from './id';
import { JA } from './ja';
import { KM } from './km';
import { KO } from './ko';
import { MS } from './ms';
import { MY } from './my';
import { NE } from './ne';
import { PT } from './pt';
import { PT_BR } from './pt-br';
import { TA } from './ta';
import { TE } from './te';
import { TH } from './th';
import { TR } from './tr';
import { TW } from './tw';
import { TY } from './ty';
import { UR } from './ur';
import { UR_LA } from './ur-la';
import { VI } from './vi';

/**
 * The texts the server itself puts in front of a player (the redirect page, SMS and email codes,
 * the built-in identity provider's pages) in the 24 UI languages of SPEC §9. Each catalogue is
 * typed from the English one, so a missing key fails the typecheck.
 */
export const CATALOGUES: Readonly<Record<UiLanguage, Messages>> = {
  EN,
  CN,
  TW,
  VI,
  TH,
  ID,
  MS,
  KM,
  MY,
  TY,
  HI,
  BN,
  NE,
  TA,
  TE,
  UR,
  'UR-LA': UR_LA,
  ES,
  PT,
  'PT-BR': PT_BR,
  FR,
  TR,
  JA,
  KO,
};

export type MessageValues = Readonly<Record<string, string | number>>;

/** The text of `key` in `lang`, its `{{name}}` placeholders filled from `values`. */
export function message(lang: UiLanguage, key: MessageKey, values: MessageValues = {}): string {
  return CATALOGUES[lang][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The `lang` and `dir` attributes of an HTML page in `lang` (Urdu is right-to-left). */
export function htmlLanguageAttributes(lang: UiLanguage): string {
  return `lang="${toBcp47(lang)}" dir="${RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr'}"`;
}
