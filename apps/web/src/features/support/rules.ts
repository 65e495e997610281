import { MEMBER_TYPE } from '@member-app/contract/constants';
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
 * §3 COMM100VIP is the VIP line, and entries limited to VIP labels (§6) are for VIP members: both
 * are badged VIP; other entries show their csType.
 */
export function csEntryBadge(entry: {
  csType: CsType;
  labelIds: readonly number[];
}): 'vip' | CsType {
  return entry.csType === 'COMM100VIP' || entry.labelIds.length > 0 ? 'vip' : entry.csType;
}
