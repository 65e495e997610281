import { OPEN_CHAT_EVENT } from '@member-app/contract/rules/member-area';

/**
 * A request to open the customer-service chat (§2 referral entry "otherwise", the wallet pages'
 * contact button). The chat button comes in after the page has loaded, so a tap before then must
 * not be lost: the request is kept until the chat button takes it, and the event tells a chat
 * button that is already there.
 */
let pending = false;

export function requestChat(): void {
  pending = true;
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

/** True once per request: the chat button opens the chat when it takes one. */
export function takeChatRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}
