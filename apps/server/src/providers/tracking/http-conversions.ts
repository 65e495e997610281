import type { ConversionNetwork } from '@member-app/contract/schemas/tracking';
import {
  ConversionDeliveryError,
  type ConversionCredentials,
  type ConversionProvider,
} from './conversion-provider';

/** Graph API version the Facebook adapter is written against. */
export const FACEBOOK_GRAPH_VERSION = 'v19.0';
const TIKTOK_EVENTS_URL = 'https://business-api.tiktok.com/open_api/v1.3/event/track/';
const DELIVERY_TIMEOUT_MS = 10_000;

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/**
 * The real adapters: Facebook Conversions API and TikTok Events API over HTTPS. Written against the
 * vendors' documented request formats (see networks.ts); they run only for a network the merchant
 * enables with an access token (settings tracking.s2s), and are exercised here with a stand-in
 * `fetch` only: nothing in this repository has delivered to the live services.
 */
export function createHttpConversionProvider(fetchImpl: FetchLike = fetch): ConversionProvider {
  return {
    name: 'http',
    async deliver(
      network: ConversionNetwork,
      pixelId: string,
      payload: unknown,
      credentials: ConversionCredentials,
    ) {
      const request: { url: string; headers: Record<string, string>; body: unknown } =
        network === 'facebook'
          ? {
              url: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/${encodeURIComponent(pixelId)}/events?access_token=${encodeURIComponent(credentials.accessToken)}`,
              headers: { 'content-type': 'application/json' },
              body: {
                ...(payload as object),
                ...(credentials.testEventCode
                  ? { test_event_code: credentials.testEventCode }
                  : {}),
              },
            }
          : {
              url: TIKTOK_EVENTS_URL,
              headers: {
                'content-type': 'application/json',
                'Access-Token': credentials.accessToken,
              },
              body: payload,
            };
      let res: Awaited<ReturnType<FetchLike>>;
      try {
        res = await fetchImpl(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
      } catch (error) {
        // Never echo the URL: Facebook's carries the access token.
        throw new ConversionDeliveryError(`${network} unreachable: ${(error as Error).name}`);
      }
      const text = await res.text().catch(() => '');
      if (!res.ok)
        throw new ConversionDeliveryError(
          `${network} answered HTTP ${res.status}: ${text.slice(0, 200)}`,
        );
      // TikTok answers HTTP 200 with a non-zero `code` on failure.
      if (network === 'tiktok') {
        let code: unknown;
        try {
          code = (JSON.parse(text) as { code?: unknown }).code;
        } catch {
          code = 'unreadable answer';
        }
        if (code !== 0) throw new ConversionDeliveryError(`tiktok refused: ${text.slice(0, 200)}`);
      }
    },
  };
}
