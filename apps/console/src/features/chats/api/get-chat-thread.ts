import { useQuery } from '@tanstack/react-query';
import { chatThreadSchema } from '@member-app/contract/schemas/member-area';
import { apiGet } from '../../../lib/api-client';
import { CHAT_FALLBACK_POLL_MS } from './list-chat-threads';

export const chatThreadQueryKey = (code: string, id: number) =>
  ['chats', code, 'thread', id] as const;

/** Every message of one of the merchant's threads, oldest first. */
export async function getChatThread(code: string, id: number) {
  return apiGet(`/admin/merchants/${encodeURIComponent(code)}/chat/threads/${id}`, {
    schema: chatThreadSchema,
  });
}

/** The open thread; `live`: the inbox's waiting call keeps it fresh, else it refreshes slowly. */
export function useChatThread(code: string, id: number | null, live = false) {
  return useQuery({
    queryKey: chatThreadQueryKey(code, id ?? 0),
    queryFn: () => getChatThread(code, id ?? 0),
    enabled: id !== null,
    refetchInterval: live ? false : CHAT_FALLBACK_POLL_MS,
  });
}
