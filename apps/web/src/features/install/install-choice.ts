import type { TFunction } from 'i18next';
import { consumeInstallEvent, INSTALL_DECLINES_KEY, installEvent } from '../../lib/install-event';
import { showToast } from '../../lib/overlay-store';
import { readStorage, writeStorage } from '../../lib/storage';
import { openDownload } from './open-download';
import { chromeIntentUrl, INSTALL_DECLINED_SESSION_KEY } from './rules';

export type InstallChoice = 'native' | 'web-app' | 'ios-guide' | 'open-in-chrome' | 'continue';

/** §4 "Declined: session flags set and declines counted". */
function decline() {
  writeStorage('session', INSTALL_DECLINED_SESSION_KEY, '1');
  writeStorage(
    'local',
    INSTALL_DECLINES_KEY,
    String((Number(readStorage('local', INSTALL_DECLINES_KEY) ?? 0) || 0) + 1),
  );
}

/**
 * What the player's choice in the install sheet (§2 screen 5, §4) does: the native app's download,
 * the browser's own install prompt (accepted shows the installing message, dismissed counts as a
 * decline), Chrome for an in-app browser, or continuing in the browser (a decline). The iOS guide is
 * the host's to show. With the sheet's code, so that it loads when the sheet first shows
 * (install-prompt-host.tsx), not with every page (issue 14).
 */
export function carryOutInstallChoice(
  choice: InstallChoice,
  downloadUrl: string | null,
  t: TFunction,
): void {
  if (choice === 'continue') decline();
  else if (choice === 'native' && downloadUrl) openDownload(downloadUrl);
  else if (choice === 'open-in-chrome')
    window.location.href = chromeIntentUrl(window.location.href);
  else if (choice === 'web-app') {
    const event = installEvent();
    if (!event) return;
    consumeInstallEvent();
    void event.prompt().then(async () => {
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') showToast(t('installing'), 'success');
      else decline();
    });
  }
}
