import type { LottoView } from '@member-app/contract/rules/games';

/** The game a launch opens, as the merchant's catalogue describes it. */
export interface VendorGame {
  /** The catalogue's code of the game (what the app sends). */
  gameCode: string;
  /** The vendor id, RNG and PVP already merged into TCG (§9). */
  vendor: string;
  /** The catalogue's (English) name of the game. */
  name: string;
  /** The vendor's own id of the game or engine that plays it (demo vendor: L5D, L645, DICE, SLOT). */
  providerGame: string;
  lottery: boolean;
}

/** A member who launches a game; null for a guest trial. */
export interface VendorPlayer {
  id: number;
  userName: string;
  type: number;
}

/** Everything a vendor needs to answer a game URL (SPEC §3 game launch and its relay variant). */
export interface GameLaunchRequest {
  merchantCode: string;
  member: VendorPlayer | null;
  game: VendorGame;
  /** §3 lottoView for lotteries; null for other games. */
  lottoView: LottoView | null;
  /** A path of this site the game's Back link returns to (validated before it gets here). */
  backUrl: string;
  language: string;
  /** Trial play: play money of the vendor, never a member wallet. */
  trial: boolean;
  hasLobby: boolean;
  prizeMode: string | null;
  playType: string | null;
  /** The member's VIP label name, passed through (§3). */
  labelName: string | null;
  /** §3 relay variant fields, when the launch came through it. */
  lottoArea: string | null;
  lottoMode: string | null;
  /** §3 relay variant title: what the game page is called; the game's name when absent. */
  title: string | null;
  /**
   * The lotteries of the game's own catalogue vendor, in catalogue order (empty for other games):
   * a lottery opened on its lobby shows these, so that a tile opens its own vendor's lobby.
   */
  vendorLotteries: { name: string; providerGame: string }[];
  /** §7 GCS_gameTrialLaunch nodeId, passed through. */
  nodeId: string | null;
  device: string;
  /** scheme://host of this site as the browser reached it: a vendor on this host answers absolute URLs. */
  origin: string;
}

export interface GameLaunchOptions {
  /** Aborted when the launch route stops waiting (GAME_LAUNCH_TIMEOUT_MS or the caller's timeout). */
  signal: AbortSignal;
}

/**
 * The game vendors behind an interface (ARCHITECTURE "Outside services": game vendors). The built-in
 * default is the demo vendor of this server (demo-game-vendor.ts); a real adapter calls the vendor's
 * launch API and answers the URL it gives. A rejection is a failed launch (answered 502 with a safe
 * message); the launch routes stop waiting at the timeout and abort `signal`.
 */
export interface GameVendorProvider {
  readonly name: string;
  launch(request: GameLaunchRequest, options: GameLaunchOptions): Promise<{ gameUrl: string }>;
}
