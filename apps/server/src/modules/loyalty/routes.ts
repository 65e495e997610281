import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOYALTY_ERROR_CODES, LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import { CONTENT_ERROR_CODES } from '@member-app/contract/rules/content';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  mallMineSchema,
  mallRedeemInputSchema,
  mallRedeemSchema,
  missionClaimInputSchema,
  missionClaimSchema,
  missionsSchema,
  pointsSchema,
  rewardClaimInputSchema,
  rewardClaimSchema,
  rewardStatesSchema,
} from '@member-app/contract/schemas/loyalty';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { notLoggedIn } from '../session/service';
import type { LoyaltyMember } from './service';

const tags = ['loyalty'];
const refusals = Object.values(LOYALTY_ERROR_CODES).join(', ');

/**
 * Points, the reward center's claims, the point market's redemptions and missions (§2
 * /m/rewardCenter, /m/mall/mallHome, /m/leaderBoard). HTTP only: the rules are the service's.
 */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  const memberOf = async (request: FastifyRequest): Promise<LoyaltyMember> => {
    if (!request.member) throw notLoggedIn();
    const merchant = await app.merchants.findByCode(request.member.merchantCode);
    if (!merchant) throw notLoggedIn();
    return {
      id: request.member.id,
      merchantCode: merchant.code,
      timeZone: merchant.settings.timeZone,
    };
  };
  /** §6 REWCEN3: the reward center's claims are off with the reward center. */
  const rewardCenterMember = async (request: FastifyRequest) => {
    const member = await memberOf(request);
    const merchant = await app.merchants.findByCode(member.merchantCode);
    if (!merchant?.settings.whitelabelVal.REWCEN3)
      throw new AppError(
        403,
        CONTENT_ERROR_CODES.REWARD_CENTER_DISABLED,
        'The reward center is not available',
      );
    return member;
  };

  app.get(
    LOYALTY_PATHS.points,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: "The member's points and their latest history",
        response: { 200: envelope(pointsSchema), ...responses },
      },
    },
    async (request) => ok(await app.loyalty.points((await memberOf(request)).id)),
  );

  app.get(
    LOYALTY_PATHS.rewards,
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          "The member's state of each reward-center promotion (MCSFE_getMerchantAvailablePromotions ids): points, cycle, claimable, claimed or locked",
        description: `Answers ${CONTENT_ERROR_CODES.REWARD_CENTER_DISABLED} (403) when REWCEN3 is off.`,
        response: { 200: envelope(rewardStatesSchema), ...responses },
      },
    },
    async (request) =>
      ok({ list: await app.loyalty.rewardStates(await rewardCenterMember(request)) }),
  );

  app.post(
    LOYALTY_PATHS.rewardClaim,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Claims a reward-center reward: its points, once per cycle',
        description: `Refusals (4xx, contract envelope): ${refusals}; ${CONTENT_ERROR_CODES.REWARD_CENTER_DISABLED} when REWCEN3 is off.`,
        body: rewardClaimInputSchema,
        response: { 200: envelope(rewardClaimSchema), ...responses },
      },
    },
    async (request) =>
      ok(
        await app.loyalty.claimReward(await rewardCenterMember(request), request.body.promotionId),
      ),
  );

  app.get(
    LOYALTY_PATHS.mallMine,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'How many of each point-market item the member has redeemed',
        response: { 200: envelope(mallMineSchema), ...responses },
      },
    },
    async (request) => ok(await app.loyalty.mine((await memberOf(request)).id)),
  );

  app.post(
    LOYALTY_PATHS.mallRedeem,
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          'Redeems a point-market item for points (stock and per-member limit; one transaction)',
        description: `Refusals (409): ${LOYALTY_ERROR_CODES.MALL_OUT_OF_STOCK}, ${LOYALTY_ERROR_CODES.MALL_LIMIT_REACHED}, ${LOYALTY_ERROR_CODES.POINTS_INSUFFICIENT}; ${LOYALTY_ERROR_CODES.MALL_ITEM_NOT_FOUND} (404).`,
        body: mallRedeemInputSchema,
        response: { 200: envelope(mallRedeemSchema), ...responses },
      },
    },
    async (request) => ok(await app.loyalty.redeem(await memberOf(request), request.body.itemId)),
  );

  app.get(
    LOYALTY_PATHS.missions,
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          "The merchant's missions with the member's progress in the current cycle (logins, game launches, deposits)",
        response: { 200: envelope(missionsSchema), ...responses },
      },
    },
    async (request) => ok({ list: await app.loyalty.missions(await memberOf(request)) }),
  );

  app.post(
    LOYALTY_PATHS.missionClaim,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: "Claims a completed mission's points, once per cycle",
        description: `Refusals: ${LOYALTY_ERROR_CODES.MISSION_NOT_COMPLETED}, ${LOYALTY_ERROR_CODES.MISSION_ALREADY_CLAIMED} (409); ${LOYALTY_ERROR_CODES.MISSION_NOT_FOUND} (404).`,
        body: missionClaimInputSchema,
        response: { 200: envelope(missionClaimSchema), ...responses },
      },
    },
    async (request) =>
      ok(await app.loyalty.claimMission(await memberOf(request), request.body.missionId)),
  );
};
