/**
 * The boot config: what the server writes into the app's HTML for one host and the web app reads
 * once at start, before its first request. Zod-free and types only, so the web app's first-load
 * path stays small.
 */
import type { GameListFilter } from './rules/game-area';
import type { SeoEntry } from './rules/seo';

/** The id of the `<script type="application/json">` element that carries it. */
export const BOOT_CONFIG_ELEMENT_ID = 'mc-boot';

export interface BootConfig {
  merchantCode: string;
  merchantName: string;
  defaultLanguage: string;
  logo: string;
  /** SEO entries for this host by path (§2), so that client-side navigation keeps the tags right. */
  seo: Record<string, SeoEntry>;
}

/** The id of the `<script type="application/json">` element that carries the page's first data. */
export const FIRST_DATA_ELEMENT_ID = 'mc-first-data';

/**
 * The answers a page's first screen reads, written into the HTML by the server that painted it, so
 * that the app's first render needs no round trip: the status call (§3 site settings, every page)
 * and, on home, the main banners and the marquee (§2 screen 19), the popups (§4), the game lanes
 * (§3) and the other calls home makes right after load; on /m/game, the popular games strip, the
 * categories and the grid's first page. Each is exactly what its call answers (the status call's
 * envelope; the others' values). Only answers that are the same for whoever asks on this page are
 * here: the page's request carries no session (the app keeps it in session storage, §4).
 */
export interface FirstData {
  /** When the server wrote it (ms since the epoch, the server's clock). */
  servedAt: number;
  status?: { success: boolean; value?: unknown };
  /**
   * The status answer's entity tag: the app's heartbeat after load (§7 `track`) asks with it
   * (If-None-Match), and an answer unchanged since the page was written comes back as 304.
   */
  statusTag?: string;
  banners?: unknown;
  marquee?: unknown;
  /** Home's popups (§4): GET /wps/content/popups's value (every popup; the app picks, §5). */
  popups?: unknown;
  /** Home's welcome image popups (§4): GET /wps/content/banners?groups=m_popup1,m_popup2's value. */
  welcomeBanners?: unknown;
  /** Home's game lanes (§3): GCSGAME_getGameMatchV2's value with size HOME_LANE_CARDS (rules/games). */
  lanes?: unknown;
  /**
   * The download prompt's config (§3, §4): WPSCORE_getDownloadSetting's value for `domain`, the
   * page's host name as the app asks with it (location.hostname). Only where the app asks for it:
   * the merchant has a download for this device and the page is not in the native app.
   */
  downloadSetting?: { domain: string; value: unknown };
  /**
   * GET /wps/referral/status's value for a visitor without a session (§6): the app uses it only
   * while no one is logged in (a member's answer has their personal flag, asked with their token).
   */
  guestReferral?: unknown;
  /** /m/game's popular strip: GET /lgw/games/popular?size=POPULAR_STRIP_SIZE (rules/games). */
  popular?: unknown;
  /** /m/game's category tabs and vendor chips: GCSGAME_newGameVendor's value. */
  vendors?: unknown;
  /**
   * /m/game's grid as its address shows it (rules/game-area `gameGridSelection`): GET
   * /lgw/games/mobile with `filter`, page 1, size GAME_GRID_PAGE_SIZE (rules/games), and the
   * filter, which names the answer's place in the app (its list query).
   */
  gameList?: { filter: GameListFilter; page: unknown };
}

/**
 * How old a page's first data may be and still be used. A page comes from the network when it is
 * this fresh; an older one came from the service worker's copy (the installed app, a repeat visit)
 * and its answers may be days old, so the app asks for them instead. The margin also absorbs a
 * phone's clock being off by a minute or so.
 */
export const FIRST_DATA_MAX_AGE_MS = 2 * 60_000;

/** Whether first data written at `servedAt` can stand for the calls' answers at `now`. */
export function firstDataIsFresh(servedAt: number, now: number): boolean {
  return Number.isFinite(servedAt) && Math.abs(now - servedAt) <= FIRST_DATA_MAX_AGE_MS;
}
