/**
 * The route table of SPEC §2 and the facts about each route that both the server (HTML, SEO,
 * status codes) and the web app (router, guard) need. Paths are full paths including `/m`.
 */
import { GAME_PATHS } from './rules/games';

/** The app's base path: the router's basename, and what every app path starts with. */
export const APP_BASE_PATH = '/m';

/** §2 the app's pages by name, as full paths. */
export const APP_PATHS = {
  /** `/m/` itself shows home. */
  root: '/m/',
  home: '/m/home',
  index: '/m/index',
  indexHtml: '/m/index.html',
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  game: '/m/game',
  memberHome: '/m/member/home',
  memberBenefits: '/m/member/benefits',
  help: '/m/help',
  news: '/m/news',
  activity: '/m/activity',
  changePassword: '/m/changePsw',
  launchGame: '/m/launchGame',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  addBankCard: '/m/securityCenter/addBankCard',
  addBankCardPix: '/m/securityCenter/addBankCardPix',
  rewardCenter: '/m/rewardCenter',
  inviteFriends: '/m/inviteFriends',
  agentRegister: '/m/agentRegister',
  mallHome: '/m/mall/mallHome',
  leaderBoard: '/m/leaderBoard',
  feedback: '/m/feedback',
} as const;
export type AppPath = (typeof APP_PATHS)[keyof typeof APP_PATHS];

/** Files of the built app the web app names: its service worker, hashed assets and manifest (§4). */
export const APP_FILES = {
  serviceWorker: '/m/sw.js',
  assets: '/m/assets/',
  assetManifest: '/m/asset-manifest.json',
} as const;

/**
 * §4 update check: the query that asks /m/asset-manifest.json for only what the check compares
 * (`hash` and `entrypoints`). The whole manifest lists every built file (≈3.5 KB on the wire at
 * each check, the first of them on every first load); without the query the answer is unchanged.
 */
export const ASSET_CHECK_QUERY = 'check';

export interface RouteInfo {
  /** Full path, e.g. `/m/home`. */
  readonly path: string;
  /** §2 route guard: false means reachable without a token. */
  readonly protected: boolean;
}

const P = APP_PATHS;
/** §2 Routes. Public pages are the ones a visitor can open without a token. */
export const APP_ROUTES: readonly RouteInfo[] = [
  { path: P.home, protected: false },
  { path: P.index, protected: false },
  { path: P.indexHtml, protected: false },
  { path: P.login, protected: false },
  { path: P.register, protected: false },
  { path: P.registerHtml, protected: false },
  { path: P.game, protected: false },
  { path: P.memberHome, protected: true },
  { path: P.memberBenefits, protected: true },
  { path: P.help, protected: false },
  { path: P.news, protected: false },
  { path: P.activity, protected: false },
  { path: P.changePassword, protected: true },
  { path: P.launchGame, protected: true },
  { path: P.voucherCenter, protected: true },
  { path: P.withdraw, protected: true },
  { path: P.addBankCard, protected: true },
  { path: P.addBankCardPix, protected: true },
  { path: P.rewardCenter, protected: true },
  { path: P.inviteFriends, protected: false },
  { path: P.agentRegister, protected: true },
  { path: P.mallHome, protected: true },
  { path: P.leaderBoard, protected: true },
  { path: P.feedback, protected: true },
];

/** The pages the server and the guard name most; the same strings as in APP_PATHS. */
export const HOME_PATH = P.home;
export const LOGIN_PATH = P.login;
export const FEEDBACK_PATH = P.feedback;
export const REDIRECT_PAGE_PATH = '/mobile/mc/redirect.html';

/**
 * §2 "After an update the app reloads on /m/home, /m/game, /m/login, /m/index, /m/index.html,
 * /m/register, /m/register.html, /m/member/home and /m/help; elsewhere it redirects to /m/home."
 */
export const UPDATE_RELOAD_PATHS = [
  P.home,
  P.game,
  P.login,
  P.index,
  P.indexHtml,
  P.register,
  P.registerHtml,
  P.memberHome,
  P.help,
] as const;

const byPath = new Map(APP_ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** Normalises `/m/Home/` and `/m/home` to the table's entry; undefined when not in §2. */
export function findRoute(pathname: string): RouteInfo | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === APP_BASE_PATH) return { path: P.root, protected: false };
  return byPath.get(trimmed.toLowerCase());
}

/** §7 calls that more than one place names (the others live with their feature's rules). */
export const API_PATHS = {
  logout: '/wps/session/logout',
  checkUsername: '/wps/check/username',
  orders: '/lgw/orders',
  cancelSubOrder: '/lgw/orders/suborders/cancel',
} as const;

/** §7 "Paths treated as no-auth": they never carry the session's Authorization. */
export const NO_AUTH_PATHS: readonly string[] = [
  API_PATHS.logout,
  API_PATHS.checkUsername,
  GAME_PATHS.mobile,
  GAME_PATHS.popular,
  API_PATHS.orders,
  API_PATHS.cancelSubOrder,
];
