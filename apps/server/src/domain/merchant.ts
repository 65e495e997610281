import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';

/** A white-label tenant as every module and provider sees it: its code, settings and hosts. */
export interface Merchant {
  code: string;
  settings: MerchantSettings;
  domains: string[];
}

/** A Host header as a merchant domain: lower case, without port or trailing dot. */
export function normalizeHost(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}
