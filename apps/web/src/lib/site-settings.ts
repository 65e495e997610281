import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { api } from './api';
import { ApiError } from './api-error';
import { statusTrackParam } from './tracking-params';

/** §7 GET /wps/system/status: device MOBILE, track, originalDomain, url. */
export function fetchStatus(headers?: Record<string, string>): Promise<SiteSettings> {
  return api.get<SiteSettings>('/wps/system/status', {
    headers,
    query: {
      device: 'MOBILE',
      // The visitor's heartbeat: device id, tracking object and reg_info within 1024 bytes (§9).
      track: statusTrackParam(),
      originalDomain: window.location.hostname,
      url: window.location.href.slice(0, 2048),
    },
    alert: false,
  });
}

/**
 * The status call for an answer the app already has (the one its page carried), asked with that
 * answer's tag: unchanged since, it comes back as 304 with no body, and this resolves with null.
 */
export function fetchStatusIfChanged(tag: string): Promise<SiteSettings | null> {
  return fetchStatus({ 'If-None-Match': tag }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 304) return null;
    throw error;
  });
}

export const statusQueryKey = ['system', 'status'] as const;

/** Site settings (§3) for the whole app, shared by every feature; failures are handled by the system gate (§8), not alerted. */
export function useSiteSettings() {
  return useQuery({
    queryKey: statusQueryKey,
    queryFn: () => fetchStatus(),
    staleTime: 60_000,
    retry: false,
    meta: { globalErrorHandling: false },
  });
}
