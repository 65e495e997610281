import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paged } from '@member-app/contract/schemas/admin';
import { chatThreadSummarySchema } from '@member-app/contract/schemas/member-area';
import { apiGet } from '../../../lib/api-client';

export const chatThreadsQueryKey = (code: string, page?: number) =>
  page === undefined
    ? (['chats', code, 'threads'] as const)
    : (['chats', code, 'threads', page] as const);

/**
 * How often the inbox refreshes its lists while its waiting call (wait-chat-inbox.ts) is not
 * answering: the fallback of the real-time inbox only.
 */
export const CHAT_FALLBACK_POLL_MS = 15_000;
/** Threads per page of the inbox, most recently active first. */
export const CHAT_THREADS_PAGE_SIZE = 50;

export async function listChatThreads(code: string, page: number) {
  return apiGet(`/admin/merchants/${encodeURIComponent(code)}/chat/threads`, {
    query: { page, size: CHAT_THREADS_PAGE_SIZE },
    schema: paged(chatThreadSummarySchema),
  });
}

/** The page of threads; `live`: the inbox's waiting call keeps it fresh, else it refreshes slowly. */
export function useChatThreads(code: string, page = 1, live = false) {
  return useQuery({
    queryKey: chatThreadsQueryKey(code, page),
    queryFn: () => listChatThreads(code, page),
    refetchInterval: live ? false : CHAT_FALLBACK_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
