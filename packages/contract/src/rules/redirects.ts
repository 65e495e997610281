/**
 * Where the app may send a player when the address came from outside (a query, a launch body, a
 * ticket): the back URL of a game (§2 /m/launchGame backUrl, §3 game launch) and the redirect page
 * (§2 /mobile/mc/redirect.html?url=). One policy for the web app and the server, so that neither can
 * be talked into an open redirect that the other refuses. Zod-free: the web app imports it.
 *
 * The policy:
 * - a path of this app (`/m`, `/m/…`, `/m?…`, `/m#…`) is always allowed, and stays inside `/m` once
 *   the browser has resolved `.` and `..` segments (also percent-encoded ones);
 * - an absolute address is allowed only as `http://` or `https://` on one of the hosts the caller
 *   names (ARCHITECTURE "Redirect page: only hosts of the merchant's download links and domains");
 *   a back URL names none, so it can only be an app path;
 * - anything a browser would read differently from a plain reading of the text is refused:
 *   whitespace and control characters (a browser drops a tab or newline inside `java\tscript:`),
 *   backslashes (a browser reads `/\evil.com` as `//evil.com`), user names (`https://good@evil`),
 *   and hosts written with anything but ASCII letters, digits, dots and hyphens (unicode dots such
 *   as `good。com`, percent-encoded hosts).
 */
import { APP_BASE_PATH } from '../routes';
import { DOWNLOAD_LINK_TYPES, type DownloadResource } from './downloads';

/** The longest app path accepted: the launch schemas carry it to the vendor and back. */
export const APP_PATH_MAX_LENGTH = 500;
/** The longest absolute address accepted (signed store links are long). */
export const REDIRECT_URL_MAX_LENGTH = 2048;

/** Whitespace (any), control and format characters (bidi overrides, zero-width) and backslashes. */
const AMBIGUOUS = /[\s\\\p{Cc}\p{Cf}]/u;
const APP_PATH = new RegExp(`^${APP_BASE_PATH}(?:[/?#]|$)`);
const RESOLVED_APP_PATH = new RegExp(`^${APP_BASE_PATH}(?:/|$)`);
/** A host name or IPv4 address with an optional port, or a bracketed IPv6 address. */
const PLAIN_AUTHORITY = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Any origin works: only the path is compared after resolving. */
const PROBE_ORIGIN = 'https://app.invalid';

const hostOnly = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

function appPath(raw: string): string | null {
  if (raw.length > APP_PATH_MAX_LENGTH || !APP_PATH.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN && RESOLVED_APP_PATH.test(url.pathname) ? raw : null;
}

function allowedAbsolute(raw: string, allowedHosts: readonly string[]): string | null {
  if (raw.length > REDIRECT_URL_MAX_LENGTH) return null;
  const scheme = /^https?:\/\//i.exec(raw);
  if (!scheme) return null;
  const authority = raw.slice(scheme[0].length).split(/[/?#]/, 1)[0] ?? '';
  if (!PLAIN_AUTHORITY.test(authority)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((h) => hostOnly(h) === host) ? url.href : null;
}

/**
 * The address to go to, or null when the policy above refuses it. `allowedHosts` (host names, a
 * port is ignored) are the only hosts an absolute address may name; without them only app paths
 * pass (back URLs). An allowed app path comes back as it was given; an allowed absolute address as
 * the browser will read it.
 */
export function safeRedirectTarget(
  raw: string | null | undefined,
  allowedHosts: readonly string[] = [],
): string | null {
  if (!raw || AMBIGUOUS.test(raw)) return null;
  if (raw.startsWith('/')) return appPath(raw);
  return allowedHosts.length > 0 ? allowedAbsolute(raw, allowedHosts) : null;
}

/**
 * ARCHITECTURE "Redirect page: only hosts of the merchant's download links and domains are
 * allowed": the hosts of the download links (§3 resource types that are links, not the icon), the
 * merchant's domains and the host the page was asked on.
 */
export function redirectPageHosts(input: {
  requestHost: string;
  domains: readonly string[];
  resources: readonly DownloadResource[];
}): string[] {
  const hosts = [input.requestHost, ...input.domains];
  for (const r of input.resources) {
    if (!DOWNLOAD_LINK_TYPES.includes(r.resourceType)) continue;
    try {
      hosts.push(new URL(r.url).hostname);
    } catch {
      // A relative link names no other host.
    }
  }
  return hosts;
}

/**
 * Whether the redirect page can follow a download link once it is saved (§3 resources, §2 redirect
 * page): an app path, or an http(s) address that the policy above reads plainly. Its host needs no
 * listing: a download link's host is allowed by being one (`redirectPageHosts`). Anything else
 * (another scheme, a path outside the app, a typo such as `htps//…`) would be refused to every
 * player who taps Download, so the operator is told when writing it.
 */
export function isFollowableDownloadLink(url: string): boolean {
  if (url.startsWith('/')) return safeRedirectTarget(url) !== null;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return safeRedirectTarget(url, [host]) !== null;
}
