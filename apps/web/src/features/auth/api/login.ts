import type { LoginRequest, LoginValue } from '@member-app/contract/schemas/session';
import { api } from '../../../lib/api';

/** §7 POST /wps/session/login: encrypted JSON; headers Content-Type, Device. */
export function login(body: LoginRequest, device: string | null): Promise<LoginValue> {
  return api.post<LoginValue>('/wps/session/login', body, {
    encrypt: true,
    alert: false,
    headers: device ? { Device: device } : {},
  });
}
