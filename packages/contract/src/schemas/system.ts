import { z } from 'zod';
import { text } from './text';
import { UI_LANGUAGES } from '../constants';
import {
  countrySchema,
  mobileTemplateSchema,
  resourceSchema,
  smsConfigSchema,
  whitelabelSchema,
} from './merchant-settings';
import { csEntrySchema } from './member-area';

/** §7 GET /wps/system/status query. */
export const statusQuerySchema = z.object({
  device: z.enum(['MOBILE', 'PC']).default('MOBILE'),
  track: text(1024).optional(),
  originalDomain: text(253).optional(),
  url: text(2048).optional(),
});

/** §3 Site settings, the value of GET /wps/system/status. */
export const siteSettingsSchema = z
  .object({
    merchantCode: z.string(),
    merchantName: z.string(),
    defaultLanguage: z.enum(UI_LANGUAGES),
    customerService: z.string().nullable(),
    mobileTemplate: mobileTemplateSchema,
    register: z.object({
      captcha: z.object({ enabled: z.boolean() }),
      mobilePassword: z.boolean(),
    }),
    resources: z.array(resourceSchema),
    whitelabelVal: whitelabelSchema,
    imageCDNs: z.array(z.string()),
    sms: smsConfigSchema,
    maya: z.object({ enabled: z.boolean() }),
    gw: z.object({
      GEETEST_ID: z.string().nullable(),
      GEETEST_VERSION: z.enum(['v3', 'v4']),
      PROFILE_ICON_COUNT: z.number().int(),
    }),
    analytics: z.record(z.string(), z.string()),
    maintenance: z.boolean(),
    maintenanceEnd: z.number().int().nullable(),
    maintenanceInfo: z
      .object({
        title: z.string().nullable(),
        description: z.string().nullable(),
        descriptionEn: z.string().nullable(),
      })
      .nullable(),
    regionRestriction: z.boolean(),
    ip: z.string(),
    country: z.string().nullable(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** §7 GET /wps/system/country: param _ (merchant). */
export const countryQuerySchema = z.object({ _: text(64).optional() });
/** §3 Country info. */
export const countryInfoSchema = z
  .object({
    countries: z.array(countrySchema),
    countryCode: z.string(),
    countryDialingCode: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    currencyPosition: z.enum(['prefix', 'suffix']),
    /** §2 screen 8 "a show flag" of the dialing-code picker. */
    showDialingCode: z.boolean(),
  })
  .meta({ id: 'CountryInfo' });
export type CountryInfo = z.infer<typeof countryInfoSchema>;

/** §7 GET /wps/system/test/ping. */
export const pingQuerySchema = z.object({
  speed: z.coerce.number().int().nonnegative().optional(),
});
export const pingValueSchema = z.object({ pong: z.literal(true), serverTime: z.number().int() });
export type PingValue = z.infer<typeof pingValueSchema>;

/** §7 GET /wps/system/manifest.json: query, merchantCode. */
export const manifestQuerySchema = z.object({ merchantCode: text(64).optional() });
/** §2 Web manifest and the fields of §3 the app reads. */
export const webManifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  scope: z.literal('/m/'),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({
      src: z.string(),
      sizes: z.string(),
      type: z.string(),
      purpose: z.string().optional(),
    }),
  ),
  related_applications: z.array(
    z.object({ platform: z.string(), url: z.string(), id: z.string().optional() }),
  ),
  prefer_related_applications: z.boolean(),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/** §7 GET /m/asset-manifest.json: the update check of §4 compares `hash`. */
export const assetManifestSchema = z.object({
  hash: z.string(),
  files: z.record(z.string(), z.string()),
  entrypoints: z.array(z.string()),
});
export type AssetManifest = z.infer<typeof assetManifestSchema>;
/** The same asked with `?check` (routes.ts ASSET_CHECK_QUERY): only what the update check reads. */
export const assetCheckSchema = assetManifestSchema.pick({ hash: true, entrypoints: true });
export type AssetCheck = z.infer<typeof assetCheckSchema>;

/**
 * §3 Domain-list response (customer service and domain list), §4 domain modal. The customer-service
 * list carries the same entries as WPSCORE_getCustomerServiceScript (title and encoded path, plus
 * csType for how to open it), filtered by VIP label (§6).
 */
export const domainListSchema = z
  .object({
    customerService: z.array(csEntrySchema),
    domainList: z.array(z.object({ domainName: z.string() })),
  })
  .meta({ id: 'DomainList' });
export type DomainList = z.infer<typeof domainListSchema>;
