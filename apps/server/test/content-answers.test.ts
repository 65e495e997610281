import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openInvalidationBus, type InvalidationBus } from '../src/cache/invalidation';
import {
  CONTENT_RETRY_MS,
  CONTENT_STALE_LIMIT_MS,
  CONTENT_TTL_MS,
  contentTopic,
  createContentAnswers,
  type Computed,
  type ContentAnswers,
} from '../src/modules/content/answer-cache';

/**
 * The content answers each instance keeps (banners, marquee, popups): what a player's request gets
 * while the database is slow, failing or changed, on a clock the test moves.
 */

let clock: number;
let bus: InvalidationBus;
let answers: ContentAnswers;
beforeEach(async () => {
  clock = Date.parse('2026-06-01T10:00:00Z');
  bus = await openInvalidationBus(undefined);
  answers = createContentAnswers(bus, () => clock);
});
afterEach(() => bus.close());

/** A database read the test answers (or fails) when it chooses: a slow or blocked database. */
function slowSource() {
  const pending: { resolve: (c: Computed<string>) => void; reject: (e: Error) => void }[] = [];
  return {
    reads: () => pending.length,
    compute: () =>
      new Promise<Computed<string>>((resolve, reject) => pending.push({ resolve, reject })),
    answer: (value: string, changesAt?: Date) => pending.shift()!.resolve({ value, changesAt }),
    fail: () => pending.shift()!.reject(new Error('database unavailable')),
  };
}

/** What a request gets, or 'waiting' when its answer is not there once pending work has run. */
async function settledOrWaiting<T>(promise: Promise<T>): Promise<T | 'waiting'> {
  const waiting = Symbol('waiting');
  const result = await Promise.race([
    promise,
    new Promise<typeof waiting>((resolve) => setImmediate(() => resolve(waiting))),
  ]);
  return result === waiting ? 'waiting' : result;
}

describe('content answers past their lifetime', () => {
  it('are served from the old value while one recompute runs, then from the new value', async () => {
    const db = slowSource();
    const get = () => answers.answer('shop', 'banners:main', db.compute);
    const first = get();
    db.answer('old');
    expect(await first).toBe('old');
    expect(await get()).toBe('old');
    expect(db.reads()).toBe(0);

    clock += CONTENT_TTL_MS;
    // The database is blocked: every player is still answered at once, with one read under way.
    expect(await settledOrWaiting(get())).toBe('old');
    expect(await settledOrWaiting(get())).toBe('old');
    expect(db.reads()).toBe(1);
    db.answer('new');
    await answers.revalidated('shop');
    expect(await get()).toBe('new');
    expect(db.reads()).toBe(0);
  });

  it('keep the old value for a while when the recompute fails, try again later, and give up past the limit', async () => {
    const db = slowSource();
    const get = () => answers.answer('shop', 'marquee', db.compute);
    const first = get();
    db.answer('old');
    await first;

    clock += CONTENT_TTL_MS;
    expect(await get()).toBe('old');
    db.fail();
    await answers.revalidated('shop');
    expect(await get()).toBe('old');
    // Not at every request: after a pause.
    expect(db.reads()).toBe(0);
    clock += CONTENT_RETRY_MS;
    expect(await get()).toBe('old');
    expect(db.reads()).toBe(1);
    db.fail();
    await answers.revalidated('shop');

    // Past the limit the old value is not served any more: the request waits for the database.
    clock += CONTENT_STALE_LIMIT_MS;
    const late = get();
    expect(await settledOrWaiting(late)).toBe('waiting');
    db.fail();
    await expect(late).rejects.toThrow('database unavailable');
    const recovered = get();
    db.answer('new');
    expect(await recovered).toBe('new');
  });

  it('are dropped at once by a change on the invalidation bus, even with a recompute under way', async () => {
    const db = slowSource();
    const get = () => answers.answer('shop', 'popups', db.compute);
    const first = get();
    db.answer('old');
    await first;
    clock += CONTENT_TTL_MS;
    expect(await get()).toBe('old');
    expect(db.reads()).toBe(1);

    // Another merchant's change leaves this one's answer alone.
    await bus.publish(contentTopic('other'));
    expect(await get()).toBe('old');
    await bus.publish(contentTopic('shop'));
    const next = get();
    expect(await settledOrWaiting(next)).toBe('waiting');
    // The recompute started before the change ends after it: its value is not used.
    db.answer('read before the change');
    db.answer('changed');
    expect(await next).toBe('changed');
    await answers.revalidated('shop');
    expect(await get()).toBe('changed');
  });

  it('are never served past the time their content changes by itself (a banner’s end)', async () => {
    const db = slowSource();
    const get = () => answers.answer('shop', 'banners:main', db.compute);
    const ends = new Date(clock + CONTENT_TTL_MS + 1_000);
    const first = get();
    db.answer('with the flash sale', ends);
    await first;

    // Past the lifetime, before the end: served while it is read again.
    clock += CONTENT_TTL_MS;
    expect(await get()).toBe('with the flash sale');
    expect(db.reads()).toBe(1);
    // The read is slow and the end passes meanwhile: the next request waits for the database.
    clock = ends.getTime();
    const after = get();
    expect(await settledOrWaiting(after)).toBe('waiting');
    db.answer('with the flash sale', ends);
    db.answer('without it');
    expect(await after).toBe('without it');
    await answers.revalidated('shop');
    expect(await get()).toBe('without it');
  });

  it('end as scheduled even when the schedule is sooner than the lifetime', async () => {
    const db = slowSource();
    const get = () => answers.answer('shop', 'banners:main', db.compute);
    const first = get();
    db.answer('with the flash sale', new Date(clock + 1_000));
    await first;
    clock += 999;
    expect(await get()).toBe('with the flash sale');
    clock += 1;
    const after = get();
    expect(await settledOrWaiting(after)).toBe('waiting');
    db.answer('without it');
    expect(await after).toBe('without it');
  });
});
