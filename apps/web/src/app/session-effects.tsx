import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session';
import { memberAreaQueryKey, memberInfoQueryKey, fetchMemberInfo } from '../lib/member-info';

// Push code loads only when a session starts or ends, not with every page.
const pushRegistration = () => import('../features/push/push-registration');
const rankProgress = () => import('../lib/rank-progress');

/**
 * §4 Session transitions: "On token removal: push tokens unsubscribed, member info cleared. On
 * token set: push bound and subscribed to topic ALL, rank progress loaded". Member info is loaded
 * with the rank progress, so the member area and the VIP card open with both at hand. Push acts only
 * where the member allowed notifications; asking is the push feature's dialog (PushHost).
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
      void pushRegistration().then((m) => m.removePushRegistration());
      return;
    }
    void queryClient.prefetchQuery({ queryKey: memberInfoQueryKey, queryFn: fetchMemberInfo });
    void rankProgress().then((m) => queryClient.prefetchQuery(m.rankProgressQuery(token)));
    void pushRegistration().then((m) => m.syncPushRegistration());
  }, [session?.token, queryClient]);
  return null;
}
