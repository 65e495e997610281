import { AGENT_MEMBER_TYPES } from '@member-app/contract/constants';
import { referralEnabled, type ReferralContext } from '@member-app/contract/rules/member-area';

/** Pure decisions of the member area (SPEC §2, §3, §5, §6). No DOM, no React. */

/** §5 "VIP progress is 1 with no label id, otherwise completed divided by total" (0..1). */
export function vipProgress(p: {
  labelId: number | null;
  completedConditions: number;
  totalExpectedConditions: number;
}): number {
  if (p.labelId === null) return 1;
  // A label with nothing left to meet (the top, or a manual label) is complete.
  if (p.totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, p.completedConditions / p.totalExpectedConditions));
}

/** §3 "clubLabel ... type (AUTO shows VIP benefits)". */
export function showsVipBenefits(clubLabel: { type: string } | null | undefined): boolean {
  return clubLabel?.type === 'AUTO';
}

export type ReferralEntryAction =
  | { kind: 'coming-soon' }
  | { kind: 'navigate'; to: '/agentRegister' | '/inviteFriends' }
  | { kind: 'chat' };

/**
 * §2 "Referral entry click", in its order. "Referral enabled" is the §6 rule (contract
 * rules/member-area.ts), shared with the activity INVITE_FRIENDS button.
 */
export function referralEntryAction(c: ReferralContext): ReferralEntryAction {
  const enabled = referralEnabled(c);
  if (!c.loggedIn && !enabled) return { kind: 'coming-soon' };
  if (c.loggedIn && AGENT_MEMBER_TYPES.includes(c.memberType))
    return { kind: 'navigate', to: '/agentRegister' };
  if (enabled) return { kind: 'navigate', to: '/inviteFriends' };
  return { kind: 'chat' };
}
