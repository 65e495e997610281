import { MANIFEST_ICON_SIZES } from '@member-app/contract/constants';
import { APP_PATHS } from '@member-app/contract/routes';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';
import type { CountryInfo, SiteSettings, WebManifest } from '@member-app/contract/schemas/system';
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
