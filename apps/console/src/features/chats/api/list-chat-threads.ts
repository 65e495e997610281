import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/**
 * A thread as the inbox lists it: the member, when it last moved, and how many of the member's
 * messages came after the last reply. (The server declares this shape in its route,
 * support-chat/admin-routes.ts; checked here so a change there shows as an error, not a blank.)
 */
export const chatThreadSummarySchema = z.object({
  threadId: z.number().int(),
  memberId: z.number().int(),
  userName: z.string(),
  updatedAt: z.number().int(),
  unanswered: z.number().int().min(0),
});
export type ChatThreadSummary = z.infer<typeof chatThreadSummarySchema>;

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
