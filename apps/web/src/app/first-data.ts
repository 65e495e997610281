import type { QueryClient } from '@tanstack/react-query';
import {
  FIRST_DATA_ELEMENT_ID,
  firstDataIsFresh,
  type FirstData,
} from '@member-app/contract/boot-config';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { bannersQuery, marqueeQuery, popupsQuery } from '../features/home/api/content';
import { downloadSettingQueryKey } from '../features/install/api/download-setting';
import {
  gameLanesQueryKey,
  gameListQueryKey,
  gameVendorsQueryKey,
  popularQueryKey,
} from '../features/games/api/catalogue-keys';
import { referralStatusQueryKey } from '../lib/referral-status';
import { statusQueryKey } from '../lib/site-settings';

/**
 * The answers the server wrote into this page (contract boot-config `FirstData`), when the page
 * came from the network just now; null for a page the service worker kept from an earlier visit
 * (its answers may be days old), a page without them, or text that is not what the server writes.
 */
export function readFirstData(now = Date.now()): FirstData | null {
  const text = document.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as FirstData;
    return typeof data === 'object' && data !== null && firstDataIsFresh(data.servedAt, now)
      ? data
      : null;
  } catch {
    return null;
  }
}

/**
 * Puts the page's first data where the app reads those calls' answers, as answers received when
 * the server wrote them: the first render then draws the shell, home's banners, marquee and lanes
 * and /m/game's popular strip, categories and grid without waiting for a round trip, home's popups
 * and download prompt decide without one, and the app renders once instead of once more per
 * answer. Returns whether the site settings were among them.
 */
export function seedFirstData(queryClient: QueryClient, data: FirstData | null): boolean {
  if (!data) return false;
  const updatedAt = Math.min(data.servedAt, Date.now());
  const seed = (key: readonly unknown[], value: unknown) => {
    if (value !== undefined && value !== null) queryClient.setQueryData(key, value, { updatedAt });
  };
  const status = data.status?.success === true ? data.status.value : undefined;
  seed(statusQueryKey, status);
  seed(bannersQuery([MAIN_BANNER_GROUP]).queryKey, data.banners);
  seed(marqueeQuery.queryKey, data.marquee);
  seed(popupsQuery.queryKey, data.popups);
  seed(bannersQuery(WELCOME_POPUP_GROUPS).queryKey, data.welcomeBanners);
  seed(gameLanesQueryKey(), data.lanes);
  // Resolved for the page's host name: under another name the app asks for its own.
  if (data.downloadSetting?.domain === window.location.hostname)
    seed(downloadSettingQueryKey(data.downloadSetting.domain), data.downloadSetting.value);
  // A visitor's answer: it stands for no session only (a member's is asked with their token).
  seed(referralStatusQueryKey(null), data.guestReferral);
  seed(popularQueryKey(), data.popular);
  seed(gameVendorsQueryKey, data.vendors);
  // The grid's list is paged (an infinite query): its first page, asked for as page 1.
  if (data.gameList?.page)
    seed(gameListQueryKey(data.gameList.filter), { pages: [data.gameList.page], pageParams: [1] });
  return status !== undefined && status !== null;
}
