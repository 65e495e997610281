import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { HOME_LANE_CARDS } from '@member-app/contract/rules/games';
import {
  PREVIEW_CONTENT_PATH,
  PREVIEW_PLACE_PARAM,
  PREVIEW_PLACE_PATTERN,
  PREVIEW_REFRESH_MESSAGE,
  PREVIEW_TTL_SECONDS,
} from '@member-app/contract/rules/preview';
import type { PreviewContent } from '@member-app/contract/schemas/preview';
import { WELCOME_SESSION_FLAG, welcomeNameKey } from '../features/home/components/home-popups';
import { popupStorageKey } from '../features/home/rules';
import { availablePromotionsKey } from '../features/loyalty/api/available-promotions';
import { mallQueryKey } from '../features/loyalty/api/mall';
import { missionsKey } from '../features/loyalty/api/missions';
import { rewardStatesKey } from '../features/loyalty/api/rewards';
import { api } from '../lib/api';
import { getSession } from '../lib/session';
import { removeStorage } from '../lib/storage';

const readPreview = (token: string) =>
  api.get<PreviewContent>(`${PREVIEW_CONTENT_PATH}/${encodeURIComponent(token)}`, {
    alert: false,
  });

type Places = {
  [K in keyof PreviewContent]-?: (
    part: NonNullable<PreviewContent[K]>,
    /** The session's token, which the member-specific answers are kept under (null: a guest). */
    token: string | null,
  ) => [QueryKey, unknown][];
};

/**
 * Where each part of a preview goes: the query keys its page reads that answer under (the hooks
 * in each feature's api folder), so that the page renders the draft with its own code. The reward
 * center's claims and the missions are a new member's (the server's answer): the frame has no
 * session, so those pages, which read them for the member only, show them as they are placed.
 */
const PLACES: Places = {
  banners: ({ banners }) => {
    const ofGroups = (groups: readonly string[]) => ({
      banners: banners.filter((b) => groups.includes(b.groupName)),
    });
    return [
      [['content', 'banners', MAIN_BANNER_GROUP], ofGroups([MAIN_BANNER_GROUP])],
      [['content', 'banners', WELCOME_POPUP_GROUPS.join(',')], ofGroups(WELCOME_POPUP_GROUPS)],
    ];
  },
  marquee: (marquee) => [[['content', 'marquee'], marquee]],
  popups: (popups) => [[['content', 'popups'], popups]],
  lanes: (lanes) => [[['games', 'lanes', HOME_LANE_CARDS], lanes]],
  activity: (activity) => [[['content', 'activity', activity.id], activity]],
  articles: ({ kind, list }) => [[['content', 'articles', kind], { list }]],
  mall: (mall) => [[mallQueryKey, mall]],
  promotions: (promotions, token) => [[availablePromotionsKey(token), promotions]],
  rewards: (rewards, token) => [[rewardStatesKey(token), rewards]],
  missions: (missions, token) => [[missionsKey(token), missions]],
};

/** The token's content put where its page reads it; parts the answer leaves out stay as they are. */
function showPreview(queryClient: QueryClient, content: PreviewContent) {
  // Fresh for the token's whole life: the pages' queries would otherwise fetch the stored content
  // again (on a focus of the frame, once their own freshness ends) and replace the draft with it.
  const fresh = { updatedAt: Date.now() + PREVIEW_TTL_SECONDS * 1000 };
  const token = getSession()?.token ?? null;
  const entries = Object.entries(PLACES) as [
    keyof Places,
    (part: unknown, token: string | null) => [QueryKey, unknown][],
  ][];
  for (const [name, place] of entries) {
    const part = content[name];
    if (part === undefined) continue;
    for (const [key, data] of place(part, token)) queryClient.setQueryData(key, data, fresh);
  }
}

/**
 * Brings the part of the page the address names (`mcPreviewShow`, the id of its element) into view
 * once it has rendered: the draft below the phone's first screen (home's lanes, a card further down
 * a list) is what the operator looks at. Only when it is not in view already, its top put just below
 * the app's header; only this page scrolls (an element's scrollIntoView would scroll the console's
 * page around the frame too). Once per opening, and never after the operator scrolled or touched
 * the page (they look elsewhere).
 */
export function showPlace(place: string | null, root: Document = document): void {
  const view = root.defaultView;
  if (!place || !PREVIEW_PLACE_PATTERN.test(place) || !view) return;
  const reveal = () => {
    const element = root.getElementById(place);
    if (!element) return false;
    const header = root.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const { top, bottom } = element.getBoundingClientRect();
    const below = Math.max(header, 0);
    if (top < below || bottom > view.innerHeight)
      view.scrollBy({ top: top - below, behavior: 'instant' });
    return true;
  };
  if (reveal()) return;
  const observer = new MutationObserver(() => {
    if (reveal()) stop();
  });
  const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    for (const name of events) root.removeEventListener(name, stop, true);
  };
  for (const name of events) root.addEventListener(name, stop, { capture: true, passive: true });
  observer.observe(root.body, { childList: true, subtree: true });
}

/**
 * The console's live preview (opened in its phone frame with a preview token in the address): the
 * page that shows the operator's unsaved item (home, an activity, news or help, the point market,
 * the reward center, the missions) shows it as players would get it, scrolled to it when the
 * address names its place; the popups' "already seen" marks are cleared so that a previewed popup
 * opens. Then
 * the console sends each next version of the draft under the same token and tells this frame to
 * read it again. Only the page that frames this one is heard, and the message carries no content:
 * whatever it says, what shows is the server's answer, sanitized as players get it (and again by
 * the page, as any content HTML). Listening starts before the first read, so that no version sent
 * while the app loads is missed; of reads that overlap, only the latest started is shown.
 */
export function followPreview(queryClient: QueryClient, token: string): Promise<void> {
  removeStorage('local', popupStorageKey(null));
  removeStorage('session', WELCOME_SESSION_FLAG);
  for (const group of WELCOME_POPUP_GROUPS) removeStorage('local', welcomeNameKey(group));
  let latest = 0;
  const read = async () => {
    const mine = ++latest;
    const content = await readPreview(token);
    if (mine === latest) showPreview(queryClient, content);
  };
  window.addEventListener('message', (event) => {
    if (window.parent === window || event.source !== window.parent) return;
    if (event.data === PREVIEW_REFRESH_MESSAGE) read().catch(() => undefined);
  });
  return read().then(() =>
    showPlace(new URLSearchParams(window.location.search).get(PREVIEW_PLACE_PARAM)),
  );
}
