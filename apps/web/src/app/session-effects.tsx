import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session';
import { memberInfoQueryKey, fetchMemberInfo } from '../lib/member-info';
import { memberAreaQueryKey, rankProgressQuery } from '../features/member/api/member-area';

/**
 * §4 Session transitions: "On token removal: ... member info cleared. On token set: ... rank
 * progress loaded" (push joins with its own issue). Member info is loaded with the rank progress,
 * so the member area and the VIP card open with both at hand.
 */
export function SessionEffects() {
  const session = useSession();
  const queryClient = useQueryClient();
  const previous = useRef(session?.token ?? null);
  useEffect(() => {
    const token = session?.token ?? null;
    if (token === previous.current) return;
    previous.current = token;
    if (!token) {
      queryClient.removeQueries({ queryKey: ['member'] });
      queryClient.removeQueries({ queryKey: memberAreaQueryKey });
      return;
    }
    void queryClient.prefetchQuery({ queryKey: memberInfoQueryKey, queryFn: fetchMemberInfo });
    void queryClient.prefetchQuery(rankProgressQuery(token));
  }, [session?.token, queryClient]);
  return null;
}
