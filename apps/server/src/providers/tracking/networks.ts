import { createHash } from 'node:crypto';
import type { TrackingEventName } from '@member-app/contract/rules/tracking';
import type { ConversionNetwork } from '@member-app/contract/schemas/tracking';
import type { Conversion } from './conversion-provider';

/**
 * Which tracking events (§3) each network receives, under the network's event name. Events not
 * listed are recorded but not forwarded. Facebook's standard events
 * (developers.facebook.com/docs/meta-pixel/reference#standard-events) with custom names where no
 * standard one fits; TikTok's standard events (ads.tiktok.com/help/article/standard-events-parameters).
 * `deposit` is every successful deposit (the purchase); firstDeposit and redeposit are kept apart
 * under custom names so a first deposit reported as both is not counted twice as a purchase.
 */
export const NETWORK_EVENTS: Record<
  ConversionNetwork,
  Partial<Record<TrackingEventName, string>>
> = {
  facebook: {
    register: 'CompleteRegistration',
    depositSubmit: 'InitiateCheckout',
    deposit: 'Purchase',
    firstDeposit: 'FirstDeposit',
    redeposit: 'Redeposit',
    firstDepositArrival: 'FirstDepositArrival',
    viewContent: 'ViewContent',
    startTrial: 'StartTrial',
    downloadApp: 'DownloadApp',
  },
  tiktok: {
    register: 'CompleteRegistration',
    depositSubmit: 'InitiateCheckout',
    deposit: 'CompletePayment',
    viewContent: 'ViewContent',
    downloadApp: 'Download',
  },
};

/** The pixel a network's conversion goes to: the landing link's pixel (an affiliate's), else the merchant's. */
export const NETWORK_PIXEL_FIELD = { facebook: 'fbPixelId', tiktok: 'tiktokPixelId' } as const;

/** The networks ask for hashed identifiers (SHA-256, hex, of the normalized value). */
export const sha256 = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Facebook Conversions API event (developers.facebook.com/docs/marketing-api/conversions-api/parameters):
 * the body of POST https://graph.facebook.com/{version}/{pixelId}/events, without the access token.
 */
export function facebookPayload(c: Conversion, eventName: string) {
  const userData: Record<string, unknown> = {};
  if (c.tracking.fbc) userData.fbc = c.tracking.fbc;
  if (c.tracking.fbp) userData.fbp = c.tracking.fbp;
  if (c.ip) userData.client_ip_address = c.ip;
  if (c.userAgent) userData.client_user_agent = c.userAgent;
  if (c.customerId !== null) userData.external_id = [sha256(`${c.merchantCode}:${c.customerId}`)];
  const customData: Record<string, unknown> = {};
  if (c.value !== null) customData.value = c.value;
  if (c.currency) customData.currency = c.currency;
  if (c.contentId) customData.content_ids = [c.contentId];
  return {
    data: [
      {
        event_name: eventName,
        event_time: seconds(c.time),
        // Deduplicates against the browser pixel when the same event id is fired there too.
        event_id: c.eventId,
        action_source: 'website',
        ...(c.regInfo.originalDomain
          ? { event_source_url: `https://${c.regInfo.originalDomain}/` }
          : {}),
        user_data: userData,
        custom_data: customData,
      },
    ],
  };
}

/**
 * TikTok Events API 1.3 web event (business-api.tiktok.com/portal/docs?id=1771101303285761): the
 * body of POST https://business-api.tiktok.com/open_api/v1.3/event/track/, sent with the
 * Access-Token header.
 */
export function tiktokPayload(c: Conversion, eventName: string, pixelId: string) {
  const user: Record<string, unknown> = {};
  if (c.tracking.ttclid) user.ttclid = c.tracking.ttclid;
  if (c.customerId !== null) user.external_id = sha256(`${c.merchantCode}:${c.customerId}`);
  if (c.ip) user.ip = c.ip;
  if (c.userAgent) user.user_agent = c.userAgent;
  const properties: Record<string, unknown> = {};
  if (c.value !== null) properties.value = c.value;
  if (c.currency) properties.currency = c.currency;
  if (c.contentId) properties.content_id = c.contentId;
  return {
    event_source: 'web',
    event_source_id: pixelId,
    data: [
      {
        event: eventName,
        event_time: seconds(c.time),
        event_id: c.eventId,
        user,
        properties,
        ...(c.regInfo.originalDomain
          ? { page: { url: `https://${c.regInfo.originalDomain}/` } }
          : {}),
      },
    ],
  };
}

export function networkPayload(
  network: ConversionNetwork,
  c: Conversion,
  eventName: string,
  pixelId: string,
): unknown {
  return network === 'facebook'
    ? facebookPayload(c, eventName)
    : tiktokPayload(c, eventName, pixelId);
}
