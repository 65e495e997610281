// Tables of the push work (see schema-core.ts for the conventions). Re-exported from schema.ts.
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema-core';
import { createdAt, merchantCode } from './schema-columns';

/**
 * §3 push registration record, as the server keeps it per merchant: the registration token, when it
 * was made (createTime), the Web Push subscription options when there is one (an FCM token of the
 * merchant's native app has none), the member it is bound to (CSP_fcmBind) and its topics
 * (CSP_fcmSubscribe).
 */
export const pushRegistrations = pgTable(
  'push_registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    /** Null once unbound (logout with unsubscribeAll false keeps the device's topics). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    token: text('token').notNull(),
    endpoint: text('endpoint'),
    p256dh: text('p256dh'),
    auth: text('auth'),
    swScope: text('sw_scope'),
    vapidKey: text('vapid_key'),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_registrations_token_uq').on(t.merchantCode, t.token),
    index('push_registrations_member_idx').on(t.memberId),
    index('push_registrations_topics_idx').using('gin', t.topics),
  ],
);
