import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createComm100Provider, createLiveChatProvider, LIVECHAT_SCRIPT } from './cs-widgets';

type Globals = Record<string, unknown> & {
  __lc?: { license?: number; group?: number };
  LiveChatWidget?: {
    _q: unknown[][];
    _h: ((...a: unknown[]) => unknown) | null;
    on: (...a: unknown[]) => void;
  };
  Comm100API?: Record<string, unknown> & {
    chat_buttons?: { code_plan: string; div_id: string }[];
    onReady?: () => void;
  };
};
const w = window as unknown as Globals;
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => {
  delete w.__lc;
  delete w.LiveChatWidget;
  delete w.Comm100API;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('LiveChat provider (§3 csType LIVECHAT)', () => {
  const widget = { vendor: 'livechat' as const, license: '12345678', group: '2' };

  it('loads the tracking code on demand with the license, and opens only once the widget is ready', () => {
    const p = createLiveChatProvider();
    expect(scripts()).toEqual([]);
    expect(p.load(widget)).toBe(true);
    expect(w.__lc).toMatchObject({ license: 12345678, group: 2 });
    expect(scripts()).toEqual([LIVECHAT_SCRIPT]);
    expect(p.tryOpen(widget)).toBe(false);

    // The tracking script arrives: it takes over the stub's queue and reports `ready`.
    const handler = vi.fn();
    const queued = w.LiveChatWidget!._q.splice(0);
    w.LiveChatWidget!._h = handler;
    const [, [event, onReady]] = queued[0] as [string, [string, () => void]];
    expect(event).toBe('ready');
    onReady();
    expect(p.tryOpen(widget)).toBe(true);
    expect(handler).toHaveBeenCalledWith('call', ['maximize']);
  });

  it('loads once per page; another license cannot share it', () => {
    const p = createLiveChatProvider();
    p.load(widget);
    expect(p.load(widget)).toBe(true);
    expect(p.load({ ...widget, license: '999' })).toBe(false);
    expect(scripts()).toHaveLength(1);
  });
});

describe('Comm100 provider (§3 csType COMM100, COMM100VIP)', () => {
  const standard = {
    vendor: 'comm100' as const,
    origin: 'https://vue.comm100.com',
    siteId: '10001',
    campaignId: 'std',
    vip: false,
  };
  const vip = { ...standard, campaignId: 'vip', vip: true };

  it("loads the site's livechat.ashx with both lines as campaigns, opening the one asked for when ready", () => {
    const p = createComm100Provider();
    expect(p.load(standard)).toBe(true);
    expect(p.load(vip)).toBe(true);
    expect(scripts()).toEqual(['https://vue.comm100.com/livechat.ashx?siteId=10001']);
    expect(w.Comm100API).toMatchObject({ site_id: 10001, main_code_plan: 'std' });
    expect(w.Comm100API!.chat_buttons!.map((b) => b.code_plan)).toEqual(['std', 'vip']);
    // The vendor's own buttons stay hidden: the app's entries are the way in.
    expect((document.getElementById('comm100-button-vip') as HTMLElement).hidden).toBe(true);
    expect(p.tryOpen(vip)).toBe(false);

    const action = vi.fn();
    w.Comm100API!.do = action;
    w.Comm100API!.onReady!();
    expect(p.tryOpen(vip)).toBe(true);
    expect(action).toHaveBeenCalledWith('livechat.button.click', 'vip');
  });

  it('a second Comm100 site cannot share the page', () => {
    const p = createComm100Provider();
    p.load(standard);
    expect(p.load({ ...standard, siteId: '20002' })).toBe(false);
    expect(scripts()).toHaveLength(1);
  });
});
