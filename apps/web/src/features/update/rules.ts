import { HOME_PATH, UPDATE_RELOAD_PATHS } from '@member-app/contract/routes';
import type { AssetCheck } from '@member-app/contract/schemas/system';

/**
 * §4 "Update check: asset manifest hashes compared on first load (1.5 s after start), on becoming
 * visible and every hour; on change the update dialog appears once". The first answer is the
 * baseline; it already counts as an update when it no longer lists an entry file this page runs
 * (the page was opened from an older build, e.g. a tab left open or restored from history).
 */
export function updateDetected(input: {
  baseline: string | null;
  manifest: AssetCheck;
  /**
   * The entry scripts and styles the running page was served with (`/m/assets/boot-….js`, the
   * bundler's runtime, …). One no longer listed means the page came from an older build.
   */
  runningEntries: readonly string[];
}): boolean {
  const stale =
    input.manifest.entrypoints.length > 0 &&
    input.runningEntries.some((entry) => !input.manifest.entrypoints.includes(entry));
  if (input.baseline === null) return stale;
  return input.manifest.hash !== input.baseline || stale;
}

/**
 * §2 "After an update the app reloads on /m/home, /m/game, /m/login, /m/index, /m/index.html,
 * /m/register, /m/register.html, /m/member/home and /m/help; elsewhere it redirects to /m/home."
 */
export function afterUpdate(pathname: string): { type: 'reload' } | { type: 'go'; to: string } {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return (UPDATE_RELOAD_PATHS as readonly string[]).includes(path)
    ? { type: 'reload' }
    : { type: 'go', to: HOME_PATH };
}
