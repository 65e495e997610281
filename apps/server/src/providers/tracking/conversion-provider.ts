import type {
  RegInfo,
  TrackingEventName,
  TrackingObject,
} from '@member-app/contract/rules/tracking';
import type { ConversionNetwork } from '@member-app/contract/schemas/tracking';

/**
 * A stored conversion, as the ad networks' server-to-server APIs need it (SPEC §1 "conversion
 * events"; ARCHITECTURE "Outside services": ad pixels behind a provider with an offline default).
 */
export interface Conversion {
  merchantCode: string;
  eventId: string;
  event: TrackingEventName;
  /** Epoch ms of the event. */
  time: number;
  customerId: number | null;
  value: number | null;
  currency: string | null;
  contentId: string | null;
  tracking: TrackingObject;
  regInfo: RegInfo;
  ip: string | null;
  userAgent: string | null;
}

/** A network's credentials from the merchant settings (tracking.s2s). Never stored in the outbox. */
export interface ConversionCredentials {
  accessToken: string;
  testEventCode?: string | null;
}

/**
 * Delivers a prepared conversion (the network's request body, as kept in the tracking outbox) to
 * the network. The built-in default delivers nothing: the outbox row is the delivery, read by the
 * operator (GET /admin/merchants/:code/tracking/outbox). The real adapters (facebook-capi.ts,
 * tiktok-events.ts) are used only for networks a merchant enables with an access token.
 */
export interface ConversionProvider {
  readonly name: string;
  deliver(
    network: ConversionNetwork,
    pixelId: string,
    payload: unknown,
    credentials: ConversionCredentials,
  ): Promise<void>;
}

/** A delivery the network refused or that did not arrive; the message is kept with the outbox row. */
export class ConversionDeliveryError extends Error {
  override name = 'ConversionDeliveryError';
}
