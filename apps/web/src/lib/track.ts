import {
  TRACK_EVENT,
  type TrackEventDetail,
  type TrackingEventName,
} from '@member-app/contract/rules/tracking';

/**
 * Reports a conversion event (§3 tracking events) to whoever listens: the tracking feature adds the
 * ad and affiliate parameters and sends it. Features call this instead of importing the tracking
 * feature (STYLE: features never import each other).
 */
export function track(
  event: TrackingEventName,
  detail: Omit<TrackEventDetail, 'event'> = {},
): void {
  window.dispatchEvent(
    new CustomEvent<TrackEventDetail>(TRACK_EVENT, { detail: { ...detail, event } }),
  );
}
