import { TRACKING_PATHS } from '@member-app/contract/rules/tracking';
import type { TrackingConfig } from '@member-app/contract/schemas/tracking';
import { api } from '../../../lib/api';

/** §7 tracking config fetch (GET /wps/tracking/config): the merchant's pixels for this domain; cached for the session. */
export function fetchTrackingConfig(): Promise<TrackingConfig> {
  return api.get<TrackingConfig>(TRACKING_PATHS.config, {
    query: { domain: window.location.hostname },
    cache: true,
    alert: false,
  });
}
