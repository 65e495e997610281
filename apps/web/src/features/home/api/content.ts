import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banners, Marquee, Popups } from '@member-app/contract/schemas/content';
import { api } from '../../../lib/api';

/** §3 banners of some groups (GET /wps/content/banners). */
export function bannersQuery(groups: readonly string[]) {
  return queryOptions({
    queryKey: ['content', 'banners', groups.join(',')],
    queryFn: () =>
      api.get<Banners>('/wps/content/banners', {
        query: { groups: groups.join(',') },
        alert: false,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(groups: readonly string[]) {
  return useQuery(bannersQuery(groups));
}

/** §2 screen 19 marquee texts. */
export const marqueeQuery = queryOptions({
  queryKey: ['content', 'marquee'],
  queryFn: () => api.get<Marquee>('/wps/content/marquee', { alert: false }),
  staleTime: 5 * 60_000,
});

export function useMarquee() {
  return useQuery(marqueeQuery);
}

/** §3 popup announcements (§6: no authorization needed). */
export const popupsQuery = queryOptions({
  queryKey: ['content', 'popups'],
  queryFn: () => api.get<Popups>('/wps/content/popups', { alert: false }),
  staleTime: 5 * 60_000,
});

export function usePopupAnnouncements() {
  return useQuery(popupsQuery);
}
