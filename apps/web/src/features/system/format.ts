import { toBcp47 } from '../../lib/language';
import { toUiLanguage } from '../../lib/language';

/** Dates through Intl in the UI language (STYLE i18n). */
export function formatDateTime(epochMs: number, uiLanguage: string): string {
  const lang = toUiLanguage(uiLanguage);
  try {
    return new Intl.DateTimeFormat(lang ? toBcp47(lang) : undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(epochMs));
  } catch {
    return new Date(epochMs).toLocaleString();
  }
}
