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
  // the app draws the bar there; never in the installed app (§4). Its height to the 1/64 px that
  // layout counts in: 8 px of padding on each side, a 1 px border and lines of 19.5 px and twice
  // 16.9 px, each rounded down to 16.890625 px. At 70.3 px all below was drawn 1/64 px lower than
  // the app draws it, and a card's painted area came out 2 px² smaller than the app's: its image,
  // painted again by the app, was then a later largest paint.
  '.boot-shell__download{height:70.28125px;background:color-mix(in srgb,var(--mc-surface) 92%,black)}' +
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
 * /m/game's first screen as the app draws it (`features/games/game-page.tsx`, with the app's
 * classes): title, search box, the popular strip's first cards, the category tabs, the selected
 * category's vendor chips and the first cards of its grid. On a phone its largest paint is a card
 * of the grid (3 columns on a phone, wider than the strip's), which the app can draw only once its
 * code has run: the shell draws it from the HTML. The search box, tabs and chips are drawn, not
 * usable (disabled): the app's replace them on its first render.
 */
export interface GamesShell {
  title: string;
  searchPlaceholder: string;
  popular: string;
  /** The strip's first cards; none when the strip is empty (the app leaves it out). */
  cards: GameCardShell[];
  /** The categories, chips and grid; null when the app shows none (no category). */
  area: GameAreaShell | null;
  rtl: boolean;
}
export interface GameCardShell {
  image: string | null;
  name: string;
  vendor: string;
}
export interface GameAreaShell {
  /** In ordinal order (§9). */
  tabs: { category: string; name: string; icon: string | null; selected: boolean }[];
  /** The selected category's vendors as chips, "All" first; null when it has none. */
  chips: {
    all: string;
    isNew: string;
    maintenance: string;
    vendors: { name: string; logo: string | null; isNew: boolean; maintenance: boolean }[];
    /** The vendor filter (index in `vendors`), or null for "All". */
    selected: number | null;
  } | null;
  /** The grid's first cards; none when the category lists nothing (the app shows its empty state). */
  cards: GameCardShell[];
}
/** lucide's icons, as the app's search box, popular title, category tabs and chips draw them. */
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
/** The category tabs' icons by category (`features/games/components/category-tabs.tsx`). */
const CATEGORY_ICONS: Record<string, string> = {
  ELOTT:
    '<path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z"/><path d="M13 5v2"/><path d="M13 17v2"/><path d="M13 11v2"/>',
  RNG: '<path d="M2 17a5 5 0 0 0 10 0c0-2.76-2.5-5-5-3-2.5-2-5 .24-5 3Z"/><path d="M12 17a5 5 0 0 0 10 0c0-2.76-2.5-5-5-3-2.5-2-5 .24-5 3Z"/><path d="M7 14c3.22-2.91 4.29-8.75 5-12 1.66 2.38 4.94 9 5 12"/><path d="M22 9c-4.29 0-7.14-2.33-10-7 5.71 0 10 4.67 10 7Z"/>',
  LIVE: '<path d="m12.296 3.464 3.02 3.956"/><path d="M20.2 6 3 11l-.9-2.4c-.3-1.1.3-2.2 1.3-2.5l13.5-4c1.1-.3 2.2.3 2.5 1.3z"/><path d="M3 11h18v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><path d="m6.18 5.276 3.1 3.899"/>',
  FISH: '<path d="M6.5 12c.94-3.46 4.94-6 8.5-6 3.56 0 6.06 2.54 7 6-.94 3.47-3.44 6-7 6s-7.56-2.53-8.5-6Z"/><path d="M18 12v.5"/><path d="M16 17.93a9.77 9.77 0 0 1 0-11.86"/><path d="M7 10.67C7 8 5.58 5.97 2.73 5.5c-1 1.5-1 5 .23 6.5-1.24 1.5-1.24 5-.23 6.5C5.58 18.03 7 16 7 13.33"/><path d="M10.46 7.26C10.2 5.88 9.17 4.24 8 3h5.8a2 2 0 0 1 1.98 1.67l.23 1.4"/><path d="m16.01 17.93-.23 1.4A2 2 0 0 1 13.8 21H9.5a5.96 5.96 0 0 0 1.49-3.98"/>',
  PVP: '<path d="M12 18v4"/><path d="M2 14.499a5.5 5.5 0 0 0 9.591 3.675.6.6 0 0 1 .818.001A5.5 5.5 0 0 0 22 14.5c0-2.29-1.5-4-3-5.5l-5.492-5.312a2 2 0 0 0-3-.02L5 8.999c-1.5 1.5-3 3.2-3 5.5"/>',
  SPORTS:
    '<path d="M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2"/><path d="M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2"/><path d="M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3"/><path d="M4 22h16"/><path d="M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z"/><path d="M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3"/>',
};
/** lucide's "gamepad-2", for a category the app has no icon of its own for. */
const GAMEPAD_ICON =
  '<line x1="6" x2="10" y1="11" y2="11"/><line x1="8" x2="8" y1="9" y2="13"/><line x1="15" x2="15.01" y1="12" y2="12"/><line x1="18" x2="18.01" y1="10" y2="10"/><path d="M17.32 5H6.68a4 4 0 0 0-3.978 3.59c-.006.052-.01.101-.017.152C2.604 9.416 2 14.456 2 16a3 3 0 0 0 3 3c1 0 1.5-.5 2-1l1.414-1.414A2 2 0 0 1 9.828 16h4.344a2 2 0 0 1 1.414.586L17 18c.5.5 1 1 2 1a3 3 0 0 0 3-3c0-1.545-.604-6.584-.685-7.258-.007-.05-.011-.1-.017-.151A4 4 0 0 0 17.32 5z"/>';
const WRENCH_SVG = lucide(
  12,
  '<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z"/>',
);
const gameCard = (c: GameCardShell, variant: 'lane' | 'grid') =>
  `<li><span class="game-card game-card--${variant}"><span class="game-card__cover">${
    c.image
      ? `<img class="game-card__img" src="${escapeHtml(c.image)}" alt="">`
      : '<span class="game-card__img game-card__img--blank"></span>'
  }</span><span class="game-card__name">${escapeHtml(c.name)}</span><span class="game-card__vendor">${escapeHtml(
    c.vendor,
  )}</span></span></li>`;
/** Disabled: the shell's buttons are drawn, not usable (and take no focus in a hidden tree). */
const SHELL_BUTTON = 'type="button" tabindex="-1" disabled';
const gameArea = (a: GameAreaShell) => {
  const tabs = a.tabs
    .map(
      (t) =>
        // A category's own icon is a lazy image in the app, empty on its first render: left out
        // here too (one request fewer in front of the first paint, and no icon that the app's
        // first render takes away again).
        `<button ${SHELL_BUTTON} role="tab" aria-selected="${t.selected}" class="games-tabs__tab"><span class="games-tabs__icon">${
          t.icon ? '' : lucide(20, CATEGORY_ICONS[t.category] ?? GAMEPAD_ICON)
        }</span><span class="games-tabs__label">${escapeHtml(t.name)}</span></button>`,
    )
    .join('');
  const chips = a.chips;
  const chip = (pressed: boolean, body: string, cls = '') =>
    `<button ${SHELL_BUTTON} class="games-chip${cls}" aria-pressed="${pressed}">${body}</button>`;
  const vendorChips = chips
    ? `<div class="games-vendors">${chip(chips.selected === null, escapeHtml(chips.all))}${chips.vendors
        .map((v, i) =>
          chip(
            chips.selected === i,
            `${
              v.logo
                ? `<img class="games-chip__logo" src="${escapeHtml(v.logo)}" alt="" width="18" height="18" loading="lazy">`
                : ''
            }<span>${escapeHtml(v.name)}</span>${
              v.isNew ? `<span class="games-chip__new">${escapeHtml(chips.isNew)}</span>` : ''
            }${
              v.maintenance
                ? `<span class="games-chip__maint">${WRENCH_SVG}<span class="visually-hidden">${escapeHtml(chips.maintenance)}</span></span>`
                : ''
            }`,
            v.maintenance ? ' is-maintenance' : '',
          ),
        )
        .join('')}</div>`
    : '';
  const grid = a.cards.length
    ? `<ul class="games-grid">${a.cards.map((c) => gameCard(c, 'grid')).join('')}</ul>`
    : '';
  return `<div class="games-tabs" role="tablist">${tabs}</div><div class="games-panel">${vendorChips}${grid}</div>`;
};
const gamesShell = (g: GamesShell) =>
  `<div class="games"${g.rtl ? ' dir="rtl"' : ''}><div class="games__head"><h1 class="games__title">${escapeHtml(
    g.title,
  )}</h1></div><div class="games-search">${SEARCH_SVG}<input class="games-search__input" placeholder="${escapeHtml(
    g.searchPlaceholder,
  )}" tabindex="-1" disabled></div>${
    g.cards.length
      ? `<section class="games-popular"><h2 class="games-section-title">${FLAME_SVG} ${escapeHtml(
          g.popular,
        )}</h2><ul class="games-popular__row">${g.cards.map((c) => gameCard(c, 'lane')).join('')}</ul></section>`
      : ''
  }${g.area ? gameArea(g.area) : ''}</div>`;

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
  /** Other images the first screen shows large (/m/game's cards), fetched with the HTML. */
  images?: string[];
  /** The page's chunks, styles and language files, fetched along with the boot script. */
  preloads?: PagePreloads;
  /** The first screen's answers as JSON text (contract boot-config `FirstData`). */
  firstData?: string | null;
  /**
   * Whether the app will show the download bar (§2 screen 6, §4): the merchant has a download for
   * this device and the page is not in the native app. The shell holds its place.
   */
  downloadBar?: boolean;
  /** /m/game's first screen (title, search box, popular cards, categories, grid), drawn by the shell. */
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
      for (const href of preloads.languages)
        late.push(`<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin>`);
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
