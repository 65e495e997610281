import { useQuery } from '@tanstack/react-query';
import { merchantViewSchema, type MerchantView } from '@member-app/contract/schemas/admin';
import { apiGet } from '../../../lib/api-client';

/** A merchant with its settings (secrets only as `{set}`) and its version for If-Match. */
export async function getMerchant(code: string): Promise<MerchantView> {
  return apiGet(`/admin/merchants/${encodeURIComponent(code)}`, { schema: merchantViewSchema });
}

export const merchantQueryKey = (code: string) => ['merchants', 'one', code] as const;

export function useMerchant(code: string) {
  return useQuery({ queryKey: merchantQueryKey(code), queryFn: () => getMerchant(code) });
}
