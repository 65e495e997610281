import { useQuery } from '@tanstack/react-query';
import { chatThreadSchema } from '@member-app/contract/schemas/member-area';
import { apiGet } from '../../../lib/api-client';
import { CHAT_POLL_MS } from './list-chat-threads';

export const chatThreadQueryKey = (id: number) => ['chats', 'thread', id] as const;

/** Every message of a thread, oldest first. */
export async function getChatThread(id: number) {
  return apiGet(`/admin/member-area/chat/threads/${id}`, { schema: chatThreadSchema });
}

export function useChatThread(id: number | null) {
  return useQuery({
    queryKey: chatThreadQueryKey(id ?? 0),
    queryFn: () => getChatThread(id ?? 0),
    enabled: id !== null,
    refetchInterval: CHAT_POLL_MS,
  });
}
