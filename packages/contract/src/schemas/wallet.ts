import { z } from 'zod';

/**
 * The member's play balance: the game vendor's wallet, the same money every game and the
 * mini-game play with (SPEC §1 "Launching lottery and third-party games").
 */

/** GET /wps/member/balance (`WALLET_BALANCE_PATH` of rules/wallet). */
export const walletBalanceSchema = z
  .object({
    /** In the currency's units (12345.5 is 12,345.50). */
    balance: z.number(),
    /** ISO 4217 code of the merchant's currency (§3 country info currency). */
    currency: z.string().length(3),
    updatedAt: z.string(),
  })
  .meta({ id: 'WalletBalance' });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
