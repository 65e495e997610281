import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from '@member-app/contract/rules/content';
import { activityGo, isActivityButtonVisible, type ButtonContext } from './rules';

const guest: ButtonContext = {
  loggedIn: false,
  memberType: null,
  appOrLite: false,
  referralEnabled: true,
  vipBenefitsShown: false,
};
const player: ButtonContext = {
  loggedIn: true,
  memberType: 0,
  appOrLite: false,
  referralEnabled: true,
  vipBenefitsShown: true,
};

describe('§5 activity button visibility', () => {
  it('APP_DOWNLOAD is hidden inside app or lite mode', () => {
    expect(isActivityButtonVisible('APP_DOWNLOAD', guest)).toBe(true);
    expect(isActivityButtonVisible('APP_DOWNLOAD', { ...guest, appOrLite: true })).toBe(false);
  });
  it('REGISTER only for guests', () => {
    expect(isActivityButtonVisible('REGISTER', guest)).toBe(true);
    expect(isActivityButtonVisible('REGISTER', player)).toBe(false);
  });
  it('INVITE_FRIENDS only if referral is enabled', () => {
    expect(isActivityButtonVisible('INVITE_FRIENDS', player)).toBe(true);
    expect(isActivityButtonVisible('INVITE_FRIENDS', { ...player, referralEnabled: false })).toBe(
      false,
    );
  });
  it('MEMBER only for guests or when VIP benefits show', () => {
    expect(isActivityButtonVisible('MEMBER', guest)).toBe(true);
    expect(isActivityButtonVisible('MEMBER', player)).toBe(true);
    expect(isActivityButtonVisible('MEMBER', { ...player, vipBenefitsShown: false })).toBe(false);
  });
  it.each([0, 1, 2])('renders for member type %i', (memberType) => {
    expect(isActivityButtonVisible('DEPOSIT', { ...player, memberType })).toBe(true);
  });
  it.each([4, 3, -1])('never renders for member type %i', (memberType) => {
    for (const a of ACTIVITY_ACTIONS)
      expect(isActivityButtonVisible(a, { ...player, memberType })).toBe(false);
  });
  it('renders without member info, and not without an action', () => {
    expect(isActivityButtonVisible('DEPOSIT', guest)).toBe(true);
    expect(isActivityButtonVisible(null, guest)).toBe(false);
  });
});

describe('§2 activity go-button actions', () => {
  const as = (loggedIn: boolean, actionValue: string | null = null) => ({
    loggedIn,
    actionValue,
    downloadUrl: 'https://dl.test/app.apk',
  });
  it('member destinations', () => {
    expect(activityGo('DEPOSIT', as(true))).toEqual({ type: 'navigate', to: '/m/voucherCenter' });
    expect(activityGo('REWARD_CENTER', as(true))).toEqual({
      type: 'navigate',
      to: '/m/rewardCenter',
    });
    expect(activityGo('MISSION', as(true))).toEqual({ type: 'navigate', to: '/m/leaderBoard' });
    expect(activityGo('POINT_MARKET', as(true))).toEqual({
      type: 'navigate',
      to: '/m/mall/mallHome',
    });
    expect(activityGo('MEMBER', as(true))).toEqual({ type: 'navigate', to: '/m/member/benefits' });
    expect(activityGo('INVITE_FRIENDS', as(true))).toEqual({
      type: 'navigate',
      to: '/m/inviteFriends',
    });
  });
  it('actions needing login show guests the login modal or send them to the login screen', () => {
    for (const a of ['DEPOSIT', 'REWARD_CENTER', 'MISSION', 'POINT_MARKET'] as const)
      expect(activityGo(a, as(false))).toEqual({ type: 'login-modal' });
    expect(activityGo('MEMBER', as(false))).toEqual({ type: 'navigate', to: '/m/login' });
    expect(activityGo('REGISTER', as(false))).toEqual({ type: 'navigate', to: '/m/register' });
    expect(activityGo('INVITE_FRIENDS', as(false))).toEqual({
      type: 'navigate',
      to: '/m/inviteFriends',
    });
  });
  it('APP_DOWNLOAD opens the app link', () => {
    expect(activityGo('APP_DOWNLOAD', as(false))).toEqual({
      type: 'open',
      url: 'https://dl.test/app.apk',
    });
    expect(
      activityGo('APP_DOWNLOAD', { loggedIn: false, actionValue: null, downloadUrl: null }),
    ).toEqual({ type: 'none' });
  });
  it('REDIRECT_URL: /m paths in the app, http(s) outside, nothing else', () => {
    expect(activityGo('REDIRECT_URL', as(false, '/m/game'))).toEqual({
      type: 'navigate',
      to: '/m/game',
    });
    expect(activityGo('REDIRECT_URL', as(false, 'https://x.test'))).toEqual({
      type: 'open',
      url: 'https://x.test',
    });
    expect(activityGo('REDIRECT_URL', as(false, 'javascript:alert(1)'))).toEqual({ type: 'none' });
  });
});
