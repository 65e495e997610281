import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from '../../cache/invalidation';
import { shared } from '../../lib/shared-answer';

/**
 * How long an instance keeps a content answer without hearing of a change. The operator API
 * announces every change on the invalidation bus; this bounds only what a writer outside the
 * server (a script on the database) leaves stale.
 */
export const CONTENT_TTL_MS = 60_000;
/** Answers kept per merchant: the group lists players ask for are few, but a caller picks them. */
const ANSWERS_PER_MERCHANT = 200;
const MERCHANTS = 5_000;

/** The invalidation topic of one merchant's player content (banners, announcements...). */
export const contentTopic = (merchantCode: string) => `content:${merchantCode}`;

interface Entry {
  value: Promise<unknown>;
  /** Clock time (ms) after which it is computed again. */
  until: number;
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
 * is kept only until then.
 */
export function createContentAnswers(bus: InvalidationBus, now: () => number) {
  const merchants = new LRUCache<string, LRUCache<string, Entry>>({ max: MERCHANTS });
  const listening = new Set<string>();
  const listen = (merchantCode: string) => {
    if (listening.has(merchantCode)) return;
    listening.add(merchantCode);
    bus.subscribe(contentTopic(merchantCode), () => void merchants.delete(merchantCode));
  };

  async function answer<T>(
    merchantCode: string,
    key: string,
    compute: () => Promise<Computed<T>>,
  ): Promise<T> {
    let answers = merchants.get(merchantCode);
    const held = answers?.get(key);
    if (held && held.until > now()) return held.value as Promise<T>;
    listen(merchantCode);
    if (!answers)
      merchants.set(merchantCode, (answers = new LRUCache({ max: ANSWERS_PER_MERCHANT })));
    const started = now();
    const computed = compute();
    // Every player gets this same object until it is dropped: its text is kept with it.
    const value = computed.then((c) => shared(c.value));
    const entry: Entry = { value, until: started + CONTENT_TTL_MS };
    answers.set(key, entry);
    computed.then(
      (c) => {
        const changesAt = c.changesAt?.getTime();
        if (changesAt !== undefined && changesAt < entry.until) entry.until = changesAt;
      },
      // A failed query is not kept: the next request tries again.
      () => {
        if (answers.get(key) === entry) answers.delete(key);
      },
    );
    return value;
  }

  /** Drops the merchant's answers on every instance (called after an operator's write). */
  async function invalidate(merchantCode: string): Promise<void> {
    merchants.delete(merchantCode);
    await bus.publish(contentTopic(merchantCode));
  }

  return {
    answer,
    invalidate,
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
