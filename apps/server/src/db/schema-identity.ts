// Tables of sign-in through an identity provider and Maya (see schema-core.ts for the conventions).
// Re-exported from schema.ts.
import type { JWK } from 'jose';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IdentityMethod } from '@member-app/contract/account';
import { createdAt, memberId, merchantCode } from './schema-columns';

/**
 * Identities bound to members (§4 Firebase login, §7 login/maya): a provider's issuer and subject
 * name one person; per merchant they belong to at most one member (the unique index decides when two
 * registrations race). Maya accounts use issuer 'maya' and the Maya account id as subject.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** google, facebook, twitter, line, phone, or maya. */
    method: text('method').$type<IdentityMethod | 'maya'>().notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_identities_merchant_issuer_subject_uq').on(
      t.merchantCode,
      t.issuer,
      t.subject,
    ),
    index('member_identities_member_idx').on(t.memberId),
  ],
);

/**
 * Signing keys of the built-in identity provider (providers/identity/builtin-identity.ts), shared by
 * every instance so that a token signed by one verifies on all. The private JWK is stored readable,
 * as the other server-made secrets are (server_secrets): whoever reads this table can also read
 * every member row; a KMS-wrapped key is the next step once one exists. Merchants with a Firebase
 * project never use these keys.
 */
export const identityKeys = pgTable(
  'identity_keys',
  {
    kid: text('kid').primaryKey(),
    alg: text('alg').notNull(),
    publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
    privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Signs new tokens until then; stays in the JWKS while tokens it signed may still be valid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_keys_created_idx').on(t.createdAt)],
);
