/**
 * The light half of the games rules (no DOM, no React): what a tap on a game leads to (§2, §5,
 * §1 trial launch) and the addresses it goes to (§2 /m/launchGame, /m/game, §9 preserved
 * parameters). Kept apart from rules.ts so that the home lanes link to games without loading the
 * launch requests and error handling; rules.ts re-exports everything here.
 */
import { APP_PATHS } from '@member-app/contract/routes';
import { PRESERVED_QUERY_PARAMS } from '@member-app/contract/constants';
import { inNativeApp } from '@member-app/contract/rules/downloads';
import { LOTTERY_GAME_CATEGORY, LOTTERY_VENDORS } from '@member-app/contract/rules/content';
import type { LottoView } from '@member-app/contract/rules/games';
import { readGameArea, type GameAreaParams } from '@member-app/contract/rules/game-area';
import { safeRedirectTarget } from '@member-app/contract/rules/redirects';
import type { Game } from '@member-app/contract/schemas/games';

// ----- what is launched -----

/** A game to launch: from a card of the catalogue, a lane, or the /m/launchGame query. */
export interface LaunchTarget {
  gameCode: string;
  vendor: string | null;
  /** The game's category (the query's gameType); lotteries are ELOTT (§2). */
  category: string | null;
  /** Shown while launching and as the frame's title, when known. */
  name: string | null;
  /** The game offers trial play (Game.trial). */
  trial: boolean;
  prizeMode: string | null;
  playType: string | null;
  hasLobby: boolean;
  /** §3 lottoView of a lottery: lobby or betting. */
  lottoView: LottoView;
  nodeId: string | null;
}

export function targetFromGame(game: Game): LaunchTarget {
  return {
    gameCode: game.gameCode,
    vendor: game.vendor,
    category: game.lottery ? LOTTERY_GAME_CATEGORY : game.category,
    name: game.name,
    trial: game.trial,
    prizeMode: game.prizeMode,
    playType: game.playType,
    hasLobby: game.hasLobby,
    lottoView: 'lobby',
    nodeId: null,
  };
}

const LOTTERY_VENDOR_LIST: readonly string[] = LOTTERY_VENDORS;

/** §2 "Vendors TCG_LOTTO_VN, LOTT, TCG_SEA (launched as category ELOTT)": a lottery by category or vendor. */
export function isLottery(target: Pick<LaunchTarget, 'category' | 'vendor'>): boolean {
  return (
    target.category === LOTTERY_GAME_CATEGORY ||
    (!!target.vendor && LOTTERY_VENDOR_LIST.includes(target.vendor))
  );
}

// ----- the launch decision -----

export interface LaunchContext {
  loggedIn: boolean;
  /** §6 whitelabel flag STARTGAMEINAPP3. */
  appOnly: boolean;
  installedApp: boolean;
}

export type LaunchDecision =
  /** §5 'Download the APP for a more complete gaming experience, reinstall and restart to play'; no launch. */
  | { type: 'app-only' }
  /** §2 go to /m/login. */
  | { type: 'login' }
  /** §1 "a trial launch for games" (GCS_gameTrialLaunch). */
  | { type: 'trial' }
  /** A member launch: the lottery relay variant or the game launch (§3). */
  | { type: 'launch'; lottery: boolean };

/**
 * What a tap on a game leads to. App-only mode comes first (§5): logging in would not make the
 * game playable in a browser. Then §2 "lottery needs login, otherwise goes to /m/login"; a guest
 * gets trial play of a game that offers it (§1), else the login.
 */
export function decideLaunch(target: LaunchTarget, ctx: LaunchContext): LaunchDecision {
  if (ctx.appOnly && !ctx.installedApp) return { type: 'app-only' };
  const lottery = isLottery(target);
  if (ctx.loggedIn) return { type: 'launch', lottery };
  if (!lottery && target.trial) return { type: 'trial' };
  return { type: 'login' };
}

// ----- §2 addresses -----

export const GAME_AREA_PATH = APP_PATHS.game;
export const LAUNCH_GAME_PATH = APP_PATHS.launchGame;
/** §2 /m/launchGame?{query}: code, vendor, gameType, prize_mode, playType, lottoView, nodeId, title, backUrl. */
export function launchGameHref(target: LaunchTarget, backUrl: string): string {
  const q = new URLSearchParams();
  q.set('code', target.gameCode);
  if (target.vendor) q.set('vendor', target.vendor);
  const lottery = isLottery(target);
  if (lottery) q.set('gameType', LOTTERY_GAME_CATEGORY);
  else if (target.category) q.set('gameType', target.category);
  if (target.prizeMode) q.set('prize_mode', target.prizeMode);
  if (target.playType) q.set('playType', target.playType);
  if (target.hasLobby) q.set('hasLobby', '1');
  if (lottery) q.set('lottoView', target.lottoView);
  if (target.nodeId) q.set('nodeId', target.nodeId);
  // The name, so that the launching state and the frame are titled on a reload too.
  if (target.name) q.set('title', target.name);
  q.set('backUrl', safeRedirectTarget(backUrl) ?? GAME_AREA_PATH);
  return `${LAUNCH_GAME_PATH}?${q.toString()}`;
}

// ----- /m/game address: category, vendor, search, trial play -----

/** Read by the server too (the page's first screen): in the contract. */
export { readGameArea, type GameAreaParams };

/**
 * The /m/game search with some parameters changed (null removes one); every other parameter (the
 * §9 preserved ones) is kept. Changing the category drops the vendor filter of the old one.
 */
export function gameAreaSearch(
  search: string,
  changes: Partial<Record<keyof GameAreaParams, string | null>>,
): string {
  const p = new URLSearchParams(search);
  if ('category' in changes && changes.category !== p.get('category') && !('vendor' in changes))
    p.delete('vendor');
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === '') p.delete(k);
    else p.set(k, v);
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * The trial play address of a game: on /m/game, so that no protected route is needed (guests) and
 * a reload opens it again. From elsewhere (home lanes) it keeps the §9 preserved parameters and
 * remembers where back goes.
 */
export function trialHref(gameCode: string, from: { pathname: string; search: string }): string {
  if (from.pathname === GAME_AREA_PATH)
    return `${GAME_AREA_PATH}${gameAreaSearch(from.search, { trial: gameCode, backUrl: null })}`;
  const current = new URLSearchParams(from.search);
  const p = new URLSearchParams();
  for (const name of PRESERVED_QUERY_PARAMS) {
    const v = current.get(name);
    if (v !== null) p.set(name, v);
  }
  p.set('trial', gameCode);
  p.set('backUrl', safeRedirectTarget(`${from.pathname}${from.search}`) ?? GAME_AREA_PATH);
  return `${GAME_AREA_PATH}?${p.toString()}`;
}

// ----- §5 installed app -----

/**
 * §5 "requires the installed app": the installed web app (display-mode standalone, iOS
 * navigator.standalone) or the native app (the `inApp` query, a §9 preserved parameter, or the
 * shell's `MCApp/` user agent).
 */
export function isInstalledApp(input: {
  displayStandalone: boolean;
  navigatorStandalone: boolean;
  search: string;
  userAgent?: string;
}): boolean {
  if (input.displayStandalone || input.navigatorStandalone) return true;
  return inNativeApp(input.search, input.userAgent ?? '');
}
