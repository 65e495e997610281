/**
 * Tracking of ad and affiliate parameters and of conversion events (SPEC §1, §3, §6, §9): the
 * zod-free rules and names shared by the web app (first-load path) and the server.
 */

/** §3 "Tracking events (JSON to the server)". */
export const TRACKING_EVENTS = [
  'firstOpen',
  'registerSubmit',
  'register',
  'depositSubmit',
  'firstDeposit',
  'withdraw',
  'deposit',
  'redeposit',
  'firstDepositArrival',
  'startTrial',
  'login',
  'viewContent',
  'downloadApp',
  'gameLaunch',
  'a2hsInstalled',
  'a2hsFirstOpen',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

export const isTrackingEvent = (value: unknown): value is TrackingEventName =>
  typeof value === 'string' && (TRACKING_EVENTS as readonly string[]).includes(value);

/**
 * The window event any page dispatches to report a conversion, e.g. the cashier (deposit flows are
 * "not shown" in SPEC §1, so they report through this):
 *   window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { event: 'deposit', value: 100, currency: 'PHP' } }))
 * The tracking feature listens (apps/web/src/features/tracking/tracking-host.tsx), adds the ad and
 * affiliate parameters and the session's customer, and sends it to the server. Features never
 * import the tracking feature; they dispatch this (apps/web/src/lib/track.ts does it for them).
 */
export const TRACK_EVENT = 'mc:track';
export interface TrackEventDetail {
  event: TrackingEventName;
  /** Amount of the conversion (deposit amount, ...). */
  value?: number;
  revenue?: number;
  /** Any currency code; mapped by trackingCurrency (§3). */
  currency?: string;
  /** What was viewed or launched (activity id, game code). */
  contentId?: string;
}

/** §9 "tracker cookies 90 days" lives in constants.ts (TRACKER_COOKIE_DAYS); §9 "event cache cleared after 10 min". */
export const TRACK_EVENT_CACHE_MS = 10 * 60_000;

/** The calls of tracking (§7 "tracking event submission, tracking config fetch"; paths not shown in SPEC). */
export const TRACKING_PATHS = {
  events: '/wps/tracking/events',
  config: '/wps/tracking/config',
} as const;

/**
 * §3 Pixel/ad tracking object. The wire names are SPEC's where it gives one (pixel_click_id,
 * utm_source) and camelCase otherwise ("kwai pixel id and click id" → kwaiPixelId, kwaiClickId;
 * "propellerAds visitor id" → propellerVisitorId; "kadam id" → kadamId). ttclid and gclid are the
 * §9 preserved ad-click parameters of TikTok and Google, kept so that their conversions can be
 * attributed; fbclid becomes fbc.
 */
export const TRACKING_OBJECT_FIELDS = [
  'tid',
  'fbPixelId',
  'tiktokPixelId',
  'gtagId',
  'kwaiPixelId',
  'kwaiClickId',
  'kw',
  'voluumCid',
  'propellerVisitorId',
  'kadamId',
  'tfTracker',
  'rtCid',
  'okspId',
  'pixel_click_id',
  'okspExt',
  'obclid',
  'fbc',
  'fbp',
  'twPixelId',
  'twclid',
  'utm_source',
  'phxClickId',
  'mgsClickId',
  'devilsClickId',
  'ttclid',
  'gclid',
] as const;
export type TrackingObjectField = (typeof TRACKING_OBJECT_FIELDS)[number];
export type TrackingObject = Partial<Record<TrackingObjectField, string>>;

/**
 * Query parameters of a landing address that fill a tracking-object field. Every field also
 * accepts its own name. The extra names are the ad networks' own click parameters: Voluum's `cid`,
 * Kwai's `kwaiclid`, RedTrack's `rtkcid`. fbc comes from `fbclid` (see fbcFromClickId) and fbp
 * only from the `_fbp` cookie that Facebook's pixel sets.
 */
export const TRACKING_QUERY_ALIASES: Partial<Record<TrackingObjectField, readonly string[]>> = {
  kwaiClickId: ['kwaiclid'],
  voluumCid: ['cid'],
  rtCid: ['rtkcid'],
};

/** Fields that never come from a query parameter (§3 "fbc and fbp (cookies)"). */
export const COOKIE_ONLY_FIELDS: readonly TrackingObjectField[] = ['fbc', 'fbp'];

/** §3 reg_info. */
export const REG_INFO_FIELDS = ['affiliateCode', 'referralCode', 'originalDomain'] as const;
export type RegInfo = Partial<Record<(typeof REG_INFO_FIELDS)[number], string>>;

/**
 * §3 s2s_info: the native app shell's install-attribution ids (Adjust app token, Google and Adjust
 * advertising ids, AppsFlyer ids, Apple IDFA/IDFV). The shell passes them as query parameters of
 * the address it opens, under these names; a browser never has them.
 */
export const S2S_INFO_FIELDS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;
export type S2sInfo = Partial<Record<(typeof S2S_INFO_FIELDS)[number], string>>;

/** The longest value kept for any one parameter; a longer one is cut. */
export const TRACKING_VALUE_MAX = 256;
/** What a parameter value may contain: printable ASCII and spaces, without quotes, angle brackets or backslash. */
const SAFE_VALUE = /^[\x20\x21\x23-\x26\x28-\x3b\x3d\x3f-\x5b\x5d-\x7e]+$/;

/** A landing value as it is kept: trimmed, at most TRACKING_VALUE_MAX characters, printable; else null. */
export function cleanTrackingValue(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const value = raw.trim().slice(0, TRACKING_VALUE_MAX);
  return value && SAFE_VALUE.test(value) ? value : null;
}

/**
 * §3 fbc from a Facebook click id, in the `_fbc` cookie format of Facebook's documentation:
 * `fb.1.{creation time in ms}.{fbclid}` (subdomain index 1: the cookie is set on the page's host).
 */
export function fbcFromClickId(fbclid: string, nowMs: number): string {
  return `fb.1.${Math.floor(nowMs)}.${fbclid}`;
}

/** The click id inside an fbc value, so that a landing with the same fbclid keeps its first time. */
export function clickIdOfFbc(fbc: string | null | undefined): string | null {
  const m = fbc ? /^fb\.\d+\.\d+\.(.+)$/.exec(fbc) : null;
  return m?.[1] ?? null;
}

/**
 * The tracking-object fields a landing address carries (§3), read from its query. fbclid becomes
 * fbc unless `currentFbc` already holds the same click id (a reload keeps the first click time).
 */
export function trackingFromQuery(
  query: URLSearchParams,
  nowMs: number,
  currentFbc?: string | null,
): TrackingObject {
  const out: TrackingObject = {};
  for (const field of TRACKING_OBJECT_FIELDS) {
    if (COOKIE_ONLY_FIELDS.includes(field)) continue;
    for (const name of [field, ...(TRACKING_QUERY_ALIASES[field] ?? [])]) {
      const value = cleanTrackingValue(query.get(name));
      if (value) {
        out[field] = value;
        break;
      }
    }
  }
  const fbclid = cleanTrackingValue(query.get('fbclid'));
  if (fbclid)
    out.fbc =
      clickIdOfFbc(currentFbc) === fbclid && currentFbc
        ? currentFbc
        : fbcFromClickId(fbclid, nowMs);
  return out;
}

/** §3 s2s_info from the native shell's query parameters. */
export function s2sFromQuery(query: URLSearchParams): S2sInfo {
  const out: S2sInfo = {};
  for (const field of S2S_INFO_FIELDS) {
    const value = cleanTrackingValue(query.get(field));
    if (value) out[field] = value.slice(0, 128);
  }
  return out;
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * §3 reg_info from a landing query (§6 "affiliateCode and r/referralCode parameters"): referralCode
 * wins over r. Codes are letters, digits, _ and - up to 64 characters; anything else is ignored.
 */
export function regCodesFromQuery(
  query: URLSearchParams,
): Pick<RegInfo, 'affiliateCode' | 'referralCode'> {
  const pick = (...names: string[]) => {
    for (const name of names) {
      const v = query.get(name)?.trim();
      if (v && CODE.test(v)) return v;
    }
    return undefined;
  };
  const affiliateCode = pick('affiliateCode');
  const referralCode = pick('referralCode', 'r');
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

/** Host names that are the site itself, not an affiliate (§6 "'preview' maps to 'www'"). */
export const NON_AFFILIATE_SUBDOMAINS = ['www', 'm'] as const;
/** Second-level labels of country suffixes like com.ph or co.uk: such a host needs one more label. */
const SECOND_LEVEL_SUFFIXES = ['com', 'co', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go'];
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function normalizeHostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * §6 "Affiliates are identified from the subdomain ... ('preview' maps to 'www')". The rule:
 *   1. No affiliate on localhost, an IP address, or a host of fewer than three labels.
 *   2. The affiliate is the host's first label when the rest is the merchant's site: a known
 *      merchant domain (with a leading www. or m. taken off) that the host ends with. Without a
 *      known domain (the browser knows none), the rest must be a registrable name: two labels, or
 *      three when the middle one is a second-level suffix (com.ph, co.uk).
 *   3. 'preview' maps to 'www'; 'www' and 'm' are the site itself, not affiliates.
 * e.g. aff123.luckystar.test → aff123; www.luckystar.test, preview.luckystar.test, luckystar.com.ph → null.
 */
export function affiliateFromHost(
  host: string,
  merchantDomains: readonly string[] = [],
): string | null {
  const h = normalizeHostName(host);
  if (!h || h === 'localhost' || IP_HOST.test(h)) return null;
  const labels = h.split('.');
  if (labels.length < 3 || !labels.every((l) => LABEL.test(l))) return null;
  const rest = labels.slice(1).join('.');
  const roots = new Set<string>();
  for (const d of merchantDomains) {
    const n = normalizeHostName(d);
    if (!n || IP_HOST.test(n)) continue;
    roots.add(n);
    const stripped = n.replace(/^(www|m)\./, '');
    if (stripped.includes('.')) roots.add(stripped);
  }
  const knownRoot = roots.has(rest);
  if (!knownRoot) {
    const needed = SECOND_LEVEL_SUFFIXES.includes(labels[labels.length - 2]!) ? 4 : 3;
    if (labels.length !== needed) return null;
  }
  let first = labels[0]!;
  if (first === 'preview') first = 'www';
  if ((NON_AFFILIATE_SUBDOMAINS as readonly string[]).includes(first)) return null;
  return first.slice(0, 64);
}

/**
 * §3 "Currency code TLB maps to PHP, otherwise the first 3 letters are used." Codes are compared
 * and answered in upper case; an empty or missing code gives null.
 */
export function trackingCurrency(code: string | null | undefined): string | null {
  const c = (code ?? '').trim().toUpperCase();
  if (!c) return null;
  if (c === 'TLB') return 'PHP';
  return c.slice(0, 3);
}

/** UTF-8 length of a string (the §9 1024-byte limit counts bytes, not characters). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * A record cut to fit `limitBytes` once serialized by `serialize` (JSON by default), dropping the
 * fields named last in `priority` first (unnamed fields go before any named one). §9 "header limit
 * 1024 bytes": the status call's `track` and the tracking cookie stay within it.
 */
export function fitWithin<T extends Record<string, unknown>>(
  record: T,
  limitBytes: number,
  priority: readonly string[] = [],
  serialize: (r: Partial<T>) => string = (r) => JSON.stringify(r),
): Partial<T> {
  const out: Partial<T> = { ...record };
  const rank = (k: string) => {
    const i = priority.indexOf(k);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  const order = Object.keys(out).sort((a, b) => rank(b) - rank(a));
  while (utf8Length(serialize(out)) > limitBytes && order.length > 0)
    delete out[order.shift() as keyof T];
  return out;
}

/** Which fields survive first when the §9 byte limit forces a cut: click ids before pixel ids. */
export const TRACKING_PRIORITY: readonly string[] = [
  'fbc',
  'fbp',
  'ttclid',
  'gclid',
  'kwaiClickId',
  'twclid',
  'obclid',
  'voluumCid',
  'utm_source',
  'kw',
  'tid',
  'pixel_click_id',
  'rtCid',
  'propellerVisitorId',
  'kadamId',
  'okspId',
  'phxClickId',
  'mgsClickId',
  'devilsClickId',
  'fbPixelId',
  'tiktokPixelId',
  'gtagId',
  'kwaiPixelId',
  'twPixelId',
  'tfTracker',
  'okspExt',
];

/**
 * The status call's `track` parameter (§7 GET /wps/system/status "track"): the visitor's device id,
 * the tracking object and reg_info, as compact JSON within §9 HEADER_LIMIT_BYTES. The server keeps
 * it as the visitor's heartbeat (first and last seen, retained 30 days, §9).
 */
export interface StatusTrack {
  deviceId: string;
  tracking?: TrackingObject;
  regInfo?: RegInfo;
}

/** The `track` value for a StatusTrack: JSON within `limitBytes`, cutting tracking fields, then reg_info. */
export function serializeStatusTrack(track: StatusTrack, limitBytes: number): string {
  const compact = (t: StatusTrack) => {
    const out: StatusTrack = { deviceId: t.deviceId };
    if (t.tracking && Object.keys(t.tracking).length > 0) out.tracking = t.tracking;
    if (t.regInfo && Object.keys(t.regInfo).length > 0) out.regInfo = t.regInfo;
    return JSON.stringify(out);
  };
  let json = compact(track);
  if (utf8Length(json) <= limitBytes) return json;
  const tracking = fitWithin(track.tracking ?? {}, limitBytes, TRACKING_PRIORITY, (r) =>
    compact({ ...track, tracking: r }),
  );
  json = compact({ ...track, tracking });
  if (utf8Length(json) <= limitBytes) return json;
  return compact({ deviceId: track.deviceId, tracking });
}
