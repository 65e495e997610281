import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import { UI_LANGUAGES } from '@member-app/contract/constants';
import { USERNAME_PATTERN, type RegisterRequest } from '@member-app/contract/schemas/session';
import type { RegisterInfo } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../../domain/merchant';
import { deviceIdOf, deviceOf } from '../../lib/request-device';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A user name for mobile registration and the autoUsername call: 'u' and 9 random characters. */
export function generateUserName(): string {
  let name = 'u';
  for (let i = 0; i < 9; i++) name += ALPHABET[randomInt(ALPHABET.length)];
  return name;
}

export const usernameExists = () =>
  new AppError(409, ACCOUNT_ERROR_CODES.USERNAME_EXISTS, 'This user name is taken');
export const mobileExists = () =>
  new AppError(409, ACCOUNT_ERROR_CODES.MOBILE_EXISTS, 'This mobile number is already registered');

/** Maps a unique violation of members to the caller's 409; anything else is rethrown. */
export function registrationConflict(error: unknown): AppError {
  const constraint = uniqueViolation(error);
  if (constraint === 'members_merchant_mobile_uq') return mobileExists();
  if (constraint !== null) return usernameExists();
  throw error;
}

const header = (request: FastifyRequest, name: string) => {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? value.slice(0, 64) : null;
};

/** §3 register payload fields kept with the member (device id only at 36 characters, §5). */
export function registerInfoOf(
  request: FastifyRequest,
  body: Omit<RegisterRequest, 'username' | 'password'>,
): RegisterInfo {
  return {
    registerMethod: body.registerMethod,
    registerUrl: body.registerUrl ?? null,
    loginDeviceId: deviceIdOf(body.loginDeviceId),
    isOfficialAppLogin: body.isOfficialAppLogin ?? null,
    domain: body.domain ?? null,
    referralCode: body.referralCode ?? null,
    affiliateCode: body.affiliateCode ?? null,
    pixelTrack: body.pixelTrack ?? null,
    device: deviceOf(request),
    // §7 ModuleId REG3 / MOBILENUMREG3: recorded, not required.
    moduleId: header(request, 'moduleid'),
  };
}

/** The Language header when it names a UI language (§9), else the merchant's default. */
export function languageOf(request: FastifyRequest, merchant: Merchant): string {
  const value = header(request, 'language')?.toUpperCase();
  return value && (UI_LANGUAGES as readonly string[]).includes(value)
    ? value
    : merchant.settings.defaultLanguage;
}

export const isValidUserName = (name: string) => USERNAME_PATTERN.test(name);
