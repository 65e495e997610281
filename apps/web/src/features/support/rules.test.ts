import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chatAccess,
  csOpenMode,
  isBuiltInChat,
  pollsUnreadCount,
  scheduleLiveChatOpen,
  unreadBadge,
} from './rules';

describe('§5 chat access', () => {
  it('CBS3 must be on', () => {
    expect(chatAccess({ cbs3: false, loggedIn: true, memberType: 0 })).toBe('disabled');
  });
  it('guests go to login', () => {
    expect(chatAccess({ cbs3: true, loggedIn: false, memberType: -1 })).toBe('login');
  });
  it('type 4 users get a no-permission message', () => {
    expect(chatAccess({ cbs3: true, loggedIn: true, memberType: 4 })).toBe('no-permission');
  });
  it.each([0, 1, 2])('type %i may chat', (memberType) => {
    expect(chatAccess({ cbs3: true, loggedIn: true, memberType })).toBe('ok');
  });
});

describe('§6 unread count', () => {
  it('only polled when chat is usable (type 4 gets none)', () => {
    expect(pollsUnreadCount('ok')).toBe(true);
    expect(pollsUnreadCount('no-permission')).toBe(false);
    expect(pollsUnreadCount('login')).toBe(false);
    expect(pollsUnreadCount('disabled')).toBe(false);
  });
  it.each([
    [undefined, null],
    [0, null],
    [3, '3'],
    [99, '99'],
    [140, '99+'],
  ])('badge for %s is %s', (n, text) => expect(unreadBadge(n)).toBe(text));
});

describe('chatUrl', () => {
  const origin = 'https://m.luckystar.test';
  it('the built-in chat opens in place', () => {
    expect(isBuiltInChat('https://m.luckystar.test/wps/cbs/chat?thread=4', origin)).toBe(true);
    expect(isBuiltInChat('/wps/cbs/chat', origin)).toBe(true);
  });
  it('other addresses are outside chats', () => {
    expect(isBuiltInChat('https://chat.vendor.test/wps/cbs/chat', origin)).toBe(false);
    expect(isBuiltInChat('https://m.luckystar.test/m/home', origin)).toBe(false);
  });
});

describe('§3 csType', () => {
  it.each([
    ['LIVECHAT', 'widget'],
    ['COMM100', 'widget'],
    ['COMM100VIP', 'widget'],
    ['AICAN', 'window'],
    ['MIDUOKE', 'window'],
  ] as const)('%s opens as %s', (type, mode) => expect(csOpenMode(type)).toBe(mode));
});

describe('§4 live chat attempted at 500 ms, 1 s and 3 s', () => {
  afterEach(() => vi.useRealTimers());

  it('stops at the first attempt that opens the chat', () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const start = Date.now();
    const fallback = vi.fn();
    scheduleLiveChatOpen(() => {
      times.push(Date.now() - start);
      return times.length === 2;
    }, fallback);
    vi.advanceTimersByTime(5000);
    expect(times).toEqual([500, 1000]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back after the attempt at 3 s', () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const start = Date.now();
    const fallback = vi.fn(() => times.push(-(Date.now() - start)));
    scheduleLiveChatOpen(() => {
      times.push(Date.now() - start);
      return false;
    }, fallback);
    vi.advanceTimersByTime(2999);
    expect(fallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(times).toEqual([500, 1000, 3000, -3000]);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const attempt = vi.fn(() => false);
    const fallback = vi.fn();
    const cancel = scheduleLiveChatOpen(attempt, fallback);
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(fallback).not.toHaveBeenCalled();
  });
});
