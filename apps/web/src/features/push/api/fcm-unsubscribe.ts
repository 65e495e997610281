import { PUSH_RELAYS } from '@member-app/contract/rules/push';
import { api } from '../../../lib/api';

/**
 * §7 CSP_fcmUnsubscribe (registrationToken, unsubscribeAll; "third HTTP verb helper": DELETE). Runs
 * when the session token is removed, so it needs no session: the token itself identifies the
 * registration. Quiet: logout never shows a push error.
 */
export function fcmUnsubscribe(
  registrationToken: string,
  unsubscribeAll: boolean,
): Promise<unknown> {
  return api.del(
    `/wps/relay/${PUSH_RELAYS.UNSUBSCRIBE}`,
    { registrationToken, unsubscribeAll },
    { alert: false },
  );
}
