import { setSession } from '../../../lib/session';
import type {
  RegisterFirebaseRequest,
  RegisterMobileRequest,
  RegisterRequest,
  RegisterValue,
} from '@member-app/contract/schemas/session';
import { api } from '../../../lib/api';

/** §7 POST /wps/member/register, ModuleId REG3, encrypted. */
export function registerByUsername(
  body: RegisterRequest,
  device: string | null,
): Promise<RegisterValue> {
  return api.post<RegisterValue>('/wps/member/register', body, {
    encrypt: true,
    alert: false,
    moduleId: 'REG3',
    headers: device ? { Device: device } : {},
  });
}

/** §7 POST /wps/member/register/mobile, ModuleId MOBILENUMREG3, encrypted. */
export function registerByMobile(
  body: RegisterMobileRequest,
  device: string | null,
): Promise<RegisterValue> {
  return api.post<RegisterValue>('/wps/member/register/mobile', body, {
    encrypt: true,
    alert: false,
    moduleId: 'MOBILENUMREG3',
    headers: device ? { Device: device } : {},
  });
}

/**
 * §7 "A register call with firebase fields is a POST": POST /wps/member/register/firebase, ModuleId
 * REG3, encrypted. The id token proves the identity (a social channel, or a phone number).
 */
export function registerByIdentity(
  body: RegisterFirebaseRequest,
  device: string | null,
): Promise<RegisterValue> {
  return api.post<RegisterValue>('/wps/member/register/firebase', body, {
    encrypt: true,
    alert: false,
    moduleId: 'REG3',
    headers: device ? { Device: device } : {},
  });
}

/** §4 a registration that answered with a token (`login: true`) starts the new member's session. */
export function startRegisteredSession(value: RegisterValue): void {
  if (!value.token) return;
  setSession({
    id: value.id,
    token: value.token,
    merchantCode: value.merchantCode ?? '',
    userName: value.userName,
    type: value.type ?? 0,
    firstTimeLogin: value.firstTimeLogin ?? false,
  });
}
