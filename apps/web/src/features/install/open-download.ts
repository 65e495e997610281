import { opensInSameWindow, viaRedirectPage } from '@member-app/contract/rules/downloads';
import { track } from '../../lib/track';

/** Asks the install prompt to open now (the download bar's close button, §4). */
export const SHOW_INSTALL_EVENT = 'mc:show-install';

/**
 * Opens the native app's download (§5 same window for packages, else a new tab; §2 redirect page).
 * Apart from the install prompt so that the download bar and the download prompt need only this.
 */
export function openDownload(url: string): void {
  track('downloadApp'); // §3 tracking event downloadApp (the tracking feature listens).
  if (opensInSameWindow(url)) window.location.assign(viaRedirectPage(url));
  else window.open(viaRedirectPage(url), '_blank', 'noopener');
}
