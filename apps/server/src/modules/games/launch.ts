import type { FastifyBaseLogger } from 'fastify';
import { GAME_ERROR_CODES } from '@member-app/contract/rules/games';
import { AppError } from '../../lib/errors';
import type {
  GameLaunchRequest,
  GameVendorProvider,
} from '../../providers/games/game-vendor-provider';

/** §8 the vendor did not answer in time: the app shows 'timeout_retry_please'. */
export const launchTimeout = () =>
  new AppError(
    504,
    GAME_ERROR_CODES.LAUNCH_TIMEOUT,
    'The game did not start in time. Please try again.',
  );
/** The vendor refused or failed: a message safe to show, never the vendor's own error. */
export const launchFailed = () =>
  new AppError(
    502,
    GAME_ERROR_CODES.LAUNCH_FAILED,
    'The game could not be started. Please try again later.',
  );

/** Only an absolute http(s) address is a game URL the app may open. */
function isGameUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 8192) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Asks the vendor for a game URL and waits at most `waitMs` (§9 game launch 10000 ms, or the
 * caller's smaller timeout): past it the launch answers 504 game.launch.timeout and the vendor's
 * signal is aborted; a vendor error or an unusable answer is 502 game.launch.failed. What went wrong
 * is logged, never answered.
 */
export async function launchWithin(
  provider: GameVendorProvider,
  request: GameLaunchRequest,
  waitMs: number,
  log: FastifyBaseLogger,
): Promise<{ gameUrl: string }> {
  const controller = new AbortController();
  const timeout = launchTimeout();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(timeout);
      controller.abort(new Error('game launch timed out'));
    }, waitMs);
  });
  const context = {
    provider: provider.name,
    vendor: request.game.vendor,
    gameCode: request.game.gameCode,
  };
  let answer: { gameUrl?: unknown } | undefined;
  try {
    answer = await Promise.race([provider.launch(request, { signal: controller.signal }), expired]);
  } catch (error) {
    if (error === timeout) {
      log.warn({ ...context, waitMs }, 'game launch timed out');
      throw timeout;
    }
    log.warn({ ...context, err: error }, 'game launch failed');
    throw launchFailed();
  } finally {
    clearTimeout(timer);
  }
  if (!isGameUrl(answer?.gameUrl)) {
    log.warn(context, 'game vendor answered no usable game URL');
    throw launchFailed();
  }
  return { gameUrl: answer.gameUrl };
}
