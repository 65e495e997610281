import { useQuery } from '@tanstack/react-query';
import { merchantDashboardSchema } from '@member-app/contract/schemas/admin-dashboard';
import { apiGet } from '../../../lib/api-client';

/** The merchant's counts of today and the last 7 days (any operator of the merchant). */
export async function getDashboard(code: string) {
  return apiGet(`/admin/merchants/${encodeURIComponent(code)}/dashboard`, {
    schema: merchantDashboardSchema,
  });
}

/** Kept fresh while the screen is open: an operator leaves it on a second monitor. */
const REFRESH_MS = 30_000;

export function useDashboard(code: string) {
  return useQuery({
    queryKey: ['dashboard', code],
    queryFn: () => getDashboard(code),
    refetchInterval: REFRESH_MS,
  });
}
