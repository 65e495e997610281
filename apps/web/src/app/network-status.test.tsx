import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOverlays, resetOverlays } from '../lib/overlay-store';
import { setupI18n } from '../lib/i18n';
import { announcesOffline, useNetworkStatus } from './network-status';

const toasts = () => getOverlays().filter((o) => o.kind === 'toast');

beforeAll(() => setupI18n('EN'));
beforeEach(() => resetOverlays());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
    expect(toasts()).toEqual([expect.objectContaining({ message: 'You are offline. Check your connection.', tone: 'error' })]);
    act(() => void vi.advanceTimersByTime(1_500));
    expect(toasts()).toHaveLength(0);
  });

  it('§8 plain http stays quiet', () => {
    renderHook(() => useNetworkStatus());
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(toasts()).toHaveLength(0);
  });
});
