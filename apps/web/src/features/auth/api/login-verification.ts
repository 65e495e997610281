import type { LoginValue, VerificationRequest } from '@member-app/contract/schemas/session';
import { api } from '../../../lib/api';

/** §7 POST /wps/session/login/verification: encrypted; second factor. */
export function loginVerification(
  body: VerificationRequest,
  device: string | null,
): Promise<LoginValue> {
  return api.post<LoginValue>('/wps/session/login/verification', body, {
    encrypt: true,
    alert: false,
    headers: device ? { Device: device } : {},
  });
}
