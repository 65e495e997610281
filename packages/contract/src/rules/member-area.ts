/**
 * Member area, referral and customer service (SPEC §2, §3, §4, §5, §6): constants and the referral
 * visibility rule (the customer-service path codec is rules/cs-path.ts). zod-free, so the web app
 * may import it.
 */

import { AGENT_MEMBER_TYPES, CHAT_LANGUAGES } from '../constants';

/** §3 customer-service entry types. */
export const CS_TYPES = ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;
export type CsType = (typeof CS_TYPES)[number];

/** §3 customer-service entry positions (where an entry is offered). */
export const CS_POSITIONS = ['CHAT', 'FOOTER', 'MAINTENANCE', 'DOMAIN'] as const;
export type CsPosition = (typeof CS_POSITIONS)[number];

/** Errors of the member-area calls. */
export const MEMBER_AREA_ERROR_CODES = {
  /** §5 "Chat: CBS3 must be on". */
  CHAT_DISABLED: 'chat.disabled',
  /** §5/§6 member type 4 cannot use chat. */
  CHAT_NO_PERMISSION: 'chat.no.permission',
  THREAD_NOT_FOUND: 'chat.thread.not.found',
  AGENT_APPLICATION_EXISTS: 'agent.application.exists',
  AGENT_ALREADY: 'agent.already',
} as const;

/**
 * The built-in support chat: CBS_launchChat answers a chatUrl pointing here when the merchant has
 * no outside chat vendor; the app opens it in place instead of leaving the page.
 */
export const BUILT_IN_CHAT_PATH = '/wps/cbs/chat';
/** Longest chat message a member or operator may send. */
export const CHAT_MESSAGE_MAX = 1000;
/** §2 screen 14 unread badge: how often the count is refreshed (also on focus). */
export const CHAT_UNREAD_POLL_MS = 20_000;
/**
 * How often an open chat refreshes its messages to show replies when the waiting call
 * (`${BUILT_IN_CHAT_PATH}/messages/wait`) is not answering: the fallback of the real-time reply.
 */
export const CHAT_MESSAGES_POLL_MS = 4_000;
/**
 * The longest the server holds an open chat's waiting call before answering "nothing new" (the app
 * asks again at once): under the idle limits of the usual proxies (30 to 60 s).
 */
export const CHAT_WAIT_MS = 25_000;
/**
 * Inbox waiting calls one operator may hold at once on one instance (a tab holds one): a further
 * call is refused with 429 and that tab refreshes slowly instead.
 */
export const CHAT_INBOX_WAITS_PER_OPERATOR = 4;
/** A window event any feature dispatches to open customer service (§2 referral entry "otherwise"). */
export const OPEN_CHAT_EVENT = 'mc:open-chat';

/** §9 the languages a chat is held in. */
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/**
 * §9 "Chat mapping: EN, CN, TW, RU, TH, VI, JA, PT, ES, AR": the language a chat is launched in
 * (CBS_launchChat `language`), from the UI language. Brazilian Portuguese (PT-BR) chats in PT; a
 * language the chat does not have chats in English.
 */
export function chatLanguageFor(language: string | null | undefined): ChatLanguage {
  const code = (language ?? '').trim().replace(/_/g, '-').toUpperCase();
  if (code === 'PT-BR') return 'PT';
  return (CHAT_LANGUAGES as readonly string[]).includes(code) ? (code as ChatLanguage) : 'EN';
}

/** Referral promotion key (§3 "Promotions are looked up by key (e.g. REFERRAL)"). */
export const REFERRAL_PROMOTION_KEY = 'REFERRAL';

export interface ReferralContext {
  loggedIn: boolean;
  /** §6 member type; -1 for guests. */
  memberType: number;
  /** The merchant's (global) REFERRAL promotion is enabled. */
  globalEnabled: boolean;
  /** The member's own (personal) REFERRAL promotion is enabled. */
  personalEnabled: boolean;
}

/**
 * §6 "Referral visible only if the global referral promotion is enabled, and for guests or agents,
 * or when the personal REFERRAL promotion is enabled." One rule for the referral entry (§2) and the
 * activity INVITE_FRIENDS button (§5 "INVITE_FRIENDS only if referral enabled"), both fed by the
 * referral-wrapper promotions fetch (/wps/referral/status).
 */
export function referralEnabled(c: ReferralContext): boolean {
  if (!c.globalEnabled) return false;
  return !c.loggedIn || AGENT_MEMBER_TYPES.includes(c.memberType) || c.personalEnabled;
}
