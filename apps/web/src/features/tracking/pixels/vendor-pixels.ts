import type { TrackEventDetail, TrackingEventName } from '@member-app/contract/rules/tracking';
import type { PixelIds } from '@member-app/contract/schemas/tracking';
import type { PixelProvider } from './pixel-provider';

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  push?: unknown;
  loaded?: boolean;
  version?: string;
  callMethod?: (...a: unknown[]) => void;
};
interface PixelWindow {
  fbq?: Queue;
  _fbq?: Queue;
  ttq?: {
    load(id: string): void;
    track(name: string, props?: object, opts?: object): void;
    page(): void;
  };
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** The vendors' standard browser events for §3 events (Facebook, TikTok, gtag); unlisted events go as custom events. */
export const PIXEL_EVENT_NAMES: Partial<
  Record<TrackingEventName, { facebook: string; tiktok: string; gtag: string }>
> = {
  register: { facebook: 'CompleteRegistration', tiktok: 'CompleteRegistration', gtag: 'sign_up' },
  login: { facebook: 'Login', tiktok: 'Login', gtag: 'login' },
  depositSubmit: {
    facebook: 'InitiateCheckout',
    tiktok: 'InitiateCheckout',
    gtag: 'begin_checkout',
  },
  deposit: { facebook: 'Purchase', tiktok: 'CompletePayment', gtag: 'purchase' },
  viewContent: { facebook: 'ViewContent', tiktok: 'ViewContent', gtag: 'view_item' },
  downloadApp: { facebook: 'DownloadApp', tiktok: 'Download', gtag: 'download_app' },
  startTrial: { facebook: 'StartTrial', tiktok: 'StartTrial', gtag: 'start_trial' },
};

function addScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

/**
 * Facebook's base code (developers.facebook.com/docs/meta-pixel/get-started): a queue named fbq
 * until fbevents.js arrives.
 */
function facebook(id: string, w: PixelWindow) {
  if (!w.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = fbq;
    w._fbq ??= fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  w.fbq('init', id);
  w.fbq('track', 'PageView');
}

/** TikTok's pixel base code (ads.tiktok.com/help/article/get-started-pixel): a small queue until events.js arrives. */
function tiktok(id: string, w: PixelWindow) {
  if (!w.ttq) {
    const queue: unknown[][] = [];
    const stub = {
      load: (pixel: string) => {
        addScript(
          `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(pixel)}&lib=ttq`,
        );
      },
      track: (...args: unknown[]) => void queue.push(['track', ...args]),
      page: () => void queue.push(['page']),
      _q: queue,
    };
    w.ttq = stub;
  }
  w.ttq.load(id);
  w.ttq.page();
}

/** gtag.js (developers.google.com/tag-platform/gtagjs/install). */
function gtag(id: string, w: PixelWindow) {
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('js', new Date());
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  }
  w.gtag('config', id);
}

/** Loads the configured vendors' pixels once and fires §3 events on them (mapped by PIXEL_EVENT_NAMES). */
export function loadVendorPixels(pixels: PixelIds): PixelProvider {
  const w = window as unknown as PixelWindow;
  if (pixels.fbPixelId) facebook(pixels.fbPixelId, w);
  if (pixels.tiktokPixelId) tiktok(pixels.tiktokPixelId, w);
  if (pixels.gtagId) gtag(pixels.gtagId, w);
  return {
    name: 'vendor',
    fire(detail: TrackEventDetail, eventId: string) {
      const names = PIXEL_EVENT_NAMES[detail.event];
      const params = {
        ...(detail.value !== undefined ? { value: detail.value } : {}),
        ...(detail.currency ? { currency: detail.currency } : {}),
        ...(detail.contentId ? { content_ids: [detail.contentId] } : {}),
      };
      if (pixels.fbPixelId && w.fbq) {
        if (names) w.fbq('track', names.facebook, params, { eventID: eventId });
        else w.fbq('trackCustom', detail.event, params, { eventID: eventId });
      }
      if (pixels.tiktokPixelId && w.ttq)
        w.ttq.track(names?.tiktok ?? detail.event, params, { event_id: eventId });
      if (pixels.gtagId && w.gtag) w.gtag('event', names?.gtag ?? detail.event, params);
    },
  };
}
