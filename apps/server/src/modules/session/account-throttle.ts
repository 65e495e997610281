import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../../domain/merchant';

/**
 * Per-account limits on wrong passwords, whatever address they come from (credential stuffing
 * through many proxies): after `accountCaptchaAfter.max` failures within its window the account
 * asks for the merchant's captcha (Geetest, or the built-in ALTCHA) before its password is checked;
 * at `accountLock.max` it is locked for `accountLock.windowSeconds` (423 account.temporarily.locked, GLI-19 style).
 * Separate from an operator's lock of a member: this one ends by itself. Limits in plugins/rate-limit.ts.
 */
/** How long the owner's notice of failed attempts waits for their next login. */
const NOTICE_SECONDS = 30 * 86_400;

export const accountLocked = (lockedUntil: number) =>
  new AppError(
    423,
    ACCOUNT_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED,
    'Too many wrong passwords: this account is locked for a while',
    { lockedUntil },
  );

export interface AccountSubject {
  type: string;
  username: string;
  countryDialingCode?: string | undefined;
}

export function createAccountThrottle(app: FastifyInstance) {
  const { accountCaptchaAfter, accountLock } = app.limiter.limits;
  const key = (merchant: Merchant, s: AccountSubject) =>
    `${merchant.code}:${s.type}:${s.countryDialingCode ?? ''}:${s.username.toLowerCase()}`;
  const noticeKey = (merchantCode: string, memberId: number) =>
    `acct:notice:${merchantCode}:${memberId}`;

  return {
    /**
     * Before the password is checked: refuses a locked account; past `captchaAfter` failures asks
     * for a captcha pass token (unless the merchant's login asked for one already).
     */
    async guard(
      merchant: Merchant,
      subject: AccountSubject,
      captchaToken: string | undefined,
      captchaChecked: boolean,
    ) {
      const k = key(merchant, subject);
      const lockedUntil = Number(await app.cache.get(`acct:lock:${k}`));
      if (lockedUntil > app.now()) throw accountLocked(lockedUntil);
      const failures = Number((await app.cache.get(`acct:fail:${k}`)) ?? 0);
      if (failures >= accountCaptchaAfter.max && !captchaChecked)
        await app.captcha.consume(merchant, captchaToken, true);
    },

    /** A wrong password or code: counts it, locks at the bound, keeps a notice for the owner. */
    async failed(merchant: Merchant, subject: AccountSubject, memberId: number | null) {
      const k = key(merchant, subject);
      const failures = await app.cache.incr(`acct:fail:${k}`, accountCaptchaAfter.windowSeconds);
      let locked = false;
      if (failures >= accountLock.max) {
        const until = app.now() + accountLock.windowSeconds * 1000;
        await app.cache.set(`acct:lock:${k}`, String(until), accountLock.windowSeconds);
        await app.cache.del(`acct:fail:${k}`);
        locked = true;
      }
      if (memberId !== null) {
        const notice = noticeKey(merchant.code, memberId);
        const count = await app.cache.incr(notice, NOTICE_SECONDS);
        if (locked) await app.cache.set(`${notice}:locked`, '1', NOTICE_SECONDS);
        void count;
      }
      if (locked) throw accountLocked(app.now() + accountLock.windowSeconds * 1000);
    },

    /** A passed password check: the failures of the account start over. */
    async succeeded(merchant: Merchant, subject: AccountSubject) {
      await app.cache.del(`acct:fail:${key(merchant, subject)}`);
    },

    /** What the owner is told at login, once: failed attempts since the last login. */
    async takeNotice(
      merchantCode: string,
      memberId: number,
    ): Promise<{ failedAttempts: number; locked: boolean } | null> {
      const notice = noticeKey(merchantCode, memberId);
      const failedAttempts = Number((await app.cache.get(notice)) ?? 0);
      if (failedAttempts < 1) return null;
      const locked = (await app.cache.get(`${notice}:locked`)) !== null;
      await app.cache.del(notice);
      await app.cache.del(`${notice}:locked`);
      return { failedAttempts, locked };
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;
