import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  GAME_GRID_PAGE_SIZE,
  GAME_PATHS,
  HOME_LANE_CARDS,
  POPULAR_STRIP_SIZE,
} from '@member-app/contract/rules/games';
import type { GameListFilter } from '@member-app/contract/rules/game-area';
import type {
  GameLanes,
  GameList,
  GameVendors,
  PopularGames,
} from '@member-app/contract/schemas/games';
import { api } from '../../../lib/api';

/** The catalogue calls of §7; failures show inline (error state with retry), never as an alert. */

const STALE_MS = 5 * 60_000;

/** The categories' query key: /m/game's page carries their answer (app/first-data.ts). */
export const gameVendorsQueryKey = ['games', 'vendors'] as const;

/** §7 GCSGAME_newGameVendor: categories (ordinal order, §9) with their vendors. */
export function useGameVendors() {
  return useQuery({
    queryKey: gameVendorsQueryKey,
    queryFn: () => api.get<GameVendors>(GAME_PATHS.vendors, { alert: false }),
    staleTime: STALE_MS,
  });
}

/** The filter as the list call sends it: only the parts that are set. */
const listQuery = (filter: GameListFilter) => ({
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

/** The popular games' query key: /m/game's page carries the strip's answer (app/first-data.ts). */
export const popularQueryKey = (size = POPULAR_STRIP_SIZE) => ['games', 'popular', size] as const;

/** §7 GET /lgw/games/popular?size (no auth, cacheable). */
export function usePopularGames(size = POPULAR_STRIP_SIZE) {
  return useQuery({
    queryKey: popularQueryKey(size),
    queryFn: () => api.get<PopularGames>(GAME_PATHS.popular, { query: { size }, alert: false }),
    staleTime: STALE_MS,
  });
}

/** §7 GCSGAME_getGameMatchV2: "Game lanes return data.lanes" (§3 Game lane). */
export function useGameLanes(size = HOME_LANE_CARDS) {
  return useQuery({
    queryKey: ['games', 'lanes', size],
    queryFn: () => api.get<GameLanes>(GAME_PATHS.lanes, { query: { size }, alert: false }),
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
