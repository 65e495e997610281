import { useCallback } from 'react';
import { useCountryInfo } from './country-info';
import { formatMoney } from './format';
import { useUiLanguage } from './i18n';

/** The app's money formatter in the current UI language, with the merchant's currency display. */
export function useFormatMoney(): (
  amount: number,
  currency: string,
  fractionDigits?: number,
) => string {
  const language = useUiLanguage();
  const display = useCountryInfo().data ?? null;
  return useCallback(
    (amount: number, currency: string, fractionDigits?: number) =>
      formatMoney(amount, currency, { language, display, fractionDigits }),
    [language, display],
  );
}
