import { useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@member-app/contract/schemas/content';
import { api } from '../../../lib/api';

/** GET /wps/content/leaderboard: the boards and one board's ranking (the first when none). */
export function useLeaderboard(board: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['content', 'leaderboard', board],
    queryFn: () =>
      api.get<Leaderboard>('/wps/content/leaderboard', {
        query: { board: board ?? undefined },
        alert: false,
      }),
    enabled,
    staleTime: 60_000,
    placeholderData: (prev) => prev,
  });
}
