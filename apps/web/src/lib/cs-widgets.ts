import type { CsWidget, CsWidgetProvider } from './customer-service';

/**
 * The live-chat vendors of §3 csType (LIVECHAT, COMM100, COMM100VIP) as providers: each loads its
 * vendor's documented install code on demand, the first time an entry of that vendor is opened,
 * and reports honestly whether the widget is ready to open. The app ships no vendor code and loads
 * nothing for merchants that do not use these vendors. The server's CSP allows exactly these hosts.
 */

export const LIVECHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

interface LiveChatStub {
  _q: unknown[][];
  _h: ((...args: unknown[]) => unknown) | null;
  _v: string;
  on: (...args: unknown[]) => void;
  once: (...args: unknown[]) => void;
  off: (...args: unknown[]) => void;
  call: (...args: unknown[]) => void;
}

interface Comm100Api {
  site_id?: number;
  main_code_plan?: string;
  chat_buttons?: { code_plan: string; div_id: string }[];
  loaded?: boolean;
  onReady?: () => void;
  do?: (action: string, ...args: unknown[]) => void;
  open_chat_window?: (event: unknown, campaignId?: string) => void;
}

interface VendorGlobals {
  __lc?: { license?: number; group?: number; asyncInit?: boolean };
  LiveChatWidget?: LiveChatStub;
  Comm100API?: Comm100Api;
}

const globals = () => window as unknown as VendorGlobals;

function appendScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * LiveChat (Chat Widget JS API): `window.__lc.license`, the queueing `LiveChatWidget` stub of the
 * tracking code, then tracking.js. Ready once the widget reports its `ready` event.
 */
export function createLiveChatProvider(): CsWidgetProvider {
  let loadedLicense: string | null = null;
  let ready = false;
  return {
    load(widget) {
      if (widget.vendor !== 'livechat') return false;
      if (loadedLicense !== null) return loadedLicense === widget.license;
      const w = globals();
      w.__lc = { ...w.__lc, license: Number(widget.license) };
      if (widget.group) w.__lc.group = Number(widget.group);
      // The tracking code's stub: calls made before the script arrives are queued for it.
      const stub: LiveChatStub = {
        _q: [],
        _h: null,
        _v: '2.0',
        on: (...args) => void (stub._h ? stub._h('on', args) : stub._q.push(['on', args])),
        once: (...args) => void (stub._h ? stub._h('once', args) : stub._q.push(['once', args])),
        off: (...args) => void (stub._h ? stub._h('off', args) : stub._q.push(['off', args])),
        call: (...args) => void (stub._h ? stub._h('call', args) : stub._q.push(['call', args])),
      };
      w.LiveChatWidget = w.LiveChatWidget ?? stub;
      w.LiveChatWidget.on('ready', () => {
        ready = true;
      });
      appendScript(LIVECHAT_SCRIPT);
      loadedLicense = widget.license;
      return true;
    },
    tryOpen(widget) {
      if (widget.vendor !== 'livechat' || !ready || widget.license !== loadedLicense) return false;
      globals().LiveChatWidget?.call('maximize');
      return true;
    },
  };
}

/**
 * Comm100 Live Chat: the install code's `Comm100API` settings (site id, campaigns and their button
 * placeholders), then livechat.ashx of the site's platform. The standard line and the VIP line are
 * two campaigns of one site; a second site cannot share the page. Ready once the script says so
 * (`onReady`, or its `loaded` flag).
 */
export function createComm100Provider(): CsWidgetProvider {
  let loadedSite: string | null = null;
  let ready = false;
  const campaigns = new Set<string>();
  const isReady = () => ready || globals().Comm100API?.loaded === true;
  return {
    load(widget) {
      if (widget.vendor !== 'comm100') return false;
      if (loadedSite !== null && loadedSite !== widget.siteId) return false;
      const api = (globals().Comm100API ??= {});
      if (!campaigns.has(widget.campaignId)) {
        campaigns.add(widget.campaignId);
        // The vendor renders its own button here; the app's entries are the way in, so it stays hidden.
        const holder = document.createElement('div');
        holder.id = `comm100-button-${widget.campaignId}`;
        holder.hidden = true;
        document.body.appendChild(holder);
        (api.chat_buttons ??= []).push({ code_plan: widget.campaignId, div_id: holder.id });
      }
      if (loadedSite === null) {
        api.site_id = Number(widget.siteId);
        api.main_code_plan = widget.campaignId;
        const previous = api.onReady;
        api.onReady = () => {
          ready = true;
          previous?.();
        };
        appendScript(`${widget.origin}/livechat.ashx?siteId=${encodeURIComponent(widget.siteId)}`);
        loadedSite = widget.siteId;
      }
      return true;
    },
    tryOpen(widget) {
      if (widget.vendor !== 'comm100' || widget.siteId !== loadedSite || !isReady()) return false;
      const api = globals().Comm100API;
      if (typeof api?.do === 'function') api.do('livechat.button.click', widget.campaignId);
      else if (typeof api?.open_chat_window === 'function')
        api.open_chat_window(undefined, widget.campaignId);
      else return false;
      return true;
    },
  };
}

let defaults: Record<CsWidget['vendor'], CsWidgetProvider> | null = null;

/** The page's providers, made on first use (the scripts load only when an entry needs them). */
export function csWidgetProviders(): Record<CsWidget['vendor'], CsWidgetProvider> {
  defaults ??= { livechat: createLiveChatProvider(), comm100: createComm100Provider() };
  return defaults;
}
