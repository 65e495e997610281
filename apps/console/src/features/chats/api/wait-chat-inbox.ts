import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CHAT_WAIT_MS } from '@member-app/contract/rules/member-area';
import { chatInboxSchema } from '@member-app/contract/schemas/member-area';
import { apiGet } from '../../../lib/api-client';
import { chatThreadQueryKey } from './get-chat-thread';
import { CHAT_THREADS_PAGE_SIZE, chatThreadsQueryKey } from './list-chat-threads';

/** After a failed waiting call, how long the inbox refreshes slowly before it waits again. */
const RETRY_LIVE_MS = 30_000;

export interface ChatInboxWait {
  /** The merchant's newest message id the inbox shows (0: answered at once with what is there). */
  after: number;
  page: number;
  thread: number | null;
}

/**
 * The inbox's waiting call: the server answers as soon as a member writes in any of the merchant's
 * threads (on whichever instance), or after CHAT_WAIT_MS with what is there.
 */
export async function waitChatInbox(code: string, wait: ChatInboxWait, signal: AbortSignal) {
  return apiGet(`/admin/merchants/${encodeURIComponent(code)}/chat/inbox/wait`, {
    query: {
      after: wait.after,
      page: wait.page,
      size: CHAT_THREADS_PAGE_SIZE,
      thread: wait.thread,
    },
    schema: chatInboxSchema,
    signal,
    // The server answers within CHAT_WAIT_MS; the rest is the network's.
    timeout: CHAT_WAIT_MS + 10_000,
  });
}

/**
 * Keeps one waiting call open while the inbox is on screen and puts each answer (the page of
 * threads with their unanswered counts, the open thread) into the queries the screen reads, then
 * asks again at once. Answers whether the inbox is live: while it is not (the waiting call failed),
 * the screen refreshes its lists slowly, and the waiting call is tried again a little later.
 */
export function useChatInboxLive(code: string, page: number, thread: number | null): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(true);
  // The newest message the inbox has, per merchant: another merchant starts from 0.
  const [cursor, setCursor] = useState({ code, latest: 0, round: 0 });
  const after = cursor.code === code ? cursor.latest : 0;
  const round = cursor.code === code ? cursor.round : 0;
  useEffect(() => {
    if (!live) {
      const retry = setTimeout(() => setLive(true), RETRY_LIVE_MS);
      return () => clearTimeout(retry);
    }
    const controller = new AbortController();
    waitChatInbox(code, { after, page, thread }, controller.signal)
      .then((inbox) => {
        if (controller.signal.aborted) return;
        queryClient.setQueryData(chatThreadsQueryKey(code, page), inbox.threads);
        if (thread !== null && inbox.thread)
          queryClient.setQueryData(chatThreadQueryKey(code, thread), inbox.thread);
        // A new round even when nothing changed (the call timed out): ask again at once.
        setCursor((c) => ({ code, latest: inbox.latest, round: c.round + 1 }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setLive(false);
      });
    return () => controller.abort();
  }, [code, page, thread, live, after, round, queryClient]);
  return live;
}
