import { useQuery } from '@tanstack/react-query';
import { merchantSummarySchema, paged } from '@member-app/contract/schemas/admin';
import { apiGet } from '../../../lib/api-client';

const merchantPage = paged(merchantSummarySchema);

/** The merchants the operator may act on (the server limits the list to them). */
export async function listMerchants(query: {
  q?: string;
  page?: number;
  includeDisabled?: boolean;
}) {
  return apiGet('/admin/merchants', {
    query: { size: 100, ...query, includeDisabled: query.includeDisabled ? 'true' : undefined },
    schema: merchantPage,
  });
}

export const merchantsQueryKey = ['merchants'] as const;

export function useMerchants(query: { q?: string; page?: number; includeDisabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...merchantsQueryKey, 'list', query],
    queryFn: () => listMerchants(query),
  });
}
