import { useQuery } from '@tanstack/react-query';
import type { ReferralStatus } from '@member-app/contract/schemas/member-area';
import { api } from './api';
import { useSession } from './session';

/**
 * The answer's query key: it differs by session (a member's personal flag). Home's page carries a
 * visitor's answer, which stands for `null` (no session) only.
 */
export const referralStatusQueryKey = (token: string | null) =>
  ['referral', 'status', token] as const;

/**
 * The referral-wrapper promotions fetch (§3 REFERRAL promotion by key, §6): the global and the
 * member's personal REFERRAL promotion; guests too. Read by the referral entry (§2) and the
 * activity INVITE_FRIENDS button (§5), which decide with the one §6 rule `referralEnabled`.
 */
export function useReferralStatus() {
  const session = useSession();
  return useQuery({
    queryKey: referralStatusQueryKey(session?.token ?? null),
    queryFn: () => api.get<ReferralStatus>('/wps/referral/status', { alert: false }),
    staleTime: 60_000,
  });
}
