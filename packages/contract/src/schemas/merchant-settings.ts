import { z } from 'zod';
import { cleanText, text } from './text';
import { imageUrlSchema } from './image-url';
import { isFollowableDownloadLink } from '../rules/redirects';
import { RESOURCE_TYPES, UI_LANGUAGES, WHITELABEL_FLAGS } from '../constants';
import { FIREBASE_CHANNELS } from '../account';
import { downloadPromptConfigSchema } from './download-prompt';
import { trackingSettingsSchema } from './tracking';
import { DEFAULT_LOYALTY_TIME_ZONE, isTimeZone } from '../rules/loyalty';

const hexColor = text().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');

/** Merchant theme, applied through CSS variables. */
export const themeSchema = z.object({
  primary: hexColor,
  primaryContrast: hexColor,
  accent: hexColor,
  background: hexColor,
  surface: hexColor,
  text: hexColor,
  mutedText: hexColor,
  headerBackground: hexColor,
  headerText: hexColor,
});
export type Theme = z.infer<typeof themeSchema>;

/** §3 Template/PWA parameters. */
export const mobileTemplateSchema = z.object({
  theme: themeSchema,
  pwa: z.object({ title: text(), icon: text() }),
  desktop_app_feature: z.boolean(),
  apple_touch_icon: text(),
  image_logo: text(),
  app_desc: text(),
});

/** §3 Download link / resource, as stored and as the status call answers it. */
export const resourceSchema = z.object({ resourceType: z.enum(RESOURCE_TYPES), url: text() });

/**
 * A resource as an operator writes it: a link the redirect page can follow (§2), the icon an image
 * of this site or an https host. Empty is no link (the app skips it). Stored settings are read with
 * `resourceSchema`, so a link saved before this rule still loads and can be corrected.
 */
export const resourceInputSchema = resourceSchema.superRefine((resource, ctx) => {
  if (resource.url === '') return;
  const icon = resource.resourceType === 'AppDownloadIcon';
  const valid = icon
    ? imageUrlSchema.safeParse(resource.url).success
    : isFollowableDownloadLink(resource.url);
  if (!valid)
    ctx.addIssue({
      code: 'custom',
      path: ['url'],
      message: icon
        ? 'a path of this site or an https address'
        : 'an http(s) address, or a path of the app (/m/…)',
    });
});

export const whitelabelSchema = z.partialRecord(z.enum(WHITELABEL_FLAGS), z.boolean());

/** §3 Country info item. */
export const countrySchema = z.object({
  code: text(2).length(2),
  name: text(),
  countryDialingCode: text().regex(/^\d{1,4}$/),
  currency: text(3).length(3),
  currencySymbol: text(),
  currencyPosition: z.enum(['prefix', 'suffix']),
});
export type Country = z.infer<typeof countrySchema>;

const seoEntrySchema = z.object({
  title: text(),
  description: text(),
  canonical: text().optional(),
});

/** §2 maintenance notice texts. */
export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  title: text().optional(),
  /** Epoch milliseconds; the notice shows it when present. */
  endTime: z.number().int().nullable().optional(),
  /** Description in the merchant's language and, optionally, in English (§2 screen 1). */
  description: text().optional(),
  descriptionEn: text().optional(),
});

/** §2 screen 2: IP or region restriction rules. Countries are ISO 3166-1 alpha-2. */
export const regionRulesSchema = z.object({
  allowedCountries: z.array(text(2).length(2)).default([]),
  blockedCountries: z.array(text(2).length(2)).default([]),
  /** IPs or CIDR ranges always refused. */
  blockedIps: z.array(text()).default([]),
  /** IPs or CIDR ranges always let through (office, QA). */
  allowedIps: z.array(text()).default([]),
});

/**
 * Everything an operator configures for a merchant (ARCHITECTURE "operator side"). The public part
 * is served by GET /wps/system/status as the site settings of SPEC §3; the rest stays on the server.
 */
/**
 * §3 SMS provider config: the identity provider's web config (public by design, like Firebase's).
 * `projectId` set: Firebase Auth verifies phones and social sign-in (Google's keys); null: the
 * built-in identity provider of this server (ARCHITECTURE.md "Outside services").
 */
export const smsConfigSchema = z.object({
  /** §3 firebase flag: SMS codes come from the identity provider (phone sign-in, §4 60 s countdown). */
  firebase: z.boolean(),
  apiKey: text().nullable(),
  appId: text().nullable().default(null),
  authDomain: text().nullable().default(null),
  projectId: text().nullable().default(null),
  messagingSenderId: text().nullable().default(null),
  /** §4 Google one-tap needs a web client id. */
  googleWebClientId: text().nullable().default(null),
  /** Social sign-in buttons offered on the login and register screens (§4 Firebase login). */
  channels: z.array(z.enum(FIREBASE_CHANNELS)).default([]),
});
export type SmsConfig = z.infer<typeof smsConfigSchema>;

export const merchantSettingsSchema = z.object({
  name: text(),
  defaultLanguage: z.enum(UI_LANGUAGES),
  customerService: text().nullable(),
  mobileTemplate: mobileTemplateSchema,
  register: z.object({
    captcha: z.object({ enabled: z.boolean() }),
    /** Mobile registration asks for a password; when off, the temporary password is used (§5). */
    mobilePassword: z.boolean().default(false),
  }),
  resources: z.array(resourceSchema),
  whitelabelVal: whitelabelSchema,
  imageCDNs: z.array(text()),
  sms: smsConfigSchema,
  /** §7 POST /wps/session/login/maya: sign-in from the Maya app. Off by default. */
  maya: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
  gw: z.object({
    GEETEST_ID: text().nullable(),
    GEETEST_VERSION: z.enum(['v3', 'v4']).default('v3'),
    PROFILE_ICON_COUNT: z.number().int().positive().default(9),
  }),
  analytics: z.record(text(), text()),
  maintenance: maintenanceSchema,
  regionRules: regionRulesSchema,
  /** When true, a request from a host that is not one of the merchant's domains is refused (§8). */
  enforceDomains: z.boolean(),
  countries: z.array(countrySchema).min(1),
  defaultCountry: text(2).length(2),
  /** Show the dialing-code picker (§2 screen 8 "a show flag"). */
  showDialingCode: z.boolean(),
  seo: z.record(text(), z.record(text(), seoEntrySchema)),
  /** Sessions and passwords: how long a session lasts and when a password must change. */
  security: z
    .object({
      sessionTtlHours: z
        .number()
        .int()
        .min(1)
        .max(24 * 90)
        .default(24 * 7),
      /** A token only works from the IP it was issued to (§8 token_ip_different). */
      sessionIpBinding: z.boolean().default(false),
      /** Passwords older than this are expired (§3 passwordExpired); null never expires. */
      passwordMaxAgeDays: z.number().int().min(1).nullable().default(null),
      /** SMS and email codes: lifetime in seconds, which is also the resend countdown (§4). */
      codeTtlSeconds: z.number().int().min(30).max(900).default(120),
    })
    .default({
      sessionTtlHours: 24 * 7,
      sessionIpBinding: false,
      passwordMaxAgeDays: null,
      codeTtlSeconds: 120,
    }),
  /**
   * §3 push config: Firebase's web config when the merchant uses FCM (null: the built-in Web Push
   * only) and the VAPID contact push services may write to (null: derived from the domains).
   */
  push: z
    .object({
      firebase: z
        .object({
          appId: text().min(1),
          apiKey: text().min(1),
          authDomain: text().min(1),
          projectId: text().min(1),
          messagingSenderId: text().min(1),
        })
        .nullable()
        .default(null),
      contact: text()
        .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: address')
        .nullable()
        .default(null),
    })
    .default({ firebase: null, contact: null }),
  /** §3 download-prompt config (§2 screen 7); served by WPSCORE_getDownloadSetting. Off by default. */
  downloadPrompt: downloadPromptConfigSchema.prefault({}),
  /** Server-only secrets of outside services. */
  secrets: z
    .object({
      geetestKey: text().nullable().default(null),
      /** FCM HTTP v1 sending (with push.firebase): a Google service account's email and PEM key. */
      fcmServiceAccount: z
        .object({ clientEmail: z.email().max(254).check(cleanText), privateKey: text().min(1) })
        .nullable()
        .default(null),
    })
    .default({ geetestKey: null, fcmServiceAccount: null }),
  /** Ad pixels and conversion forwarding (§1 tracking; schemas/tracking.ts). Built-in default: record only. */
  tracking: trackingSettingsSchema.prefault({}),
  /** The merchant's time zone (IANA): daily and weekly rewards and missions start over at its midnight. */
  timeZone: text(64)
    .refine(isTimeZone, 'an IANA time zone, e.g. Asia/Manila')
    .default(DEFAULT_LOYALTY_TIME_ZONE),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;
export type MerchantSettingsInput = z.input<typeof merchantSettingsSchema>;
