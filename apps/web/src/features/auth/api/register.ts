import type { RegisterMobileRequest, RegisterRequest, RegisterValue } from '@member-app/contract/schemas/session';
import { api } from '../../../lib/api';

/** §7 POST /wps/member/register, ModuleId REG3, encrypted. */
export function registerByUsername(body: RegisterRequest, device: string | null): Promise<RegisterValue> {
  return api.post<RegisterValue>('/wps/member/register', body, {
    encrypt: true,
    alert: false,
    moduleId: 'REG3',
    headers: device ? { Device: device } : {},
  });
}

/** §7 POST /wps/member/register/mobile, ModuleId MOBILENUMREG3, encrypted. */
export function registerByMobile(body: RegisterMobileRequest, device: string | null): Promise<RegisterValue> {
  return api.post<RegisterValue>('/wps/member/register/mobile', body, {
    encrypt: true,
    alert: false,
    moduleId: 'MOBILENUMREG3',
    headers: device ? { Device: device } : {},
  });
}
