import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { RewardClaim, RewardClaimInput } from '@member-app/contract/schemas/loyalty';
import { api } from '../../../lib/api';
import { loyaltyRootKey } from './keys';

/**
 * POST /wps/member/rewards/claim. The screen shows its own message for a refusal (alert false);
 * the §8 policy still applies to an expired session.
 */
export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RewardClaimInput) =>
      api.post<RewardClaim>(LOYALTY_PATHS.rewardClaim, input, { alert: false }),
    onSettled: () => client.invalidateQueries({ queryKey: loyaltyRootKey }),
  });
}
