import { useQuery } from '@tanstack/react-query';
import type { AvailablePromotion } from '@member-app/contract/schemas/content';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** Per session: the answer may differ for a logged-in member. */
export const availablePromotionsKey = (token: string | null) =>
  ['content', 'available-promotions', token] as const;

/** §7 relay MCSFE_getMerchantAvailablePromotions: the reward center's entries (§6 REWCEN3). */
export function useAvailablePromotions(enabled: boolean) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: availablePromotionsKey(token),
    queryFn: () =>
      api.post<{ list: AvailablePromotion[] }>(
        '/wps/relay/MCSFE_getMerchantAvailablePromotions',
        {},
        { alert: false },
      ),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
