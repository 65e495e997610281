import { useMutation } from '@tanstack/react-query';
import { pushSendResultSchema, type pushSendSchema } from '@member-app/contract/schemas/push';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';

export type PushSend = z.input<typeof pushSendSchema>;

/** Sends a notification to a member or a topic of the merchant; answers how many it reached. */
export async function sendPush(code: string, push: PushSend) {
  const { value } = await apiCall(`/admin/merchants/${encodeURIComponent(code)}/push`, {
    method: 'POST',
    body: push,
    schema: pushSendResultSchema,
  });
  return value;
}

export function useSendPush(code: string) {
  return useMutation({
    mutationFn: (push: PushSend) => sendPush(code, push),
    meta: { handlesErrors: true },
  });
}
