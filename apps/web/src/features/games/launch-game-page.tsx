import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Gamepad2 } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import { useMemberInfo } from '../../lib/member-info';
import { withPreservedParams } from '../../lib/preserved-params';
import { toRouterPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import { useGameName } from './api/catalogue';
import GameLayer from './components/game-layer';
import { buildLaunchRequest, decideLaunch, parseLaunchQuery } from './rules';
import { inInstalledApp, useAppOnlyAlert, type GameNavState } from './use-game-launch';
import './games.css';

/**
 * §2 /m/launchGame?{query}: reads code, vendor, gameType, prize_mode, playType, lottoView, nodeId
 * and backUrl, applies the launch rules (§2, §5), launches (§3: the lottery relay variant or the
 * game launch, with the member's VIP label) and shows the game in the in-app game page (screen 12).
 * A reload launches again (a launch ticket is short-lived).
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const settings = useSiteSettings();
  const member = useMemberInfo();
  const appOnlyAlert = useAppOnlyAlert();
  const navigate = useNavigate();
  const nav = (location.state ?? {}) as GameNavState;
  const { target, backUrl } = useMemo(() => parseLaunchQuery(location.search), [location.search]);
  const name = target?.name ?? nav.gameName ?? null;
  const lookedUp =
    useGameName(target?.gameCode ?? null, target?.vendor ?? null, !name).data ?? null;

  const decision = target
    ? decideLaunch(target, {
        loggedIn: !!session?.token,
        appOnly: settings.data?.whitelabelVal.STARTGAMEINAPP3 === true,
        installedApp: inInstalledApp(location.search),
      })
    : null;
  const ready = !settings.isPending && !(member.isPending && member.fetchStatus !== 'idle');
  const labelName = member.data?.clubLabel?.labelName ?? null;

  const request = useMemo(
    () =>
      ready && target && decision?.type === 'launch'
        ? buildLaunchRequest({ ...target, name }, { backUrl, labelName })
        : null,
    [ready, target, decision?.type, name, backUrl, labelName],
  );

  const blocked = ready && decision?.type === 'app-only';
  useEffect(() => {
    if (!blocked) return;
    // §5 no launch: the message, then back where the player came from.
    void appOnlyAlert().then(() =>
      navigate(withPreservedParams(toRouterPath(backUrl), location.search), { replace: true }),
    );
  }, [blocked, appOnlyAlert, backUrl, navigate, location.search]);

  if (!target) {
    return (
      <section className="games-missing" aria-labelledby="page-title">
        <span className="games-missing__icon" aria-hidden="true">
          <Gamepad2 size={36} strokeWidth={1.6} />
        </span>
        <h1 id="page-title" className="page-title">
          {t('game_not_found')}
        </h1>
        <p>{t('game_not_found_desc')}</p>
        <AppLink className="btn btn--primary" to={toRouterPath(backUrl)}>
          {t('game_back_to_games')}
        </AppLink>
      </section>
    );
  }
  // The route guard sends guests to /m/login already; a session lost meanwhile does the same (§2).
  if (decision?.type === 'login' || decision?.type === 'trial')
    return <Navigate replace to={withPreservedParams('/login', location.search)} />;

  return (
    <GameLayer
      request={request}
      gameCode={target.gameCode}
      vendor={target.vendor ?? nav.vendor ?? null}
      gameName={name ?? lookedUp}
      trial={false}
      backUrl={backUrl}
      canGoBack={nav.pushed === true}
    />
  );
}
