import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsType } from '@member-app/contract/rules/member-area';
import { csPathKey, encodeCsPath } from '@member-app/contract/rules/cs-path';
import {
  csWidgetFor,
  openCsEntry,
  scheduleLiveChatOpen,
  type CsOpenDeps,
  type CsWidget,
  type CsWidgetProvider,
} from './customer-service';

afterEach(() => vi.useRealTimers());

const KEY = csPathKey(new Uint8Array([9, 8, 7, 6, 5, 4, 3, 2]));
const entry = (csType: CsType, url: string) => ({ csType, path: encodeCsPath(url, KEY) });

/** A provider whose script becomes ready after `readyAfterMs` (never when null). */
function fakeProvider(readyAfterMs: number | null, loads = true) {
  const start = Date.now();
  const opened: CsWidget[] = [];
  const loaded: CsWidget[] = [];
  const provider: CsWidgetProvider = {
    load: (w) => {
      loaded.push(w);
      return loads;
    },
    tryOpen: (w) => {
      if (readyAfterMs === null || Date.now() - start < readyAfterMs) return false;
      opened.push(w);
      return true;
    },
  };
  return { provider, opened, loaded };
}

function deps(provider: CsWidgetProvider) {
  const windows: string[] = [];
  const failed: string[] = [];
  const d: CsOpenDeps = {
    openWindow: (url) => windows.push(url),
    providers: { livechat: provider, comm100: provider },
    onWidgetFailed: (url) => failed.push(url),
  };
  return { d, windows, failed };
}

describe('§3 customer-service entry: decoded on the client (key = last 8 characters)', () => {
  it('opens the decoded address, never the encoded path', () => {
    const { provider } = fakeProvider(0);
    const { d, windows } = deps(provider);
    const e = entry('AICAN', 'https://ai.luckystar.test/assistant?lang=中文');
    expect(e.path).not.toContain('luckystar');
    expect(openCsEntry(e, d)).toEqual({
      kind: 'window',
      url: 'https://ai.luckystar.test/assistant?lang=中文',
    });
    expect(windows).toEqual(['https://ai.luckystar.test/assistant?lang=中文']);
  });

  it('a malformed path opens nothing', () => {
    const { provider } = fakeProvider(0);
    const { d, windows } = deps(provider);
    expect(openCsEntry({ csType: 'AICAN', path: 'garbage-path!!' }, d)).toEqual({
      kind: 'invalid',
    });
    expect(windows).toEqual([]);
  });
});

describe('§3 csType: which entries run a vendor widget', () => {
  it.each([
    [
      'LIVECHAT',
      'https://direct.lc.chat/12345678/2',
      { vendor: 'livechat', license: '12345678', group: '2' },
    ],
    [
      'LIVECHAT',
      'https://www.livechat.com/chat-with/12345678/',
      { vendor: 'livechat', license: '12345678', group: null },
    ],
    [
      'LIVECHAT',
      'https://secure.livechatinc.com/licence/12345678/v2/open_chat.cgi?group=5',
      { vendor: 'livechat', license: '12345678', group: '5' },
    ],
    [
      'COMM100',
      'https://vue.comm100.com/chatwindow.aspx?siteId=10001&planId=abc-123',
      {
        vendor: 'comm100',
        origin: 'https://vue.comm100.com',
        siteId: '10001',
        campaignId: 'abc-123',
        vip: false,
      },
    ],
    [
      'COMM100VIP',
      'https://chatserver.comm100.io/ChatWindow.aspx?siteId=10001&campaignId=vip-7',
      {
        vendor: 'comm100',
        origin: 'https://chatserver.comm100.io',
        siteId: '10001',
        campaignId: 'vip-7',
        vip: true,
      },
    ],
  ] as const)('%s %s carries a widget', (csType, url, widget) => {
    expect(csWidgetFor(csType, url)).toEqual(widget);
  });

  it.each([
    // What the demo merchant configures: vendor pages without a license or site id.
    ['LIVECHAT', 'https://livechat.luckystar.test/gold'],
    ['COMM100', 'https://chat.luckystar.test/comm100/standard'],
    ['COMM100VIP', 'https://chat.luckystar.test/comm100/vip'],
    // A site id on a host that is not Comm100's: no script is ever loaded from it.
    ['COMM100', 'https://evil.example/chatwindow.aspx?siteId=1&planId=2'],
    ['COMM100', 'https://vue.comm100.com/chatwindow.aspx?siteId=1'],
    ['LIVECHAT', 'http://direct.lc.chat/12345678'],
    // AICAN and MIDUOKE are pages of their own, whatever their address.
    ['AICAN', 'https://direct.lc.chat/12345678'],
    ['MIDUOKE', 'https://vue.comm100.com/chatwindow.aspx?siteId=1&planId=2'],
  ] as const)('%s %s opens as a page', (csType, url) => {
    expect(csWidgetFor(csType, url)).toBeNull();
  });
});

describe('opening: a page opens synchronously inside the click (never blocked as a popup)', () => {
  it.each(['LIVECHAT', 'COMM100', 'COMM100VIP', 'AICAN', 'MIDUOKE'] as const)(
    '%s without a widget opens its page at once, with no timers',
    (csType) => {
      vi.useFakeTimers();
      const { provider, loaded } = fakeProvider(0);
      const { d, windows } = deps(provider);
      openCsEntry(entry(csType, 'https://chat.luckystar.test/comm100/standard'), d);
      expect(windows).toEqual(['https://chat.luckystar.test/comm100/standard']);
      expect(loaded).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('a widget the page cannot run (another Comm100 site loaded) opens its page at once', () => {
    const { provider } = fakeProvider(0, false);
    const { d, windows } = deps(provider);
    const url = 'https://vue.comm100.com/chatwindow.aspx?siteId=2&planId=9';
    expect(openCsEntry(entry('COMM100', url), d).kind).toBe('window');
    expect(windows).toEqual([url]);
  });
});

describe('§4 live chat attempted at 500 ms, 1 s and 3 s', () => {
  const LIVECHAT = 'https://direct.lc.chat/12345678';

  it('loads the vendor script on demand and opens the widget at the first attempt that finds it ready', () => {
    vi.useFakeTimers();
    const { provider, loaded, opened } = fakeProvider(800);
    const { d, windows, failed } = deps(provider);
    const result = openCsEntry(entry('LIVECHAT', LIVECHAT), d);
    expect(result.kind).toBe('widget');
    expect(loaded).toEqual([{ vendor: 'livechat', license: '12345678', group: null }]);
    vi.advanceTimersByTime(500);
    expect(opened).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(opened).toHaveLength(1);
    expect(windows).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('a widget that is ready already opens at once', () => {
    vi.useFakeTimers();
    const { provider, opened } = fakeProvider(0);
    const { d } = deps(provider);
    openCsEntry(
      entry('COMM100VIP', 'https://vue.comm100.com/chatwindow.aspx?siteId=1&planId=vip'),
      d,
    );
    expect(opened).toEqual([
      {
        vendor: 'comm100',
        origin: 'https://vue.comm100.com',
        siteId: '1',
        campaignId: 'vip',
        vip: true,
      },
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a widget that never comes up is handed to onWidgetFailed after the attempt at 3 s, never window.open', () => {
    vi.useFakeTimers();
    const { provider } = fakeProvider(null);
    const { d, windows, failed } = deps(provider);
    openCsEntry(entry('LIVECHAT', LIVECHAT), d);
    vi.advanceTimersByTime(2999);
    expect(failed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(failed).toEqual([LIVECHAT]);
    expect(windows).toEqual([]);
  });

  it('the attempts can be cancelled', () => {
    vi.useFakeTimers();
    const { provider } = fakeProvider(null);
    const { d, failed } = deps(provider);
    const result = openCsEntry(entry('LIVECHAT', LIVECHAT), d);
    if (result.kind !== 'widget') throw new Error('expected a widget');
    vi.advanceTimersByTime(600);
    result.cancel();
    vi.advanceTimersByTime(5000);
    expect(failed).toEqual([]);
  });

  it('scheduleLiveChatOpen: attempts at exactly 500, 1000 and 3000 ms, then the fallback', () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const start = Date.now();
    const fallback = vi.fn(() => times.push(-(Date.now() - start)));
    scheduleLiveChatOpen(() => {
      times.push(Date.now() - start);
      return false;
    }, fallback);
    vi.advanceTimersByTime(10_000);
    expect(times).toEqual([500, 1000, 3000, -3000]);
    expect(fallback).toHaveBeenCalledOnce();
  });
});
