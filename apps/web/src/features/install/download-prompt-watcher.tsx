import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEPOSIT_POLL_MS, POST_DEPOSIT_RECHECK_MS } from '@member-app/contract/constants';
import { DEPOSIT_EVENT } from '@member-app/contract/rules/download-prompt';
import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { showLogin, showRegister } from '../../lib/auth-dialogs';
import { useImmersive } from '../../lib/immersive';
import { useMemberInfo } from '../../lib/member-info';
import { statisticsQueryKey, useStatistics } from '../../lib/member-wallet';
import { toFullPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { readStorage } from '../../lib/storage';
import { useOverlayTurn } from '../../lib/overlays/turns';
import { useLastGameStart } from './game-starts';
import type { DownloadPromptExit } from './components/download-prompt';
import {
  DOWNLOAD_PROMPT_SESSION_KEY,
  parsePromptSession,
  type DownloadPromptSession,
} from './download-prompt-eligibility';
import {
  downloadPromptMemberType,
  inGameDueAt,
  markDownloaded,
  markPromptShown,
  needsStatistics,
  nextDownloadPrompt,
  pollsStatistics,
  type DownloadPromptDecision,
  type DownloadPromptInput,
} from './download-prompt-rules';

// The prompt's code loads when it first has something to show.
const DownloadPrompt = lazy(() =>
  import('./components/download-prompt').then((m) => ({ default: m.DownloadPrompt })),
);

/** A short pause so that the page is drawn (and its own dialogs open) before the prompt. */
const PROMPT_DELAY_MS = 600;
const readSession = () => parsePromptSession(readStorage('session', DOWNLOAD_PROMPT_SESSION_KEY));

/** What the host (download-prompt-host.tsx) knows before this module loads. */
export interface DownloadPromptWatcherProps {
  settings: SiteSettings;
  /** The merchant's prompt config for this domain (§3), which can ask this visitor. */
  config: DownloadSetting;
  /** The prompt could show on this device and session (the host asks for the config only then). */
  possible: boolean;
  standalone: boolean;
  inNativeApp: boolean;
  installed: boolean;
  hasDownload: boolean;
  promptSession: DownloadPromptSession;
  save: (next: DownloadPromptSession) => void;
}

/**
 * §4 download prompt (§2 screen 7): evaluates the triggers of download-prompt-rules.ts on page
 * changes (first-deposit, first-withdrawal, bind-card and landing pages), on the member's
 * statistics (polled every 30 s while logged in, and 2500 ms after a DEPOSIT_EVENT, §9), on the
 * registration age (member info regDate) and `in_game_popup_interval` seconds after
 * GAME_STARTED_EVENT; shows the prompt when nothing else is open, once per trigger per session
 * unless forced (a forced prompt returns on every page of the session).
 */
export default function DownloadPromptWatcher({
  settings,
  config,
  possible,
  standalone,
  inNativeApp,
  installed,
  hasDownload,
  promptSession,
  save,
}: DownloadPromptWatcherProps) {
  const location = useLocation();
  const pathname = toFullPath(location.pathname);
  const session = useSession();
  const immersive = useImmersive();
  const queryClient = useQueryClient();

  const loggedIn = !!session?.token;
  const info = useMemberInfo();
  const memberType = loggedIn ? (info.data?.type ?? session.type) : -1;
  const member = loggedIn && downloadPromptMemberType(memberType);
  const token = session?.token ?? null;
  const stats = useStatistics({
    enabled: possible && member && needsStatistics(config),
    // §4/§9 "polled every 30 s".
    refetchInterval: pollsStatistics(config, promptSession) ? DEPOSIT_POLL_MS : false,
  });

  // §4/§9 "2500 ms after deposit events".
  const watchesDeposits = possible && member && needsStatistics(config);
  useEffect(() => {
    if (!watchesDeposits) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onDeposit = () =>
      timers.push(
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: statisticsQueryKey(token) }),
          POST_DEPOSIT_RECHECK_MS,
        ),
      );
    window.addEventListener(DEPOSIT_EVENT, onDeposit);
    return () => {
      window.removeEventListener(DEPOSIT_EVENT, onDeposit);
      timers.forEach(clearTimeout);
    };
  }, [watchesDeposits, queryClient, token]);

  // §4 "delay after game start": the game the player is in, until its full-screen layer closes.
  const lastGameStart = useLastGameStart();
  const [endedGame, setEndedGame] = useState<number | null>(null);
  const wasImmersive = useRef(immersive);
  useEffect(() => {
    if (wasImmersive.current && !immersive) setEndedGame(lastGameStart);
    wasImmersive.current = immersive;
  }, [immersive, lastGameStart]);
  const game = useMemo(
    () =>
      immersive && lastGameStart !== null && lastGameStart !== endedGame
        ? { startedAt: lastGameStart }
        : null,
    [immersive, lastGameStart, endedGame],
  );
  const [tick, setTick] = useState(0);
  const inGameAt = inGameDueAt(config, game, promptSession.inGameAt);
  useEffect(() => {
    if (inGameAt === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, inGameAt - Date.now()));
    return () => clearTimeout(timer);
  }, [inGameAt]);

  // The prompt on screen, with the session it was opened for: a member's prompt does not outlive
  // the session (logout, expiry), nor a guest's the login.
  const [opened, setOpen] = useState<{
    decision: DownloadPromptDecision;
    token: string | null;
  } | null>(null);
  const open = opened && opened.token === token ? opened.decision : null;
  const deposits = stats.data?.totalDepositSuccessCount;
  const withdrawals = stats.data?.totalWithdrawSuccessCount;
  const regDate = loggedIn ? (info.data?.regDate ?? null) : null;

  useEffect(() => {
    if (open) return;
    const inputAt = (now: number, current: DownloadPromptSession): DownloadPromptInput => ({
      config,
      memberType,
      pathname,
      stats: deposits !== undefined && withdrawals !== undefined ? { deposits, withdrawals } : null,
      regDate,
      now,
      game,
      standalone,
      inNativeApp,
      installed,
      hasDownload,
      session: current,
    });
    if (!nextDownloadPrompt(inputAt(Date.now(), promptSession))) return;
    const attempt = () => {
      const now = Date.now();
      const current = readSession();
      const decision = nextDownloadPrompt(inputAt(now, current));
      if (!decision) return;
      save(markPromptShown(current, decision, now));
      setOpen({ decision, token });
    };
    const timer = setTimeout(attempt, PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [
    open,
    config,
    memberType,
    pathname,
    deposits,
    withdrawals,
    regDate,
    game,
    tick,
    standalone,
    inNativeApp,
    installed,
    hasDownload,
    promptSession,
    save,
    token,
  ]);

  const onDownloaded = useCallback(() => save(markDownloaded(readSession())), [save]);
  const onClosed = useCallback((exit: DownloadPromptExit) => {
    setOpen(null);
    // login_required: the guest logs in or registers first (§4), then the member is offered the app.
    if (exit === 'login') showLogin(true);
    else if (exit === 'register') showRegister(true);
  }, []);

  // §4 "not shown when another prompt is open": it waits for its turn among the overlays
  // (lib/overlays); a forced one goes first.
  const turn = useOverlayTurn(open?.forced ? 'download-prompt-forced' : 'download-prompt', !!open);
  if (!open || !turn) return null;
  return (
    <Suspense fallback={null}>
      <DownloadPrompt
        settings={settings}
        config={config}
        decision={open}
        onDownloaded={onDownloaded}
        onClosed={onClosed}
      />
    </Suspense>
  );
}
