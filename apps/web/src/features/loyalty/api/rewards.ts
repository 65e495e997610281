import { useQuery } from '@tanstack/react-query';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { RewardStates } from '@member-app/contract/schemas/loyalty';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { loyaltyKey } from './keys';

export const rewardStatesKey = (token: string | null) => loyaltyKey('rewards', token);

/** GET /wps/member/rewards: the member's state of each reward-center entry. */
export function useRewardStates(enabled: boolean) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: rewardStatesKey(token),
    queryFn: () => api.get<RewardStates>(LOYALTY_PATHS.rewards, { alert: false }),
    enabled: enabled && !!token,
  });
}
