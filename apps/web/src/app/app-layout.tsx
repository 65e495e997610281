import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { toFullPath, toRouterPath } from '../lib/paths';
import { withPreservedParams } from '../lib/preserved-params';
import { OverlayHost } from '../components/overlay-host';
import { Spinner } from '../components/spinner';
import { decideRoute } from './route-guard';
import { AppHeader } from './app-header';
import { FooterNav } from './footer-nav';
import { MiniGameHost } from '../features/mini-game/mini-game-host';
import { SystemStatus } from './system-status';
import { RouteError } from './route-error';
import { SessionEffects } from './session-effects';
import { useNetworkStatus } from './network-status';
import { AppUpgradeHost } from '../features/install/app-upgrade-host';
import { DownloadBar } from '../features/install/components/download-bar';
import { useAuthDialogs } from '../lib/auth-dialogs';
import { hasRememberedLogin } from '../lib/auto-login-flag';
import { useImmersive } from '../lib/immersive';
import { msAfterStart, useAfterLoad } from '../lib/after-load';
import { ASSET_CHECK_FIRST_DELAY_MS } from '@member-app/contract/constants';

// Loaded on demand: the dialogs when opened, auto-login when a remembered login exists.
const AuthDialogs = lazy(() => import('./auth-dialogs-host'));
const AutoLogin = lazy(() => import('../features/auth/components/auto-login'));
// Guests' ways in through an identity provider (§4 Google one-tap, §7 Maya), after the page.
const IdentityEntries = lazy(() => import('./identity-entries'));
// They act seconds after start (§4 update check at 1.5 s, install prompt from 1 s, download
// prompt on its triggers): loaded after the page, off the first-load path.
const UpdateWatcher = lazy(() =>
  import('../features/update/components/update-watcher').then((m) => ({
    default: m.UpdateWatcher,
  })),
);
const InstallPromptHost = lazy(() =>
  import('../features/install/install-prompt-host').then((m) => ({ default: m.InstallPromptHost })),
);
// The server wrote the landing page's SEO tags; client navigation keeps them right afterwards.
const HeadSync = lazy(() =>
  import('../features/seo/head-sync').then((m) => ({ default: m.HeadSync })),
);
// Push asks members only; tracking sends what the page reports, starting after load.
const PushHost = lazy(() =>
  import('../features/push/push-host').then((m) => ({ default: m.PushHost })),
);
const TrackingHost = lazy(() =>
  import('../features/tracking/tracking-host').then((m) => ({ default: m.TrackingHost })),
);
const DownloadPromptHost = lazy(() =>
  import('../features/install/download-prompt-host').then((m) => ({
    default: m.DownloadPromptHost,
  })),
);
import './app-layout.css';

/** The shell around every page: guard (§2), header, footer navigation, overlays, system screens. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const dialogs = useAuthDialogs();
  useNetworkStatus();
  const afterLoad = useAfterLoad();
  const remembered = !session && hasRememberedLogin();
  // §2 screen 12: a full-screen game layer hides the shell around it.
  const immersive = useImmersive();
  const decision = decideRoute({
    pathname: toFullPath(location.pathname),
    search: location.search,
    hasSessionToken: !!session?.token,
  });

  return (
    <>
      <SystemStatus>
        <div className="app">
          <a className="skip-link" href="#main">
            {t('skip_to_content')}
          </a>
          {immersive ? null : <AppHeader />}
          {immersive ? null : <DownloadBar />}
          <main id="main" className="app__main" tabIndex={-1}>
            {decision.type === 'redirect' ? (
              <Navigate
                replace
                to={withPreservedParams(toRouterPath(decision.to), location.search)}
              />
            ) : (
              <ErrorBoundary FallbackComponent={RouteError} resetKeys={[location.pathname]}>
                <Suspense
                  fallback={
                    <div className="app__page-loading">
                      <Spinner label={t('please_wait')} />
                    </div>
                  }
                >
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            )}
          </main>
          {immersive ? null : <FooterNav />}
          {immersive ? null : <MiniGameHost />}
        </div>
      </SystemStatus>
      <SessionEffects />
      {session?.token ? (
        <Suspense fallback={null}>
          <PushHost />
        </Suspense>
      ) : null}
      <AppUpgradeHost />
      {afterLoad ? (
        <Suspense fallback={null}>
          <HeadSync />
          <UpdateWatcher firstDelayMs={msAfterStart(ASSET_CHECK_FIRST_DELAY_MS)} />
          <InstallPromptHost />
          <DownloadPromptHost />
          <TrackingHost />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {dialogs.login || dialogs.register ? <AuthDialogs /> : null}
        {remembered ? <AutoLogin /> : null}
        {afterLoad && !session ? <IdentityEntries /> : null}
      </Suspense>
      <OverlayHost loadingLabel={t('please_wait')} />
    </>
  );
}
