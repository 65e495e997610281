import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOverlays, resetOverlays } from '../lib/overlay-store';
import { setupI18n } from '../lib/i18n';
import { announcesOffline, useNetworkStatus } from './network-status';

const toasts = () => getOverlays().filter((o) => o.kind === 'toast');

let pingAnswer: 'pong' | 'silent' = 'pong';
const pings: Request[] = [];
const server = setupServer(
  http.get('*/wps/system/test/ping', ({ request }) => {
    pings.push(request);
    return pingAnswer === 'silent'
      ? new Promise<Response>(() => {})
      : HttpResponse.json({
          success: true,
          message: null,
          errorCode: null,
          value: { pong: true, serverTime: Date.now() },
        });
  }),
);

beforeAll(async () => {
  server.listen({
    onUnhandledRequest: (req, print) =>
      void (new URL(req.url).pathname.startsWith('/wps/') && print.error()),
  });
  await setupI18n('EN');
});
beforeEach(() => {
  resetOverlays();
  pings.length = 0;
  pingAnswer = 'pong';
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('§8 offline on https', () => {
  it('§8 only https pages announce it', () => {
    expect(announcesOffline('https:')).toBe(true);
    expect(announcesOffline('http:')).toBe(false);
  });

  it('§8 going offline on https shows network_offline for 1.5 s', () => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    renderHook(() => useNetworkStatus());
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(toasts()).toEqual([
      expect.objectContaining({
        message: 'You are offline. Check your connection.',
        tone: 'error',
      }),
    ]);
    act(() => void vi.advanceTimersByTime(1_500));
    expect(toasts()).toHaveLength(0);
  });

  it('§8 an app opened with no network says so at once, on http too', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHook(() => useNetworkStatus());
    expect(toasts()).toEqual([
      expect.objectContaining({
        message: 'You are offline. Check your connection.',
        tone: 'error',
      }),
    ]);
  });

  it('§8 plain http stays quiet', () => {
    renderHook(() => useNetworkStatus());
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(toasts()).toHaveLength(0);
  });
});

describe('§7 ping when the browser says it is back online', () => {
  const online = () => act(() => void window.dispatchEvent(new Event('online')));

  it('§7 asks the server; once it answers pong, "back online" shows for 1.5 s', async () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    renderHook(() => useNetworkStatus());
    online();
    await vi.waitFor(() =>
      expect(toasts()).toEqual([
        expect.objectContaining({ message: 'You are back online.', tone: 'success' }),
      ]),
    );
    expect(pings).toHaveLength(1);
  });

  it('§7/§9 a server that does not answer within 20 s: the offline message again, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    pingAnswer = 'silent';
    renderHook(() => useNetworkStatus());
    online();
    await vi.waitFor(() => expect(pings).toHaveLength(1), { interval: 1 });
    // A second "online" while the first check runs does not ask again.
    online();
    await act(async () => void (await vi.advanceTimersByTimeAsync(19_900)));
    expect(toasts()).toHaveLength(0);
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    await vi.waitFor(
      () =>
        expect(toasts()).toEqual([
          expect.objectContaining({
            message: 'You are offline. Check your connection.',
            tone: 'error',
          }),
        ]),
      {
        interval: 1,
      },
    );
    expect(pings).toHaveLength(1);
    expect(pings[0]!.signal.aborted).toBe(true);
  });

  it('§8 plain http does not ping', async () => {
    renderHook(() => useNetworkStatus());
    online();
    await new Promise((r) => setTimeout(r, 50));
    expect(pings).toHaveLength(0);
    expect(toasts()).toHaveLength(0);
  });
});
