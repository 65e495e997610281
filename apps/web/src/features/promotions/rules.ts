/**
 * Pure decisions of the activity pages (no DOM, no React): the go-button's visibility (§5) and
 * where each action leads (§2 "Activity go-button actions").
 */
import { APP_PATHS } from '@member-app/contract/routes';
import type { ActivityAction } from '@member-app/contract/rules/content';
import { safeRedirectTarget } from '@member-app/contract/rules/redirects';

export interface ButtonContext {
  loggedIn: boolean;
  /** §6 member type from member info; null when there is no member info (guest or not loaded). */
  memberType: number | null;
  /** Inside the native app or its lite mode. */
  appOrLite: boolean;
  /** §6 referral promotion enabled. */
  referralEnabled: boolean;
  /** §3 the member's clubLabel type is AUTO (VIP benefits show). */
  vipBenefitsShown: boolean;
}

/**
 * §5 "Activity button visibility: APP_DOWNLOAD hidden inside app or lite mode; REGISTER only for
 * guests; INVITE_FRIENDS only if referral enabled; MEMBER only for guests or when VIP benefits
 * show. The button renders only if member type is 0, 1 or 2 (or there is no member info)."
 */
export function isActivityButtonVisible(
  action: ActivityAction | null,
  ctx: ButtonContext,
): boolean {
  if (!action) return false;
  if (ctx.memberType !== null && ![0, 1, 2].includes(ctx.memberType)) return false;
  switch (action) {
    case 'APP_DOWNLOAD':
      return !ctx.appOrLite;
    case 'REGISTER':
      return !ctx.loggedIn;
    case 'INVITE_FRIENDS':
      return ctx.referralEnabled;
    case 'MEMBER':
      return !ctx.loggedIn || ctx.vipBenefitsShown;
    default:
      return true;
  }
}

export type ActivityGo =
  | { type: 'navigate'; to: string }
  | { type: 'open'; url: string }
  /** §2 "Actions needing login send guests to the login screen or show a login modal." */
  | { type: 'login-modal' }
  | { type: 'none' };

const LOGIN_PAGE = APP_PATHS.login;

/** §2 go-button actions. `downloadUrl` is the merchant's app link for this device, if any. */
export function activityGo(
  action: ActivityAction | null,
  input: { loggedIn: boolean; actionValue: string | null; downloadUrl: string | null },
): ActivityGo {
  const member = (to: string): ActivityGo =>
    input.loggedIn ? { type: 'navigate', to } : { type: 'login-modal' };
  switch (action) {
    case 'APP_DOWNLOAD':
      return input.downloadUrl ? { type: 'open', url: input.downloadUrl } : { type: 'none' };
    case 'REGISTER':
      return { type: 'navigate', to: APP_PATHS.register };
    case 'DEPOSIT':
      return member(APP_PATHS.voucherCenter);
    case 'REWARD_CENTER':
      return member(APP_PATHS.rewardCenter);
    case 'MISSION':
      return member(APP_PATHS.leaderBoard);
    case 'POINT_MARKET':
      return member(APP_PATHS.mallHome);
    case 'INVITE_FRIENDS':
      // /m/inviteFriends is public (§2 route guard).
      return { type: 'navigate', to: APP_PATHS.inviteFriends };
    case 'MEMBER':
      // Guests go to the login screen; members see their VIP benefits.
      return { type: 'navigate', to: input.loggedIn ? APP_PATHS.memberBenefits : LOGIN_PAGE };
    case 'REDIRECT_URL': {
      const url = input.actionValue?.trim() ?? '';
      if (safeRedirectTarget(url)) return { type: 'navigate', to: url };
      if (/^https?:\/\//i.test(url)) return { type: 'open', url };
      return { type: 'none' };
    }
    default:
      return { type: 'none' };
  }
}
