import { LIVE_CHAT_ATTEMPTS_MS, MEMBER_TYPE } from '@member-app/contract/constants';
import { BUILT_IN_CHAT_PATH, type CsType } from '@member-app/contract/rules/member-area';

/** Pure decisions of customer service (SPEC §2 screen 14, §4 chat, §5, §6). No DOM, no React. */

export type ChatAccess = 'disabled' | 'login' | 'no-permission' | 'ok';

/** §5 "Chat: CBS3 must be on; guests go to login; type 4 users get a no-permission message." */
export function chatAccess(c: {
  cbs3: boolean;
  loggedIn: boolean;
  memberType: number;
}): ChatAccess {
  if (!c.cbs3) return 'disabled';
  if (!c.loggedIn) return 'login';
  if (c.memberType === MEMBER_TYPE.RESTRICTED) return 'no-permission';
  return 'ok';
}

/** §6 "4 cannot use chat, gets no unread count": the badge polls only when chat is usable. */
export const pollsUnreadCount = (access: ChatAccess) => access === 'ok';

/** §2 screen 14 unread badge text: nothing at 0, "99+" above 99. */
export function unreadBadge(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** CBS_launchChat answers a chatUrl; the server's own chat opens in place, anything else outside. */
export function isBuiltInChat(chatUrl: string, origin: string): boolean {
  try {
    const url = new URL(chatUrl, origin);
    return url.origin === origin && url.pathname === BUILT_IN_CHAT_PATH;
  } catch {
    return false;
  }
}

/**
 * §3 csType: the live-chat vendors (LIVECHAT, COMM100, COMM100VIP) open their widget, which loads
 * late, so opening is attempted on the §4 schedule; AICAN and MIDUOKE are pages of their own.
 */
export function csOpenMode(csType: CsType): 'widget' | 'window' {
  return csType === 'AICAN' || csType === 'MIDUOKE' ? 'window' : 'widget';
}

/**
 * §4 "Chat: live chat attempted at 500 ms, 1 s and 3 s": calls `attempt` at each time until it
 * returns true; after the last failure `fallback` runs. Returns a cancel function.
 */
export function scheduleLiveChatOpen(
  attempt: () => boolean,
  fallback: () => void,
  timers: {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (id: unknown) => void;
  } = globalThis as never,
  schedule: readonly number[] = LIVE_CHAT_ATTEMPTS_MS,
): () => void {
  let done = false;
  const ids = schedule.map((ms, i) =>
    timers.setTimeout(() => {
      if (done) return;
      if (attempt()) done = true;
      else if (i === schedule.length - 1) {
        done = true;
        fallback();
      }
    }, ms),
  );
  return () => {
    done = true;
    ids.forEach((id) => timers.clearTimeout(id));
  };
}
