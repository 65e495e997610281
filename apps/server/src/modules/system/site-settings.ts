import { createHash } from 'node:crypto';
import { MANIFEST_ICON_SIZES } from '@member-app/contract/constants';
import { APP_PATHS } from '@member-app/contract/routes';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';
import { envelope } from '@member-app/contract/schemas/envelope';
import {
  siteSettingsSchema,
  type CountryInfo,
  type SiteSettings,
  type WebManifest,
} from '@member-app/contract/schemas/system';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { isRegionRestricted } from './region';

export interface Visitor {
  ip: string;
  country: string | null;
}

/** The manifest names each icon's type: WebP icons are a tenth of the PNGs' bytes (§2 sizes). */
function imageType(src: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  if (ext === 'webp') return 'image/webp';
  if (ext === 'svg') return 'image/svg+xml';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  return 'image/png';
}

/** §2 screen 1: maintenance is on until its end time, when one is set. */
export function isUnderMaintenance(m: MerchantSettings['maintenance'], now: number): boolean {
  return m.enabled && (m.endTime == null || m.endTime > now);
}

/** The public part of a merchant's settings: §3 site settings. Server-only settings stay out. */
export function toSiteSettings(
  code: string,
  s: MerchantSettings,
  visitor: Visitor,
  now: number,
): SiteSettings {
  const maintenance = isUnderMaintenance(s.maintenance, now);
  return {
    merchantCode: code,
    merchantName: s.name,
    defaultLanguage: s.defaultLanguage,
    customerService: s.customerService,
    mobileTemplate: s.mobileTemplate,
    register: s.register,
    resources: s.resources,
    whitelabelVal: s.whitelabelVal,
    imageCDNs: s.imageCDNs,
    sms: s.sms,
    maya: s.maya,
    gw: s.gw,
    analytics: s.analytics,
    maintenance,
    maintenanceEnd: maintenance ? (s.maintenance.endTime ?? null) : null,
    maintenanceInfo: maintenance
      ? {
          title: s.maintenance.title ?? null,
          description: s.maintenance.description ?? null,
          descriptionEn: s.maintenance.descriptionEn ?? null,
        }
      : null,
    regionRestriction: isRegionRestricted(s.regionRules, visitor.ip, visitor.country),
    ip: visitor.ip,
    country: visitor.country,
  };
}

/** The status call's answer (§3 site settings in the envelope), as the contract checks it. */
export const statusAnswerSchema = envelope(siteSettingsSchema);

/**
 * The status answer's text up to the visitor's own fields, per merchant settings (a merchant's
 * settings object is replaced, never changed) and maintenance state.
 */
const heads = new WeakMap<MerchantSettings, Map<boolean, string>>();

function statusHead(code: string, s: MerchantSettings, now: number): string {
  // Checked against the contract once, as the response serializer would check every answer.
  const { value } = z.encode(
    statusAnswerSchema,
    ok(toSiteSettings(code, s, { ip: '', country: null }, now)),
  );
  const { regionRestriction: _r, ip: _i, country: _c, ...fixed } = value;
  const text = JSON.stringify(fixed);
  const open = text === '{}' ? '{' : `${text.slice(0, -1)},`;
  return `{"success":true,"message":null,"errorCode":null,"value":${open}`;
}

/**
 * §3 site settings for this visitor as the status call's JSON text: every player's page asks for
 * it first, and checking and serializing the whole answer per request kept the call at a sixth of
 * a bare route's rate (npm run bench). The merchant's part is checked and written once; only the
 * visitor's region verdict, address and country are written per request (a boolean, a string and
 * a string or null: nothing there to check).
 */
export function statusAnswerText(
  code: string,
  s: MerchantSettings,
  visitor: Visitor,
  now: number,
): string {
  const maintenance = isUnderMaintenance(s.maintenance, now);
  let byState = heads.get(s);
  if (!byState) heads.set(s, (byState = new Map<boolean, string>()));
  let head = byState.get(maintenance);
  if (head === undefined) byState.set(maintenance, (head = statusHead(code, s, now)));
  const restricted = isRegionRestricted(s.regionRules, visitor.ip, visitor.country);
  const country = visitor.country === null ? 'null' : JSON.stringify(visitor.country);
  return `${head}"regionRestriction":${restricted},"ip":${JSON.stringify(visitor.ip)},"country":${country}}}`;
}

/**
 * The entity tag of a status answer's text (weak: it goes compressed or not). The page carries it
 * with the answer (modules/web first data), and the app's heartbeat after load asks with it
 * (If-None-Match): an answer unchanged since the page was written comes back as 304 with no body.
 */
export function statusAnswerTag(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** §3 Country info: the merchant's countries, the visitor's own when listed, else the default. */
export function toCountryInfo(s: MerchantSettings, visitorCountry: string | null): CountryInfo {
  const wanted = visitorCountry?.toUpperCase();
  const current =
    s.countries.find((c) => c.code === wanted) ??
    s.countries.find((c) => c.code === s.defaultCountry) ??
    s.countries[0]!;
  return {
    countries: s.countries,
    countryCode: current.code,
    countryDialingCode: current.countryDialingCode,
    currency: current.currency,
    currencySymbol: current.currencySymbol,
    currencyPosition: current.currencyPosition,
    showDialingCode: s.showDialingCode,
  };
}

/** §2 Web manifest: portrait, standalone, scope /m/, white theme colours, icons 192 to 512. */
export function toWebManifest(s: MerchantSettings): WebManifest {
  const t = s.mobileTemplate;
  // Only store listings are related applications; a direct APK download is not.
  const related = s.resources.flatMap((r) => {
    if (r.resourceType === 'Android' && r.url.includes('play.google.com')) {
      const id = new URL(r.url).searchParams.get('id') ?? undefined;
      return [{ platform: 'play', url: r.url, ...(id ? { id } : {}) }];
    }
    if (r.resourceType === 'IOS' && r.url.includes('apps.apple.com'))
      return [{ platform: 'itunes', url: r.url }];
    return [];
  });
  return {
    name: t.pwa.title || s.name,
    short_name: (t.pwa.title || s.name).slice(0, 12),
    // §4 the homescreen query tells an installed PWA from an iOS web clip (WEBCLIP flag).
    start_url: `${APP_PATHS.home}?homescreen=1`,
    scope: APP_PATHS.root,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#ffffff',
    background_color: '#ffffff',
    icons: MANIFEST_ICON_SIZES.map((size) => {
      const src = t.pwa.icon.replace('{size}', String(size));
      return { src, sizes: `${size}x${size}`, type: imageType(src), purpose: 'any' };
    }),
    related_applications: related,
    prefer_related_applications: false,
  };
}
