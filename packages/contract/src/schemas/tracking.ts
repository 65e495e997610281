import { z } from 'zod';
import { text } from './text';
import { HEADER_LIMIT_BYTES } from '../constants';
import {
  S2S_INFO_FIELDS,
  TRACKING_EVENTS,
  TRACKING_OBJECT_FIELDS,
  TRACKING_VALUE_MAX,
  utf8Length,
  type RegInfo,
  type S2sInfo,
  type StatusTrack,
  type TrackingObject,
} from '../rules/tracking';

/** Printable ASCII of a tracking parameter (as rules/tracking cleanTrackingValue keeps): no quotes, <, > or backslash. */
const param = (max: number) =>
  text(max)
    .trim()
    .min(1)
    .regex(
      /^[\x20\x21\x23-\x26\x28-\x3b\x3d\x3f-\x5b\x5d-\x7e]+$/,
      'printable characters without quotes, <, > or \\',
    );

/** A record that serializes within §9 HEADER_LIMIT_BYTES (1024 bytes). */
const withinHeaderLimit = <T extends z.ZodType>(schema: T, what: string) =>
  schema.refine((v) => utf8Length(JSON.stringify(v)) <= HEADER_LIMIT_BYTES, {
    message: `${what} is larger than ${HEADER_LIMIT_BYTES} bytes`,
  });

const shapeOf = <K extends string>(keys: readonly K[], max: number) =>
  Object.fromEntries(keys.map((k) => [k, param(max).optional()])) as Record<
    K,
    z.ZodOptional<ReturnType<typeof param>>
  >;

/** §3 Pixel/ad tracking object (unknown keys are dropped), within 1024 bytes (§9). */
export const trackingObjectSchema = withinHeaderLimit(
  z.object(shapeOf(TRACKING_OBJECT_FIELDS, TRACKING_VALUE_MAX)),
  'tracking',
) satisfies z.ZodType<TrackingObject>;

const code = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or -, up to 64');

/** §3 reg_info. */
export const regInfoSchema = z.object({
  affiliateCode: code.optional(),
  referralCode: code.optional(),
  originalDomain: text(253)
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]{1,253}$|^\[[0-9a-f:.]{2,45}\]$/, 'a host name')
    .optional(),
}) satisfies z.ZodType<RegInfo>;

/** §3 s2s_info (the native shell's attribution ids). */
export const s2sInfoSchema = withinHeaderLimit(
  z.object(shapeOf(S2S_INFO_FIELDS, 128)),
  's2sInfo',
) satisfies z.ZodType<S2sInfo>;

/** An amount of a conversion: finite, not negative, at most 10^12. */
const amount = z.number().finite().min(0).max(1e12);

/**
 * §3 Tracking event (POST /wps/tracking/events). customerId and customerName are never taken from
 * the body (they are dropped): the server fills them from the session when the caller is logged in.
 * eventId makes retries idempotent: the same id is counted once per merchant.
 */
export const trackingEventRequestSchema = z
  .object({
    eventId: text().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, _ or -'),
    event: z.enum(TRACKING_EVENTS),
    value: amount.optional(),
    revenue: amount.optional(),
    /** Any currency code; stored as trackingCurrency(currency) (§3 TLB → PHP, else 3 letters). */
    currency: text()
      .trim()
      .regex(/^[A-Za-z]{3,16}$/, '3–16 letters')
      .optional(),
    /** What was viewed or launched (activity id, game code). */
    contentId: text(64).trim().min(1).optional(),
    /** §3 device id; kept only at exactly 36 characters (§5). */
    deviceId: text(64).optional(),
    /** Epoch ms when the event happened on the device (queued events are sent later, §9). */
    occurredAt: z.number().int().nonnegative().optional(),
    tracking: trackingObjectSchema.optional(),
    regInfo: regInfoSchema.optional(),
    s2sInfo: s2sInfoSchema.optional(),
  })
  .meta({ id: 'TrackingEventRequest' });
export type TrackingEventRequest = z.input<typeof trackingEventRequestSchema>;

export const trackingEventValueSchema = z.object({
  eventId: z.string(),
  /** false when this eventId was already counted (a retry). */
  accepted: z.boolean(),
});
export type TrackingEventValue = z.infer<typeof trackingEventValueSchema>;

/** The status call's `track` parameter, once parsed from its JSON (rules/tracking StatusTrack). */
export const statusTrackSchema = z.object({
  deviceId: text(36).length(36),
  tracking: trackingObjectSchema.optional(),
  regInfo: regInfoSchema.optional(),
}) satisfies z.ZodType<StatusTrack>;

/** The pixels of a merchant (§3 fbPixelId, tiktokPixelId, gtagId, kwai pixel id, twPixelId). */
const pixelId = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a pixel id');
export const PIXEL_FIELDS = [
  'fbPixelId',
  'tiktokPixelId',
  'gtagId',
  'kwaiPixelId',
  'twPixelId',
] as const;
export type PixelField = (typeof PIXEL_FIELDS)[number];
export const pixelIdsSchema = z.object({
  fbPixelId: pixelId.optional(),
  tiktokPixelId: pixelId.optional(),
  gtagId: pixelId.optional(),
  kwaiPixelId: pixelId.optional(),
  twPixelId: pixelId.optional(),
});
export type PixelIds = z.infer<typeof pixelIdsSchema>;

/** The ad networks a conversion can be forwarded to server to server. */
export const CONVERSION_NETWORKS = ['facebook', 'tiktok'] as const;
export type ConversionNetwork = (typeof CONVERSION_NETWORKS)[number];

/**
 * Operator settings of tracking (merchant settings `tracking`): the merchant's pixels, per-domain
 * pixels, whether the browser loads the vendors' pixel scripts, and server-to-server forwarding.
 * Only `pixels` (merged for the domain) and `clientPixels` are public, through the config call.
 */
export const trackingSettingsSchema = z.object({
  pixels: pixelIdsSchema.default({}),
  /** Per host (lower case): pixels for that domain, each replacing the merchant's of the same network. */
  domains: z.record(text(253), pixelIdsSchema).default({}),
  /**
   * The browser loads the vendors' scripts (Facebook, TikTok, gtag) on demand and fires their
   * pixels. Off by default: the built-in default only records events on this server.
   */
  clientPixels: z.boolean().default(false),
  /**
   * Server-to-server forwarding. Every conversion for a network with a pixel lands in the tracking
   * outbox the operator reads; when a network is enabled here with its access token, the server
   * also delivers it to the network's API (Facebook Conversions API, TikTok Events API).
   */
  s2s: z
    .object({
      facebook: z
        .object({
          enabled: z.boolean().default(false),
          accessToken: text(512).nullable().default(null),
          testEventCode: text(64).nullable().default(null),
        })
        .default({ enabled: false, accessToken: null, testEventCode: null }),
      tiktok: z
        .object({
          enabled: z.boolean().default(false),
          accessToken: text(512).nullable().default(null),
        })
        .default({ enabled: false, accessToken: null }),
    })
    .default({
      facebook: { enabled: false, accessToken: null, testEventCode: null },
      tiktok: { enabled: false, accessToken: null },
    }),
});
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;

/** §7 tracking config fetch (GET /wps/tracking/config?domain=). */
export const trackingConfigQuerySchema = z.object({
  domain: text(253).trim().optional(),
});
export const trackingConfigSchema = z
  .object({
    pixels: pixelIdsSchema,
    clientPixels: z.boolean(),
  })
  .meta({ id: 'TrackingConfig' });
export type TrackingConfig = z.infer<typeof trackingConfigSchema>;

/** The operator's view of a stored event (GET /admin/merchants/:code/tracking/events). */
export const trackingEventViewSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  event: z.enum(TRACKING_EVENTS),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  value: z.number().nullable(),
  revenue: z.number().nullable(),
  currency: z.string().nullable(),
  contentId: z.string().nullable(),
  deviceId: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  tracking: z.record(z.string(), z.string()).nullable(),
  regInfo: z.record(z.string(), z.string()).nullable(),
  s2sInfo: z.record(z.string(), z.string()).nullable(),
  ip: z.string().nullable(),
  occurredAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type TrackingEventView = z.infer<typeof trackingEventViewSchema>;

export const trackingOutboxViewSchema = z.object({
  id: z.number().int(),
  network: z.enum(CONVERSION_NETWORKS),
  event: z.string(),
  eventId: z.string(),
  pixelId: z.string(),
  payload: z.unknown(),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TrackingOutboxView = z.infer<typeof trackingOutboxViewSchema>;
