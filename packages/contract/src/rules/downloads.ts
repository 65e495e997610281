/**
 * App downloads (§3 "Download link / resource", §5, §4 app-upgrade modal): which link a device
 * gets and how it opens. Zod-free: the web app imports it.
 */
import { MIN_APP_VERSION } from '../constants';
import { REDIRECT_PAGE_PATH } from '../routes';

export interface DownloadResource {
  resourceType: string;
  url: string;
}

/** §3 the resource types that are download links (the others, such as AppDownloadIcon, are not). */
export const DOWNLOAD_LINK_TYPES: readonly string[] = [
  'IOS',
  'iOS lite app',
  'MOBILECONFIG',
  'Android',
];

export const isIos = (userAgent: string) => /iPhone|iPad|iPod/i.test(userAgent);

/** The device's download: IOS, then the iOS lite app, then MOBILECONFIG on iOS; Android elsewhere. */
export function pickDownloadUrl(
  resources: readonly DownloadResource[],
  userAgent: string,
): string | null {
  const order = isIos(userAgent) ? ['IOS', 'iOS lite app', 'MOBILECONFIG'] : ['Android'];
  for (const type of order) {
    const hit = resources.find((r) => r.resourceType === type && r.url);
    if (hit) return hit.url;
  }
  return null;
}

/** §5 "Download links ending in ipa, apk or mobileconfig open in the same window, others in a new tab." */
export function opensInSameWindow(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.(ipa|apk|mobileconfig)$/i.test(path);
}

/** §2 the redirect page used for app downloads (the server allows only the merchant's hosts). */
export function viaRedirectPage(url: string): string {
  return `${REDIRECT_PAGE_PATH}?url=${encodeURIComponent(url)}`;
}

/**
 * The native app shells tell their version in the user agent as `MCApp/{major.minor.patch}` (the
 * contract with the app teams; the `inApp` query parameter of §9 marks the shell as well).
 */
export function nativeAppVersion(userAgent: string): string | null {
  return /\bMCApp\/(\d+(?:\.\d+){0,3})\b/i.exec(userAgent)?.[1] ?? null;
}

/** Compares dotted versions numerically: -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** §4 "The minimum app version in the user-agent check is 2.4.39": an older shell must upgrade. */
export function needsAppUpgrade(userAgent: string, minimum = MIN_APP_VERSION): boolean {
  const version = nativeAppVersion(userAgent);
  return version !== null && compareVersions(version, minimum) < 0;
}

const on = (v: string | null) => v === '1' || v === 'true';

/** The page runs in the native app: the §9 `inApp` parameter or the shell's `MCApp/` user agent. */
export function inNativeApp(search: string, userAgent: string): boolean {
  return on(new URLSearchParams(search).get('inApp')) || nativeAppVersion(userAgent) !== null;
}

/** The native app or its lite mode (`lite`): §4 welcome popups and §5 APP_DOWNLOAD stay out of it. */
export function inAppOrLite(search: string, userAgent: string): boolean {
  return inNativeApp(search, userAgent) || on(new URLSearchParams(search).get('lite'));
}
