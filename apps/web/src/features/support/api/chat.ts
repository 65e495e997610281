import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChatThread, CsScript } from '@member-app/contract/schemas/member-area';
import {
  BUILT_IN_CHAT_PATH,
  CHAT_MESSAGES_POLL_MS,
  CHAT_WAIT_MS,
  type CsPosition,
} from '@member-app/contract/rules/member-area';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

const threadQueryKey = ['support', 'thread'] as const;

/**
 * The built-in chat's messages while it is open (reading marks replies as seen). A support reply
 * arrives in real time: the open chat keeps one waiting call (`messages/wait`, a long-poll the
 * server answers as soon as support replies, on whichever instance) and asks again after each
 * answer. Should that call fail, the chat falls back to refreshing every few seconds.
 */
export function useChatThread(open: boolean) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(true);
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: threadQueryKey,
    queryFn: () => api.get<ChatThread>(`${BUILT_IN_CHAT_PATH}/messages`, { alert: false }),
    enabled: open,
    refetchInterval: open && !live ? CHAT_MESSAGES_POLL_MS : false,
    meta: { globalErrorHandling: false },
  });
  const loaded = query.data !== undefined;
  const after = query.data?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!open || !live || !loaded) return;
    const controller = new AbortController();
    api
      .get<ChatThread>(`${BUILT_IN_CHAT_PATH}/messages/wait`, {
        query: { after },
        alert: false,
        signal: controller.signal,
        // The server answers within CHAT_WAIT_MS; the rest is the network's.
        timeout: CHAT_WAIT_MS + 10_000,
      })
      .then((next) => {
        if (controller.signal.aborted) return;
        queryClient.setQueryData(threadQueryKey, next);
        setRound((r) => r + 1);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLive(false);
      });
    return () => controller.abort();
  }, [open, live, loaded, after, round, queryClient]);
  return query;
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
