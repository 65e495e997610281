// Tables of tracking (SPEC §1 "tracking of ad and affiliate parameters and of conversion events").
// Re-exported from schema.ts; hand-kept in step with drizzle/0008_tracking.sql.
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ConversionNetwork } from '@member-app/contract/schemas/tracking';
import type {
  RegInfo,
  S2sInfo,
  TrackingEventName,
  TrackingObject,
} from '@member-app/contract/rules/tracking';
import { merchantCode } from './schema-columns';

/**
 * §3 tracking events as received (POST /wps/tracking/events). One row per (merchant, eventId): a
 * retried event is counted once. Deleted after §9 HEARTBEAT_RETENTION_DAYS (30 days).
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    eventId: text('event_id').notNull(),
    event: text('event').$type<TrackingEventName>().notNull(),
    /** From the session only, never from the body (§3 payload customerId, customerName). */
    customerId: bigint('customer_id', { mode: 'number' }),
    customerName: text('customer_name'),
    value: doublePrecision('value'),
    revenue: doublePrecision('revenue'),
    /** §3 mapped: TLB → PHP, otherwise the first 3 letters. */
    currency: text('currency'),
    contentId: text('content_id'),
    deviceId: text('device_id'),
    /** §6 the affiliate: reg_info.affiliateCode, else the subdomain of the landing host. */
    affiliateCode: text('affiliate_code'),
    tracking: jsonb('tracking').$type<TrackingObject>(),
    regInfo: jsonb('reg_info').$type<RegInfo>(),
    s2sInfo: jsonb('s2s_info').$type<S2sInfo>(),
    ip: text('ip'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tracking_events_merchant_event_id_uq').on(t.merchantCode, t.eventId),
    index('tracking_events_merchant_event_idx').on(t.merchantCode, t.event, t.id),
    index('tracking_events_created_idx').on(t.createdAt),
  ],
);

/**
 * The visitor's heartbeat: what the status call's `track` carried (§7), per device. first_seen is
 * the server's first open of that device; last_seen moves on every app start. Deleted 30 days
 * after the last heartbeat (§9 "heartbeat retention 30 days").
 */
export const trackingHeartbeats = pgTable(
  'tracking_heartbeats',
  {
    merchantCode: merchantCode(),
    deviceId: text('device_id').notNull(),
    tracking: jsonb('tracking').$type<TrackingObject>(),
    regInfo: jsonb('reg_info').$type<RegInfo>(),
    affiliateCode: text('affiliate_code'),
    ip: text('ip'),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.deviceId] }),
    index('tracking_heartbeats_last_seen_idx').on(t.lastSeen),
  ],
);

/**
 * The built-in server-to-server conversion provider: every conversion meant for an ad network with
 * a pixel, in the network's own request format (without credentials), for the operator to read.
 * When the merchant enables a network's real adapter, status tells whether delivery worked.
 */
export const trackingOutbox = pgTable(
  'tracking_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    network: text('network').$type<ConversionNetwork>().notNull(),
    event: text('event').notNull(),
    eventId: text('event_id').notNull(),
    pixelId: text('pixel_id').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<'stored' | 'sent' | 'failed'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tracking_outbox_merchant_idx').on(t.merchantCode, t.id),
    index('tracking_outbox_created_idx').on(t.createdAt),
  ],
);
