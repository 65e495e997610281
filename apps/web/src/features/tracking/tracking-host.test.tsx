import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { GAME_STARTED_EVENT } from '@member-app/contract/rules/games';
import { TRACK_EVENT } from '@member-app/contract/rules/tracking';
import { track } from '../../lib/track';
import { clearEarlyEvents, recordEarlyEvents } from '../../lib/early-events';
import { clearSession, setSession } from '../../lib/session';
import { TrackingHost } from './tracking-host';
import { A2HS_FIRST_OPEN_KEY, FIRST_OPEN_KEY, INBOX_KEY } from './rules';

const drainInbox = vi.fn();
vi.mock('./tracker', () => ({
  tracker: { drainInbox: () => drainInbox(), flush: vi.fn(), track: vi.fn() },
}));

const reported = () =>
  (
    JSON.parse(localStorage.getItem(INBOX_KEY) ?? '[]') as {
      detail: { event: string; contentId?: string };
    }[]
  ).map((e) => e.detail);

const router: { navigate: ReturnType<typeof useNavigate> | null } = { navigate: null };
function NavigateGrabber() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function mount(path = '/home') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigateGrabber />
      <TrackingHost sendDelayMs={0} />
    </MemoryRouter>,
  );
}

function setStandalone(standalone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: standalone && query.includes('standalone'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

describe('TrackingHost: §3 events at their moments', () => {
  beforeEach(() => {
    localStorage.clear();
    drainInbox.mockClear();
    setStandalone(false);
  });

  it('§3 firstOpen on the first visit ever, and only then', async () => {
    const first = mount();
    await vi.waitFor(() => expect(drainInbox).toHaveBeenCalled());
    expect(reported()).toEqual([{ event: 'firstOpen' }]);
    expect(localStorage.getItem(FIRST_OPEN_KEY)).not.toBeNull();
    first.unmount();
    localStorage.removeItem(INBOX_KEY);
    mount();
    expect(reported()).toEqual([]);
  });

  it('§3 a2hsFirstOpen on the first open in standalone display mode', () => {
    localStorage.setItem(FIRST_OPEN_KEY, '1');
    setStandalone(true);
    mount();
    expect(reported()).toEqual([{ event: 'a2hsFirstOpen' }]);
    expect(localStorage.getItem(A2HS_FIRST_OPEN_KEY)).not.toBeNull();
  });

  it('§3 forwards what pages report (login, register, downloadApp, the cashier’s deposits), with the currency mapped', () => {
    localStorage.setItem(FIRST_OPEN_KEY, '1');
    mount();
    act(() => {
      track('login');
      track('downloadApp');
      window.dispatchEvent(
        new CustomEvent(TRACK_EVENT, {
          detail: { event: 'firstDeposit', value: 100, currency: 'TLB' },
        }),
      );
      window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { event: 'nonsense' } }));
    });
    expect(reported()).toEqual([
      { event: 'login' },
      { event: 'downloadApp' },
      { event: 'firstDeposit', value: 100, currency: 'PHP' },
    ]);
  });

  it('§3 notes whose session an event happened in (the server takes the customer from it)', () => {
    localStorage.setItem(FIRST_OPEN_KEY, '1');
    mount();
    act(() => track('registerSubmit'));
    setSession({
      id: 100001,
      token: 't',
      merchantCode: 'demo',
      userName: 'amy',
      type: 0,
      firstTimeLogin: false,
    });
    act(() => track('register'));
    clearSession();
    const entries = JSON.parse(localStorage.getItem(INBOX_KEY) ?? '[]') as {
      detail: { event: string };
      customer: string | null;
    }[];
    expect(entries.map((e) => [e.detail.event, e.customer])).toEqual([
      ['registerSubmit', null],
      ['register', '100001'],
    ]);
  });

  it('§3 startTrial for a trial game, gameLaunch for a real one', () => {
    localStorage.setItem(FIRST_OPEN_KEY, '1');
    mount();
    act(() => {
      window.dispatchEvent(
        new CustomEvent(GAME_STARTED_EVENT, {
          detail: { gameCode: 'LOTTO5', vendor: 'DEMO', trial: true },
        }),
      );
      window.dispatchEvent(
        new CustomEvent(GAME_STARTED_EVENT, {
          detail: { gameCode: 'SLOT1', vendor: 'DEMO', trial: false },
        }),
      );
    });
    expect(reported()).toEqual([
      { event: 'startTrial', contentId: 'LOTTO5' },
      { event: 'gameLaunch', contentId: 'SLOT1' },
    ]);
  });

  it('§3 a2hsInstalled on the browser’s appinstalled event', () => {
    localStorage.setItem(FIRST_OPEN_KEY, '1');
    mount();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(reported()).toEqual([{ event: 'a2hsInstalled' }]);
  });

  it('§3 viewContent once per arrival on an activity page', () => {
    localStorage.setItem(FIRST_OPEN_KEY, '1');
    const view = mount('/activity?id=7');
    view.rerender(
      <MemoryRouter initialEntries={['/activity?id=7']}>
        <NavigateGrabber />
        <TrackingHost sendDelayMs={0} />
      </MemoryRouter>,
    );
    expect(reported()).toEqual([{ event: 'viewContent', contentId: '7' }]);
    act(() => void router.navigate!('/activity?id=8'));
    act(() => void router.navigate!('/home'));
    act(() => void router.navigate!('/activity?id=7'));
    expect(reported().map((d) => d.contentId)).toEqual(['7', '8', '7']);
  });
});

describe('TrackingHost: events from before it was loaded (it comes after the page)', () => {
  it('§3 replays what pages reported earlier, with the member of that moment', () => {
    localStorage.clear();
    localStorage.setItem(FIRST_OPEN_KEY, '1');
    clearEarlyEvents();
    recordEarlyEvents([TRACK_EVENT, GAME_STARTED_EVENT]);
    clearSession();
    track('registerSubmit');
    setSession({
      id: 77,
      token: 't77',
      merchantCode: 'demo',
      userName: 'early',
      type: 0,
      firstTimeLogin: false,
    });
    window.dispatchEvent(
      new CustomEvent(GAME_STARTED_EVENT, {
        detail: { gameCode: 'DICE', vendor: 'TCG', trial: true },
      }),
    );
    mount();
    const inbox = JSON.parse(localStorage.getItem(INBOX_KEY) ?? '[]') as {
      detail: { event: string };
      customer: string | null;
    }[];
    expect(inbox.map((e) => [e.detail.event, e.customer])).toEqual([
      ['registerSubmit', null],
      ['startTrial', '77'],
    ]);
    clearSession();
  });
});
