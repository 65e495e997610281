import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@member-app/contract/constants';
import { toBcp47 } from '@member-app/contract/language';
import { resolveUiLanguage, toUiLanguage } from './language';

describe('§9 UI language resolution', () => {
  it.each(UI_LANGUAGES)('§9 %s is a UI language of its own', (code) => {
    expect(toUiLanguage(code)).toBe(code);
    expect(toUiLanguage(code.toLowerCase())).toBe(code);
  });

  it.each([
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['ZH', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['TW', 'TW'],
    ['HK', 'TW'],
    ['en-PH', 'TY'],
    ['EN-PH', 'TY'],
    ['en-US', 'EN'],
    ['pt-BR', 'PT-BR'],
    ['pt-PT', 'PT'],
    ['pt', 'PT'],
    ['vi-VN', 'VI'],
    ['ur-PK', 'UR'],
    ['ur_la', 'UR-LA'],
    ['ja-JP', 'JA'],
  ])('§9 maps %s to %s', (tag, code) => {
    expect(toUiLanguage(tag)).toBe(code);
  });

  it('returns null for languages we do not have', () => {
    expect(toUiLanguage('de-DE')).toBeNull();
    expect(toUiLanguage('')).toBeNull();
    expect(toUiLanguage(null)).toBeNull();
  });

  it('§9 a saved choice wins over the browser', () => {
    expect(resolveUiLanguage({ saved: 'TH', browser: ['zh-CN'] })).toBe('TH');
  });

  it('§9 without a saved choice, the first browser language we have', () => {
    expect(resolveUiLanguage({ saved: null, browser: ['de-DE', 'zh-HK', 'en'] })).toBe('TW');
  });

  it('an unknown saved value is ignored', () => {
    expect(resolveUiLanguage({ saved: 'XX', browser: ['ko-KR'] })).toBe('KO');
  });

  it("falls back to the merchant's default language, then English", () => {
    expect(resolveUiLanguage({ saved: null, browser: ['de'], merchantDefault: 'VI' })).toBe('VI');
    expect(resolveUiLanguage({ saved: null, browser: [] })).toBe('EN');
  });

  it.each(UI_LANGUAGES)('§9 the BCP 47 tag of %s maps back to it', (code) => {
    expect(toUiLanguage(toBcp47(code))).toBe(code);
  });
});
