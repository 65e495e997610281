import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@member-app/contract/routes';
import { z } from 'zod';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { rsaKeyQuerySchema, rsaKeyValueSchema } from '@member-app/contract/schemas/crypto';
import {
  loginRequestSchema,
  loginValueSchema,
  logoutRequestSchema,
  mayaLoginRequestSchema,
  verificationRequestSchema,
} from '@member-app/contract/schemas/session';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { acceptTotpOnce } from '../../lib/totp';
import type { MayaAccount } from '../../providers/identity/maya-provider';
import {
  bindCustomerRequired,
  identityChannelDisabled,
  identityBindingConflict,
  MAYA_ISSUER,
  recordOf,
  splitPhoneNumber,
  type IdentityRecord,
} from '../identity/service';
import { generateUserName, languageOf, registrationConflict } from '../member/service';
import type { MemberRow } from '../member/types';
import type { Merchant } from '../../domain/merchant';
import { deviceIdOf, deviceOf } from '../../lib/request-device';
import { emailCodeKey, smsCodeKey } from '../verification/service';
import { tokenFrom } from './service';

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
        summary:
          'Log in with user name and password, mobile number and SMS code, or an identity-provider id token (§3, §4, §8)',
        description:
          'type firebase: firebaseIdToken names the member bound to that identity; none yet answers ' +
          'bind_customer_required (value: BindCustomerRequiredValue). type username/sms with firebaseIdToken: the ' +
          'identity is bound to the member once the login succeeds (the token is checked first; identity.already.bound ' +
          'refuses before any session is made). Errors: not.exists.user, login.cred.err, login_verify_required ' +
          '(value: VerifyRequiredValue), token_ip_different, identity.token.invalid, identity.channel.disabled (403), ' +
          'identity.already.bound (409), captcha.required, captcha.invalid, verification.code.invalid/expired (type sms), ' +
          'too.many.requests, crypto.*',
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
      // Verified before anything else: a bad token, a channel the merchant does not offer, or (below)
      // an identity of another member refuses the whole login, so no session is ever half made.
      const identity = body.firebaseIdToken
        ? await app.identity.verify(merchant, body.firebaseIdToken, body.firebaseChannel)
        : null;
      if (body.type === 'firebase') {
        // §4 Firebase login: the identity names the member.
        const member = await app.identity.memberOf(merchant.code, identity!);
        if (!member) throw bindCustomerRequired(identity!);
        await app.login.refuseTokenFromOtherIp(request, merchant, member);
        const verify = app.login.verifyRequired(member, merchant);
        if (verify) throw verify;
        return ok(
          await app.login.finish(request, merchant, member, {
            loginType: 'firebase',
            loginDeviceId: body.loginDeviceId,
          }),
        );
      }
      const credentials = {
        type: body.type,
        username: body.username,
        password: body.password,
        countryDialingCode: body.countryDialingCode,
      };
      const member = await app.login.authenticate(merchant, credentials, request.ip, {
        captchaToken: body.geetestValidateV4,
        captchaChecked: app.captcha.requiredFor(merchant, 'login'),
      });
      if (identity) await app.identity.assertBindable(merchant.code, member.id, recordOf(identity));
      await app.login.refuseTokenFromOtherIp(request, merchant, member);
      // With a second factor the identity is bound by the verification call, which carries the token again.
      const verify = app.login.verifyRequired(member, merchant);
      if (verify) throw verify;
      await app.login.clearFailures(merchant, credentials, request.ip);
      // §4 "logging in to an existing account" after bind_customer_required.
      if (identity) await app.identity.bind(merchant.code, member.id, recordOf(identity));
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
          'With username and password (and optionally firebaseIdToken, bound once the factor passes); or, for the ' +
          'second factor of a firebase login, firebaseIdToken alone. Errors: verification.failed, not.exists.user, ' +
          'login.cred.err, bind_customer_required, identity.token.invalid, identity.already.bound, too.many.requests, crypto.*',
        body: verificationRequestSchema,
        response: { 200: envelope(loginValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const body = request.body;
      await app.limiter.hit('loginPerIp', `${merchant.code}:${request.ip}`);
      const identity = body.firebaseIdToken
        ? await app.identity.verify(merchant, body.firebaseIdToken)
        : null;
      const byIdentity = identity !== null && !body.password;
      const credentials = {
        type: body.type,
        username: body.username,
        password: body.password,
        countryDialingCode: body.type === 'sms' ? body.countryDialingCode : undefined,
      };
      let member: MemberRow | null;
      if (byIdentity) {
        member = await app.identity.memberOf(merchant.code, identity);
        if (!member) throw bindCustomerRequired(identity);
      } else {
        // The login call before this one asked for the captcha if the account needed one.
        member = await app.login.authenticate(merchant, credentials, request.ip, {
          consumeSms: true,
          captchaChecked: true,
        });
        if (identity)
          await app.identity.assertBindable(merchant.code, member.id, recordOf(identity));
      }
      const factorKey = `${merchant.code}:2fa:${member.id}:${request.ip}`;
      await app.limiter.check('loginFailuresPerAccountIp', factorKey);
      if (!(await passesFactor(merchant, member, body))) {
        await app.limiter.count('loginFailuresPerAccountIp', factorKey);
        throw verificationFailed();
      }
      await app.login.refuseTokenFromOtherIp(request, merchant, member);
      if (byIdentity) {
        return ok(
          await app.login.finish(request, merchant, member, {
            loginType: 'firebase',
            loginDeviceId: body.loginDeviceId,
          }),
        );
      }
      await app.login.clearFailures(merchant, credentials, request.ip);
      if (identity) await app.identity.bind(merchant.code, member.id, recordOf(identity));
      return ok(
        await app.login.finish(request, merchant, member, {
          loginType: body.type,
          password: body.password,
          loginDeviceId: body.loginDeviceId,
        }),
      );
    },
  );

  /**
   * The member a Maya account signs in as: the one bound to it, else a new member made and bound in
   * one transaction (generated user name, no usable password, the Maya mobile number when free).
   */
  async function mayaMember(
    request: FastifyRequest,
    merchant: Merchant,
    account: MayaAccount,
    body: z.infer<typeof mayaLoginRequestSchema>,
  ): Promise<MemberRow> {
    const record: IdentityRecord = {
      issuer: MAYA_ISSUER,
      subject: account.accountId,
      method: 'maya',
      email: null,
      phone: account.mobile,
    };
    const bound = await app.identity.memberOf(merchant.code, record);
    if (bound) return bound;
    let mobile = splitPhoneNumber(merchant, account.mobile);
    if (
      mobile &&
      (await app.members.findByMobile(merchant.code, mobile.countryDialingCode, mobile.mobileNum))
    )
      mobile = null;
    const device = deviceOf(request) ?? body.device ?? null;
    const passwordHash = await hashPassword(randomToken());
    for (let attempt = 0; ; attempt++) {
      try {
        return await app.identity.createMember(
          {
            merchantCode: merchant.code,
            userName: generateUserName(),
            type: 0,
            passwordHash,
            passwordChangedAt: new Date(app.now()),
            firstTimeLogin: false,
            // No password of their own: one can be set without the old one (/m/changePsw).
            usesTempPassword: true,
            ...(mobile ?? {}),
            language: languageOf(request, merchant),
            registerInfo: {
              registerMethod: device === 'PWA' || device === 'WEBCLIP' ? device : 'H5',
              registerUrl: body.registerUrl ?? null,
              loginDeviceId: deviceIdOf(body.loginDeviceId),
              isOfficialAppLogin: body.isOfficialAppLogin ?? null,
              domain: body.domain ?? null,
              referralCode: null,
              affiliateCode: body.affiliateCode ?? null,
              pixelTrack: null,
              device,
              moduleId: 'MAYA',
            },
          },
          record,
        );
      } catch (error) {
        const conflict = identityBindingConflict(error, 'maya') ?? registrationConflict(error);
        if (conflict.errorCode === ACCOUNT_ERROR_CODES.IDENTITY_ALREADY_BOUND) {
          // Another login of the same Maya account made the member a moment ago: sign in as it.
          const winner = await app.identity.memberOf(merchant.code, record);
          if (winner) return winner;
        }
        if (conflict.errorCode === ACCOUNT_ERROR_CODES.MOBILE_EXISTS) mobile = null;
        if (attempt >= 4) throw conflict;
      }
    }
  }

  app.post(
    '/wps/session/login/maya',
    {
      config: { public: true, encryptedBody: true },
      schema: {
        tags: ['session'],
        summary:
          'Signs in with the one-time session id the Maya app hands over (§7); a first visit creates the member',
        description:
          'Errors: identity.channel.disabled (403, Maya not offered), maya.session.invalid (unknown, expired, used, or ' +
          'of another environment), login_verify_required, token_ip_different, validation.failed, too.many.requests',
        body: mayaLoginRequestSchema,
        response: { 200: envelope(loginValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const body = request.body;
      await app.limiter.hit('loginPerIp', `${merchant.code}:${request.ip}`);
      if (!merchant.settings.maya.enabled) throw identityChannelDisabled('Maya');
      const account = await app.maya.provider.resolveSession(merchant, body.sessionId, body.env);
      const member = await mayaMember(request, merchant, account, body);
      await app.login.refuseTokenFromOtherIp(request, merchant, member);
      const verify = app.login.verifyRequired(member, merchant);
      if (verify) throw verify;
      return ok(
        await app.login.finish(request, merchant, member, {
          loginType: 'maya',
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
      case 'G':
        // Each code once, and none older than the last one accepted (lib/totp.ts).
        return Boolean(
          member.totpSecret &&
          (await acceptTotpOnce(
            app.cache,
            `member:${member.id}`,
            member.totpSecret,
            body.authCode ?? '',
            app.now(),
          )),
        );
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
    API_PATHS.logout,
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
