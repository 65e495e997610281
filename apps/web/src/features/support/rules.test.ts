import { describe, expect, it } from 'vitest';
import { chatAccess, csEntryBadge, isBuiltInChat, pollsUnreadCount, unreadBadge } from './rules';

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

describe('§3 csType badge', () => {
  it.each([
    ['COMM100VIP', [], 'vip'],
    ['LIVECHAT', [3], 'vip'],
    ['COMM100', [], 'COMM100'],
    ['AICAN', [], 'AICAN'],
  ] as const)('%s with labels %j shows %s', (csType, labelIds, badge) =>
    expect(csEntryBadge({ csType, labelIds })).toBe(badge),
  );
});
