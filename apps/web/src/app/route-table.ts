import type { ComponentType, LazyExoticComponent } from 'react';
import { loadScreenCode } from '../lib/stale-code';
import { onDemand } from '../lib/on-demand';
import { loadLaterTexts } from '../lib/i18n';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { bannersQuery, marqueeQuery } from '../features/home/api/content';
import { queryClient } from './query-client';

type PageModule = { Component: ComponentType };
type Loader = () => Promise<PageModule>;

/**
 * A page that loads on demand: its texts are in each language's later file (vite.config.ts,
 * locale-split-plugin.ts reads which pages are wrapped so), which the page waits for along with its
 * code, so it never shows a key or English for a moment. Home, /m/login and /m/game are not:
 * their texts are in the first file, which the server names in the page's HTML.
 */
const laterPage =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), loadLaterTexts()]).then(([page]) => page);

const home: Loader = () => import('./home-route');
// Login and registration are composed with the identity feature here (features do not import each other).
const register: Loader = laterPage(() => import('./register-route'));
const bankCard: Loader = laterPage(() => import('../features/wallet/add-bank-card-page'));

/**
 * §2 Routes, each a lazily loaded page (route-level code splitting). Paths are relative to the
 * /m basename; a unit test checks the table against the contract's route list.
 */
export const PAGE_LOADERS: Readonly<Record<string, Loader>> = {
  '/': home,
  '/home': home,
  '/index': home,
  '/index.html': home,
  '/login': () => import('./login-route'),
  '/register': register,
  '/register.html': register,
  '/game': () => import('../features/games/game-page'),
  '/member/home': laterPage(() => import('../features/member/member-home-page')),
  '/member/benefits': laterPage(() => import('../features/member/benefits-page')),
  '/help': laterPage(() => import('../features/promotions/help-page')),
  '/news': laterPage(() => import('../features/promotions/news-page')),
  '/activity': laterPage(() => import('../features/promotions/activity-page')),
  '/changePsw': laterPage(() => import('../features/auth/change-password-page')),
  '/launchGame': laterPage(() => import('../features/games/launch-game-page')),
  '/voucherCenter': laterPage(() => import('../features/wallet/voucher-center-page')),
  '/withdraw': laterPage(() => import('../features/wallet/withdraw-page')),
  '/securityCenter/addBankCard': bankCard,
  '/securityCenter/addBankCardPix': bankCard,
  '/rewardCenter': laterPage(() => import('../features/loyalty/reward-center-page')),
  '/inviteFriends': laterPage(() => import('../features/referral/invite-friends-page')),
  '/agentRegister': laterPage(() => import('../features/referral/agent-register-page')),
  '/mall/mallHome': laterPage(() => import('../features/loyalty/mall-page')),
  '/leaderBoard': laterPage(() => import('../features/loyalty/missions-page')),
  '/feedback': laterPage(() => import('../features/promotions/feedback-page')),
};

const notFound: Loader = () => import('./not-found-page');

/**
 * Each page's code, kept once loaded (lib/on-demand.ts), and its page as a lazy component. A page
 * whose code loaded ahead renders in the same pass: given a promise, even a resolved one, the
 * first render suspended, drew the loading spinner in place of the page the server had painted,
 * and showed the page in a second commit (80 ms later on this machine, 280 ms with the CPU 6 times
 * slower; issue 14). Code not in yet loads on render under the stale-code rule.
 */
const pages = new Map<
  Loader,
  { code: ReturnType<typeof onDemand<PageModule>>; Page: LazyExoticComponent<ComponentType> }
>();
function pageOf(load: Loader) {
  let page = pages.get(load);
  if (!page) {
    const code = onDemand(load, { onRender: loadScreenCode });
    page = { code, Page: code.part((m) => m.Component) };
    pages.set(load, page);
  }
  return page;
}

/**
 * Loads a page's code ahead of its first render. A failure is left to the page's own load when it
 * renders (the stale-code rule, the route's error boundary).
 */
export function loadAhead(load: Loader): Promise<void> {
  return pageOf(load)
    .code.load()
    .then(
      () => undefined,
      () => undefined,
    );
}

/** The page of a loader as a lazy component (the same one each time). */
export const lazyPage = (load: Loader): LazyExoticComponent<ComponentType> => pageOf(load).Page;

export const PAGES: ReadonlyArray<{ path: string; Page: LazyExoticComponent<ComponentType> }> =
  Object.entries(PAGE_LOADERS).map(([path, load]) => ({ path, Page: lazyPage(load) }));

export const NotFoundPage = lazyPage(notFound);

/**
 * The data a page's first screen shows, asked for together with its code: home's banners are its
 * largest paint, and waiting for the page to render before asking put a whole round trip (plus the
 * render) in front of them. The marquee line sits right under them: asked for after the page's
 * first render, its answer came a round trip later and cost the first screen one more commit.
 */
const FIRST_SCREEN_DATA = new Map<Loader, () => void>([
  [
    home,
    () => {
      void queryClient.prefetchQuery(bannersQuery([MAIN_BANNER_GROUP]));
      void queryClient.prefetchQuery(marqueeQuery);
    },
  ],
]);

/**
 * Starts loading the page of a router path now (main.tsx calls it before the first render), and
 * its first screen's data unless `withData` is false (the console's preview puts its own there).
 * Settles when the page's code has loaded or failed to.
 */
export function preloadPage(routerPath: string, withData = true): Promise<void> {
  const load = PAGE_LOADERS[routerPath] ?? notFound;
  const ready = loadAhead(load);
  if (withData) FIRST_SCREEN_DATA.get(load)?.();
  return ready;
}
