import { PUSH_RELAYS } from '@member-app/contract/rules/push';
import type { FcmBindInput, PushRegistration } from '@member-app/contract/schemas/push';
import { api } from '../../../lib/api';

/** §7 CSP_fcmBind (registrationToken): binds this browser's subscription to the logged-in member. */
export function fcmBind(input: FcmBindInput): Promise<PushRegistration> {
  return api.post<PushRegistration>(`/wps/relay/${PUSH_RELAYS.BIND}`, input, { alert: false });
}
