/**
 * The member's play balance (the game vendor's wallet), shown in the header and on the member
 * page. zod-free, so the web app may import it.
 */

/** GET: the balance in the merchant's currency (`walletBalanceSchema`). */
export const WALLET_BALANCE_PATH = '/wps/member/balance';

/**
 * How long a fetched balance counts as fresh. Games change it in their own frame, so the app
 * refetches when the player comes back to the page (focus) or taps refresh, not on a timer.
 */
export const WALLET_BALANCE_STALE_MS = 15_000;
