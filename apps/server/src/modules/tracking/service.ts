import type { FastifyBaseLogger } from 'fastify';
import { HEARTBEAT_RETENTION_DAYS } from '@member-app/contract/constants';
import {
  affiliateFromHost,
  normalizeHostName,
  trackingCurrency,
  type RegInfo,
  type TrackingObject,
} from '@member-app/contract/rules/tracking';
import {
  CONVERSION_NETWORKS,
  statusTrackSchema,
  type PixelIds,
  type TrackingSettings,
  type trackingEventRequestSchema,
} from '@member-app/contract/schemas/tracking';
import type { z } from 'zod';
import type { Cache } from '../../cache/cache';
import type { Db } from '../../db/client';
import type { Merchant } from '../../domain/merchant';
import { deviceIdOf } from '../../lib/request-device';
import { createTrackingRepository, createTrackingViews } from './repository';
import type { Conversion, ConversionProvider } from '../../providers/tracking/conversion-provider';
import {
  NETWORK_EVENTS,
  NETWORK_PIXEL_FIELD,
  networkPayload,
} from '../../providers/tracking/networks';

const DAY_MS = 86_400_000;
/** One heartbeat write per device and merchant at most this often: the status call stays cheap. */
export const HEARTBEAT_MIN_GAP_S = 60;
/** New heartbeats kept per IP and minute: made-up device ids cannot fill the table. */
export const HEARTBEATS_PER_IP_PER_MINUTE = 30;
/** A client's event time is kept when it is at most a day old and not in the future (beyond clock skew). */
const OCCURRED_AT_MAX_AGE_MS = DAY_MS;
const CLOCK_SKEW_MS = 5 * 60_000;

/** The merchant's pixels for a host (§3 tracking config "per merchant and optionally per domain"). */
export function pixelsFor(settings: TrackingSettings, host: string | null | undefined): PixelIds {
  const domain = host ? normalizeHostName(host) : '';
  return { ...settings.pixels, ...(domain ? settings.domains[domain] : undefined) };
}

export interface EventContext {
  merchant: Merchant;
  member: { id: number; userName: string } | null;
  ip: string;
  host: string;
  userAgent: string | null;
}

export interface TrackingServiceDeps {
  db: Db;
  cache: Cache;
  now: () => number;
  log: FastifyBaseLogger;
  conversions: ConversionProvider;
  /** RATE_LIMIT_FACTOR: where many players share one address the allowance grows with the rest. */
  rateLimitFactor?: number;
}

type EventBody = z.output<typeof trackingEventRequestSchema>;

/**
 * Tracking (SPEC §1, §3, §9): stores events idempotently, keeps the visitors' heartbeats, forwards
 * conversions to the outbox and, when enabled, to the ad networks, and forgets everything after
 * §9 HEARTBEAT_RETENTION_DAYS.
 */
export function createTrackingService(deps: TrackingServiceDeps) {
  const { db, cache, now, log } = deps;
  const repository = createTrackingRepository(db);
  const heartbeatsPerIpPerMinute = HEARTBEATS_PER_IP_PER_MINUTE * (deps.rateLimitFactor ?? 1);
  const pending = new Set<Promise<void>>();

  /** §6 the affiliate: the explicit code, else the subdomain of the landing host (or the request's). */
  const affiliateOf = (merchant: Merchant, regInfo: RegInfo | undefined, host: string) =>
    regInfo?.affiliateCode ?? affiliateFromHost(regInfo?.originalDomain ?? host, merchant.domains);

  function occurredAt(value: number | undefined, at: number): Date | null {
    if (value === undefined || value > at + CLOCK_SKEW_MS || value < at - OCCURRED_AT_MAX_AGE_MS)
      return null;
    return new Date(value);
  }

  async function forward(ctx: EventContext, body: EventBody, conversion: Conversion) {
    const settings = ctx.merchant.settings.tracking;
    const merchantPixels = pixelsFor(settings, body.regInfo?.originalDomain ?? ctx.host);
    for (const network of CONVERSION_NETWORKS) {
      const eventName = NETWORK_EVENTS[network][body.event];
      if (!eventName) continue;
      const field = NETWORK_PIXEL_FIELD[network];
      // The merchant's own pixel first: its access token only works for its own pixels.
      const own = merchantPixels[field];
      const pixelId = own ?? body.tracking?.[field];
      if (!pixelId) continue;
      const payload = networkPayload(network, conversion, eventName, pixelId);
      const id = await repository.insertOutbox({
        merchantCode: ctx.merchant.code,
        network,
        event: body.event,
        eventId: body.eventId,
        pixelId,
        payload,
        status: 'stored',
        createdAt: new Date(now()),
      });
      const s2s = settings.s2s[network];
      if (id === null || !own || !s2s.enabled || !s2s.accessToken) continue;
      const credentials = {
        accessToken: s2s.accessToken,
        testEventCode: 'testEventCode' in s2s ? s2s.testEventCode : null,
      };
      // Delivered after the answer: the member's app never waits for an ad network.
      const delivery = deps.conversions
        .deliver(network, pixelId, payload, credentials)
        .then(
          () => ({ status: 'sent' as const, error: null }),
          (error: unknown) => ({
            status: 'failed' as const,
            error: String((error as Error)?.message ?? error).slice(0, 500),
          }),
        )
        .then(async (result) => {
          await repository.setOutboxResult(id, result);
          if (result.status === 'failed')
            log.warn(
              { network, eventId: body.eventId, error: result.error },
              'conversion delivery failed',
            );
        })
        .catch((err: unknown) => log.error({ err }, 'conversion delivery bookkeeping failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    }
  }

  return {
    /** The operator's views of a merchant's events, conversion outbox and visitors. */
    views: createTrackingViews(db),

    /** Stores an event once per (merchant, eventId); false when it was already stored (a retry). */
    async record(ctx: EventContext, body: EventBody): Promise<{ accepted: boolean }> {
      const at = now();
      const tracking: TrackingObject = body.tracking ?? {};
      const regInfo: RegInfo = body.regInfo ?? {};
      const currency = trackingCurrency(body.currency);
      const inserted = await repository.insertEvent({
        merchantCode: ctx.merchant.code,
        eventId: body.eventId,
        event: body.event,
        customerId: ctx.member?.id ?? null,
        customerName: ctx.member?.userName ?? null,
        value: body.value ?? null,
        revenue: body.revenue ?? null,
        currency,
        contentId: body.contentId ?? null,
        deviceId: deviceIdOf(body.deviceId),
        affiliateCode: affiliateOf(ctx.merchant, regInfo, ctx.host),
        tracking: Object.keys(tracking).length > 0 ? tracking : null,
        regInfo: Object.keys(regInfo).length > 0 ? regInfo : null,
        s2sInfo: body.s2sInfo && Object.keys(body.s2sInfo).length > 0 ? body.s2sInfo : null,
        ip: ctx.ip,
        occurredAt: occurredAt(body.occurredAt, at),
        createdAt: new Date(at),
      });
      if (!inserted) return { accepted: false };
      await forward(ctx, body, {
        merchantCode: ctx.merchant.code,
        eventId: body.eventId,
        event: body.event,
        time: at,
        customerId: ctx.member?.id ?? null,
        value: body.value ?? body.revenue ?? null,
        currency,
        contentId: body.contentId ?? null,
        tracking,
        regInfo,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { accepted: true };
    },

    /**
     * §7 the status call's `track`: JSON of StatusTrack (device id, tracking object, reg_info).
     * Kept as the device's heartbeat; anything unreadable is ignored (the status call never fails
     * because of it).
     */
    async heartbeat(
      ctx: Omit<EventContext, 'member' | 'userAgent'>,
      raw: string | undefined,
    ): Promise<boolean> {
      if (!raw) return false;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return false;
      }
      const parsed = statusTrackSchema.safeParse(json);
      if (!parsed.success) return false;
      const { deviceId, tracking, regInfo } = parsed.data;
      // A device seen in the last minute is not written again, and does not count against its
      // address: only heartbeats that would be written use up the per-IP allowance.
      if (
        !(await cache.setIfAbsent(
          `trk:hb:${ctx.merchant.code}:${deviceId}`,
          '1',
          HEARTBEAT_MIN_GAP_S,
        ))
      )
        return false;
      if ((await cache.incr(`trk:hbip:${ctx.ip}`, 60)) > heartbeatsPerIpPerMinute) return false;
      const at = new Date(now());
      const values = {
        merchantCode: ctx.merchant.code,
        deviceId,
        tracking: tracking && Object.keys(tracking).length > 0 ? tracking : null,
        regInfo: regInfo && Object.keys(regInfo).length > 0 ? regInfo : null,
        affiliateCode: affiliateOf(ctx.merchant, regInfo, ctx.host),
        ip: ctx.ip,
        firstSeen: at,
        lastSeen: at,
      };
      await repository.upsertHeartbeat(values);
      return true;
    },

    /** §9 "heartbeat retention 30 days": events, heartbeats and outbox rows older than that go. */
    async cleanup(): Promise<{ events: number; heartbeats: number; outbox: number }> {
      const cutoff = new Date(now() - HEARTBEAT_RETENTION_DAYS * DAY_MS);
      return repository.deleteOlderThan(cutoff);
    },

    /** Resolves once every delivery started so far has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
