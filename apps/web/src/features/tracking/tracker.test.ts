import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingEventRequest } from '@member-app/contract/schemas/tracking';
import { TRACK_EVENT_CACHE_MS } from '@member-app/contract/rules/tracking';
import { ApiError } from '../../lib/api-error';
import { createTracker, type TrackerDeps } from './tracker';
import { INBOX_KEY, QUEUE_KEY } from './rules';
import { serverOnlyPixels, vendorPixels } from './pixels/pixel-provider';

const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';

function setup(overrides: Partial<TrackerDeps> = {}) {
  let clock = 1_700_000_000_000;
  let online = true;
  let customer: string | null = null;
  const asCustomer: boolean[] = [];
  let id = 0;
  const sent: TrackingEventRequest[] = [];
  const scheduled: { run: () => void; ms: number }[] = [];
  const fired: string[] = [];
  const deps: TrackerDeps = {
    send: vi.fn(async (body: TrackingEventRequest, withSession: boolean) => {
      sent.push(body);
      asCustomer.push(withSession);
      return { eventId: body.eventId, accepted: true };
    }),
    customer: () => customer,
    now: () => clock,
    online: () => online,
    context: () => ({
      deviceId: DEVICE,
      tracking: { fbc: 'fb.1.1.abc', utm_source: 'x' },
      regInfo: { affiliateCode: 'A1', originalDomain: 'www.luckystar.test' },
      s2sInfo: {},
    }),
    newId: () => `event-id-${++id}`,
    pixels: async () => ({ name: 'test', fire: (d) => void fired.push(d.event) }),
    schedule: (run, ms) => void scheduled.push({ run, ms }),
    ...overrides,
  };
  const tracker = createTracker(deps);
  return {
    tracker,
    deps,
    sent,
    scheduled,
    fired,
    asCustomer,
    setCustomer: (c: string | null) => (customer = c),
    advance: (ms: number) => (clock += ms),
    setOnline: (v: boolean) => (online = v),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('tracker: §3 events to the server', () => {
  beforeEach(() => localStorage.clear());

  it('§3 sends the event with the tracking object, reg_info, device id and an event id, and fires the pixels', async () => {
    const t = setup();
    const id = t.tracker.track({ event: 'deposit', value: 10, currency: 'PHP' });
    await settle();
    expect(t.sent).toEqual([
      {
        eventId: id,
        event: 'deposit',
        value: 10,
        currency: 'PHP',
        deviceId: DEVICE,
        occurredAt: 1_700_000_000_000,
        tracking: { fbc: 'fb.1.1.abc', utm_source: 'x' },
        regInfo: { affiliateCode: 'A1', originalDomain: 'www.luckystar.test' },
      },
    ]);
    expect(t.fired).toEqual(['deposit']);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('§3 never puts customerId or customerName in the body (the server takes them from the session)', async () => {
    const t = setup();
    t.tracker.track({ event: 'login' });
    await settle();
    expect(Object.keys(t.sent[0]!)).not.toContain('customerId');
    expect(Object.keys(t.sent[0]!)).not.toContain('customerName');
  });

  it('§3 a guest’s event sent after login stays a guest’s; a member’s goes with the member’s session only', async () => {
    const t = setup();
    t.setOnline(false);
    t.tracker.track({ event: 'registerSubmit' });
    t.setCustomer('100001');
    t.tracker.track({ event: 'register' });
    t.setOnline(true);
    await t.tracker.flush();
    expect(t.sent.map((b) => b.event)).toEqual(['registerSubmit', 'register']);
    expect(t.asCustomer).toEqual([false, true]);

    t.setOnline(false);
    t.tracker.track({ event: 'login' });
    t.setCustomer('100002');
    t.setOnline(true);
    await t.tracker.flush();
    expect(t.asCustomer).toEqual([false, true, false]);
  });

  it('queues events while offline and sends them, in order, once back online', async () => {
    const t = setup();
    t.setOnline(false);
    t.tracker.track({ event: 'firstOpen' });
    t.tracker.track({ event: 'login' });
    await settle();
    expect(t.sent).toEqual([]);
    expect(t.tracker.pending().map((q) => q.body.event)).toEqual(['firstOpen', 'login']);
    t.setOnline(true);
    await t.tracker.flush();
    expect(t.sent.map((b) => b.event)).toEqual(['firstOpen', 'login']);
    expect(t.tracker.pending()).toEqual([]);
  });

  it('retries a failed send with the same event id (the server counts it once), after 1 s then 2 s', async () => {
    let failures = 2;
    const t = setup({
      send: vi.fn(async (body: TrackingEventRequest) => {
        if (failures-- > 0)
          throw new ApiError('network', null, 0, 'Network Error', { url: '', alert: false });
        return { eventId: body.eventId, accepted: true };
      }),
    });
    const id = t.tracker.track({ event: 'register' });
    await settle();
    expect(t.scheduled.map((s) => s.ms)).toEqual([1_000]);
    t.scheduled[0]!.run();
    await settle();
    expect(t.scheduled.map((s) => s.ms)).toEqual([1_000, 2_000]);
    t.scheduled[1]!.run();
    await settle();
    const calls = (t.deps.send as ReturnType<typeof vi.fn>).mock.calls.map(
      (c) => (c[0] as TrackingEventRequest).eventId,
    );
    expect(calls).toEqual([id, id, id]);
    expect(t.tracker.pending()).toEqual([]);
  });

  it('drops an event the server refuses (400) instead of retrying forever', async () => {
    const t = setup({
      send: vi.fn(async () => {
        throw new ApiError('envelope', 'validation.failed', 400, 'bad', { url: '', alert: false });
      }),
    });
    t.tracker.track({ event: 'login' });
    await settle();
    expect(t.scheduled).toEqual([]);
    expect(t.tracker.pending()).toEqual([]);
  });

  it('§9 drops what waited more than 10 minutes (event cache)', async () => {
    const t = setup();
    t.setOnline(false);
    t.tracker.track({ event: 'login' });
    t.advance(TRACK_EVENT_CACHE_MS + 1);
    t.setOnline(true);
    await t.tracker.flush();
    expect(t.sent).toEqual([]);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('survives a corrupted queue in storage', async () => {
    localStorage.setItem(QUEUE_KEY, '{not json');
    const t = setup();
    t.tracker.track({ event: 'login' });
    await settle();
    expect(t.sent.map((b) => b.event)).toEqual(['login']);
    localStorage.setItem(QUEUE_KEY, JSON.stringify([{ nope: 1 }, 'x']));
    expect(t.tracker.pending()).toEqual([]);
  });

  it('sends what the tracking host wrote to the inbox, with the time it happened', async () => {
    const t = setup();
    const at = 1_700_000_000_000 - 5_000;
    t.setCustomer('100001');
    localStorage.setItem(
      INBOX_KEY,
      JSON.stringify([{ detail: { event: 'downloadApp' }, at, customer: '100001' }]),
    );
    t.tracker.drainInbox();
    await settle();
    expect(t.sent.map((b) => [b.event, b.occurredAt])).toEqual([['downloadApp', at]]);
    expect(t.asCustomer).toEqual([true]);
    expect(localStorage.getItem(INBOX_KEY)).toBeNull();
  });
});

describe('pixel provider', () => {
  it('the built-in default loads no third-party script when no pixel is configured', () => {
    expect(vendorPixels({})).toBe(serverOnlyPixels);
    const scripts = document.querySelectorAll('script').length;
    serverOnlyPixels.fire({ event: 'login' }, 'x');
    expect(document.querySelectorAll('script')).toHaveLength(scripts);
  });

  it('loads a configured vendor pixel only when an event fires, and fires it with the event id', async () => {
    const provider = vendorPixels({ fbPixelId: '123' });
    expect(document.querySelector('script[src*="connect.facebook.net"]')).toBeNull();
    provider.fire({ event: 'register' }, 'evt-1');
    await vi.waitFor(() =>
      expect(document.querySelector('script[src*="connect.facebook.net"]')).not.toBeNull(),
    );
    const fbq = (window as unknown as { fbq: { queue: unknown[][] } }).fbq;
    await vi.waitFor(() =>
      expect(fbq.queue).toContainEqual(['track', 'CompleteRegistration', {}, { eventID: 'evt-1' }]),
    );
    expect(fbq.queue).toContainEqual(['init', '123']);
  });
});
