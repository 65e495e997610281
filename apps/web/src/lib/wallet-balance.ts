import { useQuery } from '@tanstack/react-query';
import { WALLET_BALANCE_PATH, WALLET_BALANCE_STALE_MS } from '@member-app/contract/rules/wallet';
import type { WalletBalance } from '@member-app/contract/schemas/wallet';
import { api } from './api';
import { memberAreaQueryKey } from './member-info';
import { useSession } from './session';

/**
 * The member's play balance (the game vendor's wallet), shown by the header and the member page.
 * Under the member area's key, so a logout clears it (app/session-effects); the token in the key
 * keeps one session's balance from another. It refetches when the player comes back to the app,
 * since games spend it in their own frame. A failure shows a dash, never an alert (§7 alert false);
 * the §8 policy still logs out on an expired session.
 */
export const walletBalanceQueryKey = (token: string | null) =>
  [...memberAreaQueryKey, 'balance', token] as const;

export const fetchWalletBalance = () =>
  api.get<WalletBalance>(WALLET_BALANCE_PATH, { alert: false });

export function useWalletBalance() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: walletBalanceQueryKey(token),
    queryFn: fetchWalletBalance,
    enabled: !!token,
    staleTime: WALLET_BALANCE_STALE_MS,
    refetchOnWindowFocus: true,
  });
}
