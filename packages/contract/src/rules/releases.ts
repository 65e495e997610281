/**
 * A screen's code is loaded the first time it opens. A release replaces those files on the server,
 * so a page opened before it fails to load its next screen. The member app and the console then
 * reload once to get the new release. A second failure within the gap (a release still rolling
 * out, or the file really missing) shows the error instead of reloading in a loop; offline a
 * reload would only lose the page, so the error stays until the player tries again.
 */
export const STALE_CODE_RELOAD_GAP_MS = 60_000;

/** Session storage: when this tab last reloaded for a missing screen file. */
export const STALE_CODE_RELOAD_KEY = 'MC_STALE_CODE_RELOAD_AT';

export function reloadForStaleCode(input: {
  /** When this tab last reloaded for it (ms), or null. */
  lastReloadAt: number | null;
  now: number;
  online: boolean;
}): boolean {
  if (!input.online) return false;
  return input.lastReloadAt === null || input.now - input.lastReloadAt >= STALE_CODE_RELOAD_GAP_MS;
}

/** What loading a screen needs from the browser (passed in, so the rule runs anywhere). */
export interface ReleaseReloadEnv {
  /** The tab's session storage. */
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  online(): boolean;
  now(): number;
  reload(): void;
}

/**
 * Loads a screen's code; when its file is gone (a release replaced it), reloads the tab once to get
 * the new release, and otherwise lets the failure through to the app's error screen.
 */
export async function loadScreenCode<M>(load: () => Promise<M>, env: ReleaseReloadEnv): Promise<M> {
  try {
    return await load();
  } catch (error) {
    const lastReloadAt = Number(env.storage.getItem(STALE_CODE_RELOAD_KEY)) || null;
    if (!reloadForStaleCode({ lastReloadAt, now: env.now(), online: env.online() })) throw error;
    const stamp = String(env.now());
    env.storage.setItem(STALE_CODE_RELOAD_KEY, stamp);
    // A tab that cannot keep the mark (storage refused) would reload forever: show the error.
    if (env.storage.getItem(STALE_CODE_RELOAD_KEY) !== stamp) throw error;
    env.reload();
    // The page is going away: the screen on view stays until it does.
    return new Promise<M>(() => {});
  }
}
