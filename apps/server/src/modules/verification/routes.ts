import { message } from '../../lib/messages/catalogue';
import { playerLanguage } from '../../lib/player-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  codeSentValueSchema,
  emailSendRequestSchema,
  smsSendRequestSchema,
} from '@member-app/contract/schemas/session';
import { AppError, userNotFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { geetestUnavailable } from '../captcha/service';
import { emailCodeKey, smsCodeKey } from './service';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** SMS and email codes for visitors (§3 SMS send, §4 SMS code, second factor E). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  app.post(
    '/wps/verification/sms/noLogin',
    {
      config: { public: true },
      schema: {
        tags: ['verification'],
        summary: 'Sends a 6-digit SMS code for registration, login or verification (§3, §4)',
        description:
          'Errors: mobile.exists (purpose register), not.exists.user (purpose login), captcha.required, captcha.invalid, ' +
          'unknown_error (SMS captcha on Geetest v3, §5), too.many.requests',
        body: smsSendRequestSchema,
        response: { 200: envelope(codeSentValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const { countryDialingCode, mobileNum, purpose } = request.body;
      await app.limiter.hit('smsPerIp', `${merchant.code}:${request.ip}`);
      if (app.captcha.requiredFor(merchant, 'sms')) {
        // §5 an SMS captcha needs Geetest v4.
        if (app.captcha.smsCaptchaUnsupported(merchant)) throw geetestUnavailable();
        await app.captcha.consume(merchant, request.body.geetestValidateV4, true);
      }
      const holder = await app.members.findByMobile(merchant.code, countryDialingCode, mobileNum);
      if (purpose === 'register' && holder) {
        throw new AppError(
          409,
          ACCOUNT_ERROR_CODES.MOBILE_EXISTS,
          'This mobile number is already registered',
        );
      }
      if (purpose === 'login' && !holder) throw userNotFound();

      const number = `${merchant.code}:${countryDialingCode}${mobileNum}`;
      await app.limiter.gap(
        'sms-gap',
        number,
        app.limiter.limits.smsMinGapSeconds,
        'wait before requesting another code',
      );
      await app.limiter.hit('smsPerNumberDaily', number, 'too many codes for this number today');

      const ttl = merchant.settings.security.codeTtlSeconds;
      const code = await app.codes.issue(
        smsCodeKey(merchant.code, purpose, countryDialingCode, mobileNum),
        ttl,
      );
      await app.sms.send({
        merchantCode: merchant.code,
        to: `+${countryDialingCode}${mobileNum}`,
        // §9 in the player's language: a member's saved choice, else the app's Language header.
        body: message(playerLanguage(request, holder?.language), 'sms_verification', {
          merchant: merchant.settings.name,
          code,
          minutes: minutes(ttl),
        }),
      });
      return ok({ expirationTime: app.now() + ttl * 1000 });
    },
  );

  app.post(
    '/wps/verification/email/noLogin',
    {
      config: { public: true },
      schema: {
        tags: ['verification'],
        summary:
          'Sends an email code for second factor E when the password and the email match the account',
        description:
          'Answers the same whether or not a code was sent, so that accounts cannot be probed. Errors: too.many.requests',
        body: emailSendRequestSchema,
        response: { 200: envelope(codeSentValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const { username, password, email } = request.body;
      await app.limiter.hit('emailPerIp', `${merchant.code}:${request.ip}`);
      const ttl = merchant.settings.security.codeTtlSeconds;
      const member = await app.members.findByUserName(merchant.code, username);
      const matches =
        (await app.login.passwordMatches(member, password)) &&
        member !== null &&
        member.email !== null &&
        member.email.toLowerCase() === email.toLowerCase();
      if (matches) {
        const code = await app.codes.issue(emailCodeKey(merchant.code, member.id), ttl);
        const lang = playerLanguage(request, member.language);
        await app.email.send({
          merchantCode: merchant.code,
          to: member.email!,
          subject: message(lang, 'email_login_subject', { merchant: merchant.settings.name }),
          body: message(lang, 'email_login_body', { code, minutes: minutes(ttl) }),
        });
      }
      return ok({ expirationTime: app.now() + ttl * 1000 });
    },
  );
};
