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
import { useAfterLoad } from '../lib/after-load';

// Loaded on demand: the dialogs when opened, auto-login when a remembered login exists.
const AuthDialogs = lazy(() => import('./auth-dialogs-host'));
const AutoLogin = lazy(() => import('../features/auth/components/auto-login'));
// What acts seconds after start (the update check at 1.5 s, the install and download prompts,
// head sync, tracking, a guest's identity entries): one module loaded after the page, off the
// first-load path (after-load-parts.tsx).
const AfterLoadParts = lazy(() => import('./after-load-parts'));
// Push asks members only.
const PushHost = lazy(() =>
  import('../features/push/push-host').then((m) => ({ default: m.PushHost })),
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
          <AfterLoadParts guest={!session} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {dialogs.login || dialogs.register ? <AuthDialogs /> : null}
        {remembered ? <AutoLogin /> : null}
      </Suspense>
      <OverlayHost loadingLabel={t('please_wait')} />
    </>
  );
}
