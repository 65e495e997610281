import { currentLanguage } from './i18n';

/** Dates and times in the console's language (the operator's own time zone). */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return new Intl.DateTimeFormat(currentLanguage() === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ms);
}

/** A UTC calendar day (`YYYY-MM-DD`, as the dashboard counts) as a short date or its weekday. */
export function formatDay(isoDate: string, style: 'date' | 'weekday' = 'date'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'weekday' ? { weekday: 'short' } : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(currentLanguage() === 'zh' ? 'zh-CN' : 'en', {
    ...options,
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A count or an amount in the console's language (thousands separators). */
export function formatNumber(n: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(currentLanguage() === 'zh' ? 'zh-CN' : 'en', {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: fractionDigits,
  }).format(n);
}
