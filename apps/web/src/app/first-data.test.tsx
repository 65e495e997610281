import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@member-app/contract/boot-config';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { useBanners, useMarquee, usePopupAnnouncements } from '../features/home/api/content';
import { useGameLanes } from '../features/games/api/lanes';
import { useDownloadSetting } from '../features/install/api/download-setting';
import { useReferralStatus } from '../lib/referral-status';
import { clearSession, setSession } from '../lib/session';
import { gameGridSelection, readGameArea } from '@member-app/contract/rules/game-area';
import { useGameList, useGameVendors, usePopularGames } from '../features/games/api/catalogue';
import { useSiteSettings } from '../lib/site-settings';
import { readFirstData, seedFirstData } from './first-data';

// Every call the hooks would make is counted: the page's first data must make them unnecessary.
const calls: string[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return HttpResponse.json({
      success: false,
      errorCode: 'unexpected',
      message: 'no call expected',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
  clearSession();
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
});
afterAll(() => server.close());

const banners = {
  banners: [
    {
      id: 1,
      groupName: MAIN_BANNER_GROUP,
      title: 'Welcome bonus',
      url: '/uploads/welcome.png',
      linkageType: null,
      linkage: null,
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
  ],
};
const marquee = { items: [{ id: 7, content: 'Weekly tournament on Friday' }] };
const status = { merchantCode: 'demo', merchantName: 'Lucky Star', maintenance: false };
const demoVendor = {
  vendor: 'DEMO',
  name: 'Star Games',
  logo: null,
  isNew: false,
  maintenance: false,
};

/** The page as the server writes it (modules/web), with its first data. */
function pageWith(data: unknown) {
  const el = document.createElement('script');
  el.id = FIRST_DATA_ELEMENT_ID;
  el.type = 'application/json';
  el.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(el);
}

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe("the first screen's answers from the page (issue 14)", () => {
  it('home renders its site settings, banners and marquee without a call', () => {
    pageWith({
      servedAt: Date.now() - 400,
      status: { success: true, message: null, errorCode: null, value: status },
      banners,
      marquee,
    });
    const client = new QueryClient();
    expect(seedFirstData(client, readFirstData())).toBe(true);
    const { result } = renderHook(
      () => ({
        settings: useSiteSettings(),
        banners: useBanners([MAIN_BANNER_GROUP]),
        marquee: useMarquee(),
      }),
      { wrapper: wrapperOf(client) },
    );
    expect(result.current.settings.data).toEqual(status);
    expect(result.current.banners.data).toEqual(banners);
    expect(result.current.marquee.data).toEqual(marquee);
    // Nothing is asked for: a fetch on mount would have started in the effects renderHook ran.
    expect(client.isFetching()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("home's popups, welcome popups, lanes, download prompt and referral entry have their answers without a call", () => {
    const popups = {
      list: [{ id: 3, title: 'Maintenance tonight', execution: 'A', forceRead: false }],
      paging: false,
    };
    const welcomeBanners = {
      banners: [{ ...banners.banners[0], id: 2, groupName: 'm_popup1', url: '/uploads/w1.png' }],
    };
    const lanes = { data: { lanes: [{ id: 'RNG', title: 'Slots', cards: [], gameCount: 0 }] } };
    const downloadSetting = {
      enabled: true,
      bottom_app_bar_mode: { enabled: true, value: 'bottom' },
    };
    const guestReferral = { key: 'REFERRAL', globalEnabled: true, personalEnabled: false };
    pageWith({
      servedAt: Date.now() - 400,
      popups,
      welcomeBanners,
      lanes,
      downloadSetting: { domain: window.location.hostname, value: downloadSetting },
      guestReferral,
    });
    const client = new QueryClient();
    seedFirstData(client, readFirstData());
    const { result } = renderHook(
      () => ({
        popups: usePopupAnnouncements(),
        welcome: useBanners(WELCOME_POPUP_GROUPS),
        lanes: useGameLanes(),
        download: useDownloadSetting(true),
        referral: useReferralStatus(),
      }),
      { wrapper: wrapperOf(client) },
    );
    expect(result.current.popups.data).toEqual(popups);
    expect(result.current.welcome.data).toEqual(welcomeBanners);
    expect(result.current.lanes.data).toEqual(lanes);
    expect(result.current.download.data).toEqual(downloadSetting);
    expect(result.current.referral.data).toEqual(guestReferral);
    expect(client.isFetching()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("a member's referral status is not a visitor's (§6 their personal flag), and a config for another host name is not this page's", async () => {
    setSession({
      id: 9,
      token: 'member-token',
      merchantCode: 'demo',
      userName: 'ann',
      type: 0,
      firstTimeLogin: false,
    });
    pageWith({
      servedAt: Date.now() - 400,
      downloadSetting: { domain: 'other.example', value: { enabled: true } },
      guestReferral: { key: 'REFERRAL', globalEnabled: true, personalEnabled: false },
    });
    const client = new QueryClient();
    seedFirstData(client, readFirstData());
    const { result } = renderHook(
      () => ({ download: useDownloadSetting(true), referral: useReferralStatus() }),
      { wrapper: wrapperOf(client) },
    );
    expect(result.current.download.data).toBeUndefined();
    expect(result.current.referral.data).toBeUndefined();
    // Both are asked for: the member's with their token, the config with this page's host name.
    await vi.waitFor(() =>
      expect([...calls].sort()).toEqual([
        '/wps/referral/status',
        '/wps/relay/WPSCORE_getDownloadSetting',
      ]),
    );
  });

  it('/m/game renders its popular strip without a call', () => {
    const popular = {
      list: [{ gameCode: 'lucky5d', vendor: 'LOTT', name: 'Lucky 5D', image: '/g/lucky5d.svg' }],
    };
    pageWith({
      servedAt: Date.now() - 400,
      status: { success: true, message: null, errorCode: null, value: status },
      popular,
    });
    const client = new QueryClient();
    seedFirstData(client, readFirstData());
    const { result } = renderHook(() => usePopularGames(), { wrapper: wrapperOf(client) });
    expect(result.current.data).toEqual(popular);
    expect(client.isFetching()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("/m/game renders its categories and its grid's first page without a call, as its address selects them", () => {
    const game = (gameCode: string) => ({
      gameCode,
      name: gameCode,
      vendor: 'DEMO',
      vendorName: 'Star Games',
      category: 'RNG',
      image: `/g/${gameCode}.svg`,
    });
    const vendors = {
      categories: [
        { category: 'RNG', name: 'Slots', ordinal: 200, icon: null, vendors: [demoVendor] },
        { category: 'ELOTT', name: 'Lottery', ordinal: 100, icon: null, vendors: [] },
      ],
    };
    const page = {
      list: [game('golden-lotus'), game('fortune-dragon')],
      total: 30,
      page: 1,
      size: 24,
    };
    pageWith({
      servedAt: Date.now() - 400,
      vendors,
      gameList: { filter: { category: 'RNG', vendor: 'DEMO' }, page },
    });
    const client = new QueryClient();
    seedFirstData(client, readFirstData());
    // What the page component lists for /m/game?category=RNG&vendor=DEMO (game-page.tsx).
    const { result } = renderHook(
      () => {
        const categories = useGameVendors();
        const selection = gameGridSelection(
          categories.data?.categories ?? [],
          readGameArea('?category=RNG&vendor=DEMO'),
        );
        return { categories, list: useGameList(selection.filter ?? {}, !!selection.filter) };
      },
      { wrapper: wrapperOf(client) },
    );
    expect(result.current.categories.data).toEqual(vendors);
    expect(result.current.list.data?.pages).toEqual([page]);
    // "Load more" asks for the second page.
    expect(result.current.list.hasNextPage).toBe(true);
    expect(client.isFetching()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('a page the service worker kept from days ago is not used: the app asks (its answers may be old)', () => {
    pageWith({
      servedAt: Date.now() - 3 * 24 * 3600_000,
      status: { success: true, value: status },
      banners,
    });
    expect(readFirstData()).toBeNull();
    const client = new QueryClient();
    expect(seedFirstData(client, readFirstData())).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('an error envelope for the status call is not taken for site settings; the rest is used', () => {
    pageWith({
      servedAt: Date.now(),
      status: { success: false, errorCode: 'domain_not_available', value: null },
      banners,
    });
    const client = new QueryClient();
    expect(seedFirstData(client, readFirstData())).toBe(false);
    expect(client.getQueryData(['system', 'status'])).toBeUndefined();
    expect(client.getQueryData(['content', 'banners', MAIN_BANNER_GROUP])).toEqual(banners);
  });

  it('a page without first data, or with text that is not JSON, gives none', () => {
    expect(readFirstData()).toBeNull();
    pageWith('{"servedAt": 1, "status": ');
    expect(readFirstData()).toBeNull();
  });
});
