import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../components/app-link';
import { showAlert } from '../../lib/overlay-store';
import { toFullPath, toRouterPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import {
  GAME_AREA_PATH,
  decideLaunch,
  gameAreaSearch,
  isInstalledApp,
  launchGameHref,
  trialHref,
  type LaunchTarget,
} from './game-links';

/** What the launch page and the trial layer read from the history entry (it survives a reload). */
export interface GameNavState {
  gameName?: string | null;
  vendor?: string | null;
  /** The entry was pushed by a tap: back may simply go back in history. */
  pushed?: boolean;
}

/** §5 the installed app, read from the browser (the decision itself is rules.isInstalledApp). */
export function inInstalledApp(search: string): boolean {
  const standalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return isInstalledApp({
    displayStandalone: standalone,
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    search,
    userAgent: navigator.userAgent,
  });
}

/** §5 the app-only message. */
export function useAppOnlyAlert() {
  const { t } = useTranslation();
  return useCallback(
    () =>
      showAlert(t('app_only_game'), {
        title: t('notice'),
        okLabel: t('confirm'),
        tag: 'app-only-game',
      }),
    [t],
  );
}

/** Where the vendor's Back and the layer's back go after a launch from the current page. */
export function backUrlFrom(pathname: string, search: string): string {
  if (pathname === GAME_AREA_PATH)
    return `${GAME_AREA_PATH}${gameAreaSearch(search, { trial: null, backUrl: null })}`;
  return `${pathname}${search}`;
}

/**
 * The launch decision for a tapped game, shared by the game area and the home lanes (rules.decideLaunch):
 * app-only message (§5), login (§2), trial play on /m/game (§1), or /m/launchGame (§2).
 */
export function useGameLaunch() {
  const navigate = useAppNavigate();
  const location = useLocation();
  const session = useSession();
  const flags = useSiteSettings().data?.whitelabelVal;
  const appOnlyAlert = useAppOnlyAlert();
  return useCallback(
    (target: LaunchTarget) => {
      const decision = decideLaunch(target, {
        loggedIn: !!session?.token,
        appOnly: flags?.STARTGAMEINAPP3 === true,
        installedApp: inInstalledApp(location.search),
      });
      const pathname = toFullPath(location.pathname);
      const state: GameNavState = { gameName: target.name, vendor: target.vendor, pushed: true };
      switch (decision.type) {
        case 'app-only':
          void appOnlyAlert();
          return;
        case 'login':
          navigate('/login');
          return;
        case 'trial':
          navigate(
            toRouterPath(trialHref(target.gameCode, { pathname, search: location.search })),
            { state },
          );
          return;
        case 'launch':
          navigate(toRouterPath(launchGameHref(target, backUrlFrom(pathname, location.search))), {
            state,
          });
          return;
      }
    },
    [
      navigate,
      location.pathname,
      location.search,
      session?.token,
      flags?.STARTGAMEINAPP3,
      appOnlyAlert,
    ],
  );
}
