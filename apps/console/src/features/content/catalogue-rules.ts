import {
  GAME_CATEGORY_ORDINAL_START,
  GAME_CATEGORY_ORDINAL_STEP,
} from '@member-app/contract/constants';
import type {
  CatalogueCategory,
  CatalogueGame,
  GameCatalogue,
} from '@member-app/contract/schemas/admin-games';
import { gameLanesInputSchema } from '@member-app/contract/schemas/games';

/**
 * The home game lanes as the catalogue makes them (the server's games/catalogue.ts): one lane per
 * category that has games, lanes by category ordinal, games by sort order then name, the first
 * few of each lane shown as cards on home. The editor reorders by rewriting those numbers.
 */

/** Cards per lane on home: the lanes call's default, which the member app's home asks for. */
export const HOME_LANE_CARDS: number = gameLanesInputSchema.shape.size.parse(undefined);

/** A game is one per vendor and code. */
export const gameKey = (g: Pick<CatalogueGame, 'vendorCode' | 'gameCode'>) =>
  `${g.vendorCode}/${g.gameCode}`;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface Lane {
  category: CatalogueCategory;
  games: CatalogueGame[];
}

export function lanesOf(catalogue: GameCatalogue): Lane[] {
  return [...catalogue.categories]
    .sort((a, b) => a.ordinal - b.ordinal || byText(a.code, b.code))
    .map((category) => ({
      category,
      games: catalogue.games
        .filter((g) => g.category === category.code)
        .sort((a, b) => a.sortOrder - b.sortOrder || byText(a.name, b.name)),
    }));
}

/** Whether players see a game in its lane (shown, and its vendor shown). */
export function isListed(catalogue: GameCatalogue, game: CatalogueGame): boolean {
  const vendor = catalogue.vendors.find((v) => v.code === game.vendorCode);
  return game.enabled && (vendor?.enabled ?? false);
}

/** The lanes in this order (category codes, first to last): ordinals 100, 200, … as players get. */
export function orderLanes(catalogue: GameCatalogue, codes: readonly string[]): GameCatalogue {
  const rank = new Map(codes.map((c, i) => [c, i]));
  return {
    ...catalogue,
    categories: catalogue.categories.map((c) => ({
      ...c,
      ordinal:
        GAME_CATEGORY_ORDINAL_START +
        (rank.get(c.code) ?? codes.length) * GAME_CATEGORY_ORDINAL_STEP,
    })),
  };
}

/** The games of one lane in this order (game keys): sort orders 1, 2, … */
export function orderGames(catalogue: GameCatalogue, keys: readonly string[]): GameCatalogue {
  const rank = new Map(keys.map((k, i) => [k, i + 1]));
  return {
    ...catalogue,
    games: catalogue.games.map((g) => {
      const sortOrder = rank.get(gameKey(g));
      return sortOrder === undefined ? g : { ...g, sortOrder };
    }),
  };
}

/** Moves a game to another lane, last in it. */
export function moveGameToLane(
  catalogue: GameCatalogue,
  key: string,
  category: CatalogueCategory['code'],
): GameCatalogue {
  const last = Math.max(
    0,
    ...catalogue.games.filter((g) => g.category === category).map((g) => g.sortOrder),
  );
  return {
    ...catalogue,
    games: catalogue.games.map((g) =>
      gameKey(g) === key ? { ...g, category, sortOrder: Math.min(last + 1, 32767) } : g,
    ),
  };
}

/** Adds a game, or replaces the one with the key it had before the edit. */
export function putGame(
  catalogue: GameCatalogue,
  game: CatalogueGame,
  previousKey: string | null,
): GameCatalogue {
  const games =
    previousKey === null
      ? [...catalogue.games, game]
      : catalogue.games.map((g) => (gameKey(g) === previousKey ? game : g));
  return { ...catalogue, games };
}
