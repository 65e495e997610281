import { randomBytes } from 'node:crypto';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import {
  CAPTCHA_TOKEN_PATTERN,
  type CaptchaInit,
  type CaptchaVerifyRequest,
} from '@member-app/contract/schemas/captcha';
import {
  FAKE_CAPTCHA_TOKEN_LENGTH,
  FAKE_CAPTCHA_TOKEN_LIFETIME_S,
} from '@member-app/contract/constants';
import type { Cache } from '../../cache/cache';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../../domain/merchant';
import { createAltcha } from '../../providers/captcha/altcha';
import {
  geetestV3Register,
  geetestV3Validate,
  geetestV4Validate,
  type GeetestOutcome,
} from '../../providers/captcha/geetest';

/** v3 challenges handed out wait this long for their answer. */
const GEETEST_V3_CHALLENGE_TTL_S = 600;

export const captchaRequired = () =>
  new AppError(400, ACCOUNT_ERROR_CODES.CAPTCHA_REQUIRED, 'verify_first');
export const captchaInvalid = () =>
  new AppError(400, ACCOUNT_ERROR_CODES.CAPTCHA_INVALID, 'Captcha check failed, please try again');
/** §5 'unknown_error: Geetest service not work'. */
export const geetestUnavailable = (status = 400) =>
  new AppError(
    status,
    ACCOUNT_ERROR_CODES.GEETEST_UNAVAILABLE,
    'unknown_error: Geetest service not work',
  );

/** §9 pass token: 50 characters (37 random bytes in base64url), 60 s, one use. */
const newPassToken = () =>
  randomBytes(37).toString('base64url').slice(0, FAKE_CAPTCHA_TOKEN_LENGTH);

/**
 * Captcha (§5): Geetest v3/v4 when the merchant has a Geetest id, the built-in ALTCHA
 * otherwise. The widget's answer is checked once by POST /wps/captcha/verify, which hands out a
 * one-use pass token; protected calls carry it as geetestValidateV4 and consume it.
 */
export function createCaptchaService(deps: {
  cache: Cache;
  config: Config;
  altchaKey: () => Promise<string>;
  now: () => number;
}) {
  const { cache, config } = deps;
  const altcha = createAltcha(deps.altchaKey, cache, deps.now);

  const geetestOf = (merchant: Merchant) => {
    const id = merchant.settings.gw.GEETEST_ID;
    return id
      ? {
          id,
          version: merchant.settings.gw.GEETEST_VERSION,
          key: merchant.settings.secrets.geetestKey,
        }
      : null;
  };

  async function checkGeetest(
    merchant: Merchant,
    body: Extract<CaptchaVerifyRequest, { provider: 'geetest' }>,
  ) {
    const geetest = geetestOf(merchant);
    if (!geetest || body.version !== geetest.version) return false;
    if (!geetest.key) throw geetestUnavailable(503);
    let outcome: GeetestOutcome;
    if (geetest.version === 'v4') {
      const { lotNumber, captchaOutput, passToken, genTime } = body;
      if (!lotNumber || !captchaOutput || !passToken || !genTime) return false;
      // A lot number is good for one pass token, even if Geetest were to accept it twice.
      if (!(await cache.setIfAbsent(`gt4:used:${geetest.id}:${lotNumber}`, '1', 600))) return false;
      outcome = await geetestV4Validate(config.GEETEST_V4_URL, geetest.id, geetest.key, {
        lotNumber,
        captchaOutput,
        passToken,
        genTime,
      });
    } else {
      const {
        geetestChallenge: challenge,
        geetestValidate: validate,
        geetestSeccode: seccode,
      } = body;
      if (!challenge || !validate || !seccode) return false;
      // Only challenges this server handed out, each answered once.
      const issuedKey = `gt3:${merchant.code}:${challenge}`;
      const mode = await cache.get(issuedKey);
      if (
        mode === null ||
        !(await cache.setIfAbsent(`${issuedKey}:used`, '1', GEETEST_V3_CHALLENGE_TTL_S))
      )
        return false;
      // Fallback mode (Geetest was down at register): Geetest's SDK accepts any complete answer.
      if (mode === 'fallback') return true;
      outcome = await geetestV3Validate(config.GEETEST_V3_URL, geetest.id, geetest.key, {
        challenge,
        validate,
        seccode,
      });
    }
    if (outcome === 'error') throw geetestUnavailable(503);
    return outcome === 'pass';
  }

  return {
    /** GET /wps/captcha/geetest: how the widget should start. */
    async init(merchant: Merchant): Promise<CaptchaInit> {
      const geetest = geetestOf(merchant);
      if (!geetest) return { provider: 'builtin', challenge: await altcha.challenge() };
      if (geetest.version === 'v4')
        return { provider: 'geetest', version: 'v4', captchaId: geetest.id };
      if (!geetest.key) throw geetestUnavailable(503);
      const registration = await geetestV3Register(config.GEETEST_V3_URL, geetest.id, geetest.key);
      await cache.set(
        `gt3:${merchant.code}:${registration.challenge}`,
        registration.success ? 'online' : 'fallback',
        GEETEST_V3_CHALLENGE_TTL_S,
      );
      return { provider: 'geetest', version: 'v3', captchaId: geetest.id, ...registration };
    },

    /** POST /wps/captcha/verify: the answer is checked once; a pass token comes back. */
    async verify(merchant: Merchant, body: CaptchaVerifyRequest) {
      const passed =
        body.provider === 'builtin'
          ? geetestOf(merchant) === null && (await altcha.verify(body.payload))
          : await checkGeetest(merchant, body);
      if (!passed) throw captchaInvalid();
      const captchaToken = newPassToken();
      await cache.set(`captcha:pass:${captchaToken}`, merchant.code, FAKE_CAPTCHA_TOKEN_LIFETIME_S);
      return { captchaToken, expiresAt: deps.now() + FAKE_CAPTCHA_TOKEN_LIFETIME_S * 1000 };
    },

    /**
     * Protected calls: when `required`, the pass token must be present ('captcha.required',
     * 'verify_first' of §5), of this merchant, unexpired and unused ('captcha.invalid').
     */
    async consume(merchant: Merchant, token: string | undefined, required: boolean) {
      if (!required) return;
      if (!token) throw captchaRequired();
      if (!CAPTCHA_TOKEN_PATTERN.test(token)) throw captchaInvalid();
      const owner = await cache.get(`captcha:pass:${token}`);
      if (owner !== merchant.code) throw captchaInvalid();
      if (!(await cache.setIfAbsent(`captcha:used:${token}`, '1', FAKE_CAPTCHA_TOKEN_LIFETIME_S)))
        throw captchaInvalid();
      await cache.del(`captcha:pass:${token}`);
    },

    /** §5 which calls need a captcha. */
    requiredFor(merchant: Merchant, call: 'login' | 'sms' | 'register'): boolean {
      const flags = merchant.settings.whitelabelVal;
      if (call === 'login') return Boolean(flags.GEETEST3 || flags.GEETESTTEST3);
      if (call === 'sms') return Boolean(flags.GEETESTVCODE3);
      return merchant.settings.register.captcha.enabled;
    },

    /** §5 an SMS captcha needs Geetest v4; a merchant on Geetest v3 cannot send codes with one. */
    smsCaptchaUnsupported(merchant: Merchant): boolean {
      const geetest = geetestOf(merchant);
      return geetest !== null && geetest.version === 'v3';
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
