import { canonicalUrl, needsNoindex, resolveSeo, type SeoEntry } from '@member-app/contract/rules/seo';
import { themeVariables } from '@member-app/contract/rules/theme';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';

const HEAD_MARKER = '<!--app-head-->';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app shell painted before any JavaScript runs (Lighthouse first and largest contentful
 * paint): the header bar with the merchant's logo on the theme's colours and, on home pages, the
 * first home banner where the carousel shows it. React replaces it on its first render. Hidden
 * from assistive technology and without text, so nothing reads or finds it twice.
 */
const BOOT_SHELL_CSS =
  '.boot-shell{min-height:100vh;background:var(--mc-bg)}' +
  '.boot-shell__bar{display:flex;align-items:center;height:56px;padding:env(safe-area-inset-top) 14px 0;background:var(--mc-header-bg)}' +
  '.boot-shell__logo{display:block;height:32px;width:auto}' +
  '.boot-shell__banner{display:block;box-sizing:border-box;width:calc(100% - 28px);height:auto;aspect-ratio:750/300;margin:10px 14px 0;border-radius:var(--mc-radius-lg,20px);object-fit:cover}';
const bootShell = (logo: string, banner: string | null | undefined) =>
  `<div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-shell__bar">${
    logo ? `<img class="boot-shell__logo" src="${escapeHtml(logo)}" alt="" height="32">` : ''
  }</div>${
    banner ? `<img class="boot-shell__banner" src="${escapeHtml(banner)}" alt="" width="750" height="300" fetchpriority="high">` : ''
  }</div></div>`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const hostOnly = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/** JSON inside <script> cannot close the element or open a comment. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** What the app needs before its first request: read once from the HTML at start. */
export interface BootConfig {
  merchantCode: string;
  merchantName: string;
  defaultLanguage: string;
  logo: string;
  /** SEO entries for this host by path, so that client-side navigation keeps the tags right. */
  seo: Record<string, SeoEntry>;
}

export interface PageContext {
  host: string;
  origin: string;
  pathname: string;
  merchantCode: string | null;
  settings: MerchantSettings | null;
  /**
   * The image the first screen shows largest (the first home banner): the app shell paints it
   * with the HTML instead of after the app and the banners call (largest contentful paint).
   */
  lcpImage?: string | null;
}

/** The theme as CSS variables (issue 2 "a merchant theme through CSS variables"). */
export function themeCss(settings: MerchantSettings): string {
  const vars = themeVariables(settings.mobileTemplate.theme);
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}

/**
 * Writes title, description, canonical link, robots tag (SPEC §2), manifest link, theme and the
 * boot config into the app's HTML for one request.
 */
export function renderAppHtml(template: string, ctx: PageContext): string {
  const tags: string[] = [];
  const seo = ctx.settings ? resolveSeo(ctx.settings.seo, ctx.host, ctx.pathname) : undefined;
  const title = seo?.title ?? ctx.settings?.name ?? 'Member app';
  tags.push(`<title>${escapeHtml(title)}</title>`);
  if (seo?.description) tags.push(`<meta name="description" content="${escapeHtml(seo.description)}">`);
  tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl(seo, ctx.origin, ctx.pathname))}">`);
  if (needsNoindex(ctx.host, ctx.pathname)) tags.push('<meta name="robots" content="noindex">');
  if (ctx.settings && ctx.merchantCode) {
    const s = ctx.settings;
    tags.push(
      `<link rel="manifest" href="/wps/system/manifest.json?merchantCode=${encodeURIComponent(ctx.merchantCode)}">`,
      `<link rel="apple-touch-icon" href="${escapeHtml(s.mobileTemplate.apple_touch_icon)}">`,
      `<meta name="theme-color" content="${escapeHtml(s.mobileTemplate.theme.headerBackground)}">`,
      `<style id="mc-theme">${themeCss(s)}${BOOT_SHELL_CSS}</style>`,
    );
    const boot: BootConfig = {
      merchantCode: ctx.merchantCode,
      merchantName: s.name,
      defaultLanguage: s.defaultLanguage,
      logo: s.mobileTemplate.image_logo,
      seo: { ...s.seo['*'], ...s.seo[hostOnly(ctx.host)] },
    };
    tags.push(`<script id="mc-boot" type="application/json">${safeJson(boot)}</script>`);
  }
  let withoutTitle = template.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (ctx.settings) {
    const logo = ctx.settings.mobileTemplate.image_logo;
    withoutTitle = withoutTitle.replace(EMPTY_ROOT, () => bootShell(logo, ctx.lcpImage));
  }
  // Replacer functions: a string replacement would expand `$&`, `$'`, `$$` found in operator texts.
  return withoutTitle.includes(HEAD_MARKER)
    ? withoutTitle.replace(HEAD_MARKER, () => tags.join('\n    '))
    : withoutTitle.replace('</head>', () => `${tags.join('\n')}</head>`);
}
