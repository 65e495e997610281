import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { pickDownloadUrl } from '@member-app/contract/rules/downloads';
import { INSTALLED_KEY, isStandalone } from '../../lib/install-event';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import { readStorage, writeStorage } from '../../lib/storage';
import { useDownloadSetting } from './api/download-setting';
import {
  DOWNLOAD_PROMPT_SESSION_KEY,
  downloadPromptMayAsk,
  parsePromptSession,
  type DownloadPromptSession,
} from './download-prompt-eligibility';
import { isNativeApp } from './rules';

// The triggers, the member's statistics and the timers (download-prompt-watcher.tsx) load once one
// of the config's triggers can ask this visitor: a guest on a merchant without login_required, the
// usual first visit, never runs them until they log in (issue 14).
const DownloadPromptWatcher = lazy(() => import('./download-prompt-watcher'));

/**
 * §4 download prompt (§2 screen 7): where it can show at all (not in the installed web app or the
 * native app, not once the app was installed or downloaded this session, only with a download for
 * this device), reads the merchant's config for this domain and hands over to the watcher, which
 * decides when (download-prompt-watcher.tsx). Holds the prompt's session state, so that a download
 * also stops asking for the config.
 */
export function DownloadPromptHost() {
  const location = useLocation();
  const settings = useSiteSettings().data;
  const loggedIn = !!useSession()?.token;
  const ua = navigator.userAgent;

  const [promptSession, setPromptSession] = useState<DownloadPromptSession>(() =>
    parsePromptSession(readStorage('session', DOWNLOAD_PROMPT_SESSION_KEY)),
  );
  const save = useCallback((next: DownloadPromptSession) => {
    writeStorage('session', DOWNLOAD_PROMPT_SESSION_KEY, JSON.stringify(next));
    setPromptSession(next);
  }, []);

  const standalone = isStandalone();
  const inNativeApp = isNativeApp(location.search, ua);
  const installed = readStorage('local', INSTALLED_KEY) === '1';
  const hasDownload = !!settings && pickDownloadUrl(settings.resources, ua) !== null;
  // Nothing to ask the server where the prompt can never show.
  const possible =
    !!settings &&
    !standalone &&
    !inNativeApp &&
    !installed &&
    hasDownload &&
    !promptSession.downloaded;
  const config = useDownloadSetting(possible).data ?? null;

  if (!settings || !config || !downloadPromptMayAsk(config, loggedIn)) return null;
  return (
    <Suspense fallback={null}>
      <DownloadPromptWatcher
        settings={settings}
        config={config}
        possible={possible}
        standalone={standalone}
        inNativeApp={inNativeApp}
        installed={installed}
        hasDownload={hasDownload}
        promptSession={promptSession}
        save={save}
      />
    </Suspense>
  );
}
