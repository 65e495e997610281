import { useQuery } from '@tanstack/react-query';
import { GAME_PATHS, HOME_LANE_CARDS } from '@member-app/contract/rules/games';
import type { GameLanes } from '@member-app/contract/schemas/games';
import { api } from '../../../lib/api';
import { CATALOGUE_STALE_MS, gameLanesQueryKey } from './catalogue-keys';

/** §7 GCSGAME_getGameMatchV2: "Game lanes return data.lanes" (§3 Game lane). */
export function useGameLanes(size = HOME_LANE_CARDS) {
  return useQuery({
    queryKey: gameLanesQueryKey(size),
    queryFn: () => api.get<GameLanes>(GAME_PATHS.lanes, { query: { size }, alert: false }),
    staleTime: CATALOGUE_STALE_MS,
  });
}
