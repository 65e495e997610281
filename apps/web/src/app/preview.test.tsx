import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewContent } from '@member-app/contract/schemas/preview';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { useBanners, useMarquee, usePopupAnnouncements } from '../features/home/api/content';
import { popupStorageKey } from '../features/home/rules';
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
const content: PreviewContent = {
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
const server = setupServer(
  http.get('*/wps/content/preview/:token', ({ params }) => {
    asked.push(String(params.token));
    return HttpResponse.json({ success: true, message: null, errorCode: null, value: content });
  }),
);
beforeAll(() =>
  // Any other content call would mean the home page fetched instead of showing the preview.
  server.listen({ onUnhandledRequest: 'error' }),
);
afterAll(() => server.close());

describe("the console's live preview", () => {
  it("home's own queries read the token's content (the draft first), with nothing fetched again", async () => {
    localStorage.setItem(popupStorageKey(null), JSON.stringify({ show: false }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await followPreview(client, 'tok');
    expect(asked).toEqual(['tok']);
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
