import type { LoginValue, MayaLoginRequest } from '@member-app/contract/schemas/session';
import { api } from '../../../lib/api';

/** §7 POST /wps/session/login/maya: sessionId, env, registerUrl, affiliateCode, domain, loginDeviceId, device. */
export function loginWithMaya(body: MayaLoginRequest, device: string | null): Promise<LoginValue> {
  return api.post<LoginValue>('/wps/session/login/maya', body, {
    encrypt: true,
    alert: false,
    headers: device ? { Device: device } : {},
  });
}
