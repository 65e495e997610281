/**
 * Member area, referral and customer service (SPEC §2, §3, §4, §5, §6): constants, the referral
 * visibility rule and the customer-service path codec. zod-free, so the web app may import it.
 */

import { AGENT_MEMBER_TYPES, CHAT_LANGUAGES } from '../constants';

/** §3 customer-service entry types. */
export const CS_TYPES = ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;
export type CsType = (typeof CS_TYPES)[number];

/** §3 customer-service entry positions (where an entry is offered). */
export const CS_POSITIONS = ['CHAT', 'FOOTER', 'MAINTENANCE', 'DOMAIN'] as const;
export type CsPosition = (typeof CS_POSITIONS)[number];

/** §3 "path (encrypted, decoded client side with a key of the last 8 characters)". */
export const CS_PATH_KEY_LENGTH = 8;

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

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string): Uint8Array => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
const xorWithKey = (data: Uint8Array, key: string): Uint8Array => {
  const k = new TextEncoder().encode(key);
  return data.map((b, i) => b ^ k[i % k.length]!);
};

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** An 8-character key for {@link encodeCsPath}, from the given random bytes (at least 8). */
export function csPathKey(random: Uint8Array): string {
  let key = '';
  for (let i = 0; i < CS_PATH_KEY_LENGTH; i++)
    key += KEY_ALPHABET[random[i]! % KEY_ALPHABET.length];
  return key;
}

/**
 * §3 the customer-service path as the server sends it: the address XOR-ed with the key, base64url,
 * followed by the 8-character key. The key travels with the value, so this keeps addresses out of
 * plain sight (scrapers, logs) rather than secret; no cipher would add secrecy here.
 */
export function encodeCsPath(url: string, key: string): string {
  if (key.length !== CS_PATH_KEY_LENGTH)
    throw new Error(`key must be ${CS_PATH_KEY_LENGTH} characters`);
  return toBase64Url(xorWithKey(new TextEncoder().encode(url), key)) + key;
}

/** §3 decodes a customer-service path with the key of its last 8 characters; null when malformed. */
export function decodeCsPath(path: string): string | null {
  if (path.length <= CS_PATH_KEY_LENGTH) return null;
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  try {
    const url = new TextDecoder('utf-8', { fatal: true }).decode(
      xorWithKey(fromBase64Url(path.slice(0, -CS_PATH_KEY_LENGTH)), key),
    );
    return /^(https?:\/\/|\/)/.test(url) ? url : null;
  } catch {
    return null;
  }
}
