import { HOME_LANE_CARDS, POPULAR_STRIP_SIZE } from '@member-app/contract/rules/games';
import type { GameListFilter } from '@member-app/contract/rules/game-area';

/** The query keys of the catalogue calls (§7) that a page's first data seeds (app/first-data.ts). */

/** How long a catalogue answer is fresh. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

/** The categories' query key: /m/game's page carries their answer (app/first-data.ts). */
export const gameVendorsQueryKey = ['games', 'vendors'] as const;

/** The filter as the list call sends it: only the parts that are set. */
export const listQuery = (filter: GameListFilter) => ({
  category: filter.category || undefined,
  vendor: filter.vendor || undefined,
  q: filter.q || undefined,
});

/**
 * A filtered list's query key (its pages, GameList each): /m/game's page carries the first page of
 * the grid it shows on arrival under the filter that lists it (app/first-data.ts).
 */
export const gameListQueryKey = (filter: GameListFilter) =>
  ['games', 'mobile', listQuery(filter)] as const;

/** The popular games' query key: /m/game's page carries the strip's answer (app/first-data.ts). */
export const popularQueryKey = (size = POPULAR_STRIP_SIZE) => ['games', 'popular', size] as const;

/** Home's game lanes' query key (GCSGAME_getGameMatchV2): home's page carries their answer. */
export const gameLanesQueryKey = (size = HOME_LANE_CARDS) => ['games', 'lanes', size] as const;
