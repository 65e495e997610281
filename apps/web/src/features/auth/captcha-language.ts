import { CAPTCHA_LANGUAGES } from '@member-app/contract/constants';

/** Pure decisions of the captcha's language (SPEC §9). No DOM, no React. */

export type CaptchaLanguage = (typeof CAPTCHA_LANGUAGES)[number];

/**
 * §9 "Captcha languages: CN, TW, HK, EN, JA, KO, ID, ES, TH, VI": the UI language when the captcha
 * has it, else English. (No UI language is HK today: §9 maps a zh-HK browser to TW.)
 */
export function captchaLanguage(uiLanguage: string | null | undefined): CaptchaLanguage {
  const code = (uiLanguage ?? '').trim().replace(/_/g, '-').toUpperCase();
  return (CAPTCHA_LANGUAGES as readonly string[]).includes(code) ? (code as CaptchaLanguage) : 'EN';
}

/**
 * Geetest's own codes for the §9 captcha languages. v3 (`lang` of initGeetest):
 * https://docs.geetest.com/sensebot/apirefer/api/web lists zh-cn, zh-hk, zh-tw, en, ja, ko, id,
 * es, th, vi. v4 (`language` of initGeetest4): https://docs.geetest.com/BehaviorVerification/apirefer/api/web
 * lists zho, eng, zho-tw, zho-hk, jpn, ind, kor, spa; gt4.js also resolves tha and vie (ISO 639-3,
 * like the rest).
 */
export const GEETEST_LANGUAGE_CODES: Readonly<Record<CaptchaLanguage, { v3: string; v4: string }>> =
  {
    CN: { v3: 'zh-cn', v4: 'zho' },
    TW: { v3: 'zh-tw', v4: 'zho-tw' },
    HK: { v3: 'zh-hk', v4: 'zho-hk' },
    EN: { v3: 'en', v4: 'eng' },
    JA: { v3: 'ja', v4: 'jpn' },
    KO: { v3: 'ko', v4: 'kor' },
    ID: { v3: 'id', v4: 'ind' },
    ES: { v3: 'es', v4: 'spa' },
    TH: { v3: 'th', v4: 'tha' },
    VI: { v3: 'vi', v4: 'vie' },
  };

/** The Geetest language code for the UI language (§9), for the given Geetest version. */
export function geetestLanguage(
  uiLanguage: string | null | undefined,
  version: 'v3' | 'v4',
): string {
  return GEETEST_LANGUAGE_CODES[captchaLanguage(uiLanguage)][version];
}
