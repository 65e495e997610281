// Tables of the operator side (see schema.ts for the conventions). Re-exported from schema.ts.
// Migration: drizzle/0010_operators.sql.
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OperatorRole } from '@member-app/contract/rules/operators';
import { createdAt, merchantCode } from './schema-columns';

/** Operator accounts: owner, content or support, on some merchants or all of them. */
export const operators = pgTable(
  'operators',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    allMerchants: boolean('all_merchants').notNull().default(false),
    /** base32 TOTP secret; the second factor is on once confirmed (totp_enabled). */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(sql`lower(${t.username})`)],
);

export const operatorMerchants = pgTable(
  'operator_merchants',
  {
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    merchantCode: merchantCode(),
  },
  (t) => [
    primaryKey({ name: 'operator_merchants_pk', columns: [t.operatorId, t.merchantCode] }),
    index('operator_merchants_merchant_idx').on(t.merchantCode),
  ],
);

/** Operator sessions, apart from members': only the token's SHA-256 is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Every write under /admin; append-only (a database trigger refuses UPDATE, DELETE, TRUNCATE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorName: text('operator_name').notNull(),
    merchantCode: text('merchant_code'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_merchant_idx').on(t.merchantCode, t.id),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
