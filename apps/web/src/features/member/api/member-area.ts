import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DepositSettings,
  DepositWithdrawStats,
  RankProgress,
  ReferralStatus,
  VipBenefits,
  WithdrawAccountInfo,
} from '@member-app/contract/schemas/member-area';
import type { UiLanguage } from '@member-app/contract/constants';
import { api } from '../../../lib/api';
import { changeLanguage } from '../../../lib/i18n';
import { memberInfoQueryKey } from '../../../lib/member-info';
import { useSession } from '../../../lib/session';

const useMemberQuery = <T>(key: string, fn: () => Promise<T>) => {
  const session = useSession();
  return useQuery({
    queryKey: ['member-area', key, session?.token ?? null],
    queryFn: fn,
    enabled: !!session?.token,
    staleTime: 30_000,
  });
};

/** §7 relay MCSFE_getPlayerRankProgress (§4: loaded when the token is set). */
export const useRankProgress = () =>
  useMemberQuery('rank', () =>
    api.post<RankProgress>('/wps/relay/MCSFE_getPlayerRankProgress', {}),
  );

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

/** The referral-wrapper promotions fetch (§3 REFERRAL, §6); guests too. */
export function useReferralStatus() {
  const session = useSession();
  return useQuery({
    queryKey: ['referral', 'status', session?.token ?? null],
    queryFn: () => api.get<ReferralStatus>('/wps/referral/status', { alert: false }),
    staleTime: 60_000,
  });
}

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
