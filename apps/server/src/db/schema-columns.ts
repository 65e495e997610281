// Column builders every table of a merchant or a member repeats (see schema-core.ts for the
// conventions). A builder, not a shared column object: drizzle binds each column to its table.
import { bigint, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members, merchants } from './schema-core';

/** The merchant (white-label tenant) a row belongs to; its rows go when the merchant goes. */
export const merchantCode = () =>
  text('merchant_code')
    .notNull()
    .references(() => merchants.code, { onDelete: 'cascade' });

/** The member a row belongs to; their rows go when the member goes. */
export const memberId = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** When the row was written. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The operator's order in a list (lowest first). */
export const sortOrder = () => smallint('sort_order').notNull().default(0);
