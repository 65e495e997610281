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
 * and, on home, the main banners and the marquee (§2 screen 19); on /m/game, the popular games
 * strip, the categories and the grid's first page. Each is exactly what its call answers (the
 * status call's envelope; the others' values).
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
