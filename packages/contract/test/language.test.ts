import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../src/constants';
import { moneyLocale, toBcp47 } from '../src/language';

/** §9 UI languages and the standard language each one means. */
const TABLE: [UiLanguage, string, string[]][] = [
  // [UI code, BCP 47 tag, cardinal plural categories of that language]
  ['EN', 'en', ['one', 'other']],
  ['CN', 'zh-CN', ['other']],
  ['TW', 'zh-TW', ['other']],
  ['VI', 'vi', ['other']],
  ['TH', 'th', ['other']],
  ['ID', 'id', ['other']],
  ['MS', 'ms', ['other']],
  ['KM', 'km', ['other']],
  ['MY', 'my', ['other']],
  ['TY', 'fil', ['one', 'other']],
  ['HI', 'hi', ['one', 'other']],
  ['BN', 'bn', ['one', 'other']],
  ['NE', 'ne', ['one', 'other']],
  ['TA', 'ta', ['one', 'other']],
  ['TE', 'te', ['one', 'other']],
  ['UR', 'ur', ['one', 'other']],
  ['UR-LA', 'ur-Latn', ['one', 'other']],
  ['ES', 'es', ['many', 'one', 'other']],
  ['PT', 'pt-PT', ['many', 'one', 'other']],
  ['PT-BR', 'pt-BR', ['many', 'one', 'other']],
  ['FR', 'fr', ['many', 'one', 'other']],
  ['TR', 'tr', ['one', 'other']],
  ['JA', 'ja', ['other']],
  ['KO', 'ko', ['other']],
];

describe('§9 each UI language has its BCP 47 tag', () => {
  it('the table covers every UI language of §9 once', () => {
    expect(TABLE.map(([code]) => code).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each(TABLE)('§9 %s is %s', (code, tag) => {
    expect(toBcp47(code)).toBe(tag);
    // A canonical tag: i18next and Intl keep it as it is.
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it.each(TABLE)('§9 %s plural forms: the language of %s (%j)', (code, _tag, categories) => {
    const rules = new Intl.PluralRules(toBcp47(code));
    expect([...rules.resolvedOptions().pluralCategories].sort()).toEqual(categories);
  });

  it('every UI language has a tag of its own', () => {
    expect(new Set(UI_LANGUAGES.map(toBcp47)).size).toBe(UI_LANGUAGES.length);
  });

  it.each([
    ['TW', 'Nov 25, 2026', '2026年11月25日'],
    ['TY', 'Nov 25, 2026', 'Nob 25, 2026'],
  ] as const)('§9 %s dates are not US English or Twi', (code, english, expected) => {
    const date = new Date(Date.UTC(2026, 10, 25, 12));
    const format = (tag: string) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
    expect(format(toBcp47(code))).toBe(expected);
    expect(format(toBcp47(code))).not.toBe(english);
  });
});

describe('§9 BRL uses pt-BR formatting', () => {
  it.each(UI_LANGUAGES)('BRL in %s is formatted as pt-BR', (code) => {
    expect(moneyLocale('BRL', code)).toBe('pt-BR');
    expect(moneyLocale('brl', code)).toBe('pt-BR');
  });

  it('any other currency follows the UI language', () => {
    expect(moneyLocale('PHP', 'TY')).toBe('fil');
    expect(moneyLocale('VND', 'VI')).toBe('vi');
    expect(moneyLocale('USD', 'CN')).toBe('zh-CN');
  });
});
