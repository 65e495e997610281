import { z } from 'zod';
import { CLAIM_CYCLES, MISSION_EVENTS, POINT_ENTRY_KINDS } from '../rules/loyalty';

/**
 * Points, reward claims, point-market redemptions and missions (SPEC §2 /m/rewardCenter,
 * /m/mall/mallHome, /m/leaderBoard). The rules they follow are in `rules/loyalty.ts`.
 */

const id = z.number().int().positive().max(2_147_483_647);
const points = z.number().int().min(0);
const iso = z.string();

/** One line of the points history: + for rewards and missions, - for redemptions. */
export const pointEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  kind: z.enum(POINT_ENTRY_KINDS),
  title: z.string(),
  createdAt: iso,
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/** GET /wps/member/points: the balance and the latest history. */
export const pointsSchema = z
  .object({ balance: points, history: z.array(pointEntrySchema) })
  .meta({ id: 'Points' });
export type Points = z.infer<typeof pointsSchema>;

/** A requirement's count in the current cycle (a deposit, a game launched, ...). */
export const requirementSchema = z.object({
  event: z.enum(MISSION_EVENTS),
  count: z.number().int().positive(),
  progress: z.number().int().min(0),
});

/**
 * The member's state of one reward-center promotion (its `promotionId` is the id of
 * MCSFE_getMerchantAvailablePromotions' entry; that call itself is unchanged).
 */
export const rewardStateSchema = z.object({
  promotionId: id,
  points,
  cycle: z.enum(CLAIM_CYCLES),
  status: z.enum(['CLAIMABLE', 'CLAIMED', 'LOCKED']),
  requirement: requirementSchema.nullable(),
  claimedAt: iso.nullable(),
  /** When the reward can be claimed again (null for a one-time reward). */
  resetsAt: iso.nullable(),
});
export type RewardState = z.infer<typeof rewardStateSchema>;

/** GET /wps/member/rewards. */
export const rewardStatesSchema = z
  .object({ list: z.array(rewardStateSchema) })
  .meta({ id: 'RewardStates' });
export type RewardStates = z.infer<typeof rewardStatesSchema>;

/** POST /wps/member/rewards/claim. */
export const rewardClaimInputSchema = z.object({ promotionId: id });
export type RewardClaimInput = z.infer<typeof rewardClaimInputSchema>;
export const rewardClaimSchema = z
  .object({ awarded: points, balance: points, reward: rewardStateSchema })
  .meta({ id: 'RewardClaim' });
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

/** GET /wps/member/mall: how many of each item the member has redeemed (for per-member limits). */
export const mallMineSchema = z
  .object({ list: z.array(z.object({ itemId: id, redeemed: z.number().int().min(0) })) })
  .meta({ id: 'MallMine' });
export type MallMine = z.infer<typeof mallMineSchema>;

/** POST /wps/member/mall/redeem. */
export const mallRedeemInputSchema = z.object({ itemId: id });
export type MallRedeemInput = z.infer<typeof mallRedeemInputSchema>;
export const mallRedeemSchema = z
  .object({
    redemptionId: z.number().int(),
    /** The member's points after paying. */
    balance: points,
    item: z.object({
      id,
      /** Stock left after this redemption. */
      stock: z.number().int().min(0),
      /** How many of this item the member has redeemed, this one included. */
      redeemed: z.number().int().min(1),
    }),
  })
  .meta({ id: 'MallRedeem' });
export type MallRedeem = z.infer<typeof mallRedeemSchema>;

/** One mission with the member's progress in its current cycle. */
export const missionSchema = z.object({
  id,
  key: z.string(),
  title: z.string(),
  description: z.string(),
  event: z.enum(MISSION_EVENTS),
  target: z.number().int().positive(),
  /** The count in this cycle, capped at the target. */
  progress: z.number().int().min(0),
  points,
  cycle: z.enum(CLAIM_CYCLES),
  status: z.enum(['IN_PROGRESS', 'COMPLETED', 'CLAIMED']),
  resetsAt: iso.nullable(),
});
export type Mission = z.infer<typeof missionSchema>;

/** GET /wps/member/missions. */
export const missionsSchema = z.object({ list: z.array(missionSchema) }).meta({ id: 'Missions' });
export type Missions = z.infer<typeof missionsSchema>;

/** POST /wps/member/missions/claim. */
export const missionClaimInputSchema = z.object({ missionId: id });
export type MissionClaimInput = z.infer<typeof missionClaimInputSchema>;
export const missionClaimSchema = z
  .object({ awarded: points, balance: points, mission: missionSchema })
  .meta({ id: 'MissionClaim' });
export type MissionClaim = z.infer<typeof missionClaimSchema>;
