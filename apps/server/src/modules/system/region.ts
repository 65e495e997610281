import ipaddr from 'ipaddr.js';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

function parseIp(ip: string): Parsed | null {
  try {
    const addr = ipaddr.parse(ip.trim());
    // ::ffff:1.2.3.4 is the IPv4 visitor 1.2.3.4.
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
      return (addr as ipaddr.IPv6).toIPv4Address();
    }
    return addr;
  } catch {
    return null;
  }
}

/** True when `ip` is one of `list` (single addresses or CIDR ranges); bad entries never match. */
export function ipInList(ip: string, list: readonly string[]): boolean {
  // Most merchants list no address: the visitor's is then not even parsed.
  if (list.length === 0) return false;
  const addr = parseIp(ip);
  if (!addr) return false;
  return list.some((entry) => {
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry.trim());
        return addr.kind() === range.kind() && addr.match([range, bits] as [Parsed, number]);
      }
      const single = parseIp(entry);
      return (
        single !== null && single.kind() === addr.kind() && single.toString() === addr.toString()
      );
    } catch {
      return false;
    }
  });
}

/**
 * §2 screen 2 "Access denied / IP or region restriction". Allowed IPs always pass; blocked IPs
 * never do; then the visitor's country (from the CDN's header) is checked against the blocked and
 * allowed lists. An unknown country is not refused: without a country the rule cannot be applied.
 */
export function isRegionRestricted(
  rules: MerchantSettings['regionRules'],
  ip: string,
  country: string | null,
): boolean {
  if (ipInList(ip, rules.allowedIps)) return false;
  if (ipInList(ip, rules.blockedIps)) return true;
  if (!country) return false;
  const c = country.toUpperCase();
  if (rules.blockedCountries.map((x) => x.toUpperCase()).includes(c)) return true;
  if (
    rules.allowedCountries.length > 0 &&
    !rules.allowedCountries.map((x) => x.toUpperCase()).includes(c)
  ) {
    return true;
  }
  return false;
}
