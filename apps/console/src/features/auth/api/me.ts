import { useQuery } from '@tanstack/react-query';
import { operatorSchema, type Operator } from '@member-app/contract/schemas/admin';
import { apiGet } from '../../../lib/api-client';
import { updateOperator } from '../../../lib/session';

/** The calling operator; null for the ADMIN_TOKEN bootstrap owner. */
export async function fetchMe(): Promise<Operator | null> {
  const me = await apiGet('/admin/auth/me', { schema: operatorSchema.nullable() });
  if (me) updateOperator(me);
  return me;
}

export const meQueryKey = ['auth', 'me'] as const;

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });
}
