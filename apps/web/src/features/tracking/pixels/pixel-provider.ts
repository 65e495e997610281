import type { TrackEventDetail } from '@member-app/contract/rules/tracking';
import type { PixelIds } from '@member-app/contract/schemas/tracking';

/**
 * The merchant's ad pixels in the browser (ARCHITECTURE "Outside services": ad pixels behind a
 * provider with an offline built-in default). `fire` gets the event id the server receives too, so
 * that a network seeing the event from the browser and from the server counts it once.
 */
export interface PixelProvider {
  readonly name: string;
  fire(detail: TrackEventDetail, eventId: string): void;
}

/**
 * The built-in default: no third-party script. Every event is recorded on this server (the
 * tracker's queue), which forwards conversions server to server (the tracking outbox).
 */
export const serverOnlyPixels: PixelProvider = { name: 'server-only', fire: () => undefined };

/**
 * The vendors' pixels (Facebook, TikTok, gtag), loaded on demand only: the loader chunk and the
 * vendors' scripts are fetched at the first event that has a configured pixel, never on first
 * load, and only when the merchant turned client pixels on (pixelsToFire answers nothing otherwise).
 */
export function vendorPixels(pixels: PixelIds): PixelProvider {
  if (!pixels.fbPixelId && !pixels.tiktokPixelId && !pixels.gtagId) return serverOnlyPixels;
  let loaded: Promise<PixelProvider> | null = null;
  return {
    name: 'vendor',
    fire(detail, eventId) {
      loaded ??= import('./vendor-pixels').then((m) => m.loadVendorPixels(pixels));
      void loaded.then((p) => p.fire(detail, eventId)).catch(() => undefined);
    },
  };
}
