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
