import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/EN.json';
import fr from '../locales/FR.json';
import { changeLanguage, currentLanguage, i18next, initialLanguage, setupI18n } from './i18n';

/** The i18n setup of §8/§9: missing strings fall back to English, then to the key. */

const t = (key: string, options?: { lng?: string; count?: number }) =>
  (i18next.t as (k: string, o?: { lng?: string; count?: number }) => string)(key, options);
// A string only English has (a language file missing a key falls back to English).
const untranslated = 'probe_english_only';

beforeAll(async () => {
  await setupI18n('FR');
});

describe('§8 lookups fall back to English, then to the key', () => {
  it('a translated string shows in the UI language', () => {
    expect(currentLanguage()).toBe('FR');
    expect(t('network_offline')).toBe(fr.network_offline);
    expect(fr.network_offline).not.toBe(en.network_offline);
  });

  it('§8 a string missing in the UI language shows in English', () => {
    i18next.addResource('en', 'translation', untranslated, 'Only in English');
    expect(t(untranslated)).toBe('Only in English');
  });

  it('§8 a key no language has shows the key itself (server error codes included)', () => {
    expect(t('no.such.key_anywhere')).toBe('no.such.key_anywhere');
    expect(t('some.server.code')).toBe('some.server.code');
  });

  it('§8 an unsupported language looks up English, then the key', () => {
    expect(t('network_offline', { lng: 'XX' })).toBe(en.network_offline);
    expect(t('no.such.key_anywhere', { lng: 'XX' })).toBe('no.such.key_anywhere');
  });

  it('§9 switching to an unsupported language is refused and keeps the current one', async () => {
    await expect(changeLanguage('xx-YY')).resolves.toBeNull();
    expect(currentLanguage()).toBe('FR');
    await expect(changeLanguage('zh-HK')).resolves.toBe('TW');
    expect(currentLanguage()).toBe('TW');
    expect(document.documentElement.lang).toBe('zh-TW');
  });
});

describe("§9 plural forms follow each language's rules, not the look of its code", () => {
  // A test-only key in every plural form; which one shows says which rules i18next applied.
  const forms = { one: 'ONE', few: 'FEW', many: 'MANY', other: 'OTHER' };
  const plural = async (lang: string, count: number) => {
    const code = await changeLanguage(lang);
    for (const [form, text] of Object.entries(forms))
      i18next.addResource(i18next.language, 'translation', `probe_${form}`, text);
    expect(code).toBe(lang);
    return t('probe', { count });
  };

  it.each([
    ['EN', 1, 'ONE'],
    ['EN', 0, 'OTHER'],
    ['FR', 0, 'ONE'], // French says "0 jeu"
    ['FR', 1_000_000, 'MANY'], // "1 000 000 de jeux"
    ['ES', 1_000_000, 'MANY'],
    ['PT-BR', 1_000_000, 'MANY'],
    ['PT', 1, 'ONE'],
    ['CN', 1, 'OTHER'], // Chinese has one form only
    ['TW', 1, 'OTHER'],
    ['JA', 1, 'OTHER'],
    ['MY', 1, 'OTHER'], // Burmese
    ['TY', 1, 'ONE'], // Filipino, not Tahitian
    ['UR-LA', 1, 'ONE'], // Urdu, not Lao
    ['HI', 0, 'ONE'],
  ])('%s with count %d takes the %s form', async (lang, count, expected) => {
    expect(await plural(lang, count)).toBe(expected);
  });

  it('§7 the language reported for the Language header is the app code, never a shortened tag', async () => {
    for (const lang of ['PT-BR', 'UR-LA', 'CN', 'TW', 'TY', 'PT'] as const) {
      await changeLanguage(lang);
      expect(currentLanguage()).toBe(lang);
      expect(document.documentElement.lang).toBe(i18next.language);
    }
  });
});

describe('§9 the saved choice reaches the server (it names the language file in the page)', () => {
  it('a chosen language is saved and sent as a cookie', async () => {
    await changeLanguage('pt-BR');
    expect(document.cookie).toContain('mc_lang=PT-BR');
    await changeLanguage('FR');
    expect(document.cookie).toContain('mc_lang=FR');
  });

  it('a choice the browser kept only as the cookie is the one the app starts in, as the server did', () => {
    localStorage.removeItem('MC_LANGUAGE');
    document.cookie = 'mc_lang=UR; Path=/';
    try {
      expect(initialLanguage('EN')).toBe('UR');
    } finally {
      document.cookie = 'mc_lang=; Max-Age=0; Path=/';
    }
  });

  it('a language saved before the cookie existed is sent from the next start', () => {
    document.cookie = 'mc_lang=; Max-Age=0; Path=/';
    localStorage.setItem('MC_LANGUAGE', 'TH');
    try {
      expect(initialLanguage(null)).toBe('TH');
      expect(document.cookie).toContain('mc_lang=TH');
    } finally {
      localStorage.removeItem('MC_LANGUAGE');
    }
  });
});
