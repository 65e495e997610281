import { describe, expect, it } from 'vitest';
import { TRACK_EVENT_CACHE_MS } from '@member-app/contract/rules/tracking';
import {
  QUEUE_MAX,
  addToInbox,
  gameEventOf,
  isRetryable,
  pixelsToFire,
  pruneQueue,
  readInbox,
  retryDelay,
  sanitizeDetail,
  sendsAsCustomer,
  startupEvents,
  viewContentOf,
  type QueuedEvent,
} from './rules';

describe('§3 events at start', () => {
  it.each([
    [{ firstOpenSeen: false, standalone: false, a2hsFirstOpenSeen: false }, ['firstOpen']],
    [{ firstOpenSeen: true, standalone: false, a2hsFirstOpenSeen: false }, []],
    [
      { firstOpenSeen: false, standalone: true, a2hsFirstOpenSeen: false },
      ['firstOpen', 'a2hsFirstOpen'],
    ],
    [{ firstOpenSeen: true, standalone: true, a2hsFirstOpenSeen: false }, ['a2hsFirstOpen']],
    [{ firstOpenSeen: true, standalone: true, a2hsFirstOpenSeen: true }, []],
  ])(
    '§3 firstOpen on the first visit ever, a2hsFirstOpen on the first standalone open: %j → %j',
    (state, events) => {
      expect(startupEvents(state)).toEqual(events);
    },
  );
});

describe('§3 viewContent', () => {
  it.each([
    ['/m/activity', '?id=12', '12'],
    ['/m/activity/', '?id=abc_1', 'abc_1'],
    ['/m/activity', '', null],
    ['/m/activity', '?id=', null],
    ['/m/activity', '?id=<script>', null],
    ['/m/home', '?id=12', null],
    ['/m/news', '?id=12', null],
  ])('§2/§3 %s%s views content %s', (path, search, id) => {
    expect(viewContentOf(path, search)).toBe(id);
  });
});

describe('§3 startTrial and gameLaunch', () => {
  it('§3 a trial launch is startTrial, a real one gameLaunch, with the game code', () => {
    expect(gameEventOf({ gameCode: 'LOTTO5', vendor: 'DEMO', trial: true })).toEqual({
      event: 'startTrial',
      contentId: 'LOTTO5',
    });
    expect(gameEventOf({ gameCode: 'LOTTO5', vendor: 'DEMO', trial: false })).toEqual({
      event: 'gameLaunch',
      contentId: 'LOTTO5',
    });
    expect(gameEventOf({ vendor: 'DEMO' })).toBeNull();
    expect(gameEventOf(null)).toBeNull();
  });
});

describe('§3 events reported by any page (TRACK_EVENT)', () => {
  it('§3 keeps a known event with its value, revenue and currency (TLB → PHP, else 3 letters)', () => {
    expect(sanitizeDetail({ event: 'deposit', value: 100, revenue: 3, currency: 'TLB' })).toEqual({
      event: 'deposit',
      value: 100,
      revenue: 3,
      currency: 'PHP',
    });
    expect(sanitizeDetail({ event: 'firstDeposit', value: 5, currency: 'usdt' })).toEqual({
      event: 'firstDeposit',
      value: 5,
      currency: 'USD',
    });
  });

  it('drops unknown events and unusable amounts', () => {
    expect(sanitizeDetail({ event: 'hack' })).toBeNull();
    expect(sanitizeDetail(null)).toBeNull();
    expect(sanitizeDetail('deposit')).toBeNull();
    expect(
      sanitizeDetail({ event: 'deposit', value: -1, revenue: Number.NaN, currency: '1$' }),
    ).toEqual({ event: 'deposit' });
    expect(sanitizeDetail({ event: 'deposit', value: '100' })).toEqual({ event: 'deposit' });
  });
});

const queued = (queuedAt: number, eventId = `e-${queuedAt}`): QueuedEvent => ({
  body: { eventId, event: 'login' },
  queuedAt,
  attempts: 0,
  customer: null,
});

describe('§9 event cache cleared after 10 min', () => {
  it('§9 drops queued events older than 10 minutes and keeps the rest in order', () => {
    const now = 10_000_000;
    const q = [
      queued(now - TRACK_EVENT_CACHE_MS - 1),
      queued(now - TRACK_EVENT_CACHE_MS + 1000),
      queued(now),
    ];
    expect(pruneQueue(q, now).map((e) => e.queuedAt)).toEqual([
      now - TRACK_EVENT_CACHE_MS + 1000,
      now,
    ]);
  });

  it('caps the queue to the newest events', () => {
    const now = 10_000_000;
    const q = Array.from({ length: QUEUE_MAX + 5 }, (_, i) => queued(now - i, `e${i}`)).reverse();
    const kept = pruneQueue(q, now);
    expect(kept).toHaveLength(QUEUE_MAX);
    expect(kept.at(-1)?.body.eventId).toBe('e0');
  });

  it('§9 the inbox keeps only well-formed entries younger than 10 minutes', () => {
    const now = 10_000_000;
    const inbox = [
      { detail: { event: 'login' }, at: now - 1000, customer: '100001' },
      { detail: { event: 'login' }, at: now - TRACK_EVENT_CACHE_MS - 1 },
      { detail: { event: 'bogus' }, at: now },
      'garbage',
      null,
    ];
    expect(readInbox(inbox, now)).toEqual([
      { detail: { event: 'login' }, at: now - 1000, customer: '100001' },
    ]);
    expect(
      readInbox([{ detail: { event: 'login' }, at: now, customer: 5 }], now)[0]?.customer,
    ).toBeNull();
    expect(readInbox('not a list', now)).toEqual([]);
    expect(
      addToInbox(inbox, { detail: { event: 'register' }, at: now, customer: null }, now).map(
        (e) => e.detail.event,
      ),
    ).toEqual(['login', 'register']);
  });
});

describe('§3 customerId and customerName come from the session the event happened in', () => {
  it.each([
    [null, null, false],
    [null, '100001', false],
    ['100001', '100001', true],
    ['100001', null, false],
    ['100001', '100002', false],
  ])(
    'an event of %s sent while %s is logged in goes with the session: %s',
    (eventCustomer, current, withSession) => {
      expect(sendsAsCustomer(eventCustomer, current)).toBe(withSession);
    },
  );
});

describe('retries', () => {
  it('waits 1 s, doubling, at most a minute', () => {
    expect([1, 2, 3, 4, 10].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000]);
  });

  it.each([
    [{ kind: 'network', status: 0 }, true],
    [{ kind: 'timeout', status: 0 }, true],
    [{ kind: 'envelope', status: 429 }, true],
    [{ kind: 'http', status: 502 }, true],
    [{ kind: 'envelope', status: 500 }, true],
    [{ kind: 'envelope', status: 400 }, false],
    [{ kind: 'http', status: 413 }, false],
    [{ kind: 'config', status: 0 }, false],
  ])('%j is retried: %s', (failure, retry) => {
    expect(isRetryable(failure)).toBe(retry);
  });
});

describe('§3 client pixels', () => {
  const config = { pixels: { fbPixelId: '111', tiktokPixelId: 'TT' }, clientPixels: true };
  it('fires nothing unless the merchant turns client pixels on (the built-in default records on the server only)', () => {
    expect(pixelsToFire(null, { fbPixelId: '999' })).toEqual({});
    expect(pixelsToFire({ ...config, clientPixels: false }, { fbPixelId: '999' })).toEqual({});
  });

  it('§3 the landing link’s pixel ids win over the merchant’s', () => {
    expect(pixelsToFire(config, {})).toEqual({ fbPixelId: '111', tiktokPixelId: 'TT' });
    expect(pixelsToFire(config, { fbPixelId: '999', gtagId: 'G-1' })).toEqual({
      fbPixelId: '999',
      tiktokPixelId: 'TT',
      gtagId: 'G-1',
    });
  });
});
