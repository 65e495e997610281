import {
  LOYALTY_ERROR_CODES as E,
  type MissionEvent,
  type RedeemRefusal,
} from '@member-app/contract/rules/loyalty';

/**
 * The loyalty screens' decisions (no DOM, no React): which message a refusal shows and where a
 * mission's Go button leads.
 */

/** UI strings for the refusals the server answers (rules/loyalty LOYALTY_ERROR_CODES). */
const REFUSAL_KEYS = {
  [E.POINTS_INSUFFICIENT]: 'loyalty_error_points',
  [E.MALL_OUT_OF_STOCK]: 'loyalty_error_stock',
  [E.MALL_LIMIT_REACHED]: 'loyalty_error_limit',
  [E.MALL_ITEM_NOT_FOUND]: 'loyalty_error_gone',
  [E.REWARD_NOT_FOUND]: 'loyalty_error_gone',
  [E.MISSION_NOT_FOUND]: 'loyalty_error_gone',
  [E.REWARD_ALREADY_CLAIMED]: 'loyalty_error_claimed',
  [E.MISSION_ALREADY_CLAIMED]: 'loyalty_error_claimed',
  [E.REWARD_NOT_ELIGIBLE]: 'loyalty_error_not_eligible',
  [E.MISSION_NOT_COMPLETED]: 'loyalty_error_not_completed',
} as const;
export type RefusalKey = (typeof REFUSAL_KEYS)[keyof typeof REFUSAL_KEYS];

/** The message for a refused claim or redemption, or null for an error the screen cannot name. */
export function refusalKey(code: string | null): RefusalKey | null {
  return code !== null && Object.hasOwn(REFUSAL_KEYS, code)
    ? REFUSAL_KEYS[code as keyof typeof REFUSAL_KEYS]
    : null;
}

/** What a disabled Redeem button says instead, for the reason the member cannot redeem. */
export function redeemButtonKey(
  refusal: RedeemRefusal | null,
): 'mall_redeem' | 'mall_sold_out' | 'mall_limit_reached' | 'mall_not_enough' {
  if (refusal === E.MALL_OUT_OF_STOCK) return 'mall_sold_out';
  if (refusal === E.MALL_LIMIT_REACHED) return 'mall_limit_reached';
  if (refusal === E.POINTS_INSUFFICIENT) return 'mall_not_enough';
  return 'mall_redeem';
}

/**
 * Where a mission in progress sends the player to make progress (§2 routes): games for launches,
 * the deposit page for deposits; a login mission fills by itself.
 */
export function missionGoPath(event: MissionEvent): string | null {
  if (event === 'GAME_LAUNCH') return '/game';
  if (event === 'DEPOSIT') return '/voucherCenter';
  return null;
}
