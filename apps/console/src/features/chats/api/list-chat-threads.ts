import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paged } from '@member-app/contract/schemas/admin';
import { chatThreadSummarySchema } from '@member-app/contract/schemas/member-area';
import { apiGet } from '../../../lib/api-client';

export const chatThreadsQueryKey = (code: string, page?: number) =>
  page === undefined
    ? (['chats', code, 'threads'] as const)
    : (['chats', code, 'threads', page] as const);

/** How often the inbox asks for new messages while open. */
export const CHAT_POLL_MS = 4_000;
/** Threads per page of the inbox, most recently active first. */
export const CHAT_THREADS_PAGE_SIZE = 50;

export async function listChatThreads(code: string, page: number) {
  return apiGet(`/admin/merchants/${encodeURIComponent(code)}/chat/threads`, {
    query: { page, size: CHAT_THREADS_PAGE_SIZE },
    schema: paged(chatThreadSummarySchema),
  });
}

export function useChatThreads(code: string, page = 1) {
  return useQuery({
    queryKey: chatThreadsQueryKey(code, page),
    queryFn: () => listChatThreads(code, page),
    refetchInterval: CHAT_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
