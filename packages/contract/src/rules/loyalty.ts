/**
 * Points, rewards, the point market and missions (SPEC §2 /m/rewardCenter, /m/mall/mallHome,
 * /m/leaderBoard "missions"; §2 activity go-buttons REWARD_CENTER, POINT_MARKET, MISSION; §6
 * REWCEN3). SPEC names the screens but not their rules; these are the ones players of such apps
 * expect: rewards claimed once per cycle, missions that fill from what the player does and are
 * claimed when full, items redeemed for points within stock and a per-member limit.
 * zod-free, so the web app may import it; the server enforces the same rules inside a transaction.
 */

/** The calls (the app's own; SPEC §7 leaves these paths "not shown"). */
export const LOYALTY_PATHS = {
  points: '/wps/member/points',
  rewards: '/wps/member/rewards',
  rewardClaim: '/wps/member/rewards/claim',
  mallMine: '/wps/member/mall',
  mallRedeem: '/wps/member/mall/redeem',
  missions: '/wps/member/missions',
  missionClaim: '/wps/member/missions/claim',
} as const;

/** What a mission or a reward's requirement counts: logins, game launches, successful deposits. */
export const MISSION_EVENTS = ['LOGIN', 'GAME_LAUNCH', 'DEPOSIT'] as const;
export type MissionEvent = (typeof MISSION_EVENTS)[number];

/** How often a reward can be claimed or a mission starts over. */
export const CLAIM_CYCLES = ['ONCE', 'DAILY', 'WEEKLY'] as const;
export type ClaimCycle = (typeof CLAIM_CYCLES)[number];

/** Where points come from or go (the points history). */
export const POINT_ENTRY_KINDS = ['REWARD', 'MISSION', 'REDEEM'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** Errors of the loyalty calls, answered in the contract envelope with a 4xx. */
export const LOYALTY_ERROR_CODES = {
  POINTS_INSUFFICIENT: 'points.insufficient',
  MALL_ITEM_NOT_FOUND: 'mall.item.not.found',
  MALL_OUT_OF_STOCK: 'mall.out.of.stock',
  MALL_LIMIT_REACHED: 'mall.limit.reached',
  REWARD_NOT_FOUND: 'reward.not.found',
  REWARD_NOT_ELIGIBLE: 'reward.not.eligible',
  REWARD_ALREADY_CLAIMED: 'reward.already.claimed',
  MISSION_NOT_FOUND: 'mission.not.found',
  MISSION_NOT_COMPLETED: 'mission.not.completed',
  MISSION_ALREADY_CLAIMED: 'mission.already.claimed',
} as const;
export type LoyaltyErrorCode = (typeof LOYALTY_ERROR_CODES)[keyof typeof LOYALTY_ERROR_CODES];

/** Missions and rewards start over at midnight of this zone unless the merchant names its own. */
export const DEFAULT_LOYALTY_TIME_ZONE = 'UTC';

// ----- cycles -----

/** One cycle of a reward or mission: its key (unique per cycle) and when it starts and ends. */
export interface Period {
  /** 'ONCE', 'D:2026-11-25' or 'W:2026-11-23' (the Monday the week starts on). */
  key: string;
  /** Epoch ms of the cycle's start (0 for ONCE). */
  startsAt: number;
  /** Epoch ms when the next cycle starts, null for ONCE. */
  resetsAt: number | null;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's wall-clock date and time at an instant, as a UTC timestamp of that wall clock. */
function wallClock(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/** The instant at which the zone's wall clock shows the given UTC-encoded wall-clock time. */
function instantOf(wall: number, timeZone: string): number {
  // The zone's offset can differ between the guess and the answer (a DST change that day): a
  // second pass settles on the offset in force at the answer.
  let at = wall - (wallClock(wall, timeZone) - wall);
  at = wall - (wallClock(at, timeZone) - at);
  return at;
}

/** True when the zone is one Intl knows (merchant settings are checked with it). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The cycle an instant falls in: DAILY from local midnight, WEEKLY from Monday's local midnight
 * (ISO weeks), both in the merchant's time zone; ONCE never starts over.
 */
export function periodOf(cycle: ClaimCycle, at: number, timeZone: string): Period {
  if (cycle === 'ONCE') return { key: 'ONCE', startsAt: 0, resetsAt: null };
  const wall = wallClock(at, timeZone);
  let day = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  if (cycle === 'WEEKLY') day -= ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const next = day + (cycle === 'WEEKLY' ? 7 : 1) * DAY_MS;
  const d = new Date(day);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return {
    key: `${cycle === 'WEEKLY' ? 'W' : 'D'}:${date}`,
    startsAt: instantOf(day, timeZone),
    resetsAt: instantOf(next, timeZone),
  };
}

// ----- missions -----

export type MissionStatus = 'IN_PROGRESS' | 'COMPLETED' | 'CLAIMED';

/** A mission is complete once its count reaches the target, and claimed once its reward is taken. */
export function missionStatus(progress: number, target: number, claimed: boolean): MissionStatus {
  if (claimed) return 'CLAIMED';
  return progress >= target ? 'COMPLETED' : 'IN_PROGRESS';
}

/** How full a progress bar is, 0 to 1 (a count past the target shows full). */
export function progressRatio(progress: number, target: number): number {
  if (target <= 0) return 1;
  return Math.min(1, Math.max(0, progress / target));
}

// ----- rewards -----

export type RewardStatus = 'CLAIMABLE' | 'CLAIMED' | 'LOCKED';

/**
 * A reward-center reward: claimed once per cycle; one with a requirement (a first deposit, a game
 * this week, ...) stays locked until the requirement's count is reached in the same cycle.
 */
export function rewardStatus(r: {
  claimedThisCycle: boolean;
  requirement: { count: number; progress: number } | null;
}): RewardStatus {
  if (r.claimedThisCycle) return 'CLAIMED';
  if (r.requirement && r.requirement.progress < r.requirement.count) return 'LOCKED';
  return 'CLAIMABLE';
}

// ----- point market -----

export type RedeemRefusal =
  | typeof LOYALTY_ERROR_CODES.MALL_OUT_OF_STOCK
  | typeof LOYALTY_ERROR_CODES.MALL_LIMIT_REACHED
  | typeof LOYALTY_ERROR_CODES.POINTS_INSUFFICIENT;

/**
 * Why a member may not redeem an item now, or null when they may. The item's own state comes
 * first (nothing left for anyone), then the member's limit, then their points, so the reason shown
 * is the one the member cannot change by earning more points.
 */
export function redeemRefusal(r: {
  balance: number;
  cost: number;
  stock: number;
  limitPerMember: number | null;
  redeemed: number;
}): RedeemRefusal | null {
  if (r.stock <= 0) return LOYALTY_ERROR_CODES.MALL_OUT_OF_STOCK;
  if (r.limitPerMember !== null && r.redeemed >= r.limitPerMember)
    return LOYALTY_ERROR_CODES.MALL_LIMIT_REACHED;
  if (r.balance < r.cost) return LOYALTY_ERROR_CODES.POINTS_INSUFFICIENT;
  return null;
}
