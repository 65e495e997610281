import { useQuery } from '@tanstack/react-query';
import type {
  ChatThread,
  CsScript,
  LaunchChat,
  LaunchChatInput,
  UnreadCount,
} from '@member-app/contract/schemas/member-area';
import {
  BUILT_IN_CHAT_PATH,
  CHAT_MESSAGES_POLL_MS,
  CHAT_UNREAD_POLL_MS,
  type ChatLanguage,
  type CsPosition,
} from '@member-app/contract/rules/member-area';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

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

/** §7 relay CBS_launchChat, in the §9 chat language (`chatLanguageFor` of the UI language). */
export const launchChat = (language: ChatLanguage) =>
  api.post<LaunchChat>('/wps/relay/CBS_launchChat', { language } satisfies LaunchChatInput, {
    alert: false,
  });

/** The built-in chat's messages, refreshed while it is open (reading marks replies as seen). */
export function useChatThread(open: boolean) {
  return useQuery({
    queryKey: ['support', 'thread'],
    queryFn: () => api.get<ChatThread>(`${BUILT_IN_CHAT_PATH}/messages`, { alert: false }),
    enabled: open,
    refetchInterval: open ? CHAT_MESSAGES_POLL_MS : false,
    meta: { globalErrorHandling: false },
  });
}

export const sendChatMessage = (body: string) =>
  api.post<ChatThread>(`${BUILT_IN_CHAT_PATH}/messages`, { body });

/**
 * §7 relay WPSCORE_getCustomerServiceScript: the entries this visitor may use (§6 label filter) at
 * one position: CHAT in the chat, MAINTENANCE on the system screens.
 */
export function useCustomerServiceEntries(open: boolean, csPosition: CsPosition = 'CHAT') {
  const session = useSession();
  return useQuery({
    queryKey: ['support', 'cs-entries', csPosition, session?.token ?? null],
    queryFn: () =>
      api.post<CsScript>(
        '/wps/relay/WPSCORE_getCustomerServiceScript',
        { csPosition },
        { alert: false },
      ),
    enabled: open,
    staleTime: 5 * 60_000,
    meta: { globalErrorHandling: false },
  });
}
