import { PRESERVED_QUERY_PARAMS } from '@member-app/contract/constants';

/**
 * §9 "Preserved query parameters across navigation": affiliate, referral and ad-click parameters
 * of the current address are carried to the next one unless the target sets them itself.
 */
export function withPreservedParams(target: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const hashAt = target.indexOf('#');
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const withoutHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  for (const name of PRESERVED_QUERY_PARAMS) {
    const value = current.get(name);
    if (value !== null && !params.has(name)) params.set(name, value);
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}
