import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, MEMBER_ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import { deviceIdOf, deviceOf } from '../../lib/request-device';
import {
  MOBILE_PATTERN,
  type LoginValue,
  type VerifyRequiredValue,
} from '@member-app/contract/schemas/session';
import { AppError, userNotFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, safeEqual } from '../../lib/tokens';
import type { Merchant } from '../../domain/merchant';
import type { MemberRow } from '../member/types';
import { codeError, defaultDialingCode, smsCodeKey } from '../verification/service';
import type { SessionData } from './session-store';
import { createAccountThrottle } from './account-throttle';

/** §7 the Authorization header carries the raw token; `Bearer <token>` is accepted too. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token.length > 0 && token.length <= 256 ? token : null;
}

// Other modules take these from here, the session's public face; they live lower down so that the
// member and verification modules can use them without importing the session module.
export { memberOf } from '../../lib/request-member';
export { notLoggedIn, userNotFound } from '../../lib/errors';
export { codeError } from '../verification/service';

export const tokenIpDifferent = () =>
  new AppError(
    401,
    ERROR_CODES.TOKEN_IP_DIFFERENT,
    'This session belongs to another network address; please log in again',
  );

/** §8 token_ip_different: the merchant binds sessions to the IP they were issued to. */
export function ipMismatch(session: SessionData, ip: string, binding: boolean) {
  return binding && session.ip !== ip;
}

export const credentialsWrong = () =>
  new AppError(400, ERROR_CODES.LOGIN_CREDENTIALS, 'Wrong user name or password');

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local[0]}***${local.length > 1 ? local[local.length - 1] : ''}${email.slice(at)}`;
}

export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  const keep = mobile.length >= 9 ? 3 : 2;
  return `${mobile.slice(0, keep)}${'*'.repeat(mobile.length - keep * 2)}${mobile.slice(-keep)}`;
}

export interface Credentials {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode?: string | undefined;
}

/** The account-and-IP key of failed-login counting (a guesser elsewhere does not lock the owner out). */
export const failureKey = (merchant: Merchant, credentials: Credentials, ip: string) =>
  `${merchant.code}:${credentials.type}:${credentials.countryDialingCode ?? ''}:${credentials.username.toLowerCase()}:${ip}`;

/** Login and second-factor steps shared by POST /wps/session/login, /login/verification and registration. */
export function createLoginService(app: FastifyInstance) {
  // Verified against when the user does not exist, so both answers take as long (argon2 ≈ 28 ms).
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomToken()));
  const throttle = createAccountThrottle(app);

  return {
    /** A password check that costs the same whether or not the member exists. */
    async passwordMatches(member: MemberRow | null, password: string): Promise<boolean> {
      const ok = await verifyPassword(member?.passwordHash ?? (await dummy()), password);
      return member !== null && ok;
    },

    /**
     * §3 login types username (user name and password) and sms (username is the mobile number,
     * password the SMS code of purpose login). Wrong answers count against the account and IP.
     * The SMS code is used up unless the member still has a second factor to pass.
     */
    async authenticate(
      merchant: Merchant,
      credentials: Credentials,
      ip: string,
      options: {
        consumeSms?: boolean;
        /** The captcha pass token the call carries, for an account that asks for one. */
        captchaToken?: string | undefined;
        /** The call already consumed a captcha (the merchant asks on every login), or needs none. */
        captchaChecked?: boolean;
      } = {},
    ) {
      const key = failureKey(merchant, credentials, ip);
      await app.limiter.check('loginFailuresPerAccountIp', key);
      await throttle.guard(
        merchant,
        credentials,
        options.captchaToken,
        options.captchaChecked ?? false,
      );
      const fail = async (error: AppError, memberId: number | null = null) => {
        await app.limiter.count('loginFailuresPerAccountIp', key);
        await throttle.failed(merchant, credentials, memberId);
        return error;
      };

      if (credentials.type === 'username') {
        const member = await app.members.findByUserName(merchant.code, credentials.username);
        const ok = await this.passwordMatches(member, credentials.password);
        if (!member) throw await fail(userNotFound());
        if (!ok) throw await fail(credentialsWrong(), member.id);
        await throttle.succeeded(merchant, credentials);
        return member;
      }

      const dialingCode = credentials.countryDialingCode ?? defaultDialingCode(merchant);
      const member = MOBILE_PATTERN.test(credentials.username)
        ? await app.members.findByMobile(merchant.code, dialingCode, credentials.username)
        : null;
      if (!member) throw await fail(userNotFound());
      // A member with second factors keeps the code for the verification call, which uses it up.
      const consume = options.consumeSms ?? member.secondFactors.length === 0;
      const result = await app.codes.check(
        smsCodeKey(merchant.code, 'login', dialingCode, credentials.username),
        credentials.password,
        {
          consume,
        },
      );
      if (result !== 'ok') throw await fail(codeError(result), member.id);
      await throttle.succeeded(merchant, credentials);
      return member;
    },

    async clearFailures(merchant: Merchant, credentials: Credentials, ip: string) {
      await app.limiter.reset('loginFailuresPerAccountIp', failureKey(merchant, credentials, ip));
    },

    /**
     * §8 token_ip_different at login: the caller still holds a live token of this member that was
     * issued to another IP while the merchant binds sessions to IPs. That token is revoked.
     */
    async refuseTokenFromOtherIp(request: FastifyRequest, merchant: Merchant, member: MemberRow) {
      if (!merchant.settings.security.sessionIpBinding) return;
      const token = tokenFrom(request);
      const session = token ? await app.sessions.find(token) : null;
      if (session && session.memberId === member.id && ipMismatch(session, request.ip, true)) {
        await app.sessions.revokeHash(session.tokenHash);
        throw tokenIpDifferent();
      }
    },

    /** §4 login_verify_required with the member's second-factor methods. */
    verifyRequired(member: MemberRow, merchant: Merchant): AppError | null {
      if (member.secondFactors.length === 0) return null;
      const value: VerifyRequiredValue = {
        methods: member.secondFactors,
        maskedEmail: maskEmail(member.email),
        maskedMobile: maskMobile(member.mobileNum),
        countryDialingCode: member.mobileNum
          ? (member.countryDialingCode ?? defaultDialingCode(merchant))
          : null,
      };
      return new AppError(400, ERROR_CODES.LOGIN_VERIFY_REQUIRED, 'login_verify_required', value);
    },

    /** Issues the session and answers §3 LoginValue; records the last login. */
    async finish(
      request: FastifyRequest,
      merchant: Merchant,
      member: MemberRow,
      options: {
        /** firebase and maya logins carry no password: no temporary-password check (§4). */
        loginType: 'username' | 'sms' | 'firebase' | 'maya';
        password?: string | undefined;
        loginDeviceId?: string | undefined;
      },
    ): Promise<LoginValue> {
      // Every way of logging in ends here: a member an operator locked gets no session.
      if (member.lockedAt) {
        throw new AppError(
          403,
          MEMBER_ADMIN_ERROR_CODES.ACCOUNT_LOCKED,
          'This account is locked. Please contact customer service.',
        );
      }
      const t = app.now();
      const { token } = await app.sessions.create({
        memberId: member.id,
        merchantCode: merchant.code,
        type: member.type,
        userName: member.userName,
        ip: request.ip,
        device: deviceOf(request),
        ttlHours: merchant.settings.security.sessionTtlHours,
      });
      await app.members.recordLogin(
        member.id,
        new Date(t),
        request.ip,
        deviceIdOf(options.loginDeviceId),
      );
      // A login counts towards login missions; a failed count never fails the login.
      await app.loyalty
        .record(
          { id: member.id, merchantCode: merchant.code, timeZone: merchant.settings.timeZone },
          'LOGIN',
        )
        .catch((error: unknown) => request.log.warn({ err: error }, 'login not counted'));
      const maxAgeDays = merchant.settings.security.passwordMaxAgeDays;
      const changedAt = (member.passwordChangedAt ?? member.regDate).getTime();
      let usingTemporaryPassword = false;
      // §4 "the password equals {secret} (non-sms)": compared here; the secret never leaves the server.
      if (options.loginType !== 'sms' && options.password !== undefined) {
        const temp = await app.merchants.tempPassword(merchant.code);
        usingTemporaryPassword = temp !== null && safeEqual(options.password, temp);
      }
      // Wrong passwords tried on the account since the last login: told once, now.
      const notice = await throttle.takeNotice(merchant.code, member.id);
      return {
        token,
        id: member.id,
        userName: member.userName,
        type: member.type,
        merchantCode: merchant.code,
        firstTimeLogin: member.firstTimeLogin,
        passwordExpired: maxAgeDays !== null && changedAt < t - maxAgeDays * 86_400_000,
        usingTemporaryPassword,
        ...(notice ? { securityNotice: notice } : {}),
      };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
