import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import { API_PATHS } from '@member-app/contract/routes';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  autoUsernameValueSchema,
  checkUsernameQuerySchema,
  checkUsernameValueSchema,
  registerFirebaseRequestSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
  registerValueSchema,
} from '@member-app/contract/schemas/session';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { identityAlreadyBound, recordOf, splitPhoneNumber } from '../identity/service';
import { codeError, smsCodeKey } from '../verification/service';
import { freeUserName, registerMember } from './registration';
import {
  generateUserName,
  isValidUserName,
  languageOf,
  mobileExists,
  registerInfoOf,
  usernameExists,
} from './service';

/** Registration (§3, §5): by user name, by mobile number, through an identity; free user names. */
export function registerRoutes(app: App) {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

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
        await registerMember(
          app,
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
        await registerMember(
          app,
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
        await registerMember(
          app,
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
      return ok({ username: await freeUserName(app, merchant.code) });
    },
  );

  app.get(
    API_PATHS.checkUsername,
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
}
