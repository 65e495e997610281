import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DepositSettings,
  DepositWithdrawStats,
  VipBenefits,
  WithdrawAccountInfo,
} from '@member-app/contract/schemas/member-area';
import type { UiLanguage } from '@member-app/contract/constants';
import { api } from '../../../lib/api';
import { changeLanguage } from '../../../lib/i18n';
import { memberInfoQueryKey } from '../../../lib/member-info';
import { useSession } from '../../../lib/session';
import {
  fetchRankProgress,
  MEMBER_QUERY_STALE_MS,
  memberAreaQueryKey,
} from '../../../lib/rank-progress';

export {
  fetchRankProgress,
  memberAreaQueryKey,
  rankProgressQuery,
} from '../../../lib/rank-progress';

const useMemberQuery = <T>(key: string, fn: () => Promise<T>) => {
  const session = useSession();
  return useQuery({
    queryKey: [...memberAreaQueryKey, key, session?.token ?? null],
    queryFn: fn,
    enabled: !!session?.token,
    staleTime: MEMBER_QUERY_STALE_MS,
  });
};

export const useRankProgress = () => useMemberQuery('rank', fetchRankProgress);

/** Club-label benefits (§3 AUTO labels). */
export const useVipBenefits = () =>
  useMemberQuery('benefits', () => api.get<VipBenefits>('/wps/member/vip/benefits'));

/** §3 deposit/withdraw stats. */
export const useStatistics = () =>
  useMemberQuery('stats', () => api.get<DepositWithdrawStats>('/wps/member/statistics'));

/** §7 relay MCSFE_getDepositSettings. */
export const useDepositSettings = () =>
  useMemberQuery('deposit', () =>
    api.post<DepositSettings>('/wps/relay/MCSFE_getDepositSettings', {}, { alert: false }),
  );

/** §7 relay MCSFE_getWithdrawAccountInfo. */
export const useWithdrawInfo = () =>
  useMemberQuery('withdraw', () =>
    api.post<WithdrawAccountInfo>('/wps/relay/MCSFE_getWithdrawAccountInfo', {}, { alert: false }),
  );

/** §7 POST /wps/member/language, then the UI switches and member info reloads. */
export function useSaveLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (language: UiLanguage) => {
      await api.post<null>('/wps/member/language', { language });
      await changeLanguage(language);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: memberInfoQueryKey }),
  });
}
