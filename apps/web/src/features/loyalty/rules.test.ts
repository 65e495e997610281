import { describe, expect, it } from 'vitest';
import { LOYALTY_ERROR_CODES as E } from '@member-app/contract/rules/loyalty';
import { missionGoPath, redeemButtonKey, refusalKey } from './rules';

describe('refusals show a message in the player’s language, never a raw code', () => {
  it.each([
    [E.POINTS_INSUFFICIENT, 'loyalty_error_points'],
    [E.MALL_OUT_OF_STOCK, 'loyalty_error_stock'],
    [E.MALL_LIMIT_REACHED, 'loyalty_error_limit'],
    [E.REWARD_ALREADY_CLAIMED, 'loyalty_error_claimed'],
    [E.MISSION_ALREADY_CLAIMED, 'loyalty_error_claimed'],
    [E.MISSION_NOT_COMPLETED, 'loyalty_error_not_completed'],
    [E.REWARD_NOT_ELIGIBLE, 'loyalty_error_not_eligible'],
    [E.MALL_ITEM_NOT_FOUND, 'loyalty_error_gone'],
  ])('%s → %s', (code, key) => {
    expect(refusalKey(code)).toBe(key);
  });

  it('an unknown code or none has no message of its own', () => {
    expect(refusalKey('internal.error')).toBeNull();
    expect(refusalKey(null)).toBeNull();
    expect(refusalKey('toString')).toBeNull();
  });
});

describe('the Redeem button names why it cannot be used', () => {
  it.each([
    [null, 'mall_redeem'],
    [E.MALL_OUT_OF_STOCK, 'mall_sold_out'],
    [E.MALL_LIMIT_REACHED, 'mall_limit_reached'],
    [E.POINTS_INSUFFICIENT, 'mall_not_enough'],
  ] as const)('%s → %s', (refusal, key) => {
    expect(redeemButtonKey(refusal)).toBe(key);
  });
});

describe('§2 a mission in progress leads to where it fills', () => {
  it.each([
    ['GAME_LAUNCH', '/game'],
    ['DEPOSIT', '/voucherCenter'],
    ['LOGIN', null],
  ] as const)('%s → %s', (event, path) => {
    expect(missionGoPath(event)).toBe(path);
  });
});
