import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { chatThreadSummarySchema } from '@member-app/contract/schemas/member-area';
import { apiGet } from '../../../lib/api-client';

export const chatThreadsQueryKey = (code: string) => ['chats', code, 'threads'] as const;

/** How often the inbox asks for new messages while open. */
export const CHAT_POLL_MS = 4_000;

export async function listChatThreads(code: string) {
  return apiGet('/admin/member-area/chat/threads', {
    query: { merchantCode: code, limit: 100 },
    schema: z.array(chatThreadSummarySchema),
  });
}

export function useChatThreads(code: string) {
  return useQuery({
    queryKey: chatThreadsQueryKey(code),
    queryFn: () => listChatThreads(code),
    refetchInterval: CHAT_POLL_MS,
  });
}
