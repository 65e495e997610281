import { HEADER_LIMIT_BYTES, TRACKER_COOKIE_DAYS } from '@member-app/contract/constants';
import {
  REG_INFO_FIELDS,
  S2S_INFO_FIELDS,
  TRACKING_OBJECT_FIELDS,
  TRACKING_PRIORITY,
  affiliateFromHost,
  cleanTrackingValue,
  fitWithin,
  regCodesFromQuery,
  s2sFromQuery,
  serializeStatusTrack,
  trackingFromQuery,
  type RegInfo,
  type S2sInfo,
  type TrackingObject,
} from '@member-app/contract/rules/tracking';
import { getDeviceId } from './device-id';
import { readCookie, readJson, writeCookie, writeStorage } from './storage';

/**
 * §3/§9 the ad and affiliate parameters of the landing address, kept in first-party cookies for
 * §9 TRACKER_COOKIE_DAYS (90 days): `_fbc` in Facebook's own format (its pixel reads it too),
 * MC_TRACK (the other tracking-object fields) and MC_REG_INFO (reg_info, §3). The native shell's
 * s2s_info lives in local storage: the shell passes it on every launch. No UI here; read by the
 * status call (§7 `track`), registration (pixelTrack) and the tracking feature.
 */
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';
export const TRACK_COOKIE = 'MC_TRACK';
export const REG_INFO_COOKIE = 'MC_REG_INFO';
export const S2S_KEY = 'MC_S2S_INFO';

/** As the cookie holds it: the limit counts the encoded value. */
const asCookieValue = (r: object) => encodeURIComponent(JSON.stringify(r));

function pick<K extends string>(raw: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const k of keys) {
    const v = cleanTrackingValue(
      typeof (raw as Record<string, unknown>)[k] === 'string'
        ? (raw as Record<string, string>)[k]
        : null,
    );
    if (v) out[k] = v;
  }
  return out;
}

function readJsonCookie(name: string): unknown {
  const raw = readCookie(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export interface LandingCapture {
  /** The tracking-object fields to keep (fbc included). */
  tracking: TrackingObject;
  regInfo: RegInfo;
  s2s: S2sInfo;
  /** Which stores changed: only those are written, so that the 90 days run from the last attributed landing. */
  changed: { tracking: boolean; regInfo: boolean; s2s: boolean };
}

/**
 * What a landing keeps (pure): the landing's values win field by field (the latest ad click of each
 * network counts), earlier ones stay. reg_info (§3, §6): affiliateCode from the parameter, else the
 * subdomain; referralCode from referralCode, else r; originalDomain is the landing host when the
 * landing names an affiliate, a referrer or an ad click, or when none was kept yet.
 */
export function decideLanding(input: {
  search: string;
  host: string;
  now: number;
  stored: { tracking: TrackingObject; regInfo: RegInfo; s2s: S2sInfo };
}): LandingCapture {
  const query = new URLSearchParams(input.search);
  const landing = trackingFromQuery(query, input.now, input.stored.tracking.fbc);
  const codes = regCodesFromQuery(query);
  const subdomain = affiliateFromHost(input.host);
  const landingReg: RegInfo = { ...codes };
  if (!landingReg.affiliateCode && subdomain) landingReg.affiliateCode = subdomain;
  const attributed = Object.keys(landing).length > 0 || Object.keys(landingReg).length > 0;
  const host = input.host.toLowerCase().replace(/:\d+$/, '');
  if (attributed || !input.stored.regInfo.originalDomain) landingReg.originalDomain = host;

  const tracking = fitWithin(
    { ...input.stored.tracking, ...landing },
    HEADER_LIMIT_BYTES,
    TRACKING_PRIORITY,
    asCookieValue,
  );
  const regInfo = { ...input.stored.regInfo, ...landingReg };
  const s2s = { ...input.stored.s2s, ...s2sFromQuery(query) };
  const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
  return {
    tracking,
    regInfo,
    s2s,
    changed: {
      tracking: !same(tracking, input.stored.tracking),
      regInfo: !same(regInfo, input.stored.regInfo),
      s2s: !same(s2s, input.stored.s2s),
    },
  };
}

/** §3 the tracking object: MC_TRACK plus the fbc and fbp cookies (fbp is set by Facebook's pixel only). */
export function readTrackingObject(): TrackingObject {
  const stored = pick(readJsonCookie(TRACK_COOKIE), TRACKING_OBJECT_FIELDS);
  delete stored.fbc;
  delete stored.fbp;
  const fbc = cleanTrackingValue(readCookie(FBC_COOKIE));
  const fbp = cleanTrackingValue(readCookie(FBP_COOKIE));
  return fitWithin(
    { ...stored, ...(fbc ? { fbc } : {}), ...(fbp ? { fbp } : {}) },
    HEADER_LIMIT_BYTES,
    TRACKING_PRIORITY,
  );
}

/** §3 reg_info kept from the landing. */
export function readRegInfo(): RegInfo {
  return pick(readJsonCookie(REG_INFO_COOKIE), REG_INFO_FIELDS);
}

/** §3 s2s_info of the native shell, when it passed any. */
export function readS2sInfo(): S2sInfo {
  return pick(readJson<unknown>('local', S2S_KEY), S2S_INFO_FIELDS);
}

let captured = false;

/**
 * Reads the landing address once per page load, before the first call (main.tsx), and keeps what
 * it carries (§3 tracking object, reg_info, s2s_info) for 90 days (§9).
 */
export function captureLandingTracking(
  location: Pick<Location, 'search' | 'host'> = window.location,
  now = Date.now(),
): void {
  if (captured) return;
  captured = true;
  const stored = { tracking: readTrackingObject(), regInfo: readRegInfo(), s2s: readS2sInfo() };
  const next = decideLanding({ search: location.search, host: location.host, now, stored });
  if (next.changed.tracking) {
    const { fbc, fbp: _fbp, ...rest } = next.tracking;
    if (fbc && fbc !== stored.tracking.fbc) writeCookie(FBC_COOKIE, fbc, TRACKER_COOKIE_DAYS);
    writeCookie(TRACK_COOKIE, JSON.stringify(rest), TRACKER_COOKIE_DAYS);
  }
  if (next.changed.regInfo)
    writeCookie(REG_INFO_COOKIE, JSON.stringify(next.regInfo), TRACKER_COOKIE_DAYS);
  if (next.changed.s2s) writeStorage('local', S2S_KEY, JSON.stringify(next.s2s));
}

/** Tests only: lets captureLandingTracking run again. */
export function resetLandingCaptureForTests(): void {
  captured = false;
}

/** §7 the status call's `track`: device id, tracking object and reg_info within §9 1024 bytes. */
export function statusTrackParam(): string {
  return serializeStatusTrack(
    { deviceId: getDeviceId(), tracking: readTrackingObject(), regInfo: readRegInfo() },
    HEADER_LIMIT_BYTES,
  );
}
