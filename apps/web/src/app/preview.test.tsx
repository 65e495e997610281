import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewContent } from '@member-app/contract/schemas/preview';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { GameLanes } from '../features/games/components/game-lanes';
import { useBanners, useMarquee, usePopupAnnouncements } from '../features/home/api/content';
import { popupStorageKey } from '../features/home/rules';
import { Component as MallPage } from '../features/loyalty/mall-page';
import { Component as ActivityPage } from '../features/promotions/activity-page';
import { Component as HelpPage } from '../features/promotions/help-page';
import { Component as NewsPage } from '../features/promotions/news-page';
import { setupI18n } from '../lib/i18n';
import { followPreview } from './preview';

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
  ...['*/wps/system/status', '*/wps/referral/status'].map((path) =>
    http.get(path, () => HttpResponse.json({}, { status: 503 })),
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
