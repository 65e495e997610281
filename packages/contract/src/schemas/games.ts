import { z } from 'zod';
import { text } from './text';
import {
  GAME_CATEGORIES,
  HOME_LANE_CARDS,
  LAUNCH_DEVICE,
  LOTTO_LAUNCH_MODE,
  LOTTO_VIEWS,
  SEA_LOTTO_MODE,
  TRIAL_PLATFORM,
} from '../rules/games';
import { APP_PATH_MAX_LENGTH, safeRedirectTarget } from '../rules/redirects';

/**
 * Game calls (SPEC §3, §7, §9): the catalogue (categories, vendors, games, lanes), the
 * launches (member, lottery relay variant, guest trial). All answers in the §7 envelope.
 */

const code = text().regex(/^[A-Za-z0-9_.-]{1,60}$/);
/** A path inside the app ("/m/game") to come back to: the contract's redirect policy (no open redirect). */
const backUrl = text(APP_PATH_MAX_LENGTH).refine(
  (v) => safeRedirectTarget(v) === v,
  'a path of this app',
);

/** A vendor (game provider). RNG and PVP are answered as TCG (§9). */
export const gameVendorSchema = z
  .object({
    vendor: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    /** Shown with a "new" badge (GCSGAME_newGameVendor). */
    isNew: z.boolean(),
    maintenance: z.boolean(),
  })
  .meta({ id: 'GameVendor' });
export type GameVendor = z.infer<typeof gameVendorSchema>;

/** A category; ordinals start at 100 and step by 100 (§9), in display order. */
export const gameCategorySchema = z
  .object({
    category: z.enum(GAME_CATEGORIES),
    name: z.string(),
    ordinal: z.number().int(),
    icon: z.string().nullable(),
    vendors: z.array(gameVendorSchema),
  })
  .meta({ id: 'GameCategory' });
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** A game of the catalogue, with what a launch needs. */
export const gameSchema = z
  .object({
    gameCode: z.string(),
    name: z.string(),
    vendor: z.string(),
    vendorName: z.string(),
    category: z.enum(GAME_CATEGORIES),
    image: z.string(),
    /** Lotteries (category ELOTT) launch through the relay variant and need login (§2). */
    lottery: z.boolean(),
    trial: z.boolean(),
    hasLobby: z.boolean(),
    playType: z.string().nullable(),
    prizeMode: z.string().nullable(),
    hot: z.boolean(),
    isNew: z.boolean(),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

/** §3 Game lane: title, cards [accountTypeName, displayName], gameClassify [vendors], gameCount. */
export const gameLaneSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    category: z.enum(GAME_CATEGORIES),
    ordinal: z.number().int(),
    /** The lane's featured games: accountTypeName is the vendor, displayName the game's name. */
    cards: z.array(
      z.object({
        accountTypeName: z.string(),
        displayName: z.string(),
        game: gameSchema,
      }),
    ),
    /** The vendors of the lane. */
    gameClassify: z.array(z.object({ vendor: z.string(), name: z.string() })),
    /** Games in the lane's category (the cards are the first few). */
    gameCount: z.number().int(),
  })
  .meta({ id: 'GameLane' });
export type GameLane = z.infer<typeof gameLaneSchema>;

/** §7 GCSGAME_getGameMatchV2: "Game lanes return data.lanes". */
export const gameLanesInputSchema = z.object({
  /** Cards per lane. */
  size: z.coerce.number().int().min(1).max(30).default(HOME_LANE_CARDS),
});
export const gameLanesSchema = z
  .object({ data: z.object({ lanes: z.array(gameLaneSchema) }) })
  .meta({ id: 'GameLanes' });
export type GameLanes = z.infer<typeof gameLanesSchema>;

/** §7 GCSGAME_newGameVendor: categories in ordinal order with their vendors. */
export const gameVendorsInputSchema = z.object({});
export const gameVendorsSchema = z
  .object({ categories: z.array(gameCategorySchema) })
  .meta({ id: 'GameVendors' });
export type GameVendors = z.infer<typeof gameVendorsSchema>;

/** §7 GET /lgw/games/mobile: the catalogue, filtered and paged (no auth, cacheable). */
export const mobileGamesQuerySchema = z.object({
  category: z.enum(GAME_CATEGORIES).optional(),
  /** RNG and PVP find TCG's games (§9). */
  vendor: code.optional(),
  /** Searches game and vendor names. */
  q: text(60).trim().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(30),
});
export const gameListSchema = z
  .object({
    list: z.array(gameSchema),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'GameList' });
export type GameList = z.infer<typeof gameListSchema>;

/** §7 GET /lgw/games/popular (no auth, cacheable). */
export const popularGamesQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const popularGamesSchema = z
  .object({ list: z.array(gameSchema) })
  .meta({ id: 'PopularGames' });
export type PopularGames = z.infer<typeof popularGamesSchema>;

/** §3 Game launch: gameCode, prizeMode, hasLobby, playType, backUrl, labelName (needs authorization). */
export const gameLaunchSchema = z
  .object({
    gameCode: code,
    /** The vendor when a game code is not unique across vendors. */
    vendor: code.optional(),
    prizeMode: text(40).optional(),
    hasLobby: z.boolean().optional(),
    playType: text(40).optional(),
    backUrl: backUrl.optional(),
    /** The member's VIP label name, passed through to the vendor. */
    labelName: text(60).optional(),
  })
  .meta({ id: 'GameLaunch' });
export type GameLaunchInput = z.input<typeof gameLaunchSchema>;

/**
 * §3 Relay variant: lottoArea, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView (lobby or
 * betting), device MOBILE, backUrl, hasLobby, language (default VI), title, labelName, timeout;
 * the variant with lottoMode SEA_Tradition_Mobile.
 */
export const lottoLaunchSchema = z
  .object({
    lottoArea: text(40).optional(),
    launchMode: z.literal(LOTTO_LAUNCH_MODE),
    lottoPrizeMode: text(40).optional(),
    lottoGameCode: code,
    lottoView: z.enum(LOTTO_VIEWS).default('lobby'),
    device: z.literal(LAUNCH_DEVICE).default(LAUNCH_DEVICE),
    backUrl: backUrl.optional(),
    hasLobby: z.boolean().optional(),
    language: text()
      .regex(/^[A-Za-z-]{2,5}$/)
      .optional(),
    title: text(80).optional(),
    labelName: text(60).optional(),
    /** Milliseconds the caller waits; the server never waits longer than GAME_LAUNCH_TIMEOUT_MS. */
    timeout: z.number().int().min(1000).max(60_000).optional(),
    lottoMode: z.literal(SEA_LOTTO_MODE).optional(),
  })
  .meta({ id: 'LottoLaunch' });
export type LottoLaunchInput = z.input<typeof lottoLaunchSchema>;

/** §7 GCS_gameTrialLaunch: gameId, nodeId, platform html5 (POST and a synchronous GET). */
export const trialLaunchSchema = z
  .object({
    gameId: code,
    nodeId: text(40).optional(),
    platform: z.literal(TRIAL_PLATFORM).default(TRIAL_PLATFORM),
    backUrl: backUrl.optional(),
  })
  .meta({ id: 'TrialLaunch' });
export type TrialLaunchInput = z.input<typeof trialLaunchSchema>;

/** Every launch answers value.gameUrl (§3). */
export const gameUrlSchema = z.object({ gameUrl: z.string() }).meta({ id: 'GameUrl' });
export type GameUrl = z.infer<typeof gameUrlSchema>;
