import { useQuery } from '@tanstack/react-query';
import { LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { Points } from '@member-app/contract/schemas/loyalty';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { loyaltyKey } from './keys';

/** GET /wps/member/points: the member's points and their latest history. */
export const fetchPoints = () => api.get<Points>(LOYALTY_PATHS.points, { alert: false });

export function usePoints() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: loyaltyKey('points', token),
    queryFn: fetchPoints,
    enabled: !!token,
  });
}
