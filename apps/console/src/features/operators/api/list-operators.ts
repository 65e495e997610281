import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorSchema, paged } from '@member-app/contract/schemas/admin';
import { apiGet } from '../../../lib/api-client';

export const operatorsQueryKey = ['operators'] as const;

/** Every operator account (owners on every merchant only). */
export async function listOperators(page: number) {
  return apiGet('/admin/operators', { query: { page, size: 50 }, schema: paged(operatorSchema) });
}

export function useOperators(page: number) {
  return useQuery({
    queryKey: [...operatorsQueryKey, page],
    queryFn: () => listOperators(page),
    placeholderData: keepPreviousData,
  });
}
