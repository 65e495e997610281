import { DOMAIN_PING_MAX_CANDIDATES } from '@member-app/contract/constants';

/**
 * §4 Domain modal "pings up to 10 random domains": the merchant's other domains in random order,
 * without the one that failed.
 */
export function pickCandidates(
  domains: readonly string[],
  currentHost: string,
  random: () => number = Math.random,
): string[] {
  const current = currentHost.toLowerCase().replace(/:\d+$/, '');
  const unique = [
    ...new Set(domains.map((d) => d.trim().toLowerCase()).filter((d) => d && d !== current)),
  ];
  // Fisher–Yates with the given source of randomness (tests pass a fixed one).
  for (let i = unique.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [unique[i], unique[j]] = [unique[j]!, unique[i]!];
  }
  return unique.slice(0, DOMAIN_PING_MAX_CANDIDATES);
}

/**
 * §2 screen 15 retry "reloads /m/index.html on the fastest reachable domain, carrying
 * affiliateCode and r as query parameters".
 */
export function retryUrl(
  protocol: string,
  domain: string,
  port: string,
  currentSearch: string,
): string {
  const current = new URLSearchParams(currentSearch);
  const next = new URLSearchParams();
  for (const name of ['affiliateCode', 'r']) {
    const v = current.get(name);
    if (v !== null) next.set(name, v);
  }
  const qs = next.toString();
  return `${protocol}//${domain}${port ? `:${port}` : ''}/m/index.html${qs ? `?${qs}` : ''}`;
}

/** §9 ping URL on a candidate domain. */
export function pingUrl(protocol: string, domain: string, port: string, now: number): string {
  return `${protocol}//${domain}${port ? `:${port}` : ''}/wps/system/test/ping?speed=${now}`;
}
