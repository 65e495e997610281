import { useQuery } from '@tanstack/react-query';
import type { CountryInfo } from '@member-app/contract/schemas/system';
import { api } from './api';
import { getBootConfig } from './boot-config';

/**
 * §7 GET /wps/system/country: param _ (merchant); §3 country info (countries with dialing codes,
 * currency, currencySymbol, currencyPosition). Shared by the dialing-code picker and the money
 * formatter.
 */
export function useCountryInfo() {
  return useQuery({
    queryKey: ['system', 'country'],
    queryFn: () =>
      api.get<CountryInfo>('/wps/system/country', {
        query: { _: getBootConfig().merchantCode },
        cache: true,
      }),
    staleTime: Infinity,
  });
}
