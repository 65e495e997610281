/**
 * /m/game's address and what its grid lists (§2, §9): zod-free, so that the web app, which shows
 * it, and the server, which draws its first screen and sends the grid's first page with the page
 * (boot-config `FirstData.gameList`), decide it the same way. Apart from ./games, which
 * ../routes imports: the address reads its back link with ./redirects, which imports ../routes.
 */
import type { GameCategory } from '../schemas/games';
import { mergeVendorId, type GameCategoryCode } from './games';
import { safeRedirectTarget } from './redirects';

/** /m/game's address (§2): the category, vendor and search shown, and a guest's trial play. */
export interface GameAreaParams {
  category: string | null;
  /** RNG and PVP are TCG (§9). */
  vendor: string | null;
  q: string;
  /** The game code of a guest's trial play (the game layer is open). */
  trial: string | null;
  /** Where the trial's back goes when it was opened elsewhere (home lanes). */
  backUrl: string | null;
}

export function readGameArea(search: string): GameAreaParams {
  const p = new URLSearchParams(search);
  const vendor = p.get('vendor');
  const back = p.get('backUrl');
  return {
    category: p.get('category') || null,
    vendor: vendor ? mergeVendorId(vendor) : null,
    q: (p.get('q') ?? '').trim(),
    trial: p.get('trial') || null,
    backUrl: safeRedirectTarget(back),
  };
}

/** §9 "Game-category ordinals start at 100, step 100": categories in ordinal order. */
export function orderCategories(categories: readonly GameCategory[]): GameCategory[] {
  return [...categories].sort((a, b) => a.ordinal - b.ordinal);
}

/** The selected category: the requested one if it exists, else the first in ordinal order. */
export function selectedCategory(
  categories: readonly GameCategory[],
  requested: string | null,
): GameCategory | null {
  const ordered = orderCategories(categories);
  return ordered.find((c) => c.category === requested) ?? ordered[0] ?? null;
}

/** §7 GET /lgw/games/mobile's filter (its page and size aside); only the parts that are set. */
export interface GameListFilter {
  category?: GameCategoryCode;
  vendor?: string;
  q?: string;
}

/** What /m/game shows for its address and the categories (GCSGAME_newGameVendor's value). */
export interface GameGridSelection {
  /** The selected category (none while searching, or with no category at all). */
  category: GameCategory | null;
  /** The vendor filter: the requested vendor when it is one of the selected category's. */
  vendor: string | null;
  /** What the grid lists; null when there is nothing to list (no category and no search). */
  filter: GameListFilter | null;
}

/**
 * /m/game's grid (§2): a search's results; else the selected category's games (the requested
 * category, else the first in ordinal order, §9), of the requested vendor when it is one of the
 * category's. The app lists it, and the server that draws the page's first screen sends its first
 * page with it (boot-config `FirstData.gameList`): one decision, so both list the same.
 */
export function gameGridSelection(
  categories: readonly GameCategory[],
  params: Pick<GameAreaParams, 'category' | 'vendor' | 'q'>,
): GameGridSelection {
  if (params.q) return { category: null, vendor: null, filter: { q: params.q } };
  const category = selectedCategory(categories, params.category);
  if (!category) return { category: null, vendor: null, filter: null };
  const vendor =
    params.vendor && category.vendors.some((v) => v.vendor === params.vendor)
      ? params.vendor
      : null;
  return {
    category,
    vendor,
    filter: vendor ? { category: category.category, vendor } : { category: category.category },
  };
}
