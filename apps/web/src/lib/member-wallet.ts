import { useQuery } from '@tanstack/react-query';
import type {
  DepositSettings,
  DepositWithdrawStats,
  WithdrawAccountInfo,
} from '@member-app/contract/schemas/member-area';
import { api } from './api';
import { useSession } from './session';

/**
 * The member's deposit and withdrawal information (§3 deposit/withdraw stats, §7 "deposit and
 * withdrawal statistics", MCSFE_getDepositSettings, MCSFE_getWithdrawAccountInfo), shared by the
 * wallet pages and the download prompt (features may not import each other). The keys start with
 * the member area's `['member-area']`, so the member page shares these answers and a logout clears
 * them (app/session-effects); the token in the key keeps one session's data from another. The calls
 * do not alert (a site without payments answers 404 and the pages say "not available"); the §8
 * policy still logs out on an expired session.
 */
const walletKey = (name: string, token: string | null) => ['member-area', name, token] as const;
const WALLET_STALE_MS = 30_000;

/** GET /wps/member/statistics. */
export const fetchStatistics = () =>
  api.get<DepositWithdrawStats>('/wps/member/statistics', { alert: false });
export const statisticsQueryKey = (token: string | null) => walletKey('stats', token);

export function useStatistics(
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: statisticsQueryKey(token),
    queryFn: fetchStatistics,
    enabled: !!token && options.enabled !== false,
    staleTime: WALLET_STALE_MS,
    refetchInterval: options.refetchInterval ?? false,
  });
}

/** §7 relay MCSFE_getDepositSettings (a site without payments answers 404: "not available"). */
export function useDepositSettings() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: walletKey('deposit', token),
    queryFn: () =>
      api.post<DepositSettings>('/wps/relay/MCSFE_getDepositSettings', {}, { alert: false }),
    enabled: !!token,
    staleTime: WALLET_STALE_MS,
  });
}

/** §7 relay MCSFE_getWithdrawAccountInfo. */
export function useWithdrawInfo() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: walletKey('withdraw', token),
    queryFn: () =>
      api.post<WithdrawAccountInfo>(
        '/wps/relay/MCSFE_getWithdrawAccountInfo',
        {},
        { alert: false },
      ),
    enabled: !!token,
    staleTime: WALLET_STALE_MS,
  });
}
