import { describe, expect, it } from 'vitest';
import {
  LOYALTY_ERROR_CODES as E,
  isTimeZone,
  missionStatus,
  periodOf,
  progressRatio,
  redeemRefusal,
  rewardStatus,
} from '../src/rules/loyalty';
import { merchantSettingsSchema } from '../src/schemas/merchant-settings';

/**
 * SPEC §2 names the reward center, the point market and the missions page but not their rules;
 * these are the rules of such apps, one table each.
 */

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('cycles: daily and weekly rewards and missions start over at the merchant’s midnight', () => {
  it.each([
    // instant (UTC), zone, cycle, key, starts, resets
    [
      '2026-11-25T10:00:00Z',
      'UTC',
      'DAILY',
      'D:2026-11-25',
      '2026-11-25T00:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
    ],
    // 23:30 UTC is already the 26th in Manila (UTC+8): the Manila day runs 16:00Z to 16:00Z.
    [
      '2026-11-25T23:30:00Z',
      'Asia/Manila',
      'DAILY',
      'D:2026-11-26',
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
    ],
    [
      '2026-11-25T15:59:59Z',
      'Asia/Manila',
      'DAILY',
      'D:2026-11-25',
      '2026-11-24T16:00:00.000Z',
      '2026-11-25T16:00:00.000Z',
    ],
    // 2026-11-25 is a Wednesday: the ISO week starts on Monday the 23rd.
    [
      '2026-11-25T10:00:00Z',
      'UTC',
      'WEEKLY',
      'W:2026-11-23',
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ],
    // A Sunday still belongs to the week that began the Monday before.
    [
      '2026-11-29T23:00:00Z',
      'UTC',
      'WEEKLY',
      'W:2026-11-23',
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ],
    [
      '2026-11-30T00:00:00Z',
      'UTC',
      'WEEKLY',
      'W:2026-11-30',
      '2026-11-30T00:00:00.000Z',
      '2026-12-07T00:00:00.000Z',
    ],
    // New York leaves daylight saving on 2026-11-01: that day has 25 hours.
    [
      '2026-11-01T12:00:00Z',
      'America/New_York',
      'DAILY',
      'D:2026-11-01',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ],
  ] as const)('%s in %s, %s: %s', (instant, zone, cycle, key, starts, resets) => {
    const p = periodOf(cycle, at(instant), zone);
    expect({ key: p.key, startsAt: iso(p.startsAt), resetsAt: iso(p.resetsAt) }).toEqual({
      key,
      startsAt: starts,
      resetsAt: resets,
    });
  });

  it('a one-time reward or mission never starts over', () => {
    expect(periodOf('ONCE', at('2026-11-25T10:00:00Z'), 'Asia/Manila')).toEqual({
      key: 'ONCE',
      startsAt: 0,
      resetsAt: null,
    });
  });

  it('the merchant’s time zone must be one Intl knows; UTC when unset', () => {
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    const base = merchantSettingsSchema.shape.timeZone;
    expect(base.parse(undefined)).toBe('UTC');
    expect(base.safeParse('Mars/Olympus').success).toBe(false);
  });
});

describe('missions: progress, completion and claim', () => {
  it.each([
    [0, 3, false, 'IN_PROGRESS', 0],
    [2, 3, false, 'IN_PROGRESS', 2 / 3],
    [3, 3, false, 'COMPLETED', 1],
    [5, 3, false, 'COMPLETED', 1],
    [3, 3, true, 'CLAIMED', 1],
  ] as const)('%i of %i, claimed %s: %s, bar %f', (progress, target, claimed, status, ratio) => {
    expect(missionStatus(progress, target, claimed)).toBe(status);
    expect(progressRatio(progress, target)).toBeCloseTo(ratio);
  });
});

describe('rewards: once per cycle, locked until a requirement is met', () => {
  it.each([
    ['no requirement, not claimed', false, null, 'CLAIMABLE'],
    ['claimed this cycle', true, null, 'CLAIMED'],
    ['requirement unmet', false, { count: 1, progress: 0 }, 'LOCKED'],
    ['requirement met', false, { count: 1, progress: 3 }, 'CLAIMABLE'],
    ['claimed wins over a requirement', true, { count: 1, progress: 0 }, 'CLAIMED'],
  ] as const)('%s: %s', (_case, claimedThisCycle, requirement, status) => {
    expect(rewardStatus({ claimedThisCycle, requirement })).toBe(status);
  });
});

describe('point market: who may redeem what', () => {
  const ok = { balance: 1000, cost: 1000, stock: 1, limitPerMember: 1, redeemed: 0 };
  it.each([
    ['enough points, in stock, under the limit', ok, null],
    ['no limit', { ...ok, limitPerMember: null, redeemed: 50 }, null],
    ['out of stock', { ...ok, stock: 0 }, E.MALL_OUT_OF_STOCK],
    ['limit reached', { ...ok, redeemed: 1 }, E.MALL_LIMIT_REACHED],
    ['one point short', { ...ok, balance: 999 }, E.POINTS_INSUFFICIENT],
    // The reason shown is the one more points would not fix.
    ['out of stock and short of points', { ...ok, stock: 0, balance: 0 }, E.MALL_OUT_OF_STOCK],
    ['limit reached and short of points', { ...ok, redeemed: 1, balance: 0 }, E.MALL_LIMIT_REACHED],
  ] as const)('%s', (_case, input, refusal) => {
    expect(redeemRefusal(input)).toBe(refusal);
  });
});
