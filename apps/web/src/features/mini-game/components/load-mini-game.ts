import { miniGameScriptUrl, type MiniGameVariant } from '../rules';

/** The global API the mini-game scripts define (documented in the server's assets/demo/vendor/minigame.js). */
export interface MiniGameApi {
  variant: MiniGameVariant;
  mount(
    el: HTMLElement,
    options: { token: string; merchant: string; language: string },
  ): { unmount(): void };
}

declare global {
  interface Window {
    MCMiniGame?: MiniGameApi;
  }
}

const loading = new Map<MiniGameVariant, Promise<MiniGameApi>>();

/** §7 loads /mini-game/{v1|s1}/minigame.js once, on demand (never in the first-load bundle). */
export function loadMiniGame(variant: MiniGameVariant): Promise<MiniGameApi> {
  const existing = loading.get(variant);
  if (existing) return existing;
  const promise = new Promise<MiniGameApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = miniGameScriptUrl(variant);
    script.async = true;
    script.dataset.miniGame = variant;
    script.onload = () => {
      if (window.MCMiniGame) resolve(window.MCMiniGame);
      else reject(new Error('mini-game script defined no MCMiniGame'));
    };
    script.onerror = () => reject(new Error('mini-game script failed to load'));
    document.head.appendChild(script);
  });
  // A failed load may be retried on the next opening.
  promise.catch(() => loading.delete(variant));
  loading.set(variant, promise);
  return promise;
}
