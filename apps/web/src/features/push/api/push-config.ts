import { PUSH_RELAYS } from '@member-app/contract/rules/push';
import type { PushConfig } from '@member-app/contract/schemas/push';
import { api } from '../../../lib/api';

/**
 * §3 push config (relay CSP_fcmConfig): the merchant's VAPID public key and Firebase web config.
 * Kept in the session-storage cache of §7: it only changes with the merchant's keys. Quiet: without
 * it the app simply does not offer push.
 */
export function fetchPushConfig(): Promise<PushConfig> {
  return api.get<PushConfig>(`/wps/relay/${PUSH_RELAYS.CONFIG}`, { cache: true, alert: false });
}
