import { useQuery } from '@tanstack/react-query';
import type { CountryInfo } from '@member-app/contract/schemas/system';
import { api } from '../../../lib/api';
import { getBootConfig } from '../../../lib/boot-config';

/** §7 GET /wps/system/country: param _ (merchant); countries with dialing codes (§3). */
export function useCountryInfo() {
  return useQuery({
    queryKey: ['system', 'country'],
    queryFn: () => api.get<CountryInfo>('/wps/system/country', { query: { _: getBootConfig().merchantCode }, cache: true }),
    staleTime: Infinity,
  });
}
