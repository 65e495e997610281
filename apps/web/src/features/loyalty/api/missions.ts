import { useQuery } from '@tanstack/react-query';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { Missions } from '@member-app/contract/schemas/loyalty';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { loyaltyKey } from './keys';

export const missionsKey = (token: string | null) => loyaltyKey('missions', token);

/**
 * GET /wps/member/missions: each mission with the member's progress in its cycle. Fetched again
 * whenever the page is shown or the app comes back to the front, since launches and deposits
 * happen elsewhere.
 */
export function useMissions() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: missionsKey(token),
    queryFn: () => api.get<Missions>(LOYALTY_PATHS.missions, { alert: false }),
    enabled: !!token,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
