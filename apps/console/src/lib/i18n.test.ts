import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { initialLanguage } from './i18n';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );

describe('console languages', () => {
  it('Chinese has every English key (Chinese plurals use only _other) and nothing else', () => {
    const english = keys(en as Tree).filter((k) => !k.endsWith('_one'));
    expect(keys(zh as Tree).sort()).toEqual(english.sort());
  });
  it('a Chinese browser opens the console in Chinese, anything else in English', () => {
    expect(initialLanguage(null, ['zh-TW', 'en'])).toBe('zh');
    expect(initialLanguage(null, ['fr-FR'])).toBe('en');
    expect(initialLanguage('en', ['zh-CN'])).toBe('en');
  });
});
