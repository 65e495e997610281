/**
 * Runtime constants of the games (catalogue, launches, trial play): zod-free, so the web app may import them. The
 * §9 numbers (launch timeout, category ordinals, merged vendor ids, lottery language) live in
 * ../constants.ts.
 */
import { MERGED_VENDOR_IDS } from '../constants';

/** Game categories of the catalogue; lotteries are ELOTT (§2 "launched as category ELOTT"). */
export const GAME_CATEGORIES = ['ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'] as const;
export type GameCategoryCode = (typeof GAME_CATEGORIES)[number];

/** §3 lottoView: the lottery opens on its lobby or straight on the betting view. */
export const LOTTO_VIEWS = ['lobby', 'betting'] as const;
export type LottoView = (typeof LOTTO_VIEWS)[number];

/**
 * The largest body of a catalogue call (its save, the lanes' preview): the largest catalogue the
 * schema takes, 5000 games and 200 vendors with every field at its longest, in 3-byte UTF-8
 * characters where the field allows them, is 13.2 MB of JSON (the server's admin-catalogue test
 * sends it). Every other call keeps the server-wide limit.
 */
export const CATALOGUE_BODY_LIMIT = 16 * 1024 * 1024;

/** Cards per lane on home: the lanes call's default size, which home asks for (and a preview answers). */
export const HOME_LANE_CARDS = 8;

/** The games /m/game's popular strip asks for (§7 GET /lgw/games/popular?size). */
export const POPULAR_STRIP_SIZE = 10;

/** The games a page of /m/game's grid lists (§7 GET /lgw/games/mobile?page&size, "load more"). */
export const GAME_GRID_PAGE_SIZE = 24;

/** §3 relay variant launchMode and the SEA variant's lottoMode. */
export const LOTTO_LAUNCH_MODE = 'LOTT';
export const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';
/** §3 relay variant device. */
export const LAUNCH_DEVICE = 'MOBILE';
/** §7 GCS_gameTrialLaunch platform. */
export const TRIAL_PLATFORM = 'html5';

/** The game calls (§7; the launch paths are "/wps/game/launchGame style"). */
export const GAME_PATHS = {
  launch: '/wps/game/launchGame',
  /** The lottery relay variant of §3 (lottoArea, launchMode LOTT, …). */
  launchLotto: '/wps/relay/GCS_launchLotto',
  trialLaunch: '/wps/relay/GCS_gameTrialLaunch',
  lanes: '/wps/relay/GCSGAME_getGameMatchV2',
  vendors: '/wps/relay/GCSGAME_newGameVendor',
  mobile: '/lgw/games/mobile',
  popular: '/lgw/games/popular',
} as const;

export const GAME_ERROR_CODES = {
  /** No such game (or vendor) in this merchant's catalogue, or it is switched off. */
  UNKNOWN_GAME: 'game.unknown',
  /** The game offers no trial play. */
  TRIAL_UNSUPPORTED: 'game.trial.unsupported',
  /** The vendor did not answer within GAME_LAUNCH_TIMEOUT_MS (§8 'timeout_retry_please'). */
  LAUNCH_TIMEOUT: 'game.launch.timeout',
  /** The vendor refused or failed the launch. */
  LAUNCH_FAILED: 'game.launch.failed',
  /** The vendor is under maintenance. */
  VENDOR_MAINTENANCE: 'game.vendor.maintenance',
} as const;

/**
 * Fired on window when a game has started (§4 "delay after game start" can trigger the download
 * prompt): the install feature listens; detail is GameStartedDetail.
 */
export { GAME_STARTED_EVENT } from '../constants';
export interface GameStartedDetail {
  gameCode: string;
  vendor: string;
  trial: boolean;
}

/** §9 "Vendor IDs RNG and PVP merge into TCG". */
export function mergeVendorId(vendor: string): string {
  return MERGED_VENDOR_IDS[vendor] ?? vendor;
}
