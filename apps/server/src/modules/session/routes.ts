import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Secret, TOTP } from 'otpauth';
import { z } from 'zod';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { rsaKeyQuerySchema, rsaKeyValueSchema } from '@member-app/contract/schemas/crypto';
import {
  loginRequestSchema,
  loginValueSchema,
  logoutRequestSchema,
  verificationRequestSchema,
} from '@member-app/contract/schemas/session';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import type { MemberRow } from '../member/repository';
import type { Merchant } from '../merchant/repository';
import { emailCodeKey, smsCodeKey } from '../verification/keys';
import { tokenFrom } from './auth-plugin';

const verificationFailed = () =>
  new AppError(
    400,
    ACCOUNT_ERROR_CODES.SECOND_FACTOR_FAILED,
    'Verification failed; check what you entered and try again',
  );

const normalizeName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Session calls (§7): the RSA key, login, second-factor verification, logout. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  app.get(
    '/wps/session/key/rsa',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'Public key for body encryption (§7, contract schemas/crypto.ts)',
        querystring: rsaKeyQuerySchema,
        response: { 200: envelope(rsaKeyValueSchema), ...responses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await app.rsaKeys.current());
    },
  );

  app.post(
    '/wps/session/login',
    {
      config: { public: true, encryptedBody: true },
      schema: {
        tags: ['session'],
        summary: 'Log in with user name and password or mobile number and SMS code (§3, §4, §8)',
        description:
          'Errors: not.exists.user, login.cred.err, login_verify_required (value: VerifyRequiredValue), ' +
          'token_ip_different, login.type.unsupported, captcha.required, captcha.invalid, ' +
          'verification.code.invalid/expired (type sms), too.many.requests, crypto.*',
        body: loginRequestSchema,
        response: { 200: envelope(loginValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const body = request.body;
      await app.limiter.hit('loginPerIp', `${merchant.code}:${request.ip}`);
      await app.captcha.consume(
        merchant,
        body.geetestValidateV4,
        app.captcha.requiredFor(merchant, 'login'),
      );
      if (body.type === 'firebase') {
        throw new AppError(
          400,
          ACCOUNT_ERROR_CODES.LOGIN_TYPE_UNSUPPORTED,
          'Sign-in through an identity provider is not available yet; log in with your user name or mobile number',
        );
      }
      const credentials = {
        type: body.type,
        username: body.username,
        password: body.password,
        countryDialingCode: body.countryDialingCode,
      };
      const member = await app.login.authenticate(merchant, credentials, request.ip);
      await app.login.refuseTokenFromOtherIp(request, merchant, member);
      const verify = app.login.verifyRequired(member, merchant);
      if (verify) throw verify;
      await app.login.clearFailures(merchant, credentials, request.ip);
      return ok(
        await app.login.finish(request, merchant, member, {
          loginType: body.type,
          password: body.password,
          loginDeviceId: body.loginDeviceId,
        }),
      );
    },
  );

  app.post(
    '/wps/session/login/verification',
    {
      config: { public: true, encryptedBody: true },
      schema: {
        tags: ['session'],
        summary:
          'Second factor of a login: E email code, P payee name, G authenticator code, S SMS code (§3, §5)',
        description:
          'Errors: verification.failed, not.exists.user, login.cred.err, too.many.requests, crypto.*',
        body: verificationRequestSchema,
        response: { 200: envelope(loginValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const body = request.body;
      await app.limiter.hit('loginPerIp', `${merchant.code}:${request.ip}`);
      const credentials = {
        type: body.type,
        username: body.username,
        password: body.password,
        countryDialingCode: body.type === 'sms' ? body.countryDialingCode : undefined,
      };
      const member = await app.login.authenticate(merchant, credentials, request.ip, {
        consumeSms: true,
      });
      const factorKey = `${merchant.code}:2fa:${member.id}:${request.ip}`;
      await app.limiter.check('loginFailuresPerAccountIp', factorKey);
      if (!(await passesFactor(merchant, member, body))) {
        await app.limiter.count('loginFailuresPerAccountIp', factorKey);
        throw verificationFailed();
      }
      await app.login.refuseTokenFromOtherIp(request, merchant, member);
      await app.login.clearFailures(merchant, credentials, request.ip);
      return ok(
        await app.login.finish(request, merchant, member, {
          loginType: body.type,
          password: body.password,
          loginDeviceId: body.loginDeviceId,
        }),
      );
    },
  );

  /** One second factor of the member (a method the member does not have never passes). */
  async function passesFactor(
    merchant: Merchant,
    member: MemberRow,
    body: z.infer<typeof verificationRequestSchema>,
  ) {
    if (!member.secondFactors.includes(body.method)) return false;
    switch (body.method) {
      case 'E': {
        if (!member.email || body.email?.toLowerCase() !== member.email.toLowerCase()) return false;
        return (
          (await app.codes.check(
            emailCodeKey(merchant.code, member.id),
            body.verificationCode ?? '',
          )) === 'ok'
        );
      }
      case 'P':
        return Boolean(
          member.payeeName &&
          body.payeeName &&
          normalizeName(body.payeeName) === normalizeName(member.payeeName),
        );
      case 'G': {
        if (!member.totpSecret || !/^\d{6}$/.test(body.authCode ?? '')) return false;
        const totp = new TOTP({
          secret: Secret.fromBase32(member.totpSecret),
          digits: 6,
          period: 30,
          algorithm: 'SHA1',
        });
        const timestamp = app.now();
        const delta = totp.validate({ token: body.authCode!, timestamp, window: 1 });
        if (delta === null) return false;
        // A code is good once: remember its time step until it can no longer validate.
        const step = Math.floor(timestamp / 30_000) + delta;
        return app.cache.setIfAbsent(`totp:used:${member.id}:${step}`, '1', 120);
      }
      case 'S': {
        const dialingCode = body.countryDialingCode ?? member.countryDialingCode;
        if (
          !member.mobileNum ||
          !dialingCode ||
          body.mobileNum !== member.mobileNum ||
          dialingCode !== member.countryDialingCode
        )
          return false;
        const code = body.verificationCode ?? '';
        const verifyKey = smsCodeKey(merchant.code, 'verify', dialingCode, member.mobileNum);
        const result = await app.codes.check(verifyKey, code);
        if (result !== 'expired') return result === 'ok';
        return (
          (await app.codes.check(
            smsCodeKey(merchant.code, 'login', dialingCode, member.mobileNum),
            code,
          )) === 'ok'
        );
      }
    }
  }

  app.post(
    '/wps/session/logout',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary:
          'Ends the session of the token in the body or the Authorization header (§7 no-auth path)',
        // The token may come in the Authorization header alone, with no body at all.
        body: logoutRequestSchema.nullish(),
        response: { 200: envelope(z.null()), ...responses },
      },
    },
    async (request) => {
      const token = request.body?.token ?? tokenFrom(request);
      if (token) await app.sessions.revoke(token);
      return ok(null);
    },
  );
};
