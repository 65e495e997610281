import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TrackingEventName } from '@member-app/contract/rules/tracking';
import type { ConversionNetwork } from '@member-app/contract/schemas/tracking';
import type { Db } from '../../db/client';
import { trackingEvents, trackingHeartbeats, trackingOutbox } from '../../db/schema';

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** What operators read of tracking: a merchant's events, conversion outbox and visitors, newest first. */
export function createTrackingViews(db: Db) {
  return {
    async events(
      merchantCode: string,
      filter: {
        event?: TrackingEventName | undefined;
        deviceId?: string | undefined;
        customerId?: number | undefined;
      },
      limit: number,
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
        .limit(limit);
      return rows.map((r) => ({
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
    },

    async outbox(merchantCode: string, network: ConversionNetwork | undefined, limit: number) {
      const where: SQL[] = [eq(trackingOutbox.merchantCode, merchantCode)];
      if (network) where.push(eq(trackingOutbox.network, network));
      const rows = await db
        .select()
        .from(trackingOutbox)
        .where(and(...where))
        .orderBy(desc(trackingOutbox.id))
        .limit(limit);
      return rows
        .map((r) => ({ ...r, createdAt: r.createdAt.getTime() }))
        .map(({ merchantCode: _m, ...r }) => r);
    },

    async visitors(merchantCode: string, deviceId: string | undefined, limit: number) {
      const where: SQL[] = [eq(trackingHeartbeats.merchantCode, merchantCode)];
      if (deviceId) where.push(eq(trackingHeartbeats.deviceId, deviceId));
      const rows = await db
        .select()
        .from(trackingHeartbeats)
        .where(and(...where))
        .orderBy(desc(trackingHeartbeats.lastSeen))
        .limit(limit);
      return rows.map((r) => ({
        deviceId: r.deviceId,
        affiliateCode: r.affiliateCode,
        tracking: r.tracking,
        regInfo: r.regInfo,
        ip: r.ip,
        firstSeen: r.firstSeen.getTime(),
        lastSeen: r.lastSeen.getTime(),
        hits: r.hits,
      }));
    },
  };
}
