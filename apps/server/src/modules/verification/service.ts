import { randomInt } from 'node:crypto';
import type { Cache } from '../../cache/cache';
import { hmacHex, randomToken, safeEqual } from '../../lib/tokens';
import type { SMS_PURPOSES } from '@member-app/contract/schemas/session';
import type { Merchant } from '../../domain/merchant';
import { AppError } from '../../lib/errors';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';

/** Wrong tries a code survives; the fifth burns it (§8 guessing a 6-digit code must not pay). */
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/** The caller's error for a code that did not check out (registration, login, reset). */
export function codeError(result: Exclude<CodeCheck, 'ok'>) {
  return result === 'expired'
    ? new AppError(
        400,
        ACCOUNT_ERROR_CODES.CODE_EXPIRED,
        'The code has expired or was not sent; request a new one',
      )
    : new AppError(400, ACCOUNT_ERROR_CODES.CODE_INVALID, 'Wrong verification code');
}

interface Entry {
  id: string;
  hash: string;
}

/**
 * One-time 6-digit codes (SMS and email), in the shared cache under a key naming merchant, purpose
 * and recipient. Only an HMAC of the code is stored. Sending again replaces the code, and with
 * it the attempt count (kept per code). Every check counts as an attempt first (atomically), so that parallel guesses
 * cannot exceed the limit; a correct code is consumed once, even by concurrent requests.
 */
export function createCodeStore(cache: Cache, secret: () => Promise<string>) {
  const digest = async (key: string, code: string) => hmacHex(await secret(), `${key}:${code}`);

  return {
    async issue(key: string, ttlSeconds: number): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const entry: Entry = { id: randomToken(12), hash: await digest(key, code) };
      await cache.set(key, JSON.stringify(entry), ttlSeconds);
      return code;
    },

    /** `consume: false` checks without using the code up (it still counts as an attempt). */
    async check(key: string, code: string, { consume = true } = {}): Promise<CodeCheck> {
      const raw = await cache.get(key);
      if (!raw) return 'expired';
      const entry = JSON.parse(raw) as Entry;
      const attempts = await cache.incr(`${key}:att:${entry.id}`, 900);
      if (attempts > MAX_CODE_ATTEMPTS) {
        await cache.del(key);
        return 'expired';
      }
      if (!safeEqual(entry.hash, await digest(key, code))) {
        if (attempts >= MAX_CODE_ATTEMPTS) await cache.del(key);
        return 'invalid';
      }
      if (!consume) return 'ok';
      if (!(await cache.setIfAbsent(`code:used:${entry.id}`, '1', 900))) return 'expired';
      await cache.del(key);
      return 'ok';
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;

// Where each code is kept in the cache.

export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Where an SMS code lives: one code per merchant, purpose and number (a new send replaces it). */
export const smsCodeKey = (
  merchantCode: string,
  purpose: SmsPurpose,
  countryDialingCode: string,
  mobileNum: string,
) => `code:sms:${merchantCode}:${purpose}:${countryDialingCode}:${mobileNum}`;

/** Email codes are for second factor E only: one per member. */
export const emailCodeKey = (merchantCode: string, memberId: number) =>
  `code:email:${merchantCode}:${memberId}`;

/** §3 country info: the merchant's default country's dialing code. */
export function defaultDialingCode(merchant: Merchant): string {
  const { countries, defaultCountry } = merchant.settings;
  return (countries.find((c) => c.code === defaultCountry) ?? countries[0])!.countryDialingCode;
}
