import type { FastifyInstance } from 'fastify';
import { FIREBASE_SMS_COUNTDOWN_S } from '@member-app/contract/constants';
import { IDENTITY_ERROR_CODES } from '@member-app/contract/schemas/identity';
import type { Merchant } from '../../domain/merchant';
import type { UiLanguage } from '@member-app/contract/constants';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages/catalogue';
import { randomToken } from '../../lib/tokens';

/** The phone check's state (§4 phone verification): whose number, until when (by the app clock). */
interface PhoneSession {
  merchantCode: string;
  phoneNumber: string;
  expiresAt: number;
}
const phoneSessionKey = (sessionInfo: string) => `idp:phone:${sessionInfo}`;
const phoneCodeKey = (merchantCode: string, sessionInfo: string) =>
  `code:idp-phone:${merchantCode}:${sessionInfo}`;
/** Cache entries outlive the code a little; expiry itself is judged by the app clock. */
const PHONE_CACHE_SLACK_S = 60;

/** Errors of the provider's JSON calls carry Firebase's `auth/...` codes (§8). */
export const authError = (status: number, code: string, message: string) =>
  new AppError(status, code, message);
export const codeExpired = () =>
  authError(
    400,
    IDENTITY_ERROR_CODES.CODE_EXPIRED,
    'The code has expired or was already used; request a new one',
  );

/** Phone sign-in is the identity provider's only under sms.firebase, and only the built-in one answers here. */
export function assertPhoneOffered(merchant: Merchant): void {
  if (!merchant.settings.sms.firebase || merchant.settings.sms.projectId) {
    throw authError(
      403,
      IDENTITY_ERROR_CODES.CHANNEL_DISABLED,
      'Phone sign-in is not offered by this provider here',
    );
  }
}

/** The account's usual request limits, answered with Firebase's code (§8 auth/too-many-requests). */
async function limited(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      throw authError(
        429,
        IDENTITY_ERROR_CODES.TOO_MANY,
        'Too many codes were requested; try again later',
      );
    }
    throw error;
  }
}

/**
 * The built-in provider's phone sign-in (§4 phone verification): a 6-digit code by SMS, valid for
 * the §9 countdown, traded once for an id token of method phone.
 */
export function createPhoneSignIn(app: FastifyInstance) {
  return {
    /** Sends the code to an E.164 number under the SMS limits; answers the session to verify it with. */
    async send(merchant: Merchant, ip: string, phoneNumber: string, lang: UiLanguage = 'EN') {
      const number = `${merchant.code}:${phoneNumber}`;
      await limited(async () => {
        await app.limiter.hit('smsPerIp', `${merchant.code}:${ip}`);
        await app.limiter.gap(
          'sms-gap',
          number,
          app.limiter.limits.smsMinGapSeconds,
          'wait before requesting another code',
        );
        await app.limiter.hit('smsPerNumberDaily', number);
      });
      const sessionInfo = randomToken(24);
      const expiresAt = app.now() + FIREBASE_SMS_COUNTDOWN_S * 1000;
      const cacheTtl = FIREBASE_SMS_COUNTDOWN_S + PHONE_CACHE_SLACK_S;
      const code = await app.codes.issue(phoneCodeKey(merchant.code, sessionInfo), cacheTtl);
      const session: PhoneSession = { merchantCode: merchant.code, phoneNumber, expiresAt };
      await app.cache.set(phoneSessionKey(sessionInfo), JSON.stringify(session), cacheTtl);
      await app.sms.send({
        merchantCode: merchant.code,
        to: phoneNumber,
        body: message(lang, 'sms_signin', {
          code,
          merchant: merchant.settings.name,
          minutes: Math.ceil(FIREBASE_SMS_COUNTDOWN_S / 60),
        }),
      });
      return { sessionInfo, expirationTime: expiresAt };
    },

    /** Trades the code for an id token; the session is used up by a right code or by its expiry. */
    async verify(merchant: Merchant, sessionInfo: string, code: string) {
      const raw = await app.cache.get(phoneSessionKey(sessionInfo));
      const session = raw ? (JSON.parse(raw) as PhoneSession) : null;
      // §8 "expired code maps to auth/code-expired": unknown, of another merchant, or past its time.
      if (!session || session.merchantCode !== merchant.code) throw codeExpired();
      if (app.now() > session.expiresAt) {
        await app.cache.del(phoneSessionKey(sessionInfo));
        throw codeExpired();
      }
      const result = await app.codes.check(phoneCodeKey(merchant.code, sessionInfo), code);
      if (result === 'invalid') {
        throw authError(
          400,
          IDENTITY_ERROR_CODES.CODE_INVALID,
          'The code is wrong; check the SMS and try again',
        );
      }
      if (result === 'expired') throw codeExpired();
      await app.cache.del(phoneSessionKey(sessionInfo));
      const idToken = await app.identity.builtin.issue(merchant, {
        method: 'phone',
        phoneNumber: session.phoneNumber,
      });
      return { idToken };
    },
  };
}
