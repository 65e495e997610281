import { PING_TIMEOUT_MS } from '@member-app/contract/constants';
import type { PingValue } from '@member-app/contract/schemas/system';
import { api } from './api';

/**
 * §7 GET /wps/system/test/ping (20 s abort, header Merchant: the client names the page's merchant,
 * or the session's on a logged-in page). Resolves true when the server answers pong, false when it
 * fails or says nothing within 20 s (§9 ping 20000 ms).
 */
export async function pingServer(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PING_TIMEOUT_MS);
  try {
    const value = await api.get<PingValue>('/wps/system/test/ping', {
      signal: controller.signal,
      timeout: PING_TIMEOUT_MS,
      alert: false,
    });
    return value?.pong === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
