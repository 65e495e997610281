import { useQuery } from '@tanstack/react-query';
import type { DomainList } from '@member-app/contract/schemas/system';
import { DOMAIN_PING_TIMEOUT_MS } from '@member-app/contract/constants';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** §3 the customer-service and domain-list call. */
export function fetchDomainList(): Promise<DomainList> {
  return api.get<DomainList>('/wps/system/domainRoute', { alert: false });
}

/**
 * §4 "Domain modal: fetches customer service and the domain list", as soon as the modal shows: the
 * customer-service button must open its entry inside the click (popup blockers), so the entry has
 * to be at hand before it. Keyed by session: a member's VIP label picks its entries (§6).
 */
export function useDomainList() {
  const session = useSession();
  return useQuery({
    queryKey: ['domain', 'list', session?.token ?? null],
    queryFn: fetchDomainList,
    retry: 1,
    meta: { globalErrorHandling: false },
  });
}

/**
 * §7 ping on a candidate domain, 10 s timeout. A plain cross-origin GET without custom headers,
 * so that no preflight is needed; resolves with the domain when it answers pong.
 */
export async function pingDomain(url: string, domain: string): Promise<string> {
  const res = await fetch(url, {
    mode: 'cors',
    credentials: 'omit',
    signal: AbortSignal.timeout(DOMAIN_PING_TIMEOUT_MS),
  });
  const body = (await res.json()) as { success?: boolean };
  if (!res.ok || body.success !== true) throw new Error(`${domain} did not answer`);
  return domain;
}
