// The tenant, member and session tables every other schema file builds on (the conventions
// below hold for all of them). schema.ts gathers every schema file for drizzle and the app.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';
import type { SecondFactorMethod } from '@member-app/contract/schemas/session';

/** A white-label tenant: its code, settings (SPEC §3 site settings and operator config). */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  settings: jsonb('settings').$type<MerchantSettings>().notNull(),
  /**
   * The per-merchant default temporary password of SPEC §5 (`{secret}`), set by the operator.
   * Server-only: never part of any response.
   */
  tempPassword: text('temp_password').notNull(),
  /** Disabled by an operator: its players see an unknown merchant; nothing is deleted. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Bumped on every operator write; the operator API's ETag. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hosts that belong to a merchant; the request's host selects the merchant. */
export const merchantDomains = pgTable(
  'merchant_domains',
  {
    domain: text('domain').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
  },
  (t) => [index('merchant_domains_merchant_idx').on(t.merchantCode)],
);

/** §3 clubLabel: VIP labels of a merchant. */
export const clubLabels = pgTable(
  'club_labels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    labelName: text('label_name').notNull(),
    /** AUTO shows VIP benefits (§3). */
    type: text('type').notNull(),
    rankLevel: smallint('rank_level').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
    /** What reaching the label takes (§3 VIP progress), e.g. deposits 10. */
    rankConditions: jsonb('rank_conditions')
      .$type<{ name: string; target: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('club_labels_merchant_name_uq').on(t.merchantCode, t.labelName)],
);

/** Members (players and agents) of a merchant, §3 member info. */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 100001 }),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    /** §6 member type: 0 member, 1 and 2 agents, 4 restricted. */
    type: smallint('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    /** §3 second factor P: the name on the member's payout account. */
    payeeName: text('payee_name'),
    language: text('language'),
    clubLabelId: integer('club_label_id').references(() => clubLabels.id, { onDelete: 'set null' }),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * §3 second factor G (ga): base32 TOTP secret. Kept readable because verifying a code needs it;
     * encrypting it at rest under a KMS key is the next step once one exists.
     */
    totpSecret: text('totp_secret'),
    /** §3 second factors the member must pass at login: 'E' email, 'P' payee name, 'G' TOTP, 'S' SMS. */
    secondFactors: text('second_factors')
      .array()
      .$type<SecondFactorMethod[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** §5 registered by mobile without a password: the merchant's temporary password is in use. */
    usesTempPassword: boolean('uses_temp_password').notNull().default(false),
    /** §3 register payload fields kept for tracking and support (see RegisterInfo). */
    registerInfo: jsonb('register_info').$type<RegisterInfo>(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    lastLoginDeviceId: text('last_login_device_id'),
    /** Locked by an operator: login is refused (account.locked) and sessions end. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockReason: text('lock_reason'),
    /** An operator reset the password: the member must change it at next login. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantCode, sql`lower(${t.userName})`),
    // One account per mobile number and merchant; members without a number are not constrained.
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantCode, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
  ],
);

/** What registration recorded (§3 register payload, §5 device id rule). */
export interface RegisterInfo {
  registerMethod: string;
  registerUrl: string | null;
  /** Only a 36-character device id is kept (§5). */
  loginDeviceId: string | null;
  isOfficialAppLogin: boolean | null;
  domain: string | null;
  referralCode: string | null;
  affiliateCode: string | null;
  pixelTrack: Record<string, string | number> | null;
  /** The Device header (IPAD, PWA, WEBCLIP) and the ModuleId header (REG3, MOBILENUMREG3). */
  device: string | null;
  moduleId: string | null;
}

/**
 * Login sessions: the opaque token is never stored, only its SHA-256, so a database leak
 * yields no usable token. Read through the cache (session/session-store.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * RSA key pairs for body encryption (§7, contract schemas/crypto.ts), shared by every instance.
 * The private key is stored in plain PKCS#8 on purpose: these are short-lived transport keys (a day
 * plus a grace period) that only add a layer on top of TLS, which is the primary protection; anyone
 * who can read this table can read the rows the encryption protects anyway.
 */
export const rsaKeys = pgTable(
  'rsa_keys',
  {
    id: text('id').primaryKey(),
    publicSpki: text('public_spki').notNull(),
    privatePkcs8: text('private_pkcs8').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a newer key is handed out; the key still decrypts for a grace period after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rsa_keys_created_idx').on(t.createdAt)],
);

/** Messages of the built-in SMS and email providers: what an operator, the demo and tests read. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_channel_recipient_idx').on(t.channel, t.recipient, t.id)],
);

/**
 * Secrets the server makes for itself once and every instance shares (e.g. the HMAC key of the
 * built-in captcha), so that a challenge issued by one instance verifies on another.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
