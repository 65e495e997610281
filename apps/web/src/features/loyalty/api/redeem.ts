import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { MallRedeem, MallRedeemInput } from '@member-app/contract/schemas/loyalty';
import { api } from '../../../lib/api';
import { loyaltyRootKey } from './keys';
import { mallQueryKey } from './mall';

/**
 * POST /wps/member/mall/redeem. Refusals (not enough points, out of stock, limit reached) are
 * shown by the screen (alert false); afterwards points, stock and counts are fetched again,
 * whichever way it went, since another player may have taken the last one.
 */
export function useRedeem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MallRedeemInput) =>
      api.post<MallRedeem>(LOYALTY_PATHS.mallRedeem, input, { alert: false }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loyaltyRootKey }),
        client.invalidateQueries({ queryKey: mallQueryKey }),
      ]),
  });
}
