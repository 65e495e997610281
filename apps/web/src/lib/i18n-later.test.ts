import { describe, expect, it, vi } from 'vitest';
import { serveLanguageFiles } from './language-files.fake';

/**
 * Each language in two files, as the build writes them (locale-split-plugin.ts): the pages that
 * load on demand wait for the later file (route-table.ts laterPage), a language chosen on such a
 * page comes with its later texts before it shows, and a partial language shows English for what
 * it lacks (§8), English's later file included.
 */
vi.mock('virtual:locale-files', () => ({
  LOCALE_FILES: {
    EN: { first: '/m/assets/EN-1.json', later: '/m/assets/EN-later-1.json', partial: false },
    FR: { first: '/m/assets/FR-1.json', later: '/m/assets/FR-later-1.json', partial: true },
    ES: { first: '/m/assets/ES-1.json', later: '/m/assets/ES-later-1.json', partial: false },
  },
}));

const FILES: Record<string, Record<string, string>> = {
  '/m/assets/EN-1.json': { probe_first: 'First' },
  '/m/assets/EN-later-1.json': { probe_later: 'Later', probe_only_en: 'English only' },
  '/m/assets/FR-1.json': { probe_first: 'Premier' },
  '/m/assets/FR-later-1.json': { probe_later: 'Plus tard' },
  '/m/assets/ES-1.json': { probe_first: 'Primero' },
  '/m/assets/ES-later-1.json': { probe_later: 'Después', probe_only_en: 'Solo' },
};
const fetched = serveLanguageFiles(FILES);

const { setupI18n, loadLaterTexts, changeLanguage, i18next } = await import('./i18n');
const t = (key: string) => (i18next.t as (k: string) => string)(key);

describe('the later language file', () => {
  it('is not fetched by a first screen', async () => {
    await setupI18n('FR');
    expect(t('probe_first')).toBe('Premier');
    expect(fetched.filter((url) => url.includes('later'))).toEqual([]);
    expect(t('probe_later')).toBe('probe_later');
  });

  it('is in before an on-demand page renders, English too for a partial language', async () => {
    await loadLaterTexts();
    expect(t('probe_later')).toBe('Plus tard');
    expect(t('probe_only_en')).toBe('English only');
    expect(fetched).toEqual(expect.arrayContaining(['/m/assets/FR-later-1.json']));
  });

  it('comes with a language chosen after, before the language shows', async () => {
    const seen: string[] = [];
    const onChange = () => seen.push(t('probe_later'));
    i18next.on('languageChanged', onChange);
    await changeLanguage('ES');
    i18next.off('languageChanged', onChange);
    expect(seen).toEqual(['Después']);
    expect(t('probe_only_en')).toBe('Solo');
  });

  it('is fetched once per language', async () => {
    await loadLaterTexts();
    await changeLanguage('FR');
    await loadLaterTexts();
    expect(fetched.filter((url) => url === '/m/assets/FR-later-1.json')).toHaveLength(1);
    expect(fetched.filter((url) => url === '/m/assets/ES-later-1.json')).toHaveLength(1);
  });
});
