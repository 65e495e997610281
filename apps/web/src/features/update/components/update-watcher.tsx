import { APP_FILES, APP_PATHS } from '@member-app/contract/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSET_CHECK_FIRST_DELAY_MS,
  ASSET_CHECK_INTERVAL_MS,
} from '@member-app/contract/constants';
import { openDialog } from '../../../lib/overlay-store';
import { withPreservedParams } from '../../../lib/preserved-params';
import { fetchAssetManifest } from '../api/asset-manifest';
import { afterUpdate, updateDetected } from '../rules';

/**
 * The entry scripts this page runs, as the server's HTML named them: the build puts the bundler's
 * runtime first and the app's entry after it, so each counts. Styles are left out: pages add their
 * own stylesheets to the head as they load.
 */
function runningEntries(): string[] {
  return [
    ...document.querySelectorAll<HTMLScriptElement>(
      `script[type="module"][src^="${APP_FILES.assets}"]`,
    ),
  ].flatMap((script) => script.getAttribute('src') ?? []);
}

/** §2 screen 3 "Refresh": the new service worker first, then reload here or go home (§2). */
async function applyUpdate(): Promise<void> {
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

/**
 * §4 update check: the asset manifest 1.5 s after start, whenever the page becomes visible and
 * every hour; on a change the update-available dialog (§2 screen 3) appears once. Renders nothing.
 * Mounted after load, it is told how much of the 1.5 s is left (firstDelayMs).
 */
export function UpdateWatcher({
  firstDelayMs = ASSET_CHECK_FIRST_DELAY_MS,
}: { firstDelayMs?: number } = {}) {
  const { t } = useTranslation();
  const baseline = useRef<string | null>(null);
  const prompted = useRef(false);

  useEffect(() => {
    let checking = false;
    const controller = new AbortController();
    const check = async () => {
      if (checking || prompted.current) return;
      checking = true;
      try {
        const manifest = await fetchAssetManifest(controller.signal);
        if (
          updateDetected({ baseline: baseline.current, manifest, runningEntries: runningEntries() })
        ) {
          prompted.current = true;
          openDialog({
            tag: 'update-available',
            title: t('update_available'),
            message: t('update_message'),
            dismissible: true,
            actions: [
              { label: t('update_later'), variant: 'secondary' },
              { label: t('refresh'), variant: 'primary', onPress: () => void applyUpdate() },
            ],
          });
        }
        baseline.current ??= manifest.hash;
      } catch {
        // Offline or a deploy in progress: the next occasion checks again.
      } finally {
        checking = false;
      }
    };
    const first = setTimeout(() => void check(), firstDelayMs);
    const hourly = setInterval(() => void check(), ASSET_CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(hourly);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // A new language restarts the timers; the baseline and the once-only flag survive in refs.
  }, [t, firstDelayMs]);

  return null;
}
