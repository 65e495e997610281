/**
 * Pure decisions of the games feature (no DOM, no React): which launch a tap leads to (§2, §5,
 * §1 trial launch), the launch request of each kind (§3), the /m/launchGame query (§2), the
 * game area's address (§9 preserved parameters survive), and what a failed launch shows (§8).
 */
import { DEFAULT_LOTTERY_LANGUAGE, GAME_LAUNCH_TIMEOUT_MS } from '@member-app/contract/constants';
import { CUSTOMER_NOT_LOGIN_MESSAGE, LOGOUT_ERROR_CODES } from '@member-app/contract/call-errors';
import {
  GAME_ERROR_CODES,
  GAME_PATHS,
  LAUNCH_DEVICE,
  LOTTO_LAUNCH_MODE,
  LOTTO_VIEWS,
  SEA_LOTTO_MODE,
  TRIAL_PLATFORM,
  type LottoView,
} from '@member-app/contract/rules/games';
import { safeRedirectTarget } from '@member-app/contract/rules/redirects';
import type {
  GameLaunchInput,
  LottoLaunchInput,
  TrialLaunchInput,
} from '@member-app/contract/schemas/games';

import {
  GAME_AREA_PATH,
  gameAreaSearch,
  isLottery,
  readGameArea,
  type LaunchTarget,
} from './game-links';

export * from './game-links';

// ----- §3 launch requests -----

export type LaunchRequest =
  | { kind: 'lotto'; path: typeof GAME_PATHS.launchLotto; body: LottoLaunchInput }
  | { kind: 'game'; path: typeof GAME_PATHS.launch; body: GameLaunchInput }
  | { kind: 'trial'; path: typeof GAME_PATHS.trialLaunch; body: TrialLaunchInput };

const TCG_SEA = 'TCG_SEA';

/** Leaves out empty values, so that the request carries only what is known. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as T;
}

/**
 * §3 the member launch: a lottery uses the relay variant (launchMode LOTT, lottoGameCode,
 * lottoView, device MOBILE, language VI by default, title, labelName, backUrl, timeout; TCG_SEA
 * adds lottoMode SEA_Tradition_Mobile), any other game POST /wps/game/launchGame.
 */
export function buildLaunchRequest(
  target: LaunchTarget,
  ctx: { backUrl: string; labelName: string | null; language?: string },
): LaunchRequest {
  if (isLottery(target)) {
    return {
      kind: 'lotto',
      path: GAME_PATHS.launchLotto,
      body: compact<LottoLaunchInput>({
        launchMode: LOTTO_LAUNCH_MODE,
        lottoGameCode: target.gameCode,
        lottoView: target.lottoView,
        device: LAUNCH_DEVICE,
        language: ctx.language ?? DEFAULT_LOTTERY_LANGUAGE,
        lottoPrizeMode: target.prizeMode ?? undefined,
        hasLobby: target.hasLobby || undefined,
        title: target.name ?? undefined,
        labelName: ctx.labelName ?? undefined,
        backUrl: ctx.backUrl,
        timeout: GAME_LAUNCH_TIMEOUT_MS,
        lottoMode: target.vendor === TCG_SEA ? SEA_LOTTO_MODE : undefined,
      }),
    };
  }
  return {
    kind: 'game',
    path: GAME_PATHS.launch,
    body: compact<GameLaunchInput>({
      gameCode: target.gameCode,
      vendor: target.vendor ?? undefined,
      prizeMode: target.prizeMode ?? undefined,
      hasLobby: target.hasLobby || undefined,
      playType: target.playType ?? undefined,
      backUrl: ctx.backUrl,
      labelName: ctx.labelName ?? undefined,
    }),
  };
}

/** §7 GCS_gameTrialLaunch: gameId, nodeId, platform html5 (and where the vendor's Back goes). */
export function buildTrialRequest(
  target: Pick<LaunchTarget, 'gameCode' | 'nodeId'>,
  backUrl: string,
): LaunchRequest {
  return {
    kind: 'trial',
    path: GAME_PATHS.trialLaunch,
    body: compact<TrialLaunchInput>({
      gameId: target.gameCode,
      nodeId: target.nodeId ?? undefined,
      platform: TRIAL_PLATFORM,
      backUrl,
    }),
  };
}

/**
 * A launch's gameUrl is opened in the frame only when it is a path of this site or an http(s)
 * address (never javascript: or data:).
 */
export function isPlayableUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/\S+$/i.test(url);
}

const on = (v: string | null) => v === '1' || v === 'true';
const toLottoView = (v: string | null): LottoView =>
  (LOTTO_VIEWS as readonly string[]).includes(v ?? '') ? (v as LottoView) : 'lobby';

/**
 * Reads the /m/launchGame query (§2 names prize_mode, code, playType, backUrl, lottoView; the home
 * banner adds vendor, gameType, nodeId, roomId). A missing code gives no target.
 */
export function parseLaunchQuery(search: string): { target: LaunchTarget | null; backUrl: string } {
  const q = new URLSearchParams(search);
  const backUrl = safeRedirectTarget(q.get('backUrl')) ?? GAME_AREA_PATH;
  const gameCode = (q.get('code') ?? q.get('gameCode') ?? '').trim();
  if (!gameCode) return { target: null, backUrl };
  return {
    backUrl,
    target: {
      gameCode,
      vendor: q.get('vendor') || null,
      category: q.get('gameType') || null,
      name: q.get('title') || null,
      trial: false,
      prizeMode: q.get('prize_mode') || q.get('prizeMode') || null,
      playType: q.get('playType') || null,
      hasLobby: on(q.get('hasLobby')),
      lottoView: toLottoView(q.get('lottoView')),
      nodeId: q.get('nodeId') || null,
    },
  };
}

/** Where the trial's back goes: its backUrl, or the game area without the trial. */
export function trialBackUrl(search: string): string {
  const params = readGameArea(search);
  if (params.backUrl) return params.backUrl;
  return `${GAME_AREA_PATH}${gameAreaSearch(search, { trial: null, backUrl: null })}`;
}

/** Decided for the server too (the page's first screen): in the contract. */
export {
  gameGridSelection,
  orderCategories,
  selectedCategory,
} from '@member-app/contract/rules/game-area';

// ----- §8 a failed launch -----

export interface FailedLaunch {
  kind: string;
  code: string | null;
  status: number;
  message: string;
}

export type LaunchFailure =
  /** §8 'timeout_retry_please'. */
  | { type: 'timeout' }
  /** §8 the session is gone: the error policy logs out and asks to log in; nothing more here. */
  | { type: 'session' }
  /** §8 "Otherwise the server message in an alert" (translated when its code is a locale key). */
  | { type: 'message'; code: string | null; message: string };

/**
 * §8 "Game launch timeout (ECONNABORTED) or no completion within 10 s: 'timeout_retry_please'.
 * Otherwise the server message in an alert." The vendor's own timeout (game.launch.timeout) is the
 * same failure for the player.
 */
export function classifyLaunchError(e: FailedLaunch): LaunchFailure {
  if (
    e.kind === 'timeout' ||
    e.code === 'ECONNABORTED' ||
    e.code === GAME_ERROR_CODES.LAUNCH_TIMEOUT
  )
    return { type: 'timeout' };
  if (
    e.status === 401 ||
    e.message === CUSTOMER_NOT_LOGIN_MESSAGE ||
    (e.code !== null && LOGOUT_ERROR_CODES.includes(e.code))
  ) {
    return { type: 'session' };
  }
  return { type: 'message', code: e.code, message: e.message };
}
