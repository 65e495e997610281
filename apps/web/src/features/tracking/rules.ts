import { APP_PATHS } from '@member-app/contract/routes';
import type { GameStartedDetail } from '@member-app/contract/rules/games';
import {
  TRACK_EVENT_CACHE_MS,
  isTrackingEvent,
  trackingCurrency,
  type TrackEventDetail,
  type TrackingEventName,
  type TrackingObject,
} from '@member-app/contract/rules/tracking';
import type {
  PixelIds,
  TrackingConfig,
  TrackingEventRequest,
} from '@member-app/contract/schemas/tracking';

/** The pure decisions of tracking (§3 tracking events, §9 event cache); no DOM, no React. */

/** §2 the activity page; with ?id={id} it shows one activity. */
const ACTIVITY_PATH = APP_PATHS.activity;

/** Local flags: the first open ever, and the first open as an installed app (§3 firstOpen, a2hsFirstOpen). */
export const FIRST_OPEN_KEY = 'MC_TRACK_FIRST_OPEN';
export const A2HS_FIRST_OPEN_KEY = 'MC_TRACK_A2HS_FIRST_OPEN';
export const QUEUE_KEY = 'MC_TRACK_QUEUE';
/**
 * Events reported before the sending half has loaded, written synchronously: a download that leaves
 * the page right away (§5 same window) still gets its downloadApp sent, at the next start at worst.
 */
export const INBOX_KEY = 'MC_TRACK_INBOX';

export interface InboxEntry {
  detail: TrackEventDetail;
  /** Epoch ms when it happened. */
  at: number;
  /** The session's customer when it happened (null for a guest); see sendsAsCustomer. */
  customer: string | null;
}

/** The usable entries of a stored inbox: well formed and younger than the §9 10-minute event cache. */
export function readInbox(inbox: unknown, now: number): InboxEntry[] {
  if (!Array.isArray(inbox)) return [];
  return (inbox as unknown[]).flatMap((e) => {
    if (!e || typeof e !== 'object') return [];
    const { at, detail, customer } = e as Partial<InboxEntry>;
    const clean = sanitizeDetail(detail);
    const ok =
      typeof at === 'number' && clean && now - at < TRACK_EVENT_CACHE_MS && at <= now + 60_000;
    return ok
      ? [{ detail: clean, at, customer: typeof customer === 'string' ? customer : null }]
      : [];
  });
}

/** The inbox with one more entry, capped to the newest QUEUE_MAX. */
export function addToInbox(inbox: unknown, entry: InboxEntry, now: number): InboxEntry[] {
  return [...readInbox(inbox, now), entry].slice(-QUEUE_MAX);
}
/** At most this many events wait for the network; the oldest go first. */
export const QUEUE_MAX = 50;
export const RETRY_MAX_MS = 60_000;
/**
 * The sending half (queue, config fetch, pixels) loads this long after the page has loaded and gone
 * idle: tracking never competes with the first screen. Events wait in the inbox meanwhile.
 */
export const SEND_DELAY_MS = 2_000;

/**
 * §3 events of the app's start: firstOpen on the first visit ever (no stored flag), a2hsFirstOpen
 * on the first open in standalone display mode (the installed web app).
 */
export function startupEvents(s: {
  firstOpenSeen: boolean;
  standalone: boolean;
  a2hsFirstOpenSeen: boolean;
}): TrackingEventName[] {
  const events: TrackingEventName[] = [];
  if (!s.firstOpenSeen) events.push('firstOpen');
  if (s.standalone && !s.a2hsFirstOpenSeen) events.push('a2hsFirstOpen');
  return events;
}

/** §3 viewContent: a content page was viewed — the activity detail (§2 /m/activity?id={id}). */
export function viewContentOf(pathname: string, search: string): string | null {
  if (pathname.replace(/\/+$/, '') !== ACTIVITY_PATH) return null;
  const id = new URLSearchParams(search).get('id')?.trim();
  return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

/** §3 startTrial for a trial launch, gameLaunch for a real one (GAME_STARTED_EVENT of the games feature). */
export function gameEventOf(
  detail: Partial<GameStartedDetail> | null | undefined,
): TrackEventDetail | null {
  if (!detail || typeof detail.gameCode !== 'string' || !detail.gameCode) return null;
  return {
    event: detail.trial ? 'startTrial' : 'gameLaunch',
    contentId: detail.gameCode.slice(0, 64),
  };
}

const amount = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1e12 ? v : undefined;

/**
 * A TRACK_EVENT detail from any page (e.g. the cashier) made safe to send: a known event, finite
 * amounts, and the currency mapped by §3 (TLB → PHP, otherwise the first 3 letters).
 */
export function sanitizeDetail(detail: unknown): TrackEventDetail | null {
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as Record<string, unknown>;
  if (!isTrackingEvent(d.event)) return null;
  const out: TrackEventDetail = { event: d.event };
  const value = amount(d.value);
  const revenue = amount(d.revenue);
  if (value !== undefined) out.value = value;
  if (revenue !== undefined) out.revenue = revenue;
  const currency =
    typeof d.currency === 'string' && /^[A-Za-z]{3,16}$/.test(d.currency.trim())
      ? trackingCurrency(d.currency)
      : null;
  if (currency) out.currency = currency;
  if (typeof d.contentId === 'string' && d.contentId.trim())
    out.contentId = d.contentId.trim().slice(0, 64);
  return out;
}

export interface QueuedEvent {
  body: TrackingEventRequest;
  /** Epoch ms when the event was queued. */
  queuedAt: number;
  attempts: number;
  /** The session's customer when the event happened; null for a guest. */
  customer: string | null;
}

/**
 * §3 "payload customerId, customerName": the server takes them from the session the event is sent
 * with. An event is sent with the session only when that session is the customer's who caused it:
 * a guest's event sent after a login stays a guest's (registerSubmit precedes the account), and a
 * member's event sent after a logout or by another member goes as a guest's, never to the wrong one.
 */
export function sendsAsCustomer(
  eventCustomer: string | null,
  currentCustomer: string | null,
): boolean {
  return eventCustomer !== null && eventCustomer === currentCustomer;
}

/**
 * §9 "event cache cleared after 10 min": queued events older than that are dropped unsent (a
 * conversion reported that late is no longer useful to the ad networks); the queue is also capped.
 */
export function pruneQueue(queue: readonly QueuedEvent[], now: number): QueuedEvent[] {
  return queue
    .filter((q) => now - q.queuedAt < TRACK_EVENT_CACHE_MS && q.queuedAt <= now + 60_000)
    .slice(-QUEUE_MAX);
}

/** Waiting time before the next try: 1 s, doubling, at most a minute. */
export function retryDelay(attempts: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Whether a failed send is tried again: yes for no network, timeouts, rate limits and server
 * errors; no for a refusal of the event itself (4xx), which would fail the same way forever.
 */
export function isRetryable(failure: { kind?: string; status?: number }): boolean {
  if (failure.kind === 'network' || failure.kind === 'timeout') return true;
  if (failure.kind === 'config') return false;
  const status = failure.status ?? 0;
  return status === 0 || status === 429 || status === 408 || status >= 500;
}

/** The vendor pixels the browser fires: only when the merchant turns client pixels on; the link's pixel ids first. */
export function pixelsToFire(config: TrackingConfig | null, tracking: TrackingObject): PixelIds {
  if (!config?.clientPixels) return {};
  const out: PixelIds = { ...config.pixels };
  for (const key of ['fbPixelId', 'tiktokPixelId', 'gtagId'] as const) {
    const fromLink = tracking[key];
    if (fromLink && /^[A-Za-z0-9_-]{1,64}$/.test(fromLink)) out[key] = fromLink;
  }
  return out;
}
