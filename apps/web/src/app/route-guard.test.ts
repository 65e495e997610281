import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@member-app/contract/routes';
import { decideRoute, queryToken } from './route-guard';

const guest = (pathname: string, search = '') =>
  decideRoute({ pathname, search, hasSessionToken: false });
const member = (pathname: string, search = '') =>
  decideRoute({ pathname, search, hasSessionToken: true });

describe("beyond SPEC: the console's live preview", () => {
  it('opens the point market, the reward center and the missions to a guest with a preview token in the address, no other member page', () => {
    for (const page of ['/m/mall/mallHome', '/m/rewardCenter', '/m/leaderBoard']) {
      expect(guest(page, '?mcPreview=abc&mcPreviewShow=x-1')).toEqual({ type: 'allow' });
      expect(guest(page)).toEqual({ type: 'redirect', to: '/m/login' });
    }
    expect(guest('/m/withdraw', '?mcPreview=abc')).toEqual({ type: 'redirect', to: '/m/login' });
    expect(guest('/m/member/home', '?mcPreview=abc')).toEqual({ type: 'redirect', to: '/m/login' });
  });
});

describe('§2 route guard', () => {
  it.each(APP_ROUTES.filter((r) => r.protected && r.path !== '/m/feedback').map((r) => r.path))(
    '§2 protected %s redirects a guest to /m/login',
    (path) => {
      expect(guest(path)).toEqual({ type: 'redirect', to: '/m/login' });
    },
  );

  it.each(APP_ROUTES.filter((r) => r.protected).map((r) => r.path))(
    '§2 protected %s opens with a stored session',
    (path) => {
      expect(member(path)).toEqual({ type: 'allow' });
    },
  );

  it.each(['token', 'tokens'])('§2 a token in the query (%s) counts as logged in', (name) => {
    expect(guest('/m/member/home', `?${name}=abc`)).toEqual({ type: 'allow' });
    expect(guest('/m/feedback', `?${name}=abc`)).toEqual({ type: 'allow' });
  });

  it('§2 an empty token in the query does not count', () => {
    expect(guest('/m/member/home', '?token=')).toEqual({ type: 'redirect', to: '/m/login' });
  });

  it('§2 /m/feedback without a session redirects to /m/home, not to login', () => {
    expect(guest('/m/feedback')).toEqual({ type: 'redirect', to: '/m/home' });
  });

  it('§2 /m/inviteFriends is public', () => {
    expect(guest('/m/inviteFriends')).toEqual({ type: 'allow' });
  });

  it.each([
    '/m/home',
    '/m/index',
    '/m/index.html',
    '/m/',
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/game',
    '/m/help',
    '/m/news',
    '/m/activity',
  ])('§2 public page %s opens for a guest', (path) => {
    expect(guest(path)).toEqual({ type: 'allow' });
  });

  it('§2 matching ignores case and a trailing slash, as the server does', () => {
    expect(guest('/m/Member/Home/')).toEqual({ type: 'redirect', to: '/m/login' });
  });

  it('unknown paths are left to the not-found page', () => {
    expect(guest('/m/nope')).toEqual({ type: 'allow' });
  });

  it('queryToken prefers token over tokens', () => {
    expect(queryToken('?tokens=b&token=a')).toBe('a');
    expect(queryToken('?x=1')).toBeNull();
  });
});
