import { GAME_LAUNCH_TIMEOUT_MS } from '@member-app/contract/constants';
import type { GameUrl } from '@member-app/contract/schemas/games';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import type { LaunchRequest } from '../rules';

/**
 * §7 the game launches (member game, lottery relay variant, guest trial), each answering
 * value.gameUrl (§3). §8/§9: the launch gives up after 10 000 ms; besides the client's own timeout
 * a deadline timer makes sure that "no completion within 10 s" ends it too. alert false: the
 * caller shows what went wrong (§8), so the global policy never alerts a second time.
 */
export function launchGame(request: LaunchRequest, signal?: AbortSignal): Promise<GameUrl> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(
        new ApiError(
          'timeout',
          'ECONNABORTED',
          0,
          `timeout of ${GAME_LAUNCH_TIMEOUT_MS}ms exceeded`,
          { url: request.path, alert: false },
        ),
      );
    }, GAME_LAUNCH_TIMEOUT_MS);
  });
  const call = api.post<GameUrl>(request.path, request.body, {
    timeout: GAME_LAUNCH_TIMEOUT_MS,
    alert: false,
    signal: controller.signal,
  });
  // The losing promise must not surface as an unhandled rejection.
  call.catch(() => {});
  return Promise.race([call, deadline]).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  });
}
