import { LIVE_CHAT_ATTEMPTS_MS } from '@member-app/contract/constants';
import type { CsType } from '@member-app/contract/rules/member-area';
import { decodeCsPath } from '@member-app/contract/rules/cs-path';

/**
 * Opening a customer-service entry (SPEC §3 "Customer service entry", §4 "Chat: live chat attempted
 * at 500 ms, 1 s and 3 s"). Shared by the chat (support), the domain modal (domain) and the system
 * screens (app), which may not import each other. The decisions here are pure; the vendor scripts
 * live behind the provider interface of cs-widgets.ts.
 */

/** What an entry needs to be opened: the fields of §3 the opener reads. */
export interface CsOpenable {
  csType: CsType;
  /** §3 encoded path (decoded with the key of its last 8 characters). */
  path: string;
}

/**
 * A vendor chat widget an entry can run in the page. Read from the decoded address only: the
 * merchant configures the vendor's own chat link, which names the LiveChat license or the Comm100
 * site and campaign. Without those there is nothing to load and the entry opens as a page.
 */
export type CsWidget =
  | { vendor: 'livechat'; license: string; group: string | null }
  | {
      vendor: 'comm100';
      /** https origin of the Comm100 platform that serves this site (its script comes from there). */
      origin: string;
      siteId: string;
      campaignId: string;
      /** §3 COMM100VIP: the VIP line, its own campaign (who sees it is decided by §6 label filtering). */
      vip: boolean;
    };

const DIGITS = /^\d{1,12}$/;
const CAMPAIGN = /^[0-9A-Za-z-]{1,64}$/;
/** LiveChat's chat links: direct.lc.chat/{license}/{group}, {www.}livechat(inc).com/chat-with/{license}, secure.livechatinc.com/licence/{license}. */
const LIVECHAT_PATHS: { host: RegExp; path: RegExp }[] = [
  { host: /^direct\.lc\.chat$/, path: /^\/(\d{1,12})(?:\/(\d{1,6}))?\/?$/ },
  { host: /^(www\.)?livechat(inc)?\.com$/, path: /^\/chat-with\/(\d{1,12})(?:\/(\d{1,6}))?\/?$/ },
  { host: /^secure\.livechatinc\.com$/, path: /^\/licence\/(\d{1,12})(?:\/|$)/ },
];
/** Comm100 platform hosts; a script is only ever loaded from one of these. */
const COMM100_HOST = /(^|\.)comm100(vue)?\.(com|io)$/;

/** The widget of an entry, or null when it opens as a page (§3 csType; AICAN and MIDUOKE always do). */
export function csWidgetFor(csType: CsType, url: string): CsWidget | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:') return null;
  const host = u.hostname.toLowerCase();
  const q = u.searchParams;
  if (csType === 'LIVECHAT') {
    for (const { host: h, path } of LIVECHAT_PATHS) {
      const m = h.test(host) ? path.exec(u.pathname) : null;
      if (m) return { vendor: 'livechat', license: m[1]!, group: m[2] ?? q.get('group') };
    }
    return null;
  }
  if (csType === 'COMM100' || csType === 'COMM100VIP') {
    if (!COMM100_HOST.test(host)) return null;
    const siteId = q.get('siteId') ?? q.get('siteid');
    const campaignId = q.get('campaignId') ?? q.get('planId') ?? q.get('planid');
    if (!siteId || !DIGITS.test(siteId) || !campaignId || !CAMPAIGN.test(campaignId)) return null;
    return {
      vendor: 'comm100',
      origin: u.origin,
      siteId,
      campaignId,
      vip: csType === 'COMM100VIP',
    };
  }
  return null;
}

/** A vendor's chat widget behind one interface (ARCHITECTURE "Outside services"). */
export interface CsWidgetProvider {
  /**
   * Starts loading the vendor script for this widget (once per page). False when this page cannot
   * run it, e.g. another Comm100 site is already loaded (the vendor allows one per page).
   */
  load(widget: CsWidget): boolean;
  /** Opens the chat when the script is ready; false while it is not. */
  tryOpen(widget: CsWidget): boolean;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

/**
 * §4 "Chat: live chat attempted at 500 ms, 1 s and 3 s": calls `attempt` at each time until it
 * returns true; after the last failure `fallback` runs. Returns a cancel function.
 */
export function scheduleLiveChatOpen(
  attempt: () => boolean,
  fallback: () => void,
  timers: Timers = globalThis as never,
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

export interface CsOpenDeps {
  /** Opens the address in a new window; only allowed inside the user's click (popup blockers). */
  openWindow: (url: string) => void;
  providers: Record<CsWidget['vendor'], CsWidgetProvider>;
  /**
   * The widget did not come up by the last attempt. Opening a window now would be blocked (the
   * click is long over), so the caller offers the page behind a new user action instead.
   */
  onWidgetFailed: (url: string) => void;
  timers?: Timers;
}

export type CsOpenResult =
  | { kind: 'invalid' }
  | { kind: 'window'; url: string }
  | { kind: 'widget'; url: string; widget: CsWidget; cancel: () => void };

/**
 * Opens a customer-service entry; call it synchronously inside the click handler. An entry whose
 * address names a vendor widget loads that widget's script and opens it on the §4 schedule; any
 * other entry (and any entry whose widget cannot run here) opens its page in a new window at once,
 * while the browser still counts the click as the user's gesture.
 */
export function openCsEntry(entry: CsOpenable, deps: CsOpenDeps): CsOpenResult {
  const url = decodeCsPath(entry.path);
  if (!url) return { kind: 'invalid' };
  const widget = csWidgetFor(entry.csType, url);
  const provider = widget ? deps.providers[widget.vendor] : null;
  if (!widget || !provider || !provider.load(widget)) {
    deps.openWindow(url);
    return { kind: 'window', url };
  }
  if (provider.tryOpen(widget)) return { kind: 'widget', url, widget, cancel: () => undefined };
  const cancel = scheduleLiveChatOpen(
    () => provider.tryOpen(widget),
    () => deps.onWidgetFailed(url),
    deps.timers,
  );
  return { kind: 'widget', url, widget, cancel };
}

export { openOutside } from './open-outside';
