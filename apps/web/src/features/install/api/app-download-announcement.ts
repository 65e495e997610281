import { useQuery } from '@tanstack/react-query';
import { APP_DOWNLOAD_CATEGORY } from '@member-app/contract/rules/content';
import type { Announcement } from '@member-app/contract/schemas/content';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

/**
 * §7 "MCSFE_getListAnnouncements (types PR, platform M, category app_download)": the merchant's
 * text about the app (e.g. its download gift), shown in the download prompt. Asked only while the
 * prompt is open; quiet on failure.
 */
export function useAppDownloadAnnouncement(enabled: boolean) {
  return useQuery({
    queryKey: ['download-prompt', 'announcement', currentLanguage()] as const,
    queryFn: async () =>
      (
        await api.post<{ list: Announcement[] }>(
          '/wps/relay/MCSFE_getListAnnouncements',
          { types: ['PR'], platform: 'M', category: APP_DOWNLOAD_CATEGORY },
          { alert: false },
        )
      ).list[0] ?? null,
    enabled,
    staleTime: 5 * 60_000,
    meta: { globalErrorHandling: false },
  });
}
