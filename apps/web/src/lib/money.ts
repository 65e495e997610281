import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryInfo } from '@member-app/contract/schemas/system';
import { useCountryInfo } from './country-info';
import { toBcp47, toUiLanguage } from './language';

/** How the merchant writes its currency (§3 country info currencySymbol, currencyPosition). */
export type CurrencyDisplay = Pick<CountryInfo, 'currency' | 'currencySymbol' | 'currencyPosition'>;

export interface MoneyOptions {
  /** The UI language (§9 UI language code or a BCP 47 tag). */
  language: string;
  /** The merchant's currency display; used only when its currency is the amount's. */
  display?: CurrencyDisplay | null;
  /** Whole amounts (limits, rewards) are shown without cents. */
  fractionDigits?: number;
}

/** §9 "BRL uses pt-BR formatting"; any other currency follows the UI language. */
export function moneyLocale(currency: string, language: string): string {
  if (currency.toUpperCase() === 'BRL') return 'pt-BR';
  const ui = toUiLanguage(language);
  return ui ? toBcp47(ui) : language;
}

const SPACE = /^\s+$/;

/**
 * One money format for the whole app (STYLE "Numbers, money and dates through Intl"): grouping and
 * decimals of the currency's locale; the merchant's own symbol and its position (§3) when the
 * country info describes this currency, else the symbol Intl knows.
 */
export function formatMoney(amount: number, currency: string, o: MoneyOptions): string {
  let nf: Intl.NumberFormat;
  try {
    nf = new Intl.NumberFormat(moneyLocale(currency, o.language), {
      style: 'currency',
      currency,
      ...(o.fractionDigits !== undefined
        ? { minimumFractionDigits: o.fractionDigits, maximumFractionDigits: o.fractionDigits }
        : {}),
    });
  } catch {
    // An unknown currency code: the amount in the UI language, followed by the code.
    return `${new Intl.NumberFormat(toBcp47(toUiLanguage(o.language) ?? 'EN')).format(amount)} ${currency}`;
  }
  const display = o.display;
  if (!display?.currencySymbol || display.currency.toUpperCase() !== currency.toUpperCase())
    return nf.format(amount);
  const parts = nf.formatToParts(amount);
  // Keep the locale's habit of a (non-breaking) space between symbol and number, wherever it goes.
  const spaced = parts.some((p) => p.type === 'literal' && SPACE.test(p.value));
  const number = parts
    .filter((p) => p.type !== 'currency' && !(p.type === 'literal' && SPACE.test(p.value)))
    .map((p) => p.value)
    .join('');
  const gap = spaced ? '\u00a0' : '';
  return display.currencyPosition === 'suffix'
    ? `${number}${gap}${display.currencySymbol}`
    : `${display.currencySymbol}${gap}${number}`;
}

/** The app's money formatter in the current UI language, with the merchant's currency display. */
export function useFormatMoney(): (
  amount: number,
  currency: string,
  fractionDigits?: number,
) => string {
  const { i18n } = useTranslation();
  const display = useCountryInfo().data ?? null;
  const language = i18n.language;
  return useCallback(
    (amount: number, currency: string, fractionDigits?: number) =>
      formatMoney(amount, currency, { language, display, fractionDigits }),
    [language, display],
  );
}
