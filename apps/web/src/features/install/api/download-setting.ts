import { useQuery } from '@tanstack/react-query';
import { DOWNLOAD_SETTING_PATH } from '@member-app/contract/rules/download-prompt';
import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';
import { api } from '../../../lib/api';

/** The config changes rarely; the prompt re-reads it every few minutes at most. */
const DOWNLOAD_SETTING_STALE_MS = 5 * 60_000;

/** The config's query key: it is resolved for the page's domain (home's page carries it). */
export const downloadSettingQueryKey = (domain: string) =>
  ['download-prompt', 'setting', domain] as const;

/**
 * §7 relay "WPSCORE_getDownloadSetting (domain)": the merchant's download-prompt config (§3) as
 * resolved by the server for this page's domain (domains_switch). Quiet on failure: no prompt.
 */
export function useDownloadSetting(enabled: boolean) {
  const domain = window.location.hostname;
  return useQuery({
    queryKey: downloadSettingQueryKey(domain),
    queryFn: () => api.post<DownloadSetting>(DOWNLOAD_SETTING_PATH, { domain }, { alert: false }),
    enabled,
    staleTime: DOWNLOAD_SETTING_STALE_MS,
    meta: { globalErrorHandling: false },
  });
}
