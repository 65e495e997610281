import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TrackingEventName } from '@member-app/contract/rules/tracking';
import type { ConversionNetwork } from '@member-app/contract/schemas/tracking';
import type { Db } from '../../db/client';
import { trackingEvents, trackingHeartbeats, trackingOutbox } from '../../db/schema';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;
export type NewOutboxRow = typeof trackingOutbox.$inferInsert;
export type Heartbeat = Omit<typeof trackingHeartbeats.$inferInsert, 'hits'> & {
  firstSeen: Date;
  lastSeen: Date;
};
export interface DeliveryResult {
  status: 'sent' | 'failed';
  error: string | null;
}

/** What the tracking service writes: events, the conversion outbox, heartbeats, and retention. */
export function createTrackingRepository(db: Db) {
  return {
    /** Inserts an event once per (merchant, eventId); false when it was already stored. */
    async insertEvent(event: NewTrackingEvent): Promise<boolean> {
      const rows = await db
        .insert(trackingEvents)
        .values(event)
        .onConflictDoNothing({ target: [trackingEvents.merchantCode, trackingEvents.eventId] })
        .returning({ id: trackingEvents.id });
      return rows.length > 0;
    },

    /** Stores a conversion for a network; answers its outbox id. */
    async insertOutbox(row: NewOutboxRow): Promise<number | null> {
      const [inserted] = await db
        .insert(trackingOutbox)
        .values(row)
        .returning({ id: trackingOutbox.id });
      return inserted?.id ?? null;
    },

    async setOutboxResult(id: number, result: DeliveryResult): Promise<void> {
      await db.update(trackingOutbox).set(result).where(eq(trackingOutbox.id, id));
    },

    /** A device's first heartbeat inserts it; later ones refresh what it carries and count a hit. */
    async upsertHeartbeat(values: Heartbeat): Promise<void> {
      await db
        .insert(trackingHeartbeats)
        .values(values)
        .onConflictDoUpdate({
          target: [trackingHeartbeats.merchantCode, trackingHeartbeats.deviceId],
          set: {
            tracking: values.tracking,
            regInfo: values.regInfo,
            affiliateCode: values.affiliateCode,
            ip: values.ip,
            lastSeen: values.lastSeen,
            hits: sql`${trackingHeartbeats.hits} + 1`,
          },
        });
    },

    /** Deletes events, heartbeats and outbox rows older than `cutoff`; answers how many of each. */
    async deleteOlderThan(
      cutoff: Date,
    ): Promise<{ events: number; heartbeats: number; outbox: number }> {
      const events = await db
        .delete(trackingEvents)
        .where(lt(trackingEvents.createdAt, cutoff))
        .returning({ id: trackingEvents.id });
      const heartbeats = await db
        .delete(trackingHeartbeats)
        .where(lt(trackingHeartbeats.lastSeen, cutoff))
        .returning({ deviceId: trackingHeartbeats.deviceId });
      const outbox = await db
        .delete(trackingOutbox)
        .where(lt(trackingOutbox.createdAt, cutoff))
        .returning({ id: trackingOutbox.id });
      return { events: events.length, heartbeats: heartbeats.length, outbox: outbox.length };
    },
  };
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** A page asked for by an operator: 1-based, at most ADMIN_PAGE_SIZE_MAX rows. */
export interface Page {
  page: number;
  size: number;
}

/**
 * What operators read of tracking: a merchant's events, conversion outbox and visitors, newest
 * first, a page at a time with the count of all that match.
 */
export function createTrackingViews(db: Db) {
  const total = async (table: PgTable, where: SQL[]) => {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(table)
      .where(and(...where));
    return n;
  };
  return {
    async events(
      merchantCode: string,
      filter: {
        event?: TrackingEventName | undefined;
        deviceId?: string | undefined;
        customerId?: number | undefined;
      },
      page: Page,
    ) {
      const where: SQL[] = [eq(trackingEvents.merchantCode, merchantCode)];
      if (filter.event) where.push(eq(trackingEvents.event, filter.event));
      if (filter.deviceId) where.push(eq(trackingEvents.deviceId, filter.deviceId));
      if (filter.customerId) where.push(eq(trackingEvents.customerId, filter.customerId));
      const rows = await db
        .select()
        .from(trackingEvents)
        .where(and(...where))
        .orderBy(desc(trackingEvents.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
      const items = rows.map((r) => ({
        id: r.id,
        eventId: r.eventId,
        event: r.event,
        customerId: r.customerId,
        customerName: r.customerName,
        value: r.value,
        revenue: r.revenue,
        currency: r.currency,
        contentId: r.contentId,
        deviceId: r.deviceId,
        affiliateCode: r.affiliateCode,
        tracking: r.tracking,
        regInfo: r.regInfo,
        s2sInfo: r.s2sInfo,
        ip: r.ip,
        occurredAt: ms(r.occurredAt),
        createdAt: r.createdAt.getTime(),
      }));
      return { items, total: await total(trackingEvents, where), ...page };
    },

    async outbox(merchantCode: string, network: ConversionNetwork | undefined, page: Page) {
      const where: SQL[] = [eq(trackingOutbox.merchantCode, merchantCode)];
      if (network) where.push(eq(trackingOutbox.network, network));
      const rows = await db
        .select()
        .from(trackingOutbox)
        .where(and(...where))
        .orderBy(desc(trackingOutbox.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
      const items = rows
        .map((r) => ({ ...r, createdAt: r.createdAt.getTime() }))
        .map(({ merchantCode: _m, ...r }) => r);
      return { items, total: await total(trackingOutbox, where), ...page };
    },

    async visitors(merchantCode: string, deviceId: string | undefined, page: Page) {
      const where: SQL[] = [eq(trackingHeartbeats.merchantCode, merchantCode)];
      if (deviceId) where.push(eq(trackingHeartbeats.deviceId, deviceId));
      const rows = await db
        .select()
        .from(trackingHeartbeats)
        .where(and(...where))
        .orderBy(desc(trackingHeartbeats.lastSeen), desc(trackingHeartbeats.deviceId))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
      const items = rows.map((r) => ({
        deviceId: r.deviceId,
        affiliateCode: r.affiliateCode,
        tracking: r.tracking,
        regInfo: r.regInfo,
        ip: r.ip,
        firstSeen: r.firstSeen.getTime(),
        lastSeen: r.lastSeen.getTime(),
        hits: r.hits,
      }));
      return { items, total: await total(trackingHeartbeats, where), ...page };
    },
  };
}
