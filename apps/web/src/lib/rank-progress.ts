import type { RankProgress } from '@member-app/contract/schemas/member-area';
import { api } from './api';

import { memberAreaQueryKey } from './member-info';

export { memberAreaQueryKey };
export const MEMBER_QUERY_STALE_MS = 30_000;

/** §7 relay MCSFE_getPlayerRankProgress. */
export const fetchRankProgress = () =>
  api.post<RankProgress>('/wps/relay/MCSFE_getPlayerRankProgress', {});

/**
 * §4 "On token set: … rank progress loaded": the query the session effects prefetch when a token
 * is set, and the VIP card reads. Here in lib, so that the shell does not load the member area.
 */
export const rankProgressQuery = (token: string) => ({
  queryKey: [...memberAreaQueryKey, 'rank', token] as const,
  queryFn: fetchRankProgress,
  staleTime: MEMBER_QUERY_STALE_MS,
});
