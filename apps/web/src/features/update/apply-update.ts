import { APP_PATHS } from '@member-app/contract/routes';
import { withPreservedParams } from '../../lib/preserved-params';
import { afterUpdate } from './rules';

/**
 * §2 screen 3 "Refresh": the new service worker first, then reload here or go home (§2). Loaded
 * when the player taps Refresh in the update dialog (update-watcher.tsx), not with every page.
 */
export async function applyUpdate(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration(APP_PATHS.root);
    await registration?.update();
  } catch {
    // The worker updates itself on the next visit; the page must not wait for it.
  }
  const next = afterUpdate(window.location.pathname);
  if (next.type === 'reload') window.location.reload();
  else window.location.assign(withPreservedParams(next.to, window.location.search));
}
