import { STALE_CODE_RELOAD_KEY, reloadForStaleCode } from '@member-app/contract/rules/releases';

/**
 * Loads a screen's code; when its file is gone because a new release replaced it, reloads the tab
 * once to get the new release (rule and reasons in the contract's `rules/releases`). Otherwise
 * the failure reaches the router's error screen.
 */
export async function loadScreenCode<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    const last = Number(sessionStorage.getItem(STALE_CODE_RELOAD_KEY)) || null;
    if (!reloadForStaleCode({ lastReloadAt: last, now: Date.now(), online: navigator.onLine }))
      throw error;
    sessionStorage.setItem(STALE_CODE_RELOAD_KEY, String(Date.now()));
    window.location.reload();
    // The page is going away: keep the current screen until it does.
    return new Promise<M>(() => {});
  }
}
