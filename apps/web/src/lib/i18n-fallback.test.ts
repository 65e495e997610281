import { describe, expect, it, vi } from 'vitest';
import { serveLanguageFiles } from './language-files.fake';

/**
 * English as the fallback (§8 untranslated strings show in English) only where a language lacks
 * texts: a complete language (every §9 one, scripts/check-locales.mjs) fetches no English file.
 */
vi.mock('virtual:locale-files', () => ({
  LOCALE_FILES: {
    EN: { first: '/m/assets/EN-1.json', later: '/m/assets/EN-later-1.json', partial: false },
    ES: { first: '/m/assets/ES-1.json', later: '/m/assets/ES-later-1.json', partial: false },
    FR: { first: '/m/assets/FR-1.json', later: '/m/assets/FR-later-1.json', partial: true },
  },
}));

const FILES: Record<string, Record<string, string>> = {
  '/m/assets/EN-1.json': { probe_first: 'First', probe_only_en: 'English only' },
  '/m/assets/ES-1.json': { probe_first: 'Primero', probe_only_en: 'Solo' },
  '/m/assets/FR-1.json': { probe_first: 'Premier' },
};
const fetched = serveLanguageFiles(FILES);

const { setupI18n, changeLanguage, i18next } = await import('./i18n');
const t = (key: string) => (i18next.t as (k: string) => string)(key);

describe("English's file as the fallback", () => {
  it('is not fetched for a complete language', async () => {
    await setupI18n('ES');
    expect(t('probe_first')).toBe('Primero');
    expect(fetched).toEqual(['/m/assets/ES-1.json']);
  });

  it('is fetched for a partial language, whose missing texts show in English', async () => {
    await changeLanguage('FR');
    expect(t('probe_first')).toBe('Premier');
    expect(t('probe_only_en')).toBe('English only');
    expect(fetched).toEqual(['/m/assets/ES-1.json', '/m/assets/FR-1.json', '/m/assets/EN-1.json']);
  });
});
