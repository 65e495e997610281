import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatMessageSchema,
  type operatorReplySchema,
} from '@member-app/contract/schemas/member-area';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { chatThreadQueryKey } from './get-chat-thread';
import { chatThreadsQueryKey } from './list-chat-threads';

export type ChatReply = z.input<typeof operatorReplySchema>;

/** A reply in the member's thread; the member sees it in their open chat. */
export async function replyInChat(code: string, threadId: number, reply: ChatReply) {
  const { value } = await apiCall(
    `/admin/merchants/${encodeURIComponent(code)}/chat/threads/${threadId}/messages`,
    { method: 'POST', body: reply, schema: chatMessageSchema },
  );
  return value;
}

export function useReplyInChat(code: string, threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: ChatReply) => replyInChat(code, threadId, reply),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: chatThreadQueryKey(code, threadId) });
      await queryClient.invalidateQueries({ queryKey: chatThreadsQueryKey(code) });
    },
    meta: { handlesErrors: true },
  });
}
