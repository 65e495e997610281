import { lazy, Suspense, useState } from 'react';
import { ASSET_CHECK_FIRST_DELAY_MS } from '@member-app/contract/constants';
import { UpdateWatcher } from '../features/update/components/update-watcher';
import { InstallPromptHost } from '../features/install/install-prompt-host';
import { DownloadPromptHost } from '../features/install/download-prompt-host';
import { HeadSync } from '../features/seo/head-sync';
import { TrackingHost } from '../features/tracking/tracking-host';
import { msAfterStart } from '../lib/after-load';
import { useSiteSettings } from '../lib/site-settings';

// A guest's identity-provider entry loads only where one is offered (§7 Maya hand-over, §4 Google
// one-tap): most guests get neither (issue 14).
const IdentityEntries = lazy(() => import('./identity-entries'));

// The footer's chat button (§2 screen 14) comes with the rest of the after-load parts.
export { ChatButton } from '../features/support/chat-button';

/**
 * The parts of the shell that act only seconds after start, mounted once the first screen is done
 * (`useAfterLoad`): the update check (§4, 1.5 s), the install and download prompts, head sync
 * (the server wrote the landing page's SEO tags), tracking, and a guest's identity-provider
 * entries (§4 Google one-tap, §7 Maya). One module, imported once: loaded as separate lazy parts,
 * each came in its own small script request and its own commit on the main thread, one after
 * another in front of the player's first taps (issue "first screen fast").
 */
export default function AfterLoadParts({ guest }: { guest: boolean }) {
  const settings = useSiteSettings().data;
  // Read once: the Maya entry removes the parameters from the address as it starts.
  const [mayaHandOver] = useState(() => {
    const q = new URLSearchParams(window.location.search);
    return q.has('sessionId') && q.has('env');
  });
  const oneTap = !!settings?.whitelabelVal.GOOGLELOGIN3 && !!settings.sms.googleWebClientId;
  const identityEntry = mayaHandOver ? 'maya' : oneTap ? 'one-tap' : null;
  return (
    <>
      <HeadSync />
      <UpdateWatcher firstDelayMs={msAfterStart(ASSET_CHECK_FIRST_DELAY_MS)} />
      <InstallPromptHost />
      <DownloadPromptHost />
      <TrackingHost />
      {guest && identityEntry ? (
        <Suspense fallback={null}>
          <IdentityEntries entry={identityEntry} />
        </Suspense>
      ) : null}
    </>
  );
}
