import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadScreenCode } from '../lib/stale-code';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { bannersQuery, marqueeQuery } from '../features/home/api/content';
import { queryClient } from './query-client';

type PageModule = { Component: ComponentType };
type Loader = () => Promise<PageModule>;

const home: Loader = () => import('./home-route');
// Login and registration are composed with the identity feature here (features do not import each other).
const register: Loader = () => import('./register-route');
const bankCard: Loader = () => import('../features/wallet/add-bank-card-page');

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
  '/member/home': () => import('../features/member/member-home-page'),
  '/member/benefits': () => import('../features/member/benefits-page'),
  '/help': () => import('../features/promotions/help-page'),
  '/news': () => import('../features/promotions/news-page'),
  '/activity': () => import('../features/promotions/activity-page'),
  '/changePsw': () => import('../features/auth/change-password-page'),
  '/launchGame': () => import('../features/games/launch-game-page'),
  '/voucherCenter': () => import('../features/wallet/voucher-center-page'),
  '/withdraw': () => import('../features/wallet/withdraw-page'),
  '/securityCenter/addBankCard': bankCard,
  '/securityCenter/addBankCardPix': bankCard,
  '/rewardCenter': () => import('../features/loyalty/reward-center-page'),
  '/inviteFriends': () => import('../features/referral/invite-friends-page'),
  '/agentRegister': () => import('../features/referral/agent-register-page'),
  '/mall/mallHome': () => import('../features/loyalty/mall-page'),
  '/leaderBoard': () => import('../features/loyalty/missions-page'),
  '/feedback': () => import('../features/promotions/feedback-page'),
};

const notFound: Loader = () => import('./not-found-page');

const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();
function page(load: Loader) {
  let c = cache.get(load);
  if (!c) {
    c = lazy(() => loadScreenCode(load).then((m) => ({ default: m.Component })));
    cache.set(load, c);
  }
  return c;
}

export const PAGES: ReadonlyArray<{ path: string; Page: LazyExoticComponent<ComponentType> }> =
  Object.entries(PAGE_LOADERS).map(([path, load]) => ({ path, Page: page(load) }));

export const NotFoundPage = page(notFound);

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
 */
export function preloadPage(routerPath: string, withData = true): void {
  const load = PAGE_LOADERS[routerPath] ?? notFound;
  void load().catch(() => {});
  if (withData) FIRST_SCREEN_DATA.get(load)?.();
}
