import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  languageName,
} from './format';

/** Intl separates symbol and number with a no-break space; compare with plain spaces. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('§9 money formatting', () => {
  it('§9 BRL uses pt-BR formatting: "R$ 1.234,56", whatever the UI language', () => {
    for (const language of ['EN', 'CN', 'VI', 'PT-BR'] as const)
      expect(plain(formatMoney(1234.56, 'BRL', { language }))).toBe('R$ 1.234,56');
  });

  it("§9 other currencies follow the UI language's locale", () => {
    expect(formatMoney(1234.56, 'PHP', { language: 'EN' })).toBe('₱1,234.56');
    expect(plain(formatMoney(1234.5, 'EUR', { language: 'ES' }))).toBe('1234,50 €');
  });

  it("§3 the merchant's currencySymbol and currencyPosition win for its own currency", () => {
    const vnd = { currency: 'VND', currencySymbol: '₫', currencyPosition: 'suffix' as const };
    expect(plain(formatMoney(1234567, 'VND', { language: 'VI', display: vnd }))).toBe(
      '1.234.567 ₫',
    );
    expect(formatMoney(1234567, 'VND', { language: 'EN', display: vnd })).toBe('1,234,567₫');
    const php = { currency: 'PHP', currencySymbol: 'PHP ', currencyPosition: 'prefix' as const };
    expect(formatMoney(100, 'PHP', { language: 'EN', display: php })).toBe('PHP 100.00');
    const brl = { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'prefix' as const };
    expect(plain(formatMoney(1234.56, 'BRL', { language: 'EN', display: brl }))).toBe(
      'R$ 1.234,56',
    );
  });

  it('§3 a display of another currency is not applied', () => {
    const vnd = { currency: 'VND', currencySymbol: '₫', currencyPosition: 'suffix' as const };
    expect(formatMoney(5, 'PHP', { language: 'EN', display: vnd })).toBe('₱5.00');
  });

  it('whole amounts without cents', () => {
    expect(formatMoney(50000, 'PHP', { language: 'EN', fractionDigits: 0 })).toBe('₱50,000');
    expect(plain(formatMoney(50000, 'BRL', { language: 'EN', fractionDigits: 0 }))).toBe(
      'R$ 50.000',
    );
  });
});

describe('§9 dates and numbers in the UI language, not the browser locale', () => {
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  const day = Date.UTC(2026, 10, 25, 12);

  it.each([
    ['EN', 'Nov 25, 2026'],
    ['CN', '2026年11月25日'],
    ['TW', '2026年11月25日'],
    ['TY', 'Nob 25, 2026'],
    ['PT-BR', '25 de nov. de 2026'],
    ['FR', '25 nov. 2026'],
    ['VI', '25 thg 11, 2026'],
  ] as const)('%s writes the day as %s', (lang, expected) => {
    expect(plain(formatDate(day, lang))).toBe(expected);
  });

  it('§9 TW is Chinese (Taiwan), never Twi; UR-LA is Urdu, never Lao', () => {
    expect(formatDate(day, 'TW')).not.toMatch(/Obubuo/);
    expect(formatDate(day, 'UR-LA')).toBe(formatDate(day, 'UR'));
  });

  it('numbers and percentages group as the language does', () => {
    expect(formatNumber(1234567, 'EN')).toBe('1,234,567');
    expect(plain(formatNumber(1234567, 'FR'))).toBe('1 234 567');
    expect(formatNumber(1234567, 'PT-BR')).toBe('1.234.567');
    expect(formatNumber(1234567, 'HI')).toBe('12,34,567');
    expect(formatPercent(0.125, 'EN')).toBe('12.5%');
    expect(plain(formatPercent(0.125, 'FR'))).toBe('12,5 %');
    expect(formatPercent(0.125, 'TR')).toBe('%12,5');
  });

  it('a time of day and a date with time', () => {
    expect(formatTime(new Date(2026, 10, 25, 15, 4), 'CN')).toBe('15:04');
    expect(plain(formatTime(new Date(2026, 10, 25, 15, 4), 'EN'))).toBe('03:04 PM');
    expect(formatDateTime(new Date(2026, 10, 25, 15, 4), 'JA')).toBe('2026/11/25 15:04');
  });

  it('each language names itself in the picker', () => {
    expect(languageName('JA')).toBe('日本語');
    expect(languageName('PT-BR')).toBe('português (Brasil)');
    expect(languageName('CN', 'EN')).toBe('Chinese (China)');
  });
});
