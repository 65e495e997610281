import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  GAME_GRID_PAGE_SIZE,
  GAME_PATHS,
  POPULAR_STRIP_SIZE,
} from '@member-app/contract/rules/games';
import type { GameListFilter } from '@member-app/contract/rules/game-area';
import type { GameList, GameVendors, PopularGames } from '@member-app/contract/schemas/games';
import { api } from '../../../lib/api';
import {
  CATALOGUE_STALE_MS as STALE_MS,
  gameListQueryKey,
  gameVendorsQueryKey,
  listQuery,
  popularQueryKey,
} from './catalogue-keys';

/**
 * The catalogue calls of /m/game and the game launch page (§7); failures show inline (error state
 * with retry), never as an alert. Home's lanes have theirs in lanes.ts, and the query keys the
 * page's first data seeds are in catalogue-keys.ts: the boot script and home's chunks import
 * those, and with them imported from here every player's first load carried /m/game's paged list
 * and its infinite query (issue 14).
 */

/** §7 GCSGAME_newGameVendor: categories (ordinal order, §9) with their vendors. */
export function useGameVendors() {
  return useQuery({
    queryKey: gameVendorsQueryKey,
    queryFn: () => api.get<GameVendors>(GAME_PATHS.vendors, { alert: false }),
    staleTime: STALE_MS,
  });
}

/** §7 GET /lgw/games/mobile?category&vendor&q&page&size (no auth, cacheable), paged ("load more"). */
export function useGameList(filter: GameListFilter, enabled = true) {
  const query = listQuery(filter);
  return useInfiniteQuery({
    queryKey: gameListQueryKey(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get<GameList>(GAME_PATHS.mobile, {
        query: { ...query, page: pageParam, size: GAME_GRID_PAGE_SIZE },
        alert: false,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: STALE_MS,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** §7 GET /lgw/games/popular?size (no auth, cacheable). */
export function usePopularGames(size = POPULAR_STRIP_SIZE) {
  return useQuery({
    queryKey: popularQueryKey(size),
    queryFn: () => api.get<PopularGames>(GAME_PATHS.popular, { query: { size }, alert: false }),
    staleTime: STALE_MS,
  });
}

/**
 * The name of a game opened by a link that does not carry it (a home banner's launch link): looked
 * up in the vendor's catalogue page (cacheable, §7). Only for display; the launch does not wait.
 */
export function useGameName(gameCode: string | null, vendor: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'name', vendor, gameCode],
    queryFn: async () => {
      const page = await api.get<GameList>(GAME_PATHS.mobile, {
        query: { vendor: vendor ?? undefined, size: 100 },
        alert: false,
      });
      return page.list.find((g) => g.gameCode === gameCode)?.name ?? null;
    },
    enabled: enabled && !!gameCode && !!vendor,
    staleTime: STALE_MS,
    retry: false,
    meta: { globalErrorHandling: false },
  });
}
