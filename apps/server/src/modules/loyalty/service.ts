import {
  LOYALTY_ERROR_CODES as E,
  missionStatus,
  periodOf,
  redeemRefusal,
  rewardStatus,
  type ClaimCycle,
  type MissionEvent,
} from '@member-app/contract/rules/loyalty';
import type { Mission, Points, RewardState } from '@member-app/contract/schemas/loyalty';
import { AppError } from '../../lib/errors';
import type { LoyaltyRepository, MissionRow, PromotionRow } from './repository';

/** The logged-in member a call is for, with the time zone its merchant's cycles follow. */
export interface LoyaltyMember {
  id: number;
  merchantCode: string;
  timeZone: string;
}

const CYCLES: ClaimCycle[] = ['ONCE', 'DAILY', 'WEEKLY'];
const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** What a reward-center entry's claim is made of: a stored promotion, or a draft of one. */
export type RewardFields = Pick<
  PromotionRow,
  'id' | 'rewardPoints' | 'claimCycle' | 'requiresEvent' | 'requiresCount'
>;
/** A stored mission, or a draft of one. */
export type MissionFields = Pick<
  MissionRow,
  'id' | 'key' | 'title' | 'description' | 'event' | 'target' | 'points' | 'cycle'
>;

/** What a member has done towards an entry in its current cycle. */
interface Done {
  /** Their count of the event it counts. */
  count: number;
  /** When they claimed it in this cycle, if they did. */
  claimedAt: Date | null;
}
const NOTHING_DONE: Done = { count: 0, claimedAt: null };

/** A reward-center entry's state for a member, at `at` in their merchant's time zone. */
function rewardStateOf(r: RewardFields, at: number, timeZone: string, done: Done): RewardState {
  const period = periodOf(r.claimCycle, at, timeZone);
  const requirement =
    r.requiresEvent && r.requiresCount > 0
      ? { event: r.requiresEvent, count: r.requiresCount, progress: done.count }
      : null;
  return {
    promotionId: r.id,
    points: r.rewardPoints,
    cycle: r.claimCycle,
    status: rewardStatus({ claimedThisCycle: !!done.claimedAt, requirement }),
    requirement,
    claimedAt: done.claimedAt ? done.claimedAt.toISOString() : null,
    resetsAt: isoOrNull(period.resetsAt),
  };
}

/** A mission with a member's progress in its current cycle. */
function missionOf(r: MissionFields, at: number, timeZone: string, done: Done): Mission {
  const period = periodOf(r.cycle, at, timeZone);
  const progress = Math.min(done.count, r.target);
  return {
    id: r.id,
    key: r.key,
    title: r.title,
    description: r.description,
    event: r.event,
    target: r.target,
    progress,
    points: r.points,
    cycle: r.cycle,
    status: missionStatus(progress, r.target, !!done.claimedAt),
    resetsAt: isoOrNull(period.resetsAt),
  };
}

/**
 * Points, reward claims, point-market redemptions and missions. Every spend or claim runs in one
 * transaction whose conditional updates and unique keys decide, so two requests racing for the last
 * item or the same claim never both succeed (the rules themselves are the contract's).
 */
export function createLoyaltyService(repo: LoyaltyRepository, now: () => number) {
  /** How many of each event the member made in the current cycle of each named cycle. */
  async function counts(
    member: LoyaltyMember,
    wanted: { event: MissionEvent; cycle: ClaimCycle }[],
  ): Promise<Map<string, number>> {
    const at = now();
    const result = new Map<string, number>();
    const counted = wanted.filter((w) => w.event !== 'DEPOSIT');
    if (counted.length > 0) {
      const periods = [...new Set(counted.map((w) => periodOf(w.cycle, at, member.timeZone).key))];
      const rows = await repo.eventCounts(member.id, periods);
      for (const w of counted) {
        const period = periodOf(w.cycle, at, member.timeZone).key;
        const row = rows.find((r) => r.event === w.event && r.period === period);
        result.set(keyOf(w.event, w.cycle), row?.count ?? 0);
      }
    }
    // Deposits are what the payment records say: successful ones since the cycle began.
    for (const cycle of new Set(wanted.filter((w) => w.event === 'DEPOSIT').map((w) => w.cycle))) {
      const since = periodOf(cycle, at, member.timeZone).startsAt;
      result.set(keyOf('DEPOSIT', cycle), await repo.depositsSince(member.id, since));
    }
    return result;
  }

  // ----- rewards -----

  async function rewardStates(member: LoyaltyMember, promotionId?: number): Promise<RewardState[]> {
    const rows = await repo.rewards(member.merchantCode, promotionId);
    const at = now();
    const n = await counts(
      member,
      rows.flatMap((r) =>
        r.requiresEvent ? [{ event: r.requiresEvent, cycle: r.claimCycle }] : [],
      ),
    );
    const claims = await repo.rewardClaims(
      member.id,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const period = periodOf(r.claimCycle, at, member.timeZone);
      const claim = claims.find((c) => c.promotionId === r.id && c.period === period.key);
      const count = r.requiresEvent ? (n.get(keyOf(r.requiresEvent, r.claimCycle)) ?? 0) : 0;
      return rewardStateOf(r, at, member.timeZone, { count, claimedAt: claim?.createdAt ?? null });
    });
  }

  async function claimReward(member: LoyaltyMember, promotionId: number) {
    const [state] = await rewardStates(member, promotionId);
    const [row] = await repo.rewards(member.merchantCode, promotionId);
    if (!state || !row || state.points <= 0)
      throw new AppError(404, E.REWARD_NOT_FOUND, 'No such reward');
    if (state.status === 'CLAIMED')
      throw new AppError(409, E.REWARD_ALREADY_CLAIMED, 'Already claimed in this cycle');
    if (state.status === 'LOCKED')
      throw new AppError(409, E.REWARD_NOT_ELIGIBLE, 'The requirement is not met yet');
    const period = periodOf(state.cycle, now(), member.timeZone).key;
    const balance = await repo.transaction(async (q) => {
      // The unique key (member, promotion, cycle) lets one of two racing claims in, never both.
      if (!(await q.insertRewardClaim(member, promotionId, period, state.points)))
        throw new AppError(409, E.REWARD_ALREADY_CLAIMED, 'Already claimed in this cycle');
      return (await q.addPoints(member, state.points, 'REWARD', row.title))!;
    });
    const [after] = await rewardStates(member, promotionId);
    return { awarded: state.points, balance, reward: after! };
  }

  // ----- point market -----

  async function redeem(member: LoyaltyMember, itemId: number) {
    return repo.transaction(async (q) => {
      // Lock the member's points row first: one member's redemptions run one at a time, so the
      // per-member count below cannot be raced past the limit.
      await q.ensurePoints(member);
      const points = await q.lockPoints(member.id);
      const item = await q.mallItem(member.merchantCode, itemId);
      if (!item) throw new AppError(404, E.MALL_ITEM_NOT_FOUND, 'No such item');
      const redeemed = await q.redeemedCount(member.id, itemId);
      const refusal = redeemRefusal({
        balance: points,
        cost: item.points,
        stock: item.stock,
        limitPerMember: item.limitPerMember,
        redeemed,
      });
      if (refusal) throw refused(refusal);
      // The stock is taken by a conditional update: of two members racing for the last one, the
      // second waits for the first's row lock, then finds no stock left.
      const stock = await q.takeOne(itemId);
      if (stock === null) throw refused(E.MALL_OUT_OF_STOCK);
      const balance = await q.addPoints(member, -item.points, 'REDEEM', item.name);
      if (balance === null) throw refused(E.POINTS_INSUFFICIENT);
      const redemptionId = await q.insertRedemption(member, itemId, item.points);
      return { redemptionId, balance, item: { id: itemId, stock, redeemed: redeemed + 1 } };
    });
  }

  // ----- missions -----

  async function missionList(member: LoyaltyMember, missionId?: number): Promise<Mission[]> {
    const rows = await repo.missions(member.merchantCode, missionId);
    const at = now();
    const n = await counts(
      member,
      rows.map((r) => ({ event: r.event, cycle: r.cycle })),
    );
    const claims = await repo.missionClaims(
      member.id,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const period = periodOf(r.cycle, at, member.timeZone);
      const claim = claims.find((c) => c.missionId === r.id && c.period === period.key);
      const count = n.get(keyOf(r.event, r.cycle)) ?? 0;
      return missionOf(r, at, member.timeZone, { count, claimedAt: claim?.createdAt ?? null });
    });
  }

  async function claimMission(member: LoyaltyMember, missionId: number) {
    const [mission] = await missionList(member, missionId);
    if (!mission) throw new AppError(404, E.MISSION_NOT_FOUND, 'No such mission');
    if (mission.status === 'CLAIMED')
      throw new AppError(409, E.MISSION_ALREADY_CLAIMED, 'Already claimed in this cycle');
    if (mission.status === 'IN_PROGRESS')
      throw new AppError(409, E.MISSION_NOT_COMPLETED, 'The mission is not complete yet');
    const period = periodOf(mission.cycle, now(), member.timeZone).key;
    const balance = await repo.transaction(async (q) => {
      if (!(await q.insertMissionClaim(member, missionId, period, mission.points)))
        throw new AppError(409, E.MISSION_ALREADY_CLAIMED, 'Already claimed in this cycle');
      return (await q.addPoints(member, mission.points, 'MISSION', mission.title))!;
    });
    const [after] = await missionList(member, missionId);
    return { awarded: mission.points, balance, mission: after! };
  }

  return {
    async points(memberId: number): Promise<Points> {
      const history = await repo.pointHistory(memberId);
      return {
        balance: await repo.pointsBalance(memberId),
        history: history.map((h) => ({
          id: h.id,
          delta: h.delta,
          kind: h.kind,
          title: h.title,
          createdAt: h.createdAt.toISOString(),
        })),
      };
    },
    rewardStates,
    claimReward,
    mine: async (memberId: number) => ({ list: await repo.redeemedByItem(memberId) }),
    redeem,
    missions: missionList,
    claimMission,

    /** The merchant's missions that are on, in their order, as stored. */
    missionRows: (merchantCode: string) => repo.missions(merchantCode),
    /**
     * The console's live preview: what a member with no counted events and no claims yet sees of
     * these reward-center entries and missions (stored ones, or an operator's drafts), now, in the
     * merchant's time zone. The same states as a member's, made by the same code.
     */
    newMemberRewards: (rows: readonly RewardFields[], timeZone: string): RewardState[] =>
      rows.map((r) => rewardStateOf(r, now(), timeZone, NOTHING_DONE)),
    newMemberMissions: (rows: readonly MissionFields[], timeZone: string): Mission[] =>
      rows.map((r) => missionOf(r, now(), timeZone, NOTHING_DONE)),
    /**
     * Counts a login or a game launch towards the member's missions and rewards, in every cycle
     * at once (all time, the day, the week). Deposits need no call: they are read from payments.
     */
    async record(member: LoyaltyMember, event: Exclude<MissionEvent, 'DEPOSIT'>): Promise<void> {
      const at = now();
      const periods = [...new Set(CYCLES.map((c) => periodOf(c, at, member.timeZone).key))];
      await repo.countEvent(member.id, event, periods);
    },
  };
}

const keyOf = (event: MissionEvent, cycle: ClaimCycle) => `${event}|${cycle}`;

const REFUSAL_TEXT: Record<string, string> = {
  [E.MALL_OUT_OF_STOCK]: 'Out of stock',
  [E.MALL_LIMIT_REACHED]: 'Limit per member reached',
  [E.POINTS_INSUFFICIENT]: 'Not enough points',
};
const refused = (code: string) => new AppError(409, code, REFUSAL_TEXT[code] ?? code);

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
