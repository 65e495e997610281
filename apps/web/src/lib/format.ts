/**
 * The one place where the app formats dates, numbers, percentages and money (STYLE "Numbers, money
 * and dates through Intl"). Every formatter takes the UI language of §9 and gives Intl its BCP 47
 * tag from the contract, so TW formats as Taiwanese Chinese (not Twi), TY as Filipino and CN as
 * Chinese, whatever the browser's own locale. A lint rule keeps `Intl` and `toLocale*String` here.
 */
import type { UiLanguage } from '@member-app/contract/constants';
import { moneyLocale, toBcp47 } from '@member-app/contract/language';
import type { CountryInfo } from '@member-app/contract/schemas/system';

type DateInput = Date | number | string;

const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** "Nov 25, 2026" in the UI language. */
export function formatDate(value: DateInput, lang: UiLanguage): string {
  return new Intl.DateTimeFormat(toBcp47(lang), { dateStyle: 'medium' }).format(asDate(value));
}

/** "Nov 25, 2026, 3:04 PM" in the UI language. */
export function formatDateTime(value: DateInput, lang: UiLanguage): string {
  return new Intl.DateTimeFormat(toBcp47(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    asDate(value),
  );
}

/** "15:04" or "3:04 PM", as the UI language writes a time of day. */
export function formatTime(value: DateInput, lang: UiLanguage): string {
  return new Intl.DateTimeFormat(toBcp47(lang), { hour: '2-digit', minute: '2-digit' }).format(
    asDate(value),
  );
}

/** A count or score with the UI language's digits grouping ("12,345", "12.345", "12 345"). */
export function formatNumber(n: number, lang: UiLanguage): string {
  return new Intl.NumberFormat(toBcp47(lang)).format(n);
}

/** A ratio as a percentage (0.125 → "12.5%", "12,5 %", "%12,5"). */
export function formatPercent(ratio: number, lang: UiLanguage, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(toBcp47(lang), { style: 'percent', maximumFractionDigits }).format(
    ratio,
  );
}

/** The name of a UI language, written in another (the language picker shows each in its own). */
export function languageName(lang: UiLanguage, inLanguage: UiLanguage = lang): string {
  try {
    const names = new Intl.DisplayNames([toBcp47(inLanguage)], { type: 'language' });
    return names.of(toBcp47(lang)) ?? lang;
  } catch {
    // A browser without display names for that language: the code is still a readable choice.
    return lang;
  }
}

/** How the merchant writes its currency (§3 country info currencySymbol, currencyPosition). */
export type CurrencyDisplay = Pick<CountryInfo, 'currency' | 'currencySymbol' | 'currencyPosition'>;

export interface MoneyOptions {
  /** The UI language (§9). */
  language: UiLanguage;
  /** The merchant's currency display; used only when its currency is the amount's. */
  display?: CurrencyDisplay | null;
  /** Whole amounts (limits, rewards) are shown without cents. */
  fractionDigits?: number;
}

const SPACE = /^\s+$/;

/**
 * One money format for the whole app: grouping and decimals of the currency's locale (§9 BRL in
 * pt-BR, any other currency in the UI language); the merchant's own symbol and its position (§3)
 * when the country info describes this currency, else the symbol Intl knows.
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
    return `${formatNumber(amount, o.language)} ${currency}`;
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
