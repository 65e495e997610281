import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorSchema,
  type Operator,
  type OperatorPatch,
} from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { operatorsQueryKey } from './list-operators';

/** Role, merchants, or disabled (which ends every session of the operator). */
export async function patchOperator(id: number, patch: OperatorPatch): Promise<Operator> {
  return (
    await apiCall(`/admin/operators/${id}`, {
      method: 'PATCH',
      body: patch,
      schema: operatorSchema,
    })
  ).value;
}

export function usePatchOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: OperatorPatch }) => patchOperator(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
    meta: { handlesErrors: true },
  });
}
