import { inAppOrLite } from '@member-app/contract/rules/downloads';

/** Inside the native app or its lite mode (§5 APP_DOWNLOAD is hidden there). */
export function isAppOrLite(search = window.location.search): boolean {
  return inAppOrLite(search, navigator.userAgent);
}
