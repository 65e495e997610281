import type { DomainList } from '@member-app/contract/schemas/system';
import { DOMAIN_PING_TIMEOUT_MS } from '@member-app/contract/constants';
import { api } from '../../../lib/api';

/** §3 the customer-service and domain-list call. */
export function fetchDomainList(): Promise<DomainList> {
  return api.get<DomainList>('/wps/system/domainRoute', { alert: false });
}

/**
 * §7 ping on a candidate domain, 10 s timeout. A plain cross-origin GET without custom headers,
 * so that no preflight is needed; resolves with the domain when it answers pong.
 */
export async function pingDomain(url: string, domain: string): Promise<string> {
  const res = await fetch(url, { mode: 'cors', credentials: 'omit', signal: AbortSignal.timeout(DOMAIN_PING_TIMEOUT_MS) });
  const body = (await res.json()) as { success?: boolean };
  if (!res.ok || body.success !== true) throw new Error(`${domain} did not answer`);
  return domain;
}
