/**
 * SEO rules of SPEC §2, shared by the server (which writes the tags into the HTML it serves) and
 * the web app (which keeps them right on client-side navigation).
 */

/** §2 public pages that may be indexed. */
export const INDEXABLE_PATHS: readonly string[] = [
  '/m/',
  '/m/index.html',
  '/m/home',
  '/m/help',
  '/m/activity',
  '/m/register',
  '/m/news',
];

function hostName(host: string): string {
  // Drop a port; keep IPv6 brackets intact.
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.indexOf(':');
  return colon === -1 ? h : h.slice(0, colon);
}

/**
 * §2 "A noindex robots tag is added unless the host is localhost or begins with www and the path
 * is a public page; it is also added when the path has more than two slashes."
 */
export function needsNoindex(host: string, pathname: string): boolean {
  const slashes = pathname.split('/').length - 1;
  if (slashes > 2) return true;
  const name = hostName(host);
  const indexableHost = name === 'localhost' || name.startsWith('www');
  return !(indexableHost && INDEXABLE_PATHS.includes(pathname));
}

export interface SeoEntry {
  title: string;
  description: string;
  /** Absolute URL, or a path resolved against the request's origin. */
  canonical?: string;
}

/** Per-domain map of path → entry; the key `*` holds the entries for every domain. */
export type SeoConfig = Record<string, Record<string, SeoEntry>>;

export const SEO_FALLBACK_PATH = '/m/home';

/**
 * §2 "Page title, description and canonical link come from a per-path and per-domain
 * configuration; unconfigured paths use the /m/home entry." A domain's own entry wins over the
 * entry for every domain; a path's own entry wins over the /m/home entry.
 */
export function resolveSeo(
  config: SeoConfig,
  host: string,
  pathname: string,
): SeoEntry | undefined {
  const name = hostName(host);
  const domain = config[name] ?? {};
  const all = config['*'] ?? {};
  return domain[pathname] ?? all[pathname] ?? domain[SEO_FALLBACK_PATH] ?? all[SEO_FALLBACK_PATH];
}

/** The canonical URL of an entry for a request: configured URL, or origin + path. */
export function canonicalUrl(
  entry: SeoEntry | undefined,
  origin: string,
  pathname: string,
): string {
  const target = entry?.canonical ?? pathname;
  return /^https?:\/\//i.test(target) ? target : origin.replace(/\/$/, '') + target;
}
