import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { MissionClaim, MissionClaimInput } from '@member-app/contract/schemas/loyalty';
import { api } from '../../../lib/api';
import { loyaltyRootKey } from './keys';

/** POST /wps/member/missions/claim: a completed mission's points (refusals shown by the screen). */
export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MissionClaimInput) =>
      api.post<MissionClaim>(LOYALTY_PATHS.missionClaim, input, { alert: false }),
    onSettled: () => client.invalidateQueries({ queryKey: loyaltyRootKey }),
  });
}
