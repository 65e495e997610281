import { describe, expect, it } from 'vitest';
import { referralEntryAction, showsVipBenefits, vipProgress } from './rules';

describe('§5 VIP progress', () => {
  it.each([
    [{ labelId: null, completedConditions: 0, totalExpectedConditions: 4 }, 1],
    [{ labelId: null, completedConditions: 0, totalExpectedConditions: 0 }, 1],
    [{ labelId: 3, completedConditions: 2, totalExpectedConditions: 4 }, 0.5],
    [{ labelId: 3, completedConditions: 0, totalExpectedConditions: 3 }, 0],
    [{ labelId: 3, completedConditions: 3, totalExpectedConditions: 3 }, 1],
    [{ labelId: 3, completedConditions: 0, totalExpectedConditions: 0 }, 1],
  ])('%o → %s', (input, expected) => {
    expect(vipProgress(input)).toBe(expected);
  });
});

describe('§3 AUTO labels show VIP benefits', () => {
  it.each([
    [{ type: 'AUTO' }, true],
    [{ type: 'MANUAL' }, false],
    [null, false],
    [undefined, false],
  ])('%o → %s', (label, expected) => expect(showsVipBenefits(label)).toBe(expected));
});

const guest = { loggedIn: false, memberType: -1, personalEnabled: false };
const member = (memberType: number, personalEnabled = false) => ({
  loggedIn: true,
  memberType,
  personalEnabled,
});

describe('§2 referral entry click', () => {
  it('guest with referral disabled: coming soon', () => {
    expect(referralEntryAction({ ...guest, globalEnabled: false })).toEqual({
      kind: 'coming-soon',
    });
  });
  it('logged-in agent: /m/agentRegister, whatever the promotion', () => {
    expect(referralEntryAction({ ...member(1), globalEnabled: false })).toEqual({
      kind: 'navigate',
      to: '/agentRegister',
    });
    expect(referralEntryAction({ ...member(2), globalEnabled: true })).toEqual({
      kind: 'navigate',
      to: '/agentRegister',
    });
  });
  it('referral enabled: /m/inviteFriends (guest or member with the personal promotion)', () => {
    expect(referralEntryAction({ ...guest, globalEnabled: true })).toEqual({
      kind: 'navigate',
      to: '/inviteFriends',
    });
    expect(referralEntryAction({ ...member(0, true), globalEnabled: true })).toEqual({
      kind: 'navigate',
      to: '/inviteFriends',
    });
  });
  it('otherwise the customer-service chat opens', () => {
    expect(referralEntryAction({ ...member(0), globalEnabled: true })).toEqual({ kind: 'chat' });
    expect(referralEntryAction({ ...member(0, true), globalEnabled: false })).toEqual({
      kind: 'chat',
    });
  });
});
