import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@member-app/contract/schemas/member-area';
import { CHAT_UNREAD_POLL_MS } from '@member-app/contract/rules/member-area';
import { api } from '../../../lib/api';

export const unreadQueryKey = ['support', 'unread'] as const;

/** §7 relay CBS_unreadCount, polled for the footer badge (§2 screen 14). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadQueryKey,
    queryFn: () => api.post<UnreadCount>('/wps/relay/CBS_unreadCount', {}, { alert: false }),
    enabled,
    refetchInterval: CHAT_UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
    meta: { globalErrorHandling: false },
  });
}
