import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import type { RegisterValue } from '@member-app/contract/schemas/session';
import type { Merchant } from '../../domain/merchant';
import { AppError } from '../../lib/errors';
import { identityBindingConflict, type IdentityRecord } from '../identity/service';
import { generateUserName, registrationConflict } from './service';
import type { MemberRow, NewMember } from './types';

/** Tries for a free generated user name before giving up (each collision is a 1-in-10^13 event). */
const USERNAME_TRIES = 5;

/**
 * Inserts the member (and binds its identity, when it registers through one); a generated name that
 * collides is drawn again. `login: true` also logs in (§4 "the token is set after registration").
 */
export async function registerMember(
  app: FastifyInstance,
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
      const conflict =
        (identity ? identityBindingConflict(error, identity.method) : null) ??
        registrationConflict(error);
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

/** §7 autoUsername: a generated user name that is free right now. */
export async function freeUserName(app: FastifyInstance, merchantCode: string): Promise<string> {
  for (let i = 0; i < USERNAME_TRIES; i++) {
    const username = generateUserName();
    if (!(await app.members.userNameTaken(merchantCode, username))) return username;
  }
  throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'No free user name found, try again');
}
