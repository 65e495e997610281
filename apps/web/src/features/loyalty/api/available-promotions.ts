import { useQuery } from '@tanstack/react-query';
import type { AvailablePromotion } from '@member-app/contract/schemas/content';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** §7 relay MCSFE_getMerchantAvailablePromotions: the reward center's entries (§6 REWCEN3). */
export function useAvailablePromotions(enabled: boolean) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: ['content', 'available-promotions', token],
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
