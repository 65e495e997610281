import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  autoUsernameValueSchema,
  changePasswordRequestSchema,
  checkUsernameQuerySchema,
  checkUsernameValueSchema,
  memberLanguageRequestSchema,
  registerFirebaseRequestSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
  registerValueSchema,
  type RegisterValue,
} from '@member-app/contract/schemas/session';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import {
  identityAlreadyBound,
  identityRegistrationConflict,
  recordOf,
  splitPhoneNumber,
  type IdentityRecord,
} from '../identity/service';
import type { Merchant } from '../../domain/merchant';
import { notLoggedIn } from '../session/service';
import { codeError } from '../session/service';
import { smsCodeKey } from '../verification/service';
import { memberInfoEnvelope } from './member-info-cache';
import type { MemberRow, NewMember } from './types';
import {
  generateUserName,
  isValidUserName,
  languageOf,
  mobileExists,
  registerInfoOf,
  registrationConflict,
  usernameExists,
} from './service';

/** Tries for a free generated user name before giving up (each collision is a 1-in-10^13 event). */
const USERNAME_TRIES = 5;

/** Registration (§3, §5) and the member's own calls (§7 member info, language, password). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  /** Inserts the member; `login: true` also logs in (§4 "the token is set after registration"). */
  async function register(
    request: FastifyRequest,
    merchant: Merchant,
    values: Omit<NewMember, 'merchantCode'>,
    options: {
      login: boolean;
      /** Undefined for a member who signs in through an identity only. */
      password: string | undefined;
      generatedName: boolean;
      /** Registration through an identity: the member is made and bound in one transaction. */
      identity?: IdentityRecord;
    },
  ): Promise<RegisterValue> {
    const { identity } = options;
    let member: MemberRow | undefined;
    for (let attempt = 0; !member; attempt++) {
      try {
        const row = { ...values, merchantCode: merchant.code };
        member = identity
          ? await app.identity.createMember(row, identity)
          : await app.members.insert(row);
      } catch (error) {
        const conflict = identity
          ? identityRegistrationConflict(error, identity.method)
          : registrationConflict(error);
        if (
          !options.generatedName ||
          conflict.errorCode !== ACCOUNT_ERROR_CODES.USERNAME_EXISTS ||
          attempt >= USERNAME_TRIES
        )
          throw conflict;
        values = { ...values, userName: generateUserName() };
      }
    }
    if (!options.login) return { token: null, id: member.id, userName: member.userName };
    return app.login.finish(request, merchant, member, {
      loginType: identity ? 'firebase' : 'username',
      password: options.password,
      loginDeviceId: values.registerInfo?.loginDeviceId ?? undefined,
    });
  }

  app.post(
    '/wps/member/register',
    {
      config: { public: true, encryptedBody: true },
      schema: {
        tags: ['member'],
        summary:
          'Registers with user name and password (§3 register payload; header ModuleId REG3)',
        description:
          'Errors: username.exists (409), captcha.required, captcha.invalid, validation.failed, too.many.requests',
        body: registerRequestSchema,
        response: { 200: envelope(registerValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const { username, password, ...rest } = request.body;
      await app.limiter.hit('registerPerIp', `${merchant.code}:${request.ip}`);
      await app.captcha.consume(
        merchant,
        rest.geetestValidateV4,
        app.captcha.requiredFor(merchant, 'register'),
      );
      // Cheap early answer; the unique index decides when two registrations race.
      if (await app.members.userNameTaken(merchant.code, username)) throw usernameExists();
      const now = new Date(app.now());
      return ok(
        await register(
          request,
          merchant,
          {
            userName: username,
            type: 0,
            passwordHash: await hashPassword(password),
            passwordChangedAt: now,
            // A password the member chose needs no forced change (§4 /m/changePsw).
            firstTimeLogin: false,
            language: languageOf(request, merchant),
            registerInfo: registerInfoOf(request, rest),
          },
          { login: rest.login, password, generatedName: false },
        ),
      );
    },
  );

  app.post(
    '/wps/member/register/mobile',
    {
      config: { public: true, encryptedBody: true },
      schema: {
        tags: ['member'],
        summary:
          'Registers with a mobile number proven by an SMS code of purpose register (header ModuleId MOBILENUMREG3)',
        description:
          "The user name is generated. Without a password (and register.mobilePassword off) the merchant's temporary " +
          'password is set and must be changed at first login (§5). Errors: mobile.exists (409), verification.code.invalid, ' +
          'verification.code.expired, password.policy, captcha.required, captcha.invalid, too.many.requests',
        body: registerMobileRequestSchema,
        response: { 200: envelope(registerValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const { countryDialingCode, mobileNum, verificationCode, password, ...rest } = request.body;
      await app.limiter.hit('registerPerIp', `${merchant.code}:${request.ip}`);
      await app.captcha.consume(
        merchant,
        rest.geetestValidateV4,
        app.captcha.requiredFor(merchant, 'register'),
      );
      if (!password && merchant.settings.register.mobilePassword) {
        throw new AppError(
          400,
          ACCOUNT_ERROR_CODES.PASSWORD_POLICY,
          'Choose a password of 6–20 characters with a letter and a digit',
        );
      }
      if (await app.members.findByMobile(merchant.code, countryDialingCode, mobileNum))
        throw mobileExists();
      const check = await app.codes.check(
        smsCodeKey(merchant.code, 'register', countryDialingCode, mobileNum),
        verificationCode,
      );
      if (check !== 'ok') throw codeError(check);

      const usesTempPassword = !password;
      const plain = password ?? (await app.merchants.tempPassword(merchant.code));
      if (!plain) throw new Error(`merchant ${merchant.code} has no temporary password`);
      return ok(
        await register(
          request,
          merchant,
          {
            userName: generateUserName(),
            type: 0,
            passwordHash: await hashPassword(plain),
            passwordChangedAt: new Date(app.now()),
            firstTimeLogin: usesTempPassword,
            usesTempPassword,
            mobileNum,
            countryDialingCode,
            language: languageOf(request, merchant),
            registerInfo: registerInfoOf(request, rest),
          },
          { login: rest.login, password: plain, generatedName: true },
        ),
      );
    },
  );

  app.post(
    '/wps/member/register/firebase',
    {
      config: { public: true, encryptedBody: true },
      schema: {
        tags: ['member'],
        summary:
          'Registers through an identity provider: the id token proves the identity, the new member is bound to it (§4, §7; header ModuleId REG3)',
        description:
          'Needs whitelabel FIREBASECREATEACC3. Without username one is generated; without password (§5 at least 6 ' +
          'characters) the member signs in through the identity only. A phone identity sets the mobile number. ' +
          'Errors: identity.token.invalid, identity.already.bound (409), identity.channel.disabled (403), ' +
          'username.exists (409), mobile.exists (409), captcha.required, captcha.invalid, validation.failed, too.many.requests',
        body: registerFirebaseRequestSchema,
        response: { 200: envelope(registerValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const { username, password, firebaseIdToken, firebaseChannel, ...rest } = request.body;
      await app.limiter.hit('registerPerIp', `${merchant.code}:${request.ip}`);
      await app.captcha.consume(
        merchant,
        rest.geetestValidateV4,
        app.captcha.requiredFor(merchant, 'register'),
      );
      // §4 registering a new account after bind_customer_required is offered only with FIREBASECREATEACC3.
      if (!merchant.settings.whitelabelVal.FIREBASECREATEACC3) {
        throw new AppError(
          403,
          ACCOUNT_ERROR_CODES.IDENTITY_CHANNEL_DISABLED,
          'Registering through a sign-in provider is not offered here; register with a user name or mobile number',
        );
      }
      const verified = await app.identity.verify(merchant, firebaseIdToken, firebaseChannel);
      const identity = recordOf(verified);
      if (await app.identity.memberOf(merchant.code, identity))
        throw identityAlreadyBound(identity.method);
      if (username && (await app.members.userNameTaken(merchant.code, username)))
        throw usernameExists();
      // A phone identity proves the number: it becomes the member's mobile number (§3 member).
      const mobile =
        verified.method === 'phone' ? splitPhoneNumber(merchant, verified.phoneNumber) : null;
      if (
        mobile &&
        (await app.members.findByMobile(merchant.code, mobile.countryDialingCode, mobile.mobileNum))
      ) {
        throw mobileExists();
      }
      return ok(
        await register(
          request,
          merchant,
          {
            userName: username ?? generateUserName(),
            type: 0,
            // Without a password of their own nobody knows this one; they may set one later without it.
            passwordHash: await hashPassword(password ?? randomToken()),
            passwordChangedAt: new Date(app.now()),
            firstTimeLogin: false,
            usesTempPassword: !password,
            ...(mobile ?? {}),
            email: verified.email,
            language: languageOf(request, merchant),
            registerInfo: registerInfoOf(request, rest),
          },
          { login: rest.login, password, generatedName: !username, identity },
        ),
      );
    },
  );

  app.post(
    '/wps/member/register/autoUsername',
    {
      config: { public: true },
      schema: {
        tags: ['member'],
        summary: 'A generated user name that is free right now (§7)',
        response: { 200: envelope(autoUsernameValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      for (let i = 0; i < USERNAME_TRIES; i++) {
        const username = generateUserName();
        if (!(await app.members.userNameTaken(merchant.code, username))) return ok({ username });
      }
      throw new AppError(503, 'service.unavailable', 'No free user name found, try again');
    },
  );

  app.get(
    '/wps/check/username',
    {
      config: { public: true },
      schema: {
        tags: ['member'],
        summary: 'Whether a user name is valid and free (§7 no-auth path)',
        querystring: checkUsernameQuerySchema,
        response: { 200: envelope(checkUsernameValueSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const { username } = request.query;
      const valid = isValidUserName(username);
      const available = valid && !(await app.members.userNameTaken(merchant.code, username));
      return ok({ available, valid });
    },
  );

  app.get(
    '/wps/member/info',
    {
      config: { auth: true },
      // The hottest call (measured by npm run bench): errors go through fast-json-stringify compiled from the
      // zod schemas; a success is the envelope text the member-info cache already holds.
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags: ['member'],
        summary: 'The logged-in member (§3 member info with clubLabel)',
        description: 'Errors: customer.not.login (401), token_ip_different (401)',
        response: { 200: memberInfoEnvelope, ...responses },
      },
    },
    async (request, reply) => {
      const json = await app.memberInfo.envelopeJson(request.member!.id);
      if (json === null) throw notLoggedIn();
      // A string with a JSON content type is sent as it is (serialized once, when cached).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.post(
    '/wps/member/language',
    {
      config: { auth: true },
      schema: {
        tags: ['member'],
        summary: "Saves the member's UI language (§7)",
        body: memberLanguageRequestSchema,
        response: { 200: envelope(z.null()), ...responses },
      },
    },
    async (request) => {
      const id = request.member!.id;
      await app.members.setLanguage(id, request.body.language);
      await app.memberInfo.invalidate(id);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password',
    {
      config: { auth: true, encryptedBody: true },
      schema: {
        tags: ['member'],
        summary: 'Changes the password (/m/changePsw); other sessions of the member end',
        description: 'Errors: password.old.wrong, validation.failed, too.many.requests',
        body: changePasswordRequestSchema,
        response: { 200: envelope(z.null()), ...responses },
      },
    },
    async (request) => {
      const { id } = request.member!;
      const failures = `pwd:${id}:${request.ip}`;
      await app.limiter.check('loginFailuresPerAccountIp', failures);
      const member = await app.members.findById(id);
      if (!member) throw notLoggedIn();
      const { oldPassword } = request.body;
      // §5 a member registered by mobile without a password (temporary password, signed in by SMS
      // code) sets a password without knowing the temporary one; everyone else proves the old one.
      const skipOld = oldPassword === undefined && member.usesTempPassword;
      if (
        !skipOld &&
        !(oldPassword !== undefined && (await verifyPassword(member.passwordHash, oldPassword)))
      ) {
        await app.limiter.count('loginFailuresPerAccountIp', failures);
        throw new AppError(
          400,
          ACCOUNT_ERROR_CODES.OLD_PASSWORD_WRONG,
          'The current password is wrong',
        );
      }
      await app.members.setPassword(
        id,
        await hashPassword(request.body.newPassword),
        new Date(app.now()),
      );
      await app.sessions.revokeOthers(id, request.sessionTokenHash!);
      await app.memberInfo.invalidate(id);
      return ok(null);
    },
  );
};
