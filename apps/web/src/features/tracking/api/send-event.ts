import { TRACKING_PATHS } from '@member-app/contract/rules/tracking';
import type {
  TrackingEventRequest,
  TrackingEventValue,
} from '@member-app/contract/schemas/tracking';
import { api } from '../../../lib/api';

/** Events are small and retried from the queue: a short timeout frees the connection sooner. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * §7 tracking event submission (POST /wps/tracking/events). With `asCustomer` the session's token
 * goes with it and the server takes customerId and customerName from the session (§3 payload);
 * without, an empty Authorization makes it a guest's event. Failures are never shown to the
 * player; the queue retries.
 */
export function sendTrackingEvent(
  body: TrackingEventRequest,
  asCustomer: boolean,
): Promise<TrackingEventValue> {
  return api.post<TrackingEventValue>(TRACKING_PATHS.events, body, {
    alert: false,
    timeout: SEND_TIMEOUT_MS,
    headers: asCustomer ? {} : { Authorization: '' },
  });
}
