import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { pickDownloadUrl } from '@member-app/contract/rules/downloads';
import {
  INSTALL_DECLINES_KEY,
  INSTALLED_KEY,
  installEvent,
  isStandalone,
  waitForInstallEvent,
} from '../../lib/install-event';
import { useOverlayTurn } from '../../lib/overlays/turns';
import { toFullPath } from '../../lib/paths';
import { useSiteSettings } from '../../lib/site-settings';
import { readStorage, writeStorage } from '../../lib/storage';
import { SHOW_INSTALL_EVENT } from './open-download';
import type { InstallChoice, InstallOptions } from './components/install-sheet';
import {
  INSTALL_DECLINED_SESSION_KEY,
  INSTALL_DELAYS_MS,
  INSTALL_UNAVAILABLE_SESSION_KEY,
  installAlternative,
  isNativeApp,
  shouldOfferInstall,
} from './rules';

// The sheets load when they are about to show.
const InstallSheet = lazy(() =>
  import('./components/install-sheet').then((m) => ({ default: m.InstallSheet })),
);
const IosGuide = lazy(() =>
  import('./components/ios-guide').then((m) => ({ default: m.IosGuide })),
);

/**
 * §4 install prompt (§2 screens 4 and 5): on /, /m/home and /m/index.html it waits for the
 * browser's install event (20 tries of 150 ms), then offers the native app and the web app; without
 * the event it flags that and offers the alternative (the iOS guide, or Chrome for Android in-app
 * browsers). Accepting shows an installing message; declining sets the session flag and counts.
 */
export function InstallPromptHost() {
  const location = useLocation();
  const settings = useSiteSettings().data;
  const [options, setOptions] = useState<InstallOptions | null>(null);
  const [view, setView] = useState<'none' | 'sheet' | 'ios-guide'>('none');
  // The automatic prompt, once due, waits for its turn among the overlays (lib/overlays).
  const [queued, setQueued] = useState<InstallOptions | null>(null);
  const [offered, setOffered] = useState(false);
  const pathname = toFullPath(location.pathname);
  const ua = navigator.userAgent;
  const base = {
    standalone: isStandalone(),
    inNativeApp: isNativeApp(location.search, ua),
    installed: readStorage('local', INSTALLED_KEY) === '1',
    declinedThisSession: readStorage('session', INSTALL_DECLINED_SESSION_KEY) === '1',
    declineCount: Number(readStorage('local', INSTALL_DECLINES_KEY) ?? 0) || 0,
  };
  const allowedHere = shouldOfferInstall({ pathname, ...base });
  const eligible = !!settings && !offered && view === 'none' && options === null && allowedHere;
  // A prompt still waiting for its turn is dropped when the player leaves the pages it belongs to.
  const turn = useOverlayTurn('install', queued !== null && allowedHere);

  const optionsNow = useCallback(
    (): InstallOptions => ({
      webApp: installEvent() !== null,
      alternative: installEvent() ? 'none' : installAlternative(navigator.userAgent),
      downloadUrl: settings ? pickDownloadUrl(settings.resources, navigator.userAgent) : null,
    }),
    [settings],
  );

  // The automatic prompt.
  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    const started = Date.now();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const showWhenFree = (next: InstallOptions) => {
      if (controller.signal.aborted) return;
      setOffered(true);
      setQueued(next);
    };
    timers.push(
      setTimeout(() => {
        void waitForInstallEvent(undefined, undefined, controller.signal).then((event) => {
          if (controller.signal.aborted) return;
          if (!event) writeStorage('session', INSTALL_UNAVAILABLE_SESSION_KEY, '1');
          const next = optionsNow();
          if (!next.webApp && next.alternative === 'none' && !next.downloadUrl) return;
          const at = event ? INSTALL_DELAYS_MS.prompt : INSTALL_DELAYS_MS.alternative;
          timers.push(
            setTimeout(() => showWhenFree(next), Math.max(0, at - (Date.now() - started))),
          );
        });
      }, INSTALL_DELAYS_MS.start),
    );
    return () => {
      controller.abort();
      timers.forEach(clearTimeout);
    };
  }, [eligible, optionsNow]);

  // On request (the download bar was closed): the same sheet at once, anywhere but in an app.
  useEffect(() => {
    const onShow = () => {
      if (isStandalone() || isNativeApp(window.location.search, navigator.userAgent)) return;
      const next = optionsNow();
      if (!next.webApp && next.alternative === 'none' && !next.downloadUrl) return;
      setOptions(next);
      setView('sheet');
    };
    window.addEventListener(SHOW_INSTALL_EVENT, onShow);
    return () => window.removeEventListener(SHOW_INSTALL_EVENT, onShow);
  }, [optionsNow]);

  // The sheet carried out the choice (install-choice.ts); here only what shows next.
  const onChoice = (choice: InstallChoice) => {
    // The automatic sheet hands its turn on; the iOS guide that may follow is the player's choice.
    if (queued) setOptions(queued);
    setQueued(null);
    setView(choice === 'ios-guide' ? 'ios-guide' : 'none');
  };

  const sheet = queued && turn && allowedHere ? queued : view === 'sheet' ? options : null;
  if (!settings || (!sheet && view !== 'ios-guide')) return null;
  return (
    <Suspense fallback={null}>
      {sheet ? <InstallSheet settings={settings} options={sheet} onChoice={onChoice} /> : null}
      {view === 'ios-guide' ? (
        <IosGuide settings={settings} onClose={() => setView('none')} />
      ) : null}
    </Suspense>
  );
}
