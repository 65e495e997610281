import {
  BOOT_CONFIG_ELEMENT_ID,
  FIRST_DATA_ELEMENT_ID,
  type BootConfig,
} from '@member-app/contract/boot-config';
import { canonicalUrl, needsNoindex, resolveSeo } from '@member-app/contract/rules/seo';
import { themeVariables } from '@member-app/contract/rules/theme';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';
import { RTL_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import { toBcp47 } from '@member-app/contract/language';
import { escapeHtml } from '../../lib/html';
import type { PagePreloads } from './first-load';

const HEAD_MARKER = '<!--app-head-->';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app shell painted before any JavaScript runs (Lighthouse first contentful paint): the header
 * bar with the merchant's logo on the theme's colours. On home pages it is also home's first screen:
 * the first home banner in its place, at its final size, fetched with the HTML. That banner is the
 * largest thing home shows (its largest contentful paint), and a player sees it while the app's code
 * loads instead of a screen that covers it.
 *
 * §4's splash ("hides after a delay, once per session") used to be this shell on every home page,
 * lifted by the app's first render: Lighthouse measured home's largest paint at 2.46 s then, 1.1 s
 * after the bare page's, nearly all of it the splash waiting for the app (README "Performance
 * budgets" has the run with and without it). So the splash is now painted only when home has no
 * banner to show, where it is the brand's screen instead of an empty page; the app shows its own
 * splash only when this shell was one (`features/home/components/splash.tsx`). React replaces
 * the shell on its first render. Hidden from assistive technology, so nothing is read twice.
 */
const BOOT_SHELL_CSS =
  '.boot-shell{min-height:100vh;background:var(--mc-bg)}' +
  '.boot-shell__bar{display:flex;align-items:center;height:56px;padding:env(safe-area-inset-top) 14px 0;background:var(--mc-header-bg)}' +
  '.boot-shell__logo{display:block;height:32px;width:auto}' +
  // The download bar's place (§2 screen 6, under the header), so that nothing below it moves when
  // the app draws the bar there; never in the installed app (§4).
  '.boot-shell__download{height:70.3px;background:color-mix(in srgb,var(--mc-surface) 92%,black)}' +
  '@media (display-mode:standalone){.boot-shell__download{display:none}}' +
  // Where home's banner carousel draws its first slide (.home, .home-banners, .carousel__viewport).
  '.boot-shell__home{padding:12px 14px 0}' +
  '.boot-shell__banner{display:block;width:100%;height:auto;aspect-ratio:750/300;object-fit:cover;border-radius:20px}' +
  '.boot-splash{position:fixed;inset:0;z-index:60;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;' +
  'background:radial-gradient(80% 60% at 50% 40%,color-mix(in srgb,var(--mc-primary) 25%,var(--mc-bg)),var(--mc-bg));color:var(--mc-text);' +
  'font:800 1.375rem/1.3 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;letter-spacing:.02em}' +
  '.boot-splash__logo{display:grid;place-items:center;width:84px;height:84px;border-radius:26px;color:var(--mc-on-primary);' +
  'background:linear-gradient(160deg,color-mix(in srgb,var(--mc-primary) 75%,white),var(--mc-primary));' +
  'box-shadow:0 10px 40px color-mix(in srgb,var(--mc-primary) 45%,transparent)}';
/** lucide's "star", as the app's splash draws it. */
const STAR_SVG =
  '<svg width="44" height="44" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/></svg>';
/** What a home page's shell shows below the bar: its first banner, else the splash. */
type HomeShell = { banner: string } | { splash: string } | null;

/**
 * A page's heading and lead in the player's language, drawn by the shell where the app's first
 * render draws them, with the app's own classes (their styles are written into the page): on the
 * sign-in pages they are the largest thing on the first screen (their largest contentful paint).
 */
export interface PageHeading {
  title: string;
  lead: string;
  rtl: boolean;
}
const headingShell = (h: PageHeading) =>
  `<section class="auth-page"${h.rtl ? ' dir="rtl"' : ''}><h1 class="auth-page__title">${escapeHtml(
    h.title,
  )}</h1><p class="auth-page__lead">${escapeHtml(h.lead)}</p></section>`;

/**
 * /m/game's first screen as the app draws it (`features/games/game-page.tsx`: title, search box,
 * the popular strip's first cards, with the app's classes): its largest paint is a popular card.
 * The search box is drawn, not usable: the app's replaces it on its first render.
 */
export interface GamesShell {
  title: string;
  searchPlaceholder: string;
  popular: string;
  cards: { image: string; name: string; vendor: string }[];
  rtl: boolean;
}
/** lucide's "search" and "flame", as the app's search box and popular title draw them. */
const lucide = (size: number, body: string, cls = '') =>
  `<svg${cls ? ` class="${cls}"` : ''} width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
const SEARCH_SVG = lucide(
  18,
  '<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>',
  'games-search__icon',
);
const FLAME_SVG = lucide(
  18,
  '<path d="M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4"/>',
);
const gamesShell = (g: GamesShell) =>
  `<div class="games"${g.rtl ? ' dir="rtl"' : ''}><div class="games__head"><h1 class="games__title">${escapeHtml(
    g.title,
  )}</h1></div><div class="games-search">${SEARCH_SVG}<input class="games-search__input" placeholder="${escapeHtml(
    g.searchPlaceholder,
  )}" tabindex="-1" disabled></div><section class="games-popular"><h2 class="games-section-title">${FLAME_SVG} ${escapeHtml(
    g.popular,
  )}</h2><ul class="games-popular__row">${g.cards
    .map(
      (c) =>
        `<li><span class="game-card game-card--lane"><span class="game-card__cover"><img class="game-card__img" src="${escapeHtml(
          c.image,
        )}" alt=""></span><span class="game-card__name">${escapeHtml(c.name)}</span><span class="game-card__vendor">${escapeHtml(
          c.vendor,
        )}</span></span></li>`,
    )
    .join('')}</ul></section></div>`;

const bootShell = (
  logo: string,
  downloadBar: boolean,
  home: HomeShell,
  heading: PageHeading | null,
  games: GamesShell | null,
) =>
  `<div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-shell__bar">${
    logo ? `<img class="boot-shell__logo" src="${escapeHtml(logo)}" alt="" height="32">` : ''
  }</div>${downloadBar ? '<div class="boot-shell__download"></div>' : ''}${
    !home
      ? ''
      : 'banner' in home
        ? `<div class="boot-shell__home"><img class="boot-shell__banner" src="${escapeHtml(home.banner)}" alt="" width="750" height="300" fetchpriority="high"></div>`
        : `<div class="boot-splash"><span class="boot-splash__logo">${STAR_SVG}</span><span>${escapeHtml(home.splash)}</span></div>`
  }${heading ? headingShell(heading) : ''}${games ? gamesShell(games) : ''}</div></div>`;

const hostOnly = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/** JSON text inside <script> cannot close the element or open a comment. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const safeJson = (value: unknown) => scriptSafe(JSON.stringify(value));

export interface PageContext {
  host: string;
  origin: string;
  /** The §2 route the page shows: its SEO entry and canonical link. */
  pathname: string;
  /**
   * The path as requested (`/m/help/` shows `/m/help`): §2's noindex rule is about the address a
   * crawler fetched, so it reads this one. Defaults to `pathname`.
   */
  requestedPath?: string;
  merchantCode: string | null;
  settings: MerchantSettings | null;
  /** A page that shows home (§2): its shell shows the first banner, or the splash without one (§4). */
  homePage?: boolean;
  /**
   * The image home shows largest (the first home banner), fetched with the HTML instead of after
   * the app and the banners call (largest contentful paint).
   */
  lcpImage?: string | null;
  /** Other images the first screen shows large (/m/game's popular cards), fetched with the HTML. */
  images?: string[];
  /** The page's chunks, styles and language file, fetched along with the boot script. */
  preloads?: PagePreloads;
  /** The first screen's answers as JSON text (contract boot-config `FirstData`). */
  firstData?: string | null;
  /**
   * Whether the app will show the download bar (§2 screen 6, §4): the merchant has a download for
   * this device and the page is not in the native app. The shell holds its place.
   */
  downloadBar?: boolean;
  /** /m/game's title, search box and first popular cards, drawn by the shell. */
  games?: GamesShell | null;
  /**
   * The language the app will show (§9): the page says so from its first byte (screen readers,
   * the shell's texts and the fonts chosen for them) instead of from when the app has started.
   */
  language?: UiLanguage;
  /** The page's heading and lead, drawn by the shell (the sign-in pages). */
  heading?: PageHeading | null;
  /** A built stylesheet's text by its address: the page's styles are written into it. */
  styleText?: (href: string) => string | undefined;
}

/** CSS text inside <style> cannot close the element. */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * A stylesheet the page needs before its first paint, written into the page instead of named by
 * it. Each named one was a request the first paint waited for (and the scripts after it: a
 * browser runs no script before the stylesheets above it have loaded); on a mobile network that is
 * a round trip, or a new connection, each (Lighthouse: 160-310 ms per file). The link stays,
 * disabled, so that nothing loads it: the boot script's style loader finds it and adds no copy.
 */
function inlineStyle(href: string, text: string | undefined): string {
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin disabled>`;
  return text === undefined
    ? link.replace(' disabled', '')
    : `<style>${styleSafe(text)}</style>${link}`;
}

/** The merchant's small icon: the tab's icon, and where /favicon.ico leads. */
export function tabIcon(settings: MerchantSettings): string {
  return (
    settings.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url ||
    settings.mobileTemplate.apple_touch_icon
  );
}

/** The theme as CSS variables (each merchant's theme without a build of its own). */
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
  /** Tags that go at the end of the head, after the template's own script and style tags. */
  const late: string[] = [];
  const seo = ctx.settings ? resolveSeo(ctx.settings.seo, ctx.host, ctx.pathname) : undefined;
  const title = seo?.title ?? ctx.settings?.name ?? 'Member app';
  tags.push(`<title>${escapeHtml(title)}</title>`);
  if (seo?.description)
    tags.push(`<meta name="description" content="${escapeHtml(seo.description)}">`);
  tags.push(
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(seo, ctx.origin, ctx.pathname))}">`,
  );
  if (needsNoindex(ctx.host, ctx.requestedPath ?? ctx.pathname))
    tags.push('<meta name="robots" content="noindex">');
  if (ctx.settings && ctx.merchantCode) {
    const s = ctx.settings;
    tags.push(
      `<link rel="manifest" href="/wps/system/manifest.json?merchantCode=${encodeURIComponent(ctx.merchantCode)}">`,
      `<link rel="apple-touch-icon" href="${escapeHtml(s.mobileTemplate.apple_touch_icon)}">`,
      // The app's own small icon as the tab's icon (else browsers ask for /favicon.ico).
      `<link rel="icon" href="${escapeHtml(tabIcon(s))}">`,
      `<meta name="theme-color" content="${escapeHtml(s.mobileTemplate.theme.headerBackground)}">`,
      `<style id="mc-theme">${themeCss(s)}${BOOT_SHELL_CSS}</style>`,
    );
    for (const image of ctx.lcpImage ? [ctx.lcpImage, ...(ctx.images ?? [])] : (ctx.images ?? []))
      tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`);
    // Asked for by the boot script only once it has run: a second round trip in front of the first
    // screen. Named after the boot script and styles (at the end of the head), so that they start
    // first: the browser asks in document order, and the first paint waits for the boot styles.
    // `crossorigin` as the app asks for them (module scripts, Vite's style loader, the language's
    // `fetch`), or the browser would not use the preloaded copy. The language first: the app
    // renders nothing before it. The page's styles are applied by the page itself (the boot
    // script's style loader finds them there and adds none): loaded by the app after its first
    // render, each restyled and laid out the whole page again, one long task after the first
    // paint (total blocking time); here they are part of the first style pass.
    const preloads = ctx.preloads;
    if (preloads) {
      if (preloads.language)
        late.push(
          `<link rel="preload" as="fetch" href="${escapeHtml(preloads.language)}" crossorigin>`,
        );
      for (const href of preloads.modules)
        late.push(`<link rel="modulepreload" href="${escapeHtml(href)}" crossorigin>`);
      for (const href of preloads.styles) late.push(inlineStyle(href, ctx.styleText?.(href)));
    }
    const boot: BootConfig = {
      merchantCode: ctx.merchantCode,
      merchantName: s.name,
      defaultLanguage: s.defaultLanguage,
      logo: s.mobileTemplate.image_logo,
      seo: { ...s.seo['*'], ...s.seo[hostOnly(ctx.host)] },
    };
    tags.push(
      `<script id="${BOOT_CONFIG_ELEMENT_ID}" type="application/json">${safeJson(boot)}</script>`,
    );
    if (ctx.firstData)
      tags.push(
        `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">${scriptSafe(ctx.firstData)}</script>`,
      );
  }
  let withoutTitle = template.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (ctx.language) {
    const lang = ctx.language;
    withoutTitle = withoutTitle.replace(
      /<html lang="[^"]*">/,
      () => `<html lang="${toBcp47(lang)}"${RTL_LANGUAGES.includes(lang) ? ' dir="rtl"' : ''}>`,
    );
  }
  if (ctx.styleText)
    withoutTitle = withoutTitle.replace(
      /<link rel="stylesheet"[^>]*\shref="(\/m\/assets\/[^"]+\.css)">/g,
      (tag, href: string) => {
        const text = ctx.styleText!(href);
        return text === undefined ? tag : inlineStyle(href, text);
      },
    );
  if (ctx.settings) {
    const logo = ctx.settings.mobileTemplate.image_logo;
    const home: HomeShell = !ctx.homePage
      ? null
      : ctx.lcpImage
        ? { banner: ctx.lcpImage }
        : { splash: ctx.settings.name };
    withoutTitle = withoutTitle.replace(EMPTY_ROOT, () =>
      bootShell(logo, ctx.downloadBar ?? false, home, ctx.heading ?? null, ctx.games ?? null),
    );
  }
  // Replacer functions: a string replacement would expand `$&`, `$'`, `$$` found in operator texts.
  const withTags = withoutTitle.includes(HEAD_MARKER)
    ? withoutTitle.replace(HEAD_MARKER, () => tags.join('\n    '))
    : withoutTitle.replace('</head>', () => `${tags.join('\n')}</head>`);
  return late.length
    ? withTags.replace('</head>', () => `${late.join('\n    ')}\n  </head>`)
    : withTags;
}
