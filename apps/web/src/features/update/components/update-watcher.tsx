import { APP_FILES } from '@member-app/contract/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSET_CHECK_FIRST_DELAY_MS,
  ASSET_CHECK_INTERVAL_MS,
} from '@member-app/contract/constants';
import { openDialog } from '../../../lib/overlay-store';
import { fetchAssetManifest } from '../api/asset-manifest';
import { updateDetected } from '../rules';

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
              {
                label: t('refresh'),
                variant: 'primary',
                // Loaded when tapped (apply-update.ts); without it, a plain reload still refreshes.
                onPress: () =>
                  void import('../apply-update').then(
                    (m) => m.applyUpdate(),
                    () => window.location.reload(),
                  ),
              },
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
