import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  merchantViewSchema,
  type MerchantCreate,
  type MerchantView,
} from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { merchantsQueryKey } from './list-merchants';

export async function createMerchant(input: MerchantCreate): Promise<MerchantView> {
  return (
    await apiCall('/admin/merchants', { method: 'POST', body: input, schema: merchantViewSchema })
  ).value;
}

export function useCreateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantsQueryKey }),
    meta: { handlesErrors: true },
  });
}
