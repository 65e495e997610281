import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/EN.json';
import fr from '../locales/FR.json';
import { changeLanguage, currentLanguage, i18next, setupI18n } from './i18n';

/** The i18n setup of §8/§9: missing strings fall back to English, then to the key. */

const t = (key: string, options?: { lng?: string }) =>
  (i18next.t as (k: string, o?: { lng?: string }) => string)(key, options);
// A string French has not translated yet (the locale check reports these as partial).
const untranslated = Object.keys(en).find((key) => !(key in fr))!;

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
    expect(untranslated).toBeDefined();
    expect(t(untranslated)).toBe(en[untranslated as keyof typeof en]);
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
