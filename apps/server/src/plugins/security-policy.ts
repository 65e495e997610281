import type { HelmetOptions } from 'helmet';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';
import { helmetHeaders } from './security-headers';

/** The hosts of the Geetest captcha (static.geetest.com script, api/gcaptcha4 JSONP). */
const GEETEST_HOSTS = [
  'https://static.geetest.com',
  'https://api.geetest.com',
  'https://gcaptcha4.geetest.com',
];
/**
 * The ad networks' pixel scripts, loaded by the app on demand only when a merchant turns client
 * pixels on (settings tracking.clientPixels; apps/web/src/features/tracking/pixels/).
 */
const PIXEL_SCRIPT_HOSTS = [
  'https://connect.facebook.net',
  'https://analytics.tiktok.com',
  'https://www.googletagmanager.com',
];
/**
 * Firebase Auth and Google Identity Services (§4 Firebase login, one-tap) for merchants with a
 * Firebase project: their scripts, the reCAPTCHA of phone sign-in and the one-tap frame's styles.
 */
const GOOGLE_IDENTITY_HOSTS = [
  'https://accounts.google.com',
  'https://apis.google.com',
  'https://www.google.com',
  'https://www.gstatic.com',
];
/**
 * The live-chat vendors of §3 csType (LIVECHAT, COMM100, COMM100VIP): the app loads their install
 * code on demand (apps/web/src/lib/cs-widgets.ts); their chat windows are https frames.
 */
const CHAT_WIDGET_HOSTS = [
  'https://cdn.livechatinc.com',
  'https://*.comm100.com',
  'https://*.comm100.io',
  'https://*.comm100vue.com',
];

/** Which outside vendors a page may load from: each only where its merchant turned it on. */
export interface PageVendors {
  /** Geetest is the captcha (gw.GEETEST_ID): else the built-in ALTCHA, served from here. */
  geetest: boolean;
  /** The browser loads the ad networks' pixel scripts (tracking.clientPixels). */
  pixels: boolean;
  /** A Firebase project (sms.projectId): Firebase Auth, its reCAPTCHA and Google one-tap. */
  googleIdentity: boolean;
}

/** Every vendor: the policy of an answer that belongs to no known merchant. */
const ALL_VENDORS: PageVendors = { geetest: true, pixels: true, googleIdentity: true };

/**
 * The page policy's outside hosts for a merchant's settings. A host that is listed but unused only
 * widens what an injected script could load (www.google.com and googletagmanager.com answer JSONP
 * and run script gadgets, a known way around a policy), and every host is bytes on every page
 * (issue 14). Live chat stays for all: which vendor a player gets depends on their level, read
 * after sign-in.
 */
export function pageVendors(
  settings: Pick<MerchantSettings, 'gw' | 'tracking' | 'sms'>,
): PageVendors {
  return {
    geetest: !!settings.gw.GEETEST_ID,
    pixels: settings.tracking.clientPixels,
    googleIdentity: !!settings.sms.projectId,
  };
}

function pageDirectives(v: PageVendors) {
  return {
    defaultSrc: ["'self'"],
    // Geetest v3/v4 (§5) loads its script, JSONP answers and styles from its own hosts.
    scriptSrc: [
      "'self'",
      ...(v.geetest ? GEETEST_HOSTS : []),
      ...CHAT_WIDGET_HOSTS,
      ...(v.pixels ? PIXEL_SCRIPT_HOSTS : []),
      ...(v.googleIdentity ? GOOGLE_IDENTITY_HOSTS : []),
    ],
    styleSrc: [
      "'self'",
      "'unsafe-inline'",
      ...(v.geetest ? GEETEST_HOSTS : []),
      ...CHAT_WIDGET_HOSTS,
      ...(v.googleIdentity ? ['https://accounts.google.com'] : []),
    ],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    // Domain pings reach the merchant's other domains (§4); mixed content stays blocked by browsers.
    connectSrc: ["'self'", 'https:', 'http:'],
    frameSrc: ["'self'", 'https:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** The security headers of every answer: the content security policy lists each outside host and why. */
const POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(ALL_VENDORS) },
  // Sign-in windows (§9 login popup 500x600: the built-in provider's and Firebase's) must keep
  // window.opener to hand the id token back; everything else stays isolated as with same-origin.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/**
 * The headers with Strict-Transport-Security when `hstsMaxAge` (HSTS_MAX_AGE, seconds) is above 0.
 * Without includeSubDomains: a merchant's other subdomains may not all be on https yet.
 */
export function securityHeaders(hstsMaxAge: number): HelmetOptions {
  return {
    ...POLICY,
    // Off by default: plain-http development and tests must keep loading their own assets.
    strictTransportSecurity:
      hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: false } : false,
  };
}

/**
 * The page policy (Content-Security-Policy) as sent, for the routes that change one directive of it
 * for their own answer (the console's preview frames): a route's own header is kept as it is sent.
 */
export const PAGE_CSP = helmetHeaders(securityHeaders(0))['content-security-policy'] ?? '';

/** The eight policies a merchant's page can have, each written once. */
const policies = new Map<string, string>();

/** A merchant's page policy: PAGE_CSP with only the outside hosts of the vendors it uses. */
export function pagePolicy(vendors: PageVendors): string {
  const key = `${+vendors.geetest}${+vendors.pixels}${+vendors.googleIdentity}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy =
      helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(vendors) },
      })['content-security-policy'] ?? PAGE_CSP;
    policies.set(key, policy);
  }
  return policy;
}
