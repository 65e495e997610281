import {
  GAME_CATEGORY_ORDINAL_START,
  GAME_CATEGORY_ORDINAL_STEP,
} from '@member-app/contract/constants';
import {
  mergeVendorId,
  SEA_LOTTO_MODE,
  type GameCategoryCode,
  type LottoView,
} from '@member-app/contract/rules/games';
import type { Game, GameCategory, GameLane, GameList } from '@member-app/contract/schemas/games';
import type {
  CatalogueSnapshot,
  CategoryRow,
  GameRow,
  VendorRow,
} from '../../domain/game-catalogue';
import { LRUCache } from 'lru-cache';
import { shared } from '../../lib/shared-answer';

/**
 * The pure decisions of the game catalogue (SPEC §3, §7, §9): vendor merging, category
 * order, lanes, search and paging, which game a launch means. No database, no HTTP: the service
 * loads a merchant's rows (a CatalogueSnapshot) and asks these functions.
 */

/** A vendor as answered: its id merged (§9). */
export interface CatalogueVendor extends Omit<VendorRow, 'code'> {
  vendor: string;
}

/** A category as answered: ordinals renumbered 100, 200, … in display order (§9). */
export interface CatalogueCategory extends Omit<CategoryRow, 'ordinal'> {
  ordinal: number;
}

/** A listed game: enabled, of an enabled vendor and a known category, its vendor merged. */
export interface CatalogueGame extends Omit<GameRow, 'vendorCode'> {
  vendor: string;
  vendorRow: CatalogueVendor;
}

export interface Catalogue {
  /** Categories that have games, in display order. */
  categories: CatalogueCategory[];
  /** Enabled vendors, merged, by sort order. */
  vendors: CatalogueVendor[];
  /** Listed games, by category order, then sort order, then name. */
  games: CatalogueGame[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Answers that depend only on the catalogue and a few parameters (lanes, popular games, the
 * category list), computed once per built catalogue: a catalogue is replaced, never changed.
 */
const answers = new WeakMap<Catalogue, Map<string, unknown>>();
function remember<T>(catalogue: Catalogue, key: string, compute: () => T): T {
  let memo = answers.get(catalogue);
  if (!memo) answers.set(catalogue, (memo = new Map<string, unknown>()));
  // Sent as they are to every player (their text is kept with them, lib/shared-answer.ts).
  if (!memo.has(key)) memo.set(key, shared(compute()));
  return memo.get(key) as T;
}

/**
 * §9 "Vendor IDs RNG and PVP merge into TCG": the merged vendor takes the TCG row when there is one,
 * else the first merged row by sort order, answered under the id TCG. Never two vendors with one id.
 */
export function mergeVendors(rows: readonly VendorRow[]): CatalogueVendor[] {
  const groups = new Map<string, VendorRow[]>();
  for (const row of rows) {
    const id = mergeVendorId(row.code);
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  const merged: CatalogueVendor[] = [];
  for (const [id, group] of groups) {
    const sorted = [...group].sort((a, b) => a.sortOrder - b.sortOrder || byText(a.code, b.code));
    const base = sorted.find((r) => r.code === id) ?? sorted[0]!;
    const { code: _code, ...rest } = base;
    merged.push({ ...rest, vendor: id, sortOrder: sorted[0]!.sortOrder });
  }
  return merged.sort((a, b) => a.sortOrder - b.sortOrder || byText(a.vendor, b.vendor));
}

export function buildCatalogue(snapshot: CatalogueSnapshot): Catalogue {
  const enabledVendors = mergeVendors(snapshot.vendors).filter((v) => v.enabled);
  const vendorById = new Map(enabledVendors.map((v) => [v.vendor, v]));
  const categoryRows = new Map(snapshot.categories.map((c) => [c.code, c]));

  const listed: CatalogueGame[] = [];
  const seen = new Set<string>();
  const ordered = [...snapshot.games].sort(
    (a, b) =>
      (categoryRows.get(a.category)?.ordinal ?? 0) - (categoryRows.get(b.category)?.ordinal ?? 0) ||
      a.sortOrder - b.sortOrder ||
      byText(a.name, b.name),
  );
  for (const row of ordered) {
    if (!row.enabled || !categoryRows.has(row.category)) continue;
    const vendor = mergeVendorId(row.vendorCode);
    const vendorRow = vendorById.get(vendor);
    if (!vendorRow) continue;
    // After the merge, a code is one game per vendor (a PVP and a TCG row of one code: the first).
    const key = `${vendor}\u0000${row.gameCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { vendorCode: _stored, ...rest } = row;
    listed.push({ ...rest, vendor, vendorRow });
  }

  const withGames = new Set(listed.map((g) => g.category));
  const categories = [...snapshot.categories]
    .filter((c) => withGames.has(c.code))
    .sort((a, b) => a.ordinal - b.ordinal || byText(a.code, b.code))
    .map((c, i) => ({
      ...c,
      ordinal: GAME_CATEGORY_ORDINAL_START + i * GAME_CATEGORY_ORDINAL_STEP,
    }));
  const ordinalOf = new Map(categories.map((c) => [c.code, c.ordinal]));
  listed.sort((a, b) => ordinalOf.get(a.category)! - ordinalOf.get(b.category)!);
  return { categories, vendors: enabledVendors, games: listed };
}

/** Names in the request's language: Chinese when asked (CN/TW) and present, else English. */
const pick = (cn: boolean, name: string, nameCn: string | null) => (cn && nameCn ? nameCn : name);

export function toGame(game: CatalogueGame, cn: boolean): Game {
  return {
    gameCode: game.gameCode,
    name: pick(cn, game.name, game.nameCn),
    vendor: game.vendor,
    vendorName: pick(cn, game.vendorRow.name, game.vendorRow.nameCn),
    category: game.category,
    image: game.image,
    lottery: game.lottery,
    trial: game.trial && !game.lottery,
    hasLobby: game.hasLobby,
    playType: game.playType,
    prizeMode: game.prizeMode,
    hot: game.hotRank !== null,
    isNew: game.isNew,
  };
}

/** The vendors of some games, each once, in the vendors' sort order. */
function vendorsOf(catalogue: Catalogue, games: readonly CatalogueGame[]): CatalogueVendor[] {
  const ids = new Set(games.map((g) => g.vendor));
  return catalogue.vendors.filter((v) => ids.has(v.vendor));
}

/** §7 GCSGAME_newGameVendor: categories in ordinal order, each with its vendors. */
export function categoriesWithVendors(catalogue: Catalogue, cn: boolean): GameCategory[] {
  return remember(catalogue, `categories:${cn}`, () => buildCategoriesWithVendors(catalogue, cn));
}

function buildCategoriesWithVendors(catalogue: Catalogue, cn: boolean): GameCategory[] {
  return catalogue.categories.map((c) => ({
    category: c.code,
    name: pick(cn, c.name, c.nameCn),
    ordinal: c.ordinal,
    icon: c.icon,
    vendors: vendorsOf(
      catalogue,
      catalogue.games.filter((g) => g.category === c.code),
    ).map((v) => ({
      vendor: v.vendor,
      name: pick(cn, v.name, v.nameCn),
      logo: v.logo,
      isNew: v.isNew,
      maintenance: v.maintenance,
    })),
  }));
}

/**
 * The values of the §7 vendors, lanes and popular calls, one object per catalogue and parameters:
 * every player is sent the same one.
 */
export const categoriesAnswer = (catalogue: Catalogue, cn: boolean) =>
  remember(catalogue, `categoriesAnswer:${cn}`, () => ({
    categories: categoriesWithVendors(catalogue, cn),
  }));
export const lanesAnswer = (catalogue: Catalogue, size: number, cn: boolean) =>
  remember(catalogue, `lanesAnswer:${size}:${cn}`, () => ({
    data: { lanes: lanes(catalogue, size, cn) },
  }));
export const popularAnswer = (catalogue: Catalogue, size: number, cn: boolean) =>
  remember(catalogue, `popularAnswer:${size}:${cn}`, () => ({
    list: popularGames(catalogue, size, cn),
  }));

/** §3 game lanes (§7 GCSGAME_getGameMatchV2): one per category with games, in ordinal order. */
export function lanes(catalogue: Catalogue, size: number, cn: boolean): GameLane[] {
  return remember(catalogue, `lanes:${size}:${cn}`, () => buildLanes(catalogue, size, cn));
}

function buildLanes(catalogue: Catalogue, size: number, cn: boolean): GameLane[] {
  return catalogue.categories.map((c) => {
    const games = catalogue.games.filter((g) => g.category === c.code);
    return {
      id: c.code,
      title: pick(cn, c.name, c.nameCn),
      category: c.code,
      ordinal: c.ordinal,
      cards: games.slice(0, size).map((g) => {
        const game = toGame(g, cn);
        return { accountTypeName: game.vendor, displayName: game.name, game };
      }),
      gameClassify: vendorsOf(catalogue, games).map((v) => ({
        vendor: v.vendor,
        name: pick(cn, v.name, v.nameCn),
      })),
      gameCount: games.length,
    };
  });
}

export interface GameQuery {
  category?: GameCategoryCode | undefined;
  vendor?: string | undefined;
  q?: string | undefined;
  page: number;
  size: number;
}

const fold = (s: string) => s.normalize('NFKC').toLocaleLowerCase('en-US');

/**
 * The folded texts a search looks in, folded once per game instead of on every search, and joined
 * by a line break (a search text is one trimmed line, so a match never spans two of them).
 */
const searchTexts = new WeakMap<CatalogueGame, string>();
function searchTextOf(g: CatalogueGame): string {
  let text = searchTexts.get(g);
  if (text === undefined) {
    text = [g.name, g.nameCn, g.gameCode, g.vendorRow.name, g.vendorRow.nameCn, g.vendor]
      .filter((t): t is string => t !== null)
      .map(fold)
      .join('\n');
    searchTexts.set(g, text);
  }
  return text;
}

/** §7 /lgw/games/mobile: filter by category, vendor (RNG/PVP find TCG) and a search text; one page. */
export function searchGames(catalogue: Catalogue, query: GameQuery, cn: boolean): GameList {
  const key = JSON.stringify([query.category, query.vendor, query.q, query.page, query.size, cn]);
  let recent = searches.get(catalogue);
  if (!recent) searches.set(catalogue, (recent = new LRUCache({ max: 500 })));
  let answer = recent.get(key);
  if (!answer) recent.set(key, (answer = shared(findGames(catalogue, query, cn))));
  return answer;
}

/** The last searches of each catalogue: players page and search the same few things. */
const searches = new WeakMap<Catalogue, LRUCache<string, GameList>>();

function findGames(catalogue: Catalogue, query: GameQuery, cn: boolean): GameList {
  const vendor = query.vendor ? mergeVendorId(query.vendor.toUpperCase()) : null;
  const needle = query.q ? fold(query.q) : '';
  const matches = catalogue.games.filter((g) => {
    if (query.category && g.category !== query.category) return false;
    if (vendor && g.vendor.toUpperCase() !== vendor) return false;
    if (!needle) return true;
    return !needle.includes('\n') && searchTextOf(g).includes(needle);
  });
  const start = (query.page - 1) * query.size;
  return {
    list: matches.slice(start, start + query.size).map((g) => toGame(g, cn)),
    total: matches.length,
    page: query.page,
    size: query.size,
  };
}

/** §7 /lgw/games/popular: hot games first (by rank), then the rest in catalogue order. */
export function popularGames(catalogue: Catalogue, size: number, cn: boolean): Game[] {
  return remember(catalogue, `popular:${size}:${cn}`, () => buildPopularGames(catalogue, size, cn));
}

function buildPopularGames(catalogue: Catalogue, size: number, cn: boolean): Game[] {
  const hot = catalogue.games
    .filter((g) => g.hotRank !== null)
    .sort((a, b) => a.hotRank! - b.hotRank!);
  const rest = catalogue.games.filter((g) => g.hotRank === null);
  return [...hot, ...rest].slice(0, size).map((g) => toGame(g, cn));
}

/**
 * The game a launch means: by code, and by vendor when given (RNG/PVP mean TCG). Codes may repeat
 * across vendors; without a vendor the first in catalogue order answers. `lottery` narrows to
 * lotteries (the §3 relay variant) or to the rest.
 */
export function findGame(
  catalogue: Catalogue,
  gameCode: string,
  options: { vendor?: string | undefined; lottery?: boolean } = {},
): CatalogueGame | null {
  const vendor = options.vendor ? mergeVendorId(options.vendor.toUpperCase()) : null;
  return (
    catalogue.games.find(
      (g) =>
        g.gameCode === gameCode &&
        (!vendor || g.vendor.toUpperCase() === vendor) &&
        (options.lottery === undefined || g.lottery === options.lottery),
    ) ?? null
  );
}

/**
 * The lotteries of `game`'s own vendor, in catalogue order: the lobby a lottery of that vendor
 * opens on (never another vendor's games). Empty for a game that is not a lottery.
 */
export function vendorLotteries(
  catalogue: Catalogue,
  game: CatalogueGame,
): { name: string; providerGame: string }[] {
  if (!game.lottery) return [];
  return catalogue.games
    .filter((g) => g.lottery && g.vendor === game.vendor)
    .map((g) => ({ name: g.name, providerGame: g.providerGame }));
}

/** §3 lottoMode SEA_Tradition_Mobile: only lotteries of TCG_SEA or flagged with that mode take it. */
export function acceptsLottoMode(game: CatalogueGame, lottoMode: string | undefined): boolean {
  if (!lottoMode) return true;
  return (
    lottoMode === SEA_LOTTO_MODE && (game.vendor === 'TCG_SEA' || game.lottoMode === SEA_LOTTO_MODE)
  );
}

/**
 * §3 lottoView: honoured when the lottery has a lobby (the caller's hasLobby overrides the
 * catalogue's); a lottery without one always opens on its betting view.
 */
export function lottoViewFor(
  game: CatalogueGame,
  lottoView: LottoView,
  hasLobby: boolean | undefined,
): LottoView {
  return (hasLobby ?? game.hasLobby) ? lottoView : 'betting';
}

/** How long a launch waits for the vendor: the caller's timeout, never above the §9 limit. */
export function launchWaitMs(limit: number, requested?: number): number {
  return requested === undefined ? limit : Math.max(1, Math.min(requested, limit));
}

/** A language code the vendor receives: upper case, from the request when valid, else the default. */
export function launchLanguage(requested: string | undefined, fallback: string): string {
  return requested && /^[A-Za-z-]{2,5}$/.test(requested) ? requested.toUpperCase() : fallback;
}
