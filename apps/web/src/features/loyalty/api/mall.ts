import { useQuery } from '@tanstack/react-query';
import type { MallItem } from '@member-app/contract/schemas/content';
import { api } from '../../../lib/api';

export const mallQueryKey = ['content', 'mall'] as const;

/** GET /wps/content/mall: the point market's items, their price in points and stock. */
export function useMall() {
  return useQuery({
    queryKey: mallQueryKey,
    queryFn: () => api.get<{ items: MallItem[] }>('/wps/content/mall', { alert: false }),
  });
}
