import { HEADER_LIMIT_BYTES } from '@member-app/contract/constants';
import {
  TRACKING_PRIORITY,
  fitWithin,
  type RegInfo,
  type S2sInfo,
  type TrackEventDetail,
  type TrackingObject,
} from '@member-app/contract/rules/tracking';
import type { TrackingConfig, TrackingEventRequest } from '@member-app/contract/schemas/tracking';
import { isApiError } from '../../lib/api-error';
import { getDeviceId } from '../../lib/device-id';
import { getSession } from '../../lib/session';
import { readJson, removeStorage, writeStorage } from '../../lib/storage';
import { readRegInfo, readS2sInfo, readTrackingObject } from '../../lib/tracking-params';
import { sendTrackingEvent } from './api/send-event';
import { fetchTrackingConfig } from './api/tracking-config';
import { serverOnlyPixels, vendorPixels, type PixelProvider } from './pixels/pixel-provider';
import {
  INBOX_KEY,
  QUEUE_KEY,
  isRetryable,
  pixelsToFire,
  pruneQueue,
  retryDelay,
  readInbox,
  sendsAsCustomer,
  type QueuedEvent,
} from './rules';

export interface TrackingContext {
  deviceId: string;
  tracking: TrackingObject;
  regInfo: RegInfo;
  s2sInfo: S2sInfo;
}

export interface TrackerDeps {
  /** `asCustomer` false sends without the session, as a guest's event. */
  send(body: TrackingEventRequest, asCustomer: boolean): Promise<unknown>;
  /** The session's customer id now, null for a guest. */
  customer(): string | null;
  now(): number;
  online(): boolean;
  context(): TrackingContext;
  newId(): string;
  /** The pixels for this context; the built-in default fires none. */
  pixels(context: TrackingContext): Promise<PixelProvider>;
  schedule(run: () => void, ms: number): void;
}

const nonEmpty = <T extends object>(o: T) => (Object.keys(o).length > 0 ? o : undefined);

function isQueued(v: unknown): v is QueuedEvent {
  if (!v || typeof v !== 'object') return false;
  const q = v as Partial<QueuedEvent>;
  return (
    typeof q.queuedAt === 'number' &&
    typeof q.attempts === 'number' &&
    (q.customer === null || typeof q.customer === 'string') &&
    !!q.body &&
    typeof q.body.eventId === 'string'
  );
}

/**
 * Sends §3 tracking events to the server through a queue kept in local storage: an event waits
 * while offline or while the server cannot be reached and is retried (1 s, doubling, at most a
 * minute); §9 "event cache cleared after 10 min" drops what waited longer. Every event carries an
 * id, so a retry after a lost answer is counted once by the server.
 */
export function createTracker(deps: TrackerDeps) {
  let flushing = false;
  let retryPending = false;

  const load = (): QueuedEvent[] => {
    const raw = readJson<unknown>('local', QUEUE_KEY);
    return pruneQueue(Array.isArray(raw) ? raw.filter(isQueued) : [], deps.now());
  };
  const save = (queue: QueuedEvent[]) => {
    if (queue.length > 0) writeStorage('local', QUEUE_KEY, JSON.stringify(queue));
    else removeStorage('local', QUEUE_KEY);
  };
  const update = (eventId: string, change: (q: QueuedEvent) => QueuedEvent | null) =>
    save(load().flatMap((q) => (q.body.eventId === eventId ? (change(q) ?? []) : [q])));

  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      for (;;) {
        const queue = load();
        save(queue);
        const next = queue[0];
        if (!next || !deps.online()) return;
        try {
          await deps.send(next.body, sendsAsCustomer(next.customer, deps.customer()));
          update(next.body.eventId, () => null);
        } catch (error) {
          const failure = isApiError(error)
            ? { kind: error.kind, status: error.status }
            : { kind: 'network' };
          if (!isRetryable(failure)) {
            update(next.body.eventId, () => null);
            continue;
          }
          const attempts = next.attempts + 1;
          update(next.body.eventId, (q) => ({ ...q, attempts }));
          if (!retryPending) {
            retryPending = true;
            deps.schedule(() => {
              retryPending = false;
              void flush();
            }, retryDelay(attempts));
          }
          return;
        }
      }
    } finally {
      flushing = false;
    }
  }

  /** Queues the event, fires the merchant's pixels, and sends. Answers the event id. */
  function track(detail: TrackEventDetail, at = deps.now(), customer = deps.customer()): string {
    const ctx = deps.context();
    const eventId = deps.newId();
    const body: TrackingEventRequest = {
      eventId,
      event: detail.event,
      ...(detail.value !== undefined ? { value: detail.value } : {}),
      ...(detail.revenue !== undefined ? { revenue: detail.revenue } : {}),
      ...(detail.currency ? { currency: detail.currency } : {}),
      ...(detail.contentId ? { contentId: detail.contentId } : {}),
      deviceId: ctx.deviceId,
      occurredAt: at,
    };
    const tracking = nonEmpty(fitWithin(ctx.tracking, HEADER_LIMIT_BYTES, TRACKING_PRIORITY));
    const regInfo = nonEmpty(ctx.regInfo);
    const s2sInfo = nonEmpty(ctx.s2sInfo);
    if (tracking) body.tracking = tracking;
    if (regInfo) body.regInfo = regInfo;
    if (s2sInfo) body.s2sInfo = s2sInfo;
    save([...load(), { body, queuedAt: at, attempts: 0, customer }]);
    void deps
      .pixels(ctx)
      .then((p) => p.fire(detail, eventId))
      .catch(() => undefined);
    void flush();
    return eventId;
  }

  return {
    track,
    /** Tracks what the app reported through the inbox (the tracking host writes it synchronously). */
    drainInbox(): void {
      const raw = readJson<unknown>('local', INBOX_KEY);
      removeStorage('local', INBOX_KEY);
      for (const entry of readInbox(raw, deps.now())) track(entry.detail, entry.at, entry.customer);
      void flush();
    },
    flush,
    /** The events still waiting (tests, diagnostics). */
    pending: () => load(),
  };
}

function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

let config: Promise<TrackingConfig | null> | null = null;
let provider: { key: string; pixels: PixelProvider } | null = null;

/** The merchant's pixel config, fetched once, only when an event happens (never on the first-load path). */
async function pixelsFor(ctx: TrackingContext): Promise<PixelProvider> {
  config ??= fetchTrackingConfig().catch(() => null);
  const pixels = pixelsToFire(await config, ctx.tracking);
  const key = JSON.stringify(pixels);
  if (provider?.key !== key)
    provider = {
      key,
      pixels: Object.keys(pixels).length > 0 ? vendorPixels(pixels) : serverOnlyPixels,
    };
  return provider.pixels;
}

export const tracker = createTracker({
  send: sendTrackingEvent,
  customer: () => {
    const session = getSession();
    return session ? String(session.id) : null;
  },
  now: Date.now,
  online: () => navigator.onLine !== false,
  context: () => ({
    deviceId: getDeviceId(),
    tracking: readTrackingObject(),
    regInfo: readRegInfo(),
    s2sInfo: readS2sInfo(),
  }),
  newId: newEventId,
  pixels: pixelsFor,
  schedule: (run, ms) => void setTimeout(run, ms),
});
