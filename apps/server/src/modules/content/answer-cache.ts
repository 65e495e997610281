import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from '../../cache/invalidation';
import { shared } from '../../lib/shared-answer';

/**
 * How long an instance serves a content answer without looking again. The operator API announces
 * every change on the invalidation bus, which drops answers at once; this bounds only what a writer
 * outside the server (a script on the database) leaves stale.
 */
export const CONTENT_TTL_MS = 60_000;
/**
 * How long past its lifetime an answer is still served while its recomputes fail (the database is
 * down or slow): past it, players wait for a recompute again and see its error.
 */
export const CONTENT_STALE_LIMIT_MS = 5 * 60_000;
/** After a failed recompute, the next one starts on a request at least this much later. */
export const CONTENT_RETRY_MS = 5_000;
/** Answers kept per merchant: the group lists players ask for are few, but a caller picks them. */
const ANSWERS_PER_MERCHANT = 200;
const MERCHANTS = 5_000;

/** The invalidation topic of one merchant's player content (banners, announcements...). */
export const contentTopic = (merchantCode: string) => `content:${merchantCode}`;

interface Entry {
  /** What every caller is given until it is replaced (the same object each time). */
  value: Promise<unknown>;
  /** The value has been computed: it may be served while a newer one is computed. */
  ready: boolean;
  /** Clock time (ms) from which a request starts a recompute in the background. */
  staleAt: number;
  /**
   * Clock time (ms) from which it must not be served at all: its content changes by itself then
   * (a banner's start or end), or its recomputes have failed for too long.
   */
  expiresAt: number;
  /** The background recompute under way (one at a time per answer). */
  refreshing: Promise<void> | null;
  /** After a failed recompute: no new one before this clock time. */
  retryAt: number;
}

/** A computed answer and, when known, the time it changes by itself (a banner's schedule). */
export interface Computed<T> {
  value: T;
  changesAt?: Date | null;
}

/**
 * Each instance keeps the answers players read of a merchant's content (home's banners, marquee
 * and popups: every visit asks for them) in its memory, already queried, sanitized and shaped: with
 * thousands of stored rows, the database and the HTML sanitizer no longer run per request. A
 * change made through the operator API drops the merchant's answers on every instance (Redis
 * pub/sub with REDIS_URL); an answer whose content changes by itself (a banner's start or end)
 * is never served past then.
 *
 * Past its lifetime an answer is served as it is while one recompute per answer runs in the
 * background, and replaced when that ends: players never wait for the database once a minute
 * (with thousands of banners every request then waited for the queries), and a failing database
 * leaves them the last answer for a while rather than an error.
 */
export function createContentAnswers(bus: InvalidationBus, now: () => number) {
  const merchants = new LRUCache<string, LRUCache<string, Entry>>({ max: MERCHANTS });
  const listening = new Set<string>();
  const listen = (merchantCode: string) => {
    if (listening.has(merchantCode)) return;
    listening.add(merchantCode);
    bus.subscribe(contentTopic(merchantCode), () => void merchants.delete(merchantCode));
  };

  /** Starts computing an entry; it marks itself ready, or leaves the map when it fails. */
  function start<T>(
    answers: LRUCache<string, Entry>,
    key: string,
    compute: () => Promise<Computed<T>>,
  ): Entry {
    const started = now();
    const computed = compute();
    const entry: Entry = {
      // Every player gets this same object until it is replaced: its text is kept with it.
      value: computed.then((c) => shared(c.value)),
      ready: false,
      staleAt: started + CONTENT_TTL_MS,
      expiresAt: Infinity,
      refreshing: null,
      retryAt: 0,
    };
    computed.then(
      (c) => {
        entry.ready = true;
        const changesAt = c.changesAt?.getTime() ?? Infinity;
        entry.staleAt = Math.min(entry.staleAt, changesAt);
        entry.expiresAt = Math.min(entry.staleAt + CONTENT_STALE_LIMIT_MS, changesAt);
      },
      // A failed query is not kept: the next request tries again.
      () => {
        if (answers.get(key) === entry) answers.delete(key);
      },
    );
    return entry;
  }

  /** One background recompute of a held answer; swapped in when it ends, if still wanted. */
  function revalidate<T>(
    answers: LRUCache<string, Entry>,
    key: string,
    held: Entry,
    compute: () => Promise<Computed<T>>,
  ) {
    const next = start(answers, key, compute);
    held.refreshing = next.value.then(
      () => {
        // Dropped meanwhile (a change on the bus): the next request computes it afresh.
        if (answers.get(key) === held) answers.set(key, next);
      },
      () => {
        // The held answer stays until its limit; a later request tries again.
        held.retryAt = now() + CONTENT_RETRY_MS;
      },
    );
    void held.refreshing.finally(() => {
      held.refreshing = null;
    });
  }

  async function answer<T>(
    merchantCode: string,
    key: string,
    compute: () => Promise<Computed<T>>,
  ): Promise<T> {
    const answers = merchants.get(merchantCode);
    const held = answers?.get(key);
    if (held && answers) {
      const t = now();
      // Still being computed, or fresh: every caller shares it.
      if (!held.ready || t < held.staleAt) return held.value as Promise<T>;
      if (t < held.expiresAt) {
        if (!held.refreshing && t >= held.retryAt) revalidate(answers, key, held, compute);
        return held.value as Promise<T>;
      }
    }
    listen(merchantCode);
    let kept = merchants.get(merchantCode);
    if (!kept) merchants.set(merchantCode, (kept = new LRUCache({ max: ANSWERS_PER_MERCHANT })));
    const entry = start(kept, key, compute);
    kept.set(key, entry);
    return entry.value as Promise<T>;
  }

  /** Settles once the background recomputes under way for the merchant have ended (tests). */
  async function revalidated(merchantCode: string): Promise<void> {
    const answers = merchants.get(merchantCode);
    if (!answers) return;
    await Promise.all([...answers.values()].flatMap((e) => (e.refreshing ? [e.refreshing] : [])));
  }

  /** Drops the merchant's answers on every instance (called after an operator's write). */
  async function invalidate(merchantCode: string): Promise<void> {
    merchants.delete(merchantCode);
    await bus.publish(contentTopic(merchantCode));
  }

  return {
    answer,
    invalidate,
    revalidated,
    /** Drops every merchant's answers (a merchant was created, changed or removed). */
    clear: () => merchants.clear(),
  };
}

export type ContentAnswers = ReturnType<typeof createContentAnswers>;

const etags = new WeakMap<object, string>();

/** A weak ETag of an answer, computed once per kept answer (the same object is sent again). */
export function etagOf(body: object): string {
  let etag = etags.get(body);
  if (!etag) {
    etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
    etags.set(body, etag);
  }
  return etag;
}
