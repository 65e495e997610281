import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  merchantViewSchema,
  type MerchantPatch,
  type MerchantView,
} from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { merchantQueryKey } from './get-merchant';

/**
 * A JSON merge patch of the merchant (RFC 7396), sent with the version the form was filled from:
 * when someone else saved in between, the server answers 412 and nothing is overwritten.
 */
export async function patchMerchant(
  code: string,
  patch: MerchantPatch,
  version: string,
): Promise<MerchantView> {
  const { value } = await apiCall(`/admin/merchants/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body: patch,
    ifMatch: version,
    schema: merchantViewSchema,
  });
  return value;
}

export function usePatchMerchant(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patch, version }: { patch: MerchantPatch; version: string }) =>
      patchMerchant(code, patch, version),
    onSuccess: (merchant) => {
      queryClient.setQueryData(merchantQueryKey(code), merchant);
      return queryClient.invalidateQueries({ queryKey: ['merchants', 'list'] });
    },
    meta: { handlesErrors: true },
  });
}
