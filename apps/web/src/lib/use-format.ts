import { useMemo } from 'react';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatTime } from './format';
import { useUiLanguage } from './i18n';

/**
 * The formatters of `format.ts` bound to the current UI language; re-renders when it changes.
 * Money has its own hook (`useFormatMoney`, with the merchant's currency display).
 */
export function useFormat() {
  const lang = useUiLanguage();
  return useMemo(
    () => ({
      date: (value: Date | number | string) => formatDate(value, lang),
      dateTime: (value: Date | number | string) => formatDateTime(value, lang),
      time: (value: Date | number | string) => formatTime(value, lang),
      number: (n: number) => formatNumber(n, lang),
      percent: (ratio: number, maximumFractionDigits?: number) =>
        formatPercent(ratio, lang, maximumFractionDigits),
    }),
    [lang],
  );
}
