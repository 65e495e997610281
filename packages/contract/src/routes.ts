/**
 * The route table of SPEC §2 and the facts about each route that both the server (HTML, SEO,
 * status codes) and the web app (router, guard) need. Paths are full paths including `/m`.
 */

export interface RouteInfo {
  /** Full path, e.g. `/m/home`. */
  readonly path: string;
  /** §2 route guard: false means reachable without a token. */
  readonly protected: boolean;
}

/** §2 Routes. Public pages are the ones a visitor can open without a token. */
export const APP_ROUTES: readonly RouteInfo[] = [
  { path: '/m/home', protected: false },
  { path: '/m/index', protected: false },
  { path: '/m/index.html', protected: false },
  { path: '/m/login', protected: false },
  { path: '/m/register', protected: false },
  { path: '/m/register.html', protected: false },
  { path: '/m/game', protected: false },
  { path: '/m/member/home', protected: true },
  { path: '/m/member/benefits', protected: true },
  { path: '/m/help', protected: false },
  { path: '/m/news', protected: false },
  { path: '/m/activity', protected: false },
  { path: '/m/changePsw', protected: true },
  { path: '/m/launchGame', protected: true },
  { path: '/m/voucherCenter', protected: true },
  { path: '/m/withdraw', protected: true },
  { path: '/m/securityCenter/addBankCard', protected: true },
  { path: '/m/securityCenter/addBankCardPix', protected: true },
  { path: '/m/rewardCenter', protected: true },
  { path: '/m/inviteFriends', protected: false },
  { path: '/m/agentRegister', protected: true },
  { path: '/m/mall/mallHome', protected: true },
  { path: '/m/leaderBoard', protected: true },
  { path: '/m/feedback', protected: true },
];

/** The app's base path: the router's basename, and what every app path starts with. */
export const APP_BASE_PATH = '/m';
/** `/m/` itself shows home. */
export const APP_ROOT_PATH = '/m/';
export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';
export const FEEDBACK_PATH = '/m/feedback';
export const INVITE_FRIENDS_PATH = '/m/inviteFriends';
export const CHANGE_PASSWORD_PATH = '/m/changePsw';
export const REDIRECT_PAGE_PATH = '/mobile/mc/redirect.html';

/**
 * §2 "After an update the app reloads on /m/home, /m/game, /m/login, /m/index, /m/index.html,
 * /m/register, /m/register.html, /m/member/home and /m/help; elsewhere it redirects to /m/home."
 */
export const UPDATE_RELOAD_PATHS = [
  '/m/home',
  '/m/game',
  '/m/login',
  '/m/index',
  '/m/index.html',
  '/m/register',
  '/m/register.html',
  '/m/member/home',
  '/m/help',
] as const;

const byPath = new Map(APP_ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** Normalises `/m/Home/` and `/m/home` to the table's entry; undefined when not in §2. */
export function findRoute(pathname: string): RouteInfo | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === '/m') return { path: APP_ROOT_PATH, protected: false };
  return byPath.get(trimmed.toLowerCase());
}
