/**
 * What the server's first-screen shells show (html.ts draws them): the sign-in pages' heading and
 * /m/game's title, popular strip, categories and first grid row, decided from the same answers and
 * texts the app's first render uses, so the shell and the app draw one screen.
 */
import {
  orderCategories,
  type GameAreaParams,
  type GameGridSelection,
} from '@member-app/contract/rules/game-area';
import { RTL_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import type { Game, GameList, GameVendors, PopularGames } from '@member-app/contract/schemas/games';
import type { FirstLoadFiles } from './first-load';
import type { GameAreaShell, GameCardShell, GamesShell, PageHeading } from './html';

/** The popular strip's cards a 390 px wide phone shows whole (112 px cards, 12 px apart). */
export const POPULAR_CARDS_ON_SCREEN = 3;
/**
 * The grid's cards in its first row on a phone (3 columns below 420 px, `games.css`): the page's
 * largest paint there (a grid card is wider than a strip's card, 114 px at 390 px, 119 px at 412).
 */
export const GRID_CARDS_ON_SCREEN = 3;
/** The grid's cards the shell draws: its first row at the widest phones' 4 columns. */
const GRID_CARDS_IN_SHELL = 4;

/** Pages whose shell draws their heading and lead, by the app's text keys (their page components). */
const PAGE_HEADINGS: Record<string, readonly [title: string, lead: string]> = {
  '/m/login': ['page_login', 'login_lead'],
  '/m/register': ['page_register', 'register_lead'],
};

export function pageHeading(
  pathname: string,
  language: UiLanguage,
  files: FirstLoadFiles,
): PageHeading | null {
  const keys = PAGE_HEADINGS[pathname];
  if (!keys) return null;
  const [title, lead] = keys.map((k) => files.text(language, k));
  // A text with a placeholder is the app's to fill in; the shell leaves the heading to it.
  if (!title || !lead || /\{\{/.test(title + lead)) return null;
  return { title, lead, rtl: RTL_LANGUAGES.includes(language) };
}

const cardShell = (g: Game): GameCardShell => ({
  image: g.image || null,
  name: g.name,
  vendor: g.vendorName,
});

/** /m/game's category tabs, vendor chips and first grid cards, as the app draws them. */
export function gameAreaShell(
  language: UiLanguage,
  vendors: GameVendors,
  selection: GameGridSelection,
  list: GameList | null,
  files: FirstLoadFiles,
): GameAreaShell | null {
  const { category, vendor } = selection;
  if (!category || !list) return null;
  const [all, isNew, maintenance] = ['all', 'game_new', 'game_maintenance'].map((k) =>
    files.text(language, k),
  );
  if (!all || !isNew || !maintenance) return null;
  return {
    tabs: orderCategories(vendors.categories).map((c) => ({
      category: c.category,
      name: c.name,
      icon: c.icon,
      selected: c.category === category.category,
    })),
    chips: category.vendors.length
      ? {
          all,
          isNew,
          maintenance,
          vendors: category.vendors.map((v) => ({
            name: v.name,
            logo: v.logo,
            isNew: v.isNew,
            maintenance: v.maintenance,
          })),
          selected: vendor ? category.vendors.findIndex((v) => v.vendor === vendor) : null,
        }
      : null,
    cards: list.list.slice(0, GRID_CARDS_IN_SHELL).map(cardShell),
  };
}

/**
 * /m/game's first screen for the shell: drawn only as the app draws it on arrival, with every text
 * the app would show. Not with a search in the address (that shows results instead of the strip
 * and the categories), nor with a trial play (§1: the game layer covers the page).
 */
export function gamesShellOf(
  params: GameAreaParams,
  language: UiLanguage,
  popular: PopularGames,
  area: GameAreaShell | null,
  files: FirstLoadFiles,
): GamesShell | null {
  if (params.q || params.trial) return null;
  const title = files.text(language, 'page_game');
  const searchPlaceholder = files.text(language, 'game_search_placeholder');
  const heading = files.text(language, 'game_popular');
  if (!title || !searchPlaceholder || !heading) return null;
  return {
    title,
    searchPlaceholder,
    popular: heading,
    // The cards a phone shows whole and the one cut by the screen's edge.
    cards: popular.list.slice(0, POPULAR_CARDS_ON_SCREEN + 1).map(cardShell),
    area,
    rtl: RTL_LANGUAGES.includes(language),
  };
}
