import { useQuery } from '@tanstack/react-query';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { MallMine } from '@member-app/contract/schemas/loyalty';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { loyaltyKey } from './keys';

/** GET /wps/member/mall: how many of each item the member has redeemed (per-member limits). */
export function useMallMine() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: loyaltyKey('mall', token),
    queryFn: () => api.get<MallMine>(LOYALTY_PATHS.mallMine, { alert: false }),
    enabled: !!token,
  });
}
