import { PUSH_RELAYS } from '@member-app/contract/rules/push';
import type { PushRegistration } from '@member-app/contract/schemas/push';
import { api } from '../../../lib/api';

/** §7 CSP_fcmSubscribe (registrationToken, topic); §4 the app subscribes topic ALL. */
export function fcmSubscribe(registrationToken: string, topic: string): Promise<PushRegistration> {
  return api.post<PushRegistration>(
    `/wps/relay/${PUSH_RELAYS.SUBSCRIBE}`,
    { registrationToken, topic },
    { alert: false },
  );
}
