import { describe, expect, it } from 'vitest';
import { referralEnabled } from '../src/rules/member-area';

/** SPEC §6 referral visibility: one rule for the referral entry (§2) and the INVITE_FRIENDS button (§5). */

const guest = { loggedIn: false, memberType: -1, personalEnabled: false };
const member = (memberType: number, personalEnabled = false) => ({ loggedIn: true, memberType, personalEnabled });

describe('§6 referral visible only if the global referral promotion is enabled', () => {
  it.each([
    ['guest', guest],
    ['agent 1', member(1)],
    ['member with the personal promotion', member(0, true)],
  ])('%s: hidden without the global promotion', (_who, c) => {
    expect(referralEnabled({ ...c, globalEnabled: false })).toBe(false);
  });

  it.each([
    ['guest', guest, true],
    ['agent 1', member(1), true],
    ['agent 2', member(2), true],
    ['member with the personal REFERRAL promotion', member(0, true), true],
    ['member without it', member(0), false],
    ['type 4 without it', member(4), false],
  ])('§6 with it, for guests or agents, or with the personal promotion: %s → %s', (_who, c, visible) => {
    expect(referralEnabled({ ...c, globalEnabled: true })).toBe(visible);
  });
});
