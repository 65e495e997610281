import type { FastifyInstance } from 'fastify';
import type { FirebaseChannel, IdentityMethod } from '@member-app/contract/account';
import { ACCOUNT_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import {
  MOBILE_PATTERN,
  type BindCustomerRequiredValue,
} from '@member-app/contract/schemas/session';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { BuiltinIdentityProvider } from '../../providers/identity/builtin-identity';
import type {
  IdentityProvider,
  VerifiedIdentity,
} from '../../providers/identity/identity-provider';
import { identityTokenInvalid } from '../../providers/identity/identity-provider';
import type { members } from '../../db/schema';
import type { Merchant } from '../../domain/merchant';
import { createIdentityRepository } from './repository';

/** The identity a member is bound to: a provider's identity, or a Maya account (issuer 'maya'). */
export interface IdentityRecord {
  issuer: string;
  subject: string;
  method: IdentityMethod | 'maya';
  email: string | null;
  phone: string | null;
}

export const MAYA_ISSUER = 'maya';

// The member as stored (the member module, which sits above this one, names it MemberRow).
type MemberRow = typeof members.$inferSelect;
type NewMember = typeof members.$inferInsert;
const IDENTITY_UNIQUE = 'member_identities_merchant_issuer_subject_uq';

const METHOD_NAMES: Record<IdentityMethod | 'maya', string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  line: 'LINE',
  phone: 'phone number',
  maya: 'Maya',
};

export const identityAlreadyBound = (method: IdentityMethod | 'maya') =>
  new AppError(
    409,
    ACCOUNT_ERROR_CODES.IDENTITY_ALREADY_BOUND,
    `This ${METHOD_NAMES[method]} account is already linked to another member; sign in with it instead`,
  );

export const identityChannelDisabled = (what: string) =>
  new AppError(
    403,
    ACCOUNT_ERROR_CODES.IDENTITY_CHANNEL_DISABLED,
    `Sign-in with ${what} is not offered here`,
  );

/** §4/§8 bind_customer_required: a valid identity no member of the merchant is bound to yet. */
export function bindCustomerRequired(identity: VerifiedIdentity): AppError {
  const value: BindCustomerRequiredValue = {
    method: identity.method,
    email: identity.email,
    displayName: identity.displayName,
    phoneNumber: identity.phoneNumber,
  };
  return new AppError(
    400,
    ERROR_CODES.BIND_CUSTOMER_REQUIRED,
    'No account is linked to this sign-in yet: log in to your account to link it, or register',
    value,
  );
}

/**
 * Whether the merchant offers a sign-in method: the social channels listed in `sms.channels`, phone
 * verification only under `sms.firebase` (§3 SMS provider config, §4 Firebase login).
 */
export function methodOffered(merchant: Merchant, method: IdentityMethod): boolean {
  const { sms } = merchant.settings;
  return method === 'phone' ? sms.firebase : sms.channels.includes(method);
}

/** A verified identity as the member_identities row keeps it. */
export const recordOf = (identity: VerifiedIdentity): IdentityRecord => ({
  issuer: identity.issuer,
  subject: identity.subject,
  method: identity.method,
  email: identity.email,
  phone: identity.phoneNumber,
});

/**
 * An E.164 number split into one of the merchant's dialing codes (§3 country info) and the national
 * number, as members keep mobile numbers; null when no country of the merchant matches.
 */
export function splitPhoneNumber(
  merchant: Merchant,
  e164: string | null,
): { countryDialingCode: string; mobileNum: string } | null {
  if (!e164 || !/^\+\d+$/.test(e164)) return null;
  const codes = [...new Set(merchant.settings.countries.map((c) => c.countryDialingCode))].sort(
    (a, b) => b.length - a.length,
  );
  for (const code of codes) {
    if (!e164.startsWith(`+${code}`)) continue;
    const mobileNum = e164.slice(code.length + 1);
    if (MOBILE_PATTERN.test(mobileNum)) return { countryDialingCode: code, mobileNum };
  }
  return null;
}

/**
 * The caller's 409 when a registration through an identity failed because the identity is bound
 * already; null for any other error (map those with the member module's registrationConflict).
 */
export function identityBindingConflict(
  error: unknown,
  method: IdentityMethod | 'maya',
): AppError | null {
  return uniqueViolation(error) === IDENTITY_UNIQUE ? identityAlreadyBound(method) : null;
}

/**
 * Sign-in through an identity provider (§4 Firebase login) and the bindings of identities to
 * members. The provider follows from the merchant: Firebase when `sms.projectId` is set, else the
 * built-in one.
 */
export function createIdentityService(
  app: FastifyInstance,
  providers: { builtin: BuiltinIdentityProvider; firebase: IdentityProvider },
) {
  const repo = createIdentityRepository(app.db);
  return {
    builtin: providers.builtin,

    providerFor(merchant: Merchant): IdentityProvider {
      return merchant.settings.sms.projectId ? providers.firebase : providers.builtin;
    },

    /**
     * Verifies an id token for the merchant and checks the merchant offers its method. `channel` (the
     * button the app says was used) must agree with the token when given.
     */
    async verify(
      merchant: Merchant,
      idToken: string,
      channel?: FirebaseChannel,
    ): Promise<VerifiedIdentity> {
      const identity = await this.providerFor(merchant).verifyIdToken(merchant, idToken);
      if (!methodOffered(merchant, identity.method))
        throw identityChannelDisabled(METHOD_NAMES[identity.method]);
      if (channel && channel !== identity.method) {
        throw identityTokenInvalid(
          `The sign-in token is from ${METHOD_NAMES[identity.method]}, not ${METHOD_NAMES[channel]}`,
        );
      }
      return identity;
    },

    /** The member bound to the identity, if any. */
    async memberOf(
      merchantCode: string,
      identity: Pick<IdentityRecord, 'issuer' | 'subject'>,
    ): Promise<MemberRow | null> {
      return repo.memberOf(merchantCode, identity);
    },

    /** Refuses (identity.already.bound) when the identity belongs to a member other than `memberId`. */
    async assertBindable(merchantCode: string, memberId: number, identity: IdentityRecord) {
      const holder = await this.memberOf(merchantCode, identity);
      if (holder && holder.id !== memberId) throw identityAlreadyBound(identity.method);
    },

    /**
     * §4 "logging in to an existing account": binds the identity to the member. Binding it again to
     * the same member is a no-op; when another member got it first (even at the same moment), the
     * unique index decides and this answers identity.already.bound.
     */
    async bind(merchantCode: string, memberId: number, identity: IdentityRecord) {
      const inserted = await repo.bind(merchantCode, memberId, identity, new Date(app.now()));
      if (!inserted) await this.assertBindable(merchantCode, memberId, identity);
    },

    /**
     * Creates the member and binds the identity in one transaction: of two registrations with the
     * same identity at once exactly one commits. Throws the driver's unique violation (map it with
     * identityBindingConflict, then registrationConflict).
     */
    async createMember(values: NewMember, identity: IdentityRecord): Promise<MemberRow> {
      return repo.createMember(values, identity, new Date(app.now()));
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
