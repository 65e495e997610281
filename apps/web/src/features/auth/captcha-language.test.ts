import { describe, expect, it } from 'vitest';
import { CAPTCHA_LANGUAGES, UI_LANGUAGES } from '@member-app/contract/constants';
import { captchaLanguage, GEETEST_LANGUAGE_CODES, geetestLanguage } from './captcha-language';

describe('§9 captcha languages: CN, TW, HK, EN, JA, KO, ID, ES, TH, VI', () => {
  it.each(['CN', 'TW', 'EN', 'JA', 'KO', 'ID', 'ES', 'TH', 'VI'])(
    '§9 the UI language %s is a captcha language',
    (lang) => {
      expect(captchaLanguage(lang)).toBe(lang);
    },
  );

  it.each([
    'PT-BR',
    'PT',
    'HI',
    'KM',
    'MY',
    'TA',
    'TY',
    'UR',
    'MS',
    'BN',
    'TR',
    'FR',
    'NE',
    'UR-LA',
    'TE',
  ])('§9 %s (not a captcha language) shows the captcha in EN', (lang) => {
    expect(captchaLanguage(lang)).toBe('EN');
  });

  it('§9 no language, or an unknown one, is EN; spelling does not matter', () => {
    expect(captchaLanguage(null)).toBe('EN');
    expect(captchaLanguage('')).toBe('EN');
    expect(captchaLanguage('xx')).toBe('EN');
    expect(captchaLanguage('ja')).toBe('JA');
    expect(captchaLanguage('hk')).toBe('HK');
  });

  it('every UI language lands on a captcha language, and every captcha language has both Geetest codes', () => {
    for (const lang of UI_LANGUAGES) expect(CAPTCHA_LANGUAGES).toContain(captchaLanguage(lang));
    expect(Object.keys(GEETEST_LANGUAGE_CODES).sort()).toEqual([...CAPTCHA_LANGUAGES].sort());
  });

  it.each([
    ['CN', 'zh-cn', 'zho'],
    ['TW', 'zh-tw', 'zho-tw'],
    ['HK', 'zh-hk', 'zho-hk'],
    ['EN', 'en', 'eng'],
    ['JA', 'ja', 'jpn'],
    ['KO', 'ko', 'kor'],
    ['ID', 'id', 'ind'],
    ['ES', 'es', 'spa'],
    ['TH', 'th', 'tha'],
    ['VI', 'vi', 'vie'],
    ['PT-BR', 'en', 'eng'],
    ['FR', 'en', 'eng'],
  ])('%s is Geetest v3 lang %s and v4 language %s', (ui, v3, v4) => {
    expect(geetestLanguage(ui, 'v3')).toBe(v3);
    expect(geetestLanguage(ui, 'v4')).toBe(v4);
  });
});
