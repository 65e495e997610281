import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorSchema,
  type Operator,
  type OperatorCreate,
} from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { operatorsQueryKey } from './list-operators';

/** A new operator with a temporary password, which they must change at their first login. */
export async function createOperator(input: OperatorCreate): Promise<Operator> {
  return (
    await apiCall('/admin/operators', { method: 'POST', body: input, schema: operatorSchema })
  ).value;
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
    meta: { handlesErrors: true },
  });
}
