import { describe, expect, it } from 'vitest';
import { formatMoney, moneyLocale } from './money';

/** Intl separates symbol and number with a no-break space; compare with plain spaces. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('§9 money formatting', () => {
  it('§9 BRL uses pt-BR formatting: "R$ 1.234,56", whatever the UI language', () => {
    for (const language of ['EN', 'CN', 'VI', 'PT-BR'])
      expect(plain(formatMoney(1234.56, 'BRL', { language }))).toBe('R$ 1.234,56');
    expect(moneyLocale('BRL', 'EN')).toBe('pt-BR');
  });

  it("§9 other currencies follow the UI language's locale", () => {
    expect(formatMoney(1234.56, 'PHP', { language: 'EN' })).toBe('₱1,234.56');
    expect(plain(formatMoney(1234.5, 'EUR', { language: 'ES' }))).toBe('1234,50 €');
    expect(moneyLocale('PHP', 'CN')).toBe('zh-CN');
    expect(moneyLocale('PHP', 'TY')).toBe('fil');
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
