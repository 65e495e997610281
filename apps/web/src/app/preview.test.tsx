import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewContent } from '@member-app/contract/schemas/preview';
import type { Mission, RewardState } from '@member-app/contract/schemas/loyalty';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { GameLanes } from '../features/games/components/game-lanes';
import { useBanners, useMarquee, usePopupAnnouncements } from '../features/home/api/content';
import { popupStorageKey } from '../features/home/rules';
import { useMissions } from '../features/loyalty/api/missions';
import { Component as MallPage } from '../features/loyalty/mall-page';
import { Component as MissionsPage } from '../features/loyalty/missions-page';
import { Component as RewardCenterPage } from '../features/loyalty/reward-center-page';
import { Component as ActivityPage } from '../features/promotions/activity-page';
import { Component as HelpPage } from '../features/promotions/help-page';
import { Component as NewsPage } from '../features/promotions/news-page';
import { setupI18n } from '../lib/i18n';
import { clearSession, setSession } from '../lib/session';
import { followPreview, showPlace } from './preview';

const banner = (id: number, groupName: string, title: string) => ({
  id,
  groupName,
  title,
  url: `/uploads/${title}.png`,
  linkageType: null,
  linkage: null,
  roomId: null,
  nodeId: null,
  gameType: null,
  vendor: null,
});
const home: PreviewContent = {
  banners: {
    banners: [
      banner(0, 'main', 'draft'),
      banner(3, 'main', 'stored'),
      banner(4, 'm_popup1', 'welcome'),
    ],
  },
  marquee: { items: [{ id: 0, text: 'Draft line' }] },
  popups: {
    list: [
      {
        id: 0,
        title: 'Draft popup',
        content: '<p>Hi</p>',
        promotionType: null,
        execution: 'B',
        forceRead: false,
        activityId: null,
        image: null,
      },
    ],
    paging: false,
  },
};
const asked: string[] = [];
let content = home;
const server = setupServer(
  http.get('*/wps/content/preview/:token', ({ params }) => {
    asked.push(String(params.token));
    return HttpResponse.json({ success: true, message: null, errorCode: null, value: content });
  }),
  // The app's own settings and referral status (the activity's go-button asks), not content.
  ...['*/wps/system/status', '*/wps/referral/status', '*/wps/system/country'].map((path) =>
    http.get(path, () => HttpResponse.json({}, { status: 503 })),
  ),
);
/** The merchant's settings with the reward center on (§6 REWCEN3), as the status call answers. */
const rewardCenterOn = () =>
  server.use(
    http.get('*/wps/system/status', () =>
      HttpResponse.json({
        success: true,
        message: null,
        errorCode: null,
        value: { whitelabelVal: { REWCEN3: true } },
      }),
    ),
  );
beforeAll(async () => {
  await setupI18n('EN');
  // Any other content call would mean the page fetched instead of showing the preview.
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe("the console's live preview", () => {
  it("home's own queries read the token's content (the draft first), with nothing fetched again", async () => {
    localStorage.setItem(popupStorageKey(null), JSON.stringify({ show: false }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    content = home;
    await followPreview(client, 'tok');
    expect(asked).toContain('tok');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const main = renderHook(() => useBanners(['main']), { wrapper });
    const welcome = renderHook(() => useBanners(WELCOME_POPUP_GROUPS), { wrapper });
    const marquee = renderHook(() => useMarquee(), { wrapper });
    const popups = renderHook(() => usePopupAnnouncements(), { wrapper });
    await waitFor(() => expect(main.result.current.isSuccess).toBe(true));
    expect(main.result.current.data?.banners.map((b) => b.title)).toEqual(['draft', 'stored']);
    expect(welcome.result.current.data?.banners.map((b) => b.title)).toEqual(['welcome']);
    expect(marquee.result.current.data?.items[0]?.text).toBe('Draft line');
    expect(popups.result.current.data?.list[0]?.title).toBe('Draft popup');
    // A popup seen before opens again in the preview.
    expect(localStorage.getItem(popupStorageKey(null))).toBeNull();
  });
});

/** The page at `path` rendered by its own code, on the query client a preview filled. */
async function pageWith(preview: PreviewContent, path: string, page: ReactNode) {
  content = preview;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await followPreview(client, 'tok');
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const activity = {
  id: 0,
  title: 'Draft activity',
  summary: 'Ten percent more',
  image: '/uploads/draft.png',
  promoAnnouncementCategoryIds: [],
  actionType: null,
  actionValue: null,
  buttonText: null,
  startAt: null,
  endAt: null,
};
const article = (id: number, kind: 'news' | 'help', title: string, html: string) => ({
  id,
  kind,
  category: 'Updates',
  title,
  summary: `${title} in short`,
  content: html,
  image: null,
  publishedAt: '2026-11-25T10:00:00.000Z',
});

describe("the console's live preview of each page", () => {
  it("an activity's page shows the draft's title, image and HTML; its scripts and handlers never run", async () => {
    const ran = { value: false };
    (window as unknown as { ran: () => void }).ran = () => (ran.value = true);
    // As if the server's sanitizer had let them through: the page sanitizes again, as for a stored one.
    const html =
      '<p>Deposit <b>today</b></p><img src="x.png" onerror="ran()"><script>ran()</script>';
    const { container } = await pageWith(
      { activity: { ...activity, content: html } },
      '/activity?id=0',
      <ActivityPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Draft activity' })).toBeVisible();
    expect(container.querySelector('.activity-detail__img')).toHaveAttribute(
      'src',
      '/uploads/draft.png',
    );
    expect((await screen.findByText('today')).tagName).toBe('B');
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(ran.value).toBe(false);
  });

  it('news and help show the draft first, opened', async () => {
    const news = await pageWith(
      {
        articles: {
          kind: 'news',
          list: [
            article(0, 'news', 'Draft news', '<p>New <i>body</i></p>'),
            article(4, 'news', 'Stored news', '<p>Old</p>'),
          ],
        },
      },
      '/news?id=0',
      <NewsPage />,
    );
    const items = await waitFor(() => {
      const found = news.container.querySelectorAll('details');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(items[0]).toHaveTextContent('Draft news');
    expect(items[0]).toHaveAttribute('open');
    expect(items[1]).not.toHaveAttribute('open');
    expect((await screen.findByText('body')).tagName).toBe('I');
    news.unmount();

    const help = await pageWith(
      { articles: { kind: 'help', list: [article(7, 'help', 'Draft help', '<p>Steps</p>')] } },
      '/help?id=7',
      <HelpPage />,
    );
    expect(await screen.findByText('Draft help')).toBeVisible();
    expect(help.container.querySelector('details')).toHaveAttribute('open');
  });

  it('the point market shows the draft item first', async () => {
    const item = (id: number, name: string, points: number) => ({
      id,
      name,
      description: `${name} to take home`,
      image: `/uploads/${id}.png`,
      points,
      stock: 5,
      category: 'Gifts',
      limitPerMember: null,
    });
    await pageWith(
      { mall: { items: [item(0, 'Draft hoodie', 900), item(3, 'Stored mug', 100)] } },
      '/mall/mallHome',
      <MallPage />,
    );
    // The points card's heading, then one per item (the guest who looks has no points).
    const names = await screen.findAllByRole('heading', { level: 2 });
    expect(names.map((h) => h.textContent)).toEqual(['My points', 'Draft hoodie', 'Stored mug']);
  });

  it("home's lanes show in the draft's order", async () => {
    const lane = (id: string, title: string, ordinal: number) => ({
      id,
      title,
      category: 'RNG' as const,
      ordinal,
      cards: [
        {
          accountTypeName: 'DEMO',
          displayName: `${title} game`,
          game: {
            gameCode: id,
            name: `${title} game`,
            vendor: 'DEMO',
            vendorName: 'Demo',
            category: 'RNG' as const,
            image: `/uploads/${id}.png`,
            lottery: false,
            trial: false,
            hasLobby: false,
            playType: null,
            prizeMode: null,
            hot: false,
            isNew: false,
          },
        },
      ],
      gameClassify: [{ vendor: 'DEMO', name: 'Demo' }],
      gameCount: 1,
    });
    await pageWith(
      {
        lanes: { data: { lanes: [lane('slots', 'Slots', 200), lane('live', 'Live casino', 100)] } },
      },
      '/home',
      <GameLanes />,
    );
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(['Live casino', 'Slots']);
  });
});

describe("the console's live preview of the loyalty pages (a new member's view)", () => {
  const promotion = (id: number, title: string) => ({
    id,
    key: `KEY_${id}`,
    title,
    description: `${title} for everyone`,
    image: `/uploads/${id}.png`,
    reward: '₱77',
  });
  const state = (promotionId: number, over: Partial<RewardState> = {}): RewardState => ({
    promotionId,
    points: 50,
    cycle: 'DAILY',
    status: 'CLAIMABLE',
    requirement: null,
    claimedAt: null,
    resetsAt: '2026-11-26T00:00:00.000Z',
    ...over,
  });
  const mission = (id: number, title: string, over: Partial<Mission> = {}): Mission => ({
    id,
    key: `M_${id}`,
    title,
    description: `${title}, then claim`,
    event: 'GAME_LAUNCH',
    target: 3,
    progress: 0,
    points: 40,
    cycle: 'DAILY',
    status: 'IN_PROGRESS',
    resetsAt: '2026-11-26T00:00:00.000Z',
    ...over,
  });
  afterEach(() => {
    server.resetHandlers();
    clearSession();
  });

  it("the reward center shows the draft first and a new member's claims; a guest's claim button stays disabled", async () => {
    rewardCenterOn();
    await pageWith(
      {
        promotions: {
          list: [promotion(0, 'Draft weekend bonus'), promotion(5, 'Stored check-in')],
        },
        rewards: {
          list: [
            state(5),
            state(6, {
              status: 'LOCKED',
              points: 500,
              requirement: { event: 'DEPOSIT', count: 1, progress: 0 },
            }),
          ],
        },
      },
      '/rewardCenter',
      <RewardCenterPage />,
    );
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Draft weekend bonus',
      'Stored check-in',
    ]);
    // A new promotion has nothing to claim; the stored one is claimable, but not by the guest who looks.
    expect(within(cards[0]!).queryByRole('button')).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Claim Stored check-in' })).toBeDisabled();
    expect(cards.map((c) => c.id)).toEqual(['promotion-0', 'promotion-5']);
  });

  it("the missions show the draft first with a new member's progress: nothing done, nothing to claim", async () => {
    await pageWith(
      {
        missions: {
          list: [
            mission(0, 'Draft launch three games'),
            mission(8, 'Stored login', { event: 'LOGIN', target: 1 }),
          ],
        },
      },
      '/leaderBoard',
      <MissionsPage />,
    );
    const list = await screen.findByRole('list', { name: 'Missions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Draft launch three games',
      'Stored login',
    ]);
    expect(cards[0]).toHaveAttribute('id', 'mission-0');
    expect(within(cards[0]!).getByText('0 / 3')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /^Claim/ })).toBeNull();
    expect(
      within(cards[0]!).getByRole('link', { name: 'Go: Draft launch three games' }),
    ).toHaveAttribute('href', '/game');
  });

  it("a frame with a member's session reads the preview under that session's keys, not theirs", async () => {
    setSession({
      id: 7,
      token: 'member-tok',
      merchantCode: 'demo',
      userName: 'm',
      type: 0,
      firstTimeLogin: false,
    });
    content = { missions: { list: [mission(0, 'Draft mission')] } };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await followPreview(client, 'tok');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // Any call to the member's own missions would be an unhandled request (the test fails).
    const { result } = renderHook(() => useMissions(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.list.map((m) => m.title)).toEqual(['Draft mission']);
  });
});

describe('the place the preview opens on', () => {
  /** How far the phone's page was scrolled, each time (px). */
  const scrolls: number[] = [];
  const scrollBy = window.scrollBy.bind(window);
  beforeAll(() => {
    window.scrollBy = ((options: ScrollToOptions) => {
      scrolls.push(options.top ?? 0);
    }) as typeof window.scrollBy;
  });
  afterAll(() => {
    window.scrollBy = scrollBy;
  });
  afterEach(() => {
    scrolls.length = 0;
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  /** An element drawn `top` px from the top of the phone's screen (768 px tall), `height` tall. */
  const drawn = (tag: string, id: string, top: number, height = 300) => {
    const element = document.createElement(tag);
    element.id = id;
    element.getBoundingClientRect = () => ({ top, bottom: top + height }) as DOMRect;
    document.body.append(element);
    return element;
  };
  /** The app's header, 56 px tall at the top. */
  const header = () => drawn('header', 'app-header', 0, 56);
  /** Lets the DOM observer hear the last change. */
  const settle = () => act(() => Promise.resolve());

  it('the part the address names is scrolled to just below the header once it renders, once', async () => {
    header();
    showPlace('home-game-lanes');
    await settle();
    expect(scrolls).toEqual([]);
    drawn('section', 'home-game-lanes', 1200);
    await settle();
    expect(scrolls).toEqual([1200 - 56]);
    drawn('section', 'more', 1600);
    await settle();
    expect(scrolls).toEqual([1200 - 56]);
  });

  it('a part in view already is left where it is (the page title stays)', async () => {
    header();
    drawn('li', 'promotion-0', 300, 120);
    showPlace('promotion-0');
    await settle();
    expect(scrolls).toEqual([]);
  });

  it('not after the operator scrolled or touched the frame themself', async () => {
    header();
    showPlace('mission-4');
    document.dispatchEvent(new Event('wheel'));
    drawn('li', 'mission-4', 900);
    await settle();
    expect(scrolls).toEqual([]);
  });

  it('an address naming no place, or anything but an id, scrolls nothing', async () => {
    drawn('section', 'x', 2000);
    showPlace(null);
    showPlace('#x');
    showPlace('x y');
    await settle();
    expect(scrolls).toEqual([]);
  });

  it("the preview's own address names it (the lanes of home)", async () => {
    window.history.replaceState(null, '', '/m/home?mcPreview=tok&mcPreviewShow=home-game-lanes');
    content = {};
    await followPreview(new QueryClient(), 'tok');
    drawn('section', 'home-game-lanes', 1000);
    await settle();
    expect(scrolls).toEqual([1000]);
  });
});
