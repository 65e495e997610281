import { currentLanguage } from './i18n';

/** Dates and times in the console's language (the operator's own time zone). */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return new Intl.DateTimeFormat(currentLanguage() === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ms);
}
