import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@member-app/contract/constants';
import { IDENTITY_PATHS } from '@member-app/contract/schemas/identity';
import type { App } from '../src/lib/app-instance';
import { CATALOGUES, message } from '../src/lib/messages/catalogue';
import { EN, type MessageKey } from '../src/lib/messages/en';
import { acceptLanguageTags } from '../src/lib/player-language';
import { buildTestApp } from './helpers';
import { RELAXED_LIMITS, freshIp, freshMobile, outbox, post } from './accounts';

/** §9 the server's own texts (redirect page, SMS and email codes, identity pages) in 24 languages. */

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await app.close();
});

const KEYS = Object.keys(EN) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('§9 every language has every server text', () => {
  it.each(UI_LANGUAGES)('%s: every key, none empty, the placeholders of English', (lang) => {
    const catalogue = CATALOGUES[lang];
    expect(Object.keys(catalogue).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(catalogue[key].trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(catalogue[key]), `${lang} ${key}`).toEqual(placeholders(EN[key]));
    }
  });

  it.each(UI_LANGUAGES.filter((l) => l !== 'EN'))('%s is a translation, not English', (lang) => {
    // A few words are the same in Taglish or Roman Urdu ("Email"); the sentences are not.
    const same = KEYS.filter((key) => CATALOGUES[lang][key] === EN[key]);
    expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThanOrEqual(4);
  });
});

describe('§9 the language of a server text', () => {
  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5', ['fr-CH', 'fr', 'en']],
    ['en;q=0.2, th', ['th', 'en']],
    ['ur;q=0, ja', ['ja']],
    ['', []],
  ])('Accept-Language %j: %j', (header, tags) => {
    expect(acceptLanguageTags(header)).toEqual(tags);
  });
});

describe('§2 the redirect page speaks the visitor’s language', () => {
  const refused = (acceptLanguage?: string) =>
    app.inject({
      url: `/mobile/mc/redirect.html?url=${encodeURIComponent('https://evil.example/app.apk')}`,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it.each([
    ['ur-PK,ur;q=0.9', 'UR', 'lang="ur" dir="rtl"'],
    ['th-TH', 'TH', 'lang="th" dir="ltr"'],
    ['zh-HK', 'TW', 'lang="zh-TW" dir="ltr"'],
    ['de-DE', 'EN', 'lang="en" dir="ltr"'],
  ] as const)('Accept-Language %s: %s', async (header, lang, attributes) => {
    const res = await refused(header);
    expect(res.statusCode).toBe(400);
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.body).toContain(`<html ${attributes}>`);
    expect(res.body).toContain(`<h1>${message(lang, 'redirect_refused_title')}</h1>`);
    expect(res.body).toContain(message(lang, 'redirect_home'));
  });

  it('the Urdu page is Urdu, not English', async () => {
    const res = await refused('ur');
    expect(res.body).toContain('یہ لنک نہیں کھل سکتا');
    expect(res.body).not.toContain('This link cannot be opened');
  });
});

describe('§9 SMS codes in the player’s language', () => {
  it('the app’s Language header (§7) picks it: Vietnamese, Urdu, Japanese; English without one', async () => {
    for (const [language, expected] of [
      ['VI', /^\[Lucky Star\] Mã xác minh của bạn là \d{6}\. Mã hết hạn sau 2 phút\./],
      ['UR', /^\[Lucky Star\] آپ کا تصدیقی کوڈ \d{6} ہے۔ یہ 2 منٹ میں ختم ہو جائے گا۔/],
      ['JA', /^【Lucky Star】認証コードは \d{6} です。有効期限は 2 分です。/],
      [null, /^\[Lucky Star\] Your verification code is \d{6}\. It expires in 2 min\./],
    ] as const) {
      const mobileNum = freshMobile();
      const res = await post(
        app,
        '/wps/verification/sms/noLogin',
        { countryDialingCode: '63', mobileNum, purpose: 'register' },
        language ? { language } : {},
        freshIp(),
      );
      expect(res.statusCode).toBe(200);
      const [sms] = await outbox(app, { channel: 'sms', recipient: `+63${mobileNum}` });
      expect(sms!.body).toMatch(expected);
    }
  });
});

describe('§9 the identity provider’s window in the player’s language', () => {
  const page = (
    acceptLanguage: string,
    query = { channel: 'google', origin: 'http://localhost:3000' },
  ) =>
    app.inject({
      url: `${IDENTITY_PATHS.signin}?${new URLSearchParams(query).toString()}`,
      headers: { 'accept-language': acceptLanguage },
    });

  it('Japanese: title, headings, labels and buttons', async () => {
    const res = await page('ja-JP,ja;q=0.9');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja" dir="ltr">');
    expect(res.body).toContain('<h1>Google でログイン</h1>');
    expect(res.body).toContain('>アカウントを選択</h2>');
    expect(res.body).toContain('>キャンセル</button>');
    expect(res.body).not.toContain('Choose an account');
  });

  it('Urdu is right-to-left, its refusals too', async () => {
    const ok = await page('ur');
    expect(ok.body).toContain('<html lang="ur" dir="rtl">');
    expect(ok.body).toContain('اکاؤنٹ منتخب کریں');
    const refused = await page('ur', { channel: 'google' } as never);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="ur" dir="rtl">');
    expect(refused.body).toContain(message('UR', 'id_link_incomplete'));
    expect(refused.body).toContain(message('UR', 'id_close'));
  });
});
