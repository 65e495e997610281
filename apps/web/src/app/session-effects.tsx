import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session';
import { memberInfoQueryKey, fetchMemberInfo } from '../lib/member-info';

/**
 * §4 Session transitions: "On token removal: ... member info cleared. On token set: ... rank
 * progress loaded" (push and rank progress join with their issues); member info is loaded.
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
      return;
    }
    void queryClient.prefetchQuery({ queryKey: memberInfoQueryKey, queryFn: fetchMemberInfo });
  }, [session?.token, queryClient]);
  return null;
}
