import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  ChevronDown,
  ChevronLeft,
  Gamepad2,
  Maximize,
  Minimize,
  PanelTopClose,
} from 'lucide-react';
import { GAME_STARTED_EVENT, type GameStartedDetail } from '@member-app/contract/rules/games';
import { Spinner } from '../../../components/spinner';
import { withPreservedParams } from '../../../lib/preserved-params';
import { isApiError } from '../../../lib/api-error';
import { useImmersiveWhile } from '../../../lib/immersive';
import { showAlert } from '../../../lib/overlay-store';
import { toRouterPath } from '../../../lib/paths';
import { translateServerMessage } from '../../../lib/server-message';
import { launchGame } from '../api/launch';
import {
  classifyLaunchError,
  isPlayableUrl,
  type LaunchFailure,
  type LaunchRequest,
} from '../rules';
import './game-layer.css';

export interface GameLayerProps {
  /** The launch to make; null while the page still decides (settings, member info). */
  request: LaunchRequest | null;
  gameCode: string;
  vendor: string | null;
  gameName: string | null;
  trial: boolean;
  /** The /m path that back (and a failed launch) returns to. */
  backUrl: string;
  /** The entry was pushed by a tap in the app: back is a step back in history. */
  canGoBack: boolean;
}

type Phase = { type: 'launching' } | { type: 'playing'; url: string } | { type: 'failed' };

/** Locks the page behind the layer (no scrolling under the game). */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);
}

function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () =>
      setActive(!!document.fullscreenElement && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const supported =
    document.fullscreenEnabled === true &&
    typeof HTMLElement.prototype.requestFullscreen === 'function';
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch {
      // Refused by the browser (no user activation, policy): the layer stays as it is.
    }
  }, [target]);
  return { active, supported, toggle };
}

/**
 * §2 screen 12 in-app third-party game page: a full-screen layer over the app with a slim bar
 * (back, hide-header toggle, fullscreen) and the game in an isolated frame. It makes the launch
 * (§3, §7) and shows the launching state; a failed launch shows its §8 message, then goes back.
 */
export default function GameLayer(props: GameLayerProps) {
  const { request, gameCode, vendor, gameName, trial, backUrl, canGoBack } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const barId = useId();
  const [phase, setPhase] = useState<Phase>({ type: 'launching' });
  const [collapsed, setCollapsed] = useState(false);
  const hideRef = useRef<HTMLButtonElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const toggledRef = useRef(false);
  const startedEvent = useRef(false);
  const fullscreen = useFullscreen(layerRef);
  useImmersiveWhile();
  useScrollLock();

  const title = gameName || gameCode;

  const leave = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    if (canGoBack && window.history.length > 1) void navigate(-1);
    else
      void navigate(withPreservedParams(toRouterPath(backUrl), window.location.search), {
        replace: true,
      });
  }, [canGoBack, backUrl, navigate]);

  // The global error policy still applies (a lost session logs out, §8); alert: false on the call
  // keeps it from alerting, the layer says what went wrong.
  const launch = useMutation({
    mutationFn: ({ req, signal }: { req: LaunchRequest; signal: AbortSignal }) =>
      launchGame(req, signal),
  });
  const { mutateAsync } = launch;

  const fail = useCallback(
    async (failure: LaunchFailure) => {
      setPhase({ type: 'failed' });
      // The policy logs out; the route guard then sends the player to /m/login.
      if (failure.type === 'session') return;
      const message =
        failure.type === 'timeout'
          ? t('timeout_retry_please')
          : translateServerMessage(failure.code, failure.message);
      await showAlert(message, {
        title: t('notice'),
        okLabel: t('confirm'),
        tag: 'game-launch-failed',
      });
      leave();
    },
    [t, leave],
  );

  // The latest callbacks, so that only a new request (not a re-render) starts a launch.
  const latest = useRef({ fail, mutateAsync, request });
  useEffect(() => {
    latest.current = { fail, mutateAsync, request };
  });

  const requestKey = request ? JSON.stringify(request) : null;
  useEffect(() => {
    const { request: req, mutateAsync: run, fail: failed } = latest.current;
    if (!requestKey || !req) return;
    const controller = new AbortController();
    setPhase({ type: 'launching' });
    run({ req, signal: controller.signal })
      .then(({ gameUrl }) => {
        if (controller.signal.aborted) return;
        if (!isPlayableUrl(gameUrl)) {
          void failed({ type: 'message', code: null, message: '' });
          return;
        }
        setPhase({ type: 'playing', url: gameUrl });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        void failed(
          isApiError(e) ? classifyLaunchError(e) : { type: 'message', code: null, message: '' },
        );
      });
    return () => controller.abort();
  }, [requestKey]);

  // §4 "delay after game start" triggers the download prompt: tell the install feature once.
  const onFrameLoad = () => {
    if (startedEvent.current) return;
    startedEvent.current = true;
    const detail: GameStartedDetail = { gameCode, vendor: vendor ?? '', trial };
    window.dispatchEvent(new CustomEvent(GAME_STARTED_EVENT, { detail }));
  };

  // Focus follows the toggle: to the handle when the bar hides, back to the toggle when it shows.
  useEffect(() => {
    if (!toggledRef.current) return;
    (collapsed ? handleRef.current : hideRef.current)?.focus();
  }, [collapsed]);
  const toggleBar = (next: boolean) => {
    toggledRef.current = true;
    setCollapsed(next);
  };

  // The layer takes the focus (its title), so that screen readers start at the game.
  useEffect(() => {
    document.getElementById(titleId)?.focus({ preventScroll: true });
  }, [titleId]);

  return (
    <div
      ref={layerRef}
      className={`game-layer${collapsed ? ' is-collapsed' : ''}`}
      role="region"
      aria-labelledby={titleId}
      data-testid="game-layer"
    >
      <div id={barId} className="game-layer__bar" hidden={collapsed}>
        <button type="button" className="game-layer__back" onClick={leave}>
          <ChevronLeft size={22} aria-hidden="true" />
          <span>{t('back')}</span>
        </button>
        <h1 id={titleId} className="game-layer__title" tabIndex={-1}>
          {/* Wraps to two lines; a longer name ends in an ellipsis, while the heading's text (what a
              screen reader reads) stays whole. The frame alone carries the title attribute. */}
          <span className="game-layer__name">{title}</span>
          {trial ? <span className="game-layer__trial">{t('game_trial')}</span> : null}
        </h1>
        <button
          ref={hideRef}
          type="button"
          className="game-layer__tool"
          aria-expanded={!collapsed}
          aria-controls={barId}
          aria-label={t('game_hide_header')}
          title={t('game_hide_header')}
          onClick={() => toggleBar(true)}
        >
          <PanelTopClose size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="game-layer__tool game-layer__tool--label"
          aria-pressed={fullscreen.supported ? fullscreen.active : undefined}
          onClick={() => (fullscreen.supported ? void fullscreen.toggle() : toggleBar(true))}
        >
          {fullscreen.active ? (
            <Minimize size={18} aria-hidden="true" />
          ) : (
            <Maximize size={18} aria-hidden="true" />
          )}
          <span>{t('game_fullscreen')}</span>
        </button>
      </div>
      {collapsed ? (
        <button
          ref={handleRef}
          type="button"
          className="game-layer__handle"
          aria-expanded={false}
          aria-controls={barId}
          aria-label={t('game_show_header')}
          title={t('game_show_header')}
          onClick={() => toggleBar(false)}
        >
          <ChevronDown size={18} aria-hidden="true" />
        </button>
      ) : null}
      <div className="game-layer__stage">
        {phase.type === 'playing' ? (
          <iframe
            key={phase.url}
            className="game-layer__frame"
            src={phase.url}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
            referrerPolicy="no-referrer"
            allow="fullscreen"
            onLoad={onFrameLoad}
          />
        ) : (
          <div className="game-layer__launching" data-testid="game-launching">
            <span className="game-layer__orb" aria-hidden="true">
              <Gamepad2 size={34} strokeWidth={1.8} />
            </span>
            <p className="game-layer__launch-title">
              {gameName ? t('game_starting_named', { name: gameName }) : t('page_launch_game')}
            </p>
            {phase.type === 'launching' ? (
              <>
                <Spinner label={t('game_starting')} />
                <p className="game-layer__launch-hint">{t('game_starting_hint')}</p>
              </>
            ) : (
              <p className="game-layer__launch-hint">{t('game_not_started')}</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
