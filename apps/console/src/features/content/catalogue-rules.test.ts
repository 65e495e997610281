import {
  gameCatalogueInputSchema,
  type GameCatalogue,
} from '@member-app/contract/schemas/admin-games';
import { describe, expect, it } from 'vitest';
import {
  gameKey,
  HOME_LANE_CARDS,
  isListed,
  lanesOf,
  moveGameToLane,
  orderGames,
  orderLanes,
  putGame,
} from './catalogue-rules';
import { dropInOrder } from './rules';

const game = (
  gameCode: string,
  category: 'RNG' | 'LIVE',
  sortOrder: number,
  vendorCode = 'DEMO',
) => ({
  gameCode,
  vendorCode,
  category,
  name: gameCode,
  image: '/g.png',
  providerGame: gameCode,
  sortOrder,
});

const catalogue: GameCatalogue = gameCatalogueInputSchema.parse({
  categories: [
    { code: 'RNG', name: 'Slots', ordinal: 200 },
    { code: 'LIVE', name: 'Live', ordinal: 100 },
  ],
  vendors: [
    { code: 'DEMO', name: 'Demo' },
    { code: 'OFF', name: 'Off', enabled: false },
  ],
  games: [
    game('b', 'RNG', 2),
    game('a', 'RNG', 1),
    game('c', 'RNG', 3, 'OFF'),
    game('live1', 'LIVE', 1),
  ],
});

describe('home game lanes (§3 game lane, the server catalogue order)', () => {
  it('lanes follow the category ordinal, games their sort order', () => {
    const lanes = lanesOf(catalogue);
    expect(lanes.map((l) => l.category.code)).toEqual(['LIVE', 'RNG']);
    expect(lanes[1]!.games.map((g) => g.gameCode)).toEqual(['a', 'b', 'c']);
  });
  it('home shows the lanes call default number of cards', () => {
    expect(HOME_LANE_CARDS).toBe(8);
  });
  it('a game of a hidden vendor is not listed', () => {
    const c = catalogue.games.find((g) => g.gameCode === 'c')!;
    expect(isListed(catalogue, c)).toBe(false);
    expect(isListed(catalogue, catalogue.games[0]!)).toBe(true);
  });
  it('reordering lanes renumbers ordinals 100, 200, … in the new order', () => {
    const next = orderLanes(catalogue, ['RNG', 'LIVE']);
    expect(lanesOf(next).map((l) => l.category.code)).toEqual(['RNG', 'LIVE']);
    expect(next.categories.find((c) => c.code === 'RNG')!.ordinal).toBe(100);
  });
  it('a dragged game lands in the place of the target and stays there', () => {
    const keys = lanesOf(catalogue)[1]!.games.map(gameKey);
    const next = orderGames(catalogue, dropInOrder(keys, 'DEMO/b', 'DEMO/a'));
    expect(lanesOf(next)[1]!.games.map((g) => g.gameCode)).toEqual(['b', 'a', 'c']);
    expect(gameCatalogueInputSchema.safeParse(next).success).toBe(true);
  });
  it('a game moved to another lane comes last there', () => {
    const next = moveGameToLane(catalogue, 'DEMO/a', 'LIVE');
    expect(lanesOf(next)[0]!.games.map((g) => g.gameCode)).toEqual(['live1', 'a']);
  });
  it('an edited game replaces the one it was; a new one is added', () => {
    const edited = putGame(catalogue, { ...catalogue.games[0]!, name: 'Bee' }, 'DEMO/b');
    expect(edited.games.filter((g) => g.gameCode === 'b').map((g) => g.name)).toEqual(['Bee']);
    const added = putGame(catalogue, { ...catalogue.games[0]!, gameCode: 'z' }, null);
    expect(added.games).toHaveLength(5);
  });
  it('the contract refuses a game of a vendor the catalogue does not list', () => {
    const next = putGame(
      catalogue,
      { ...catalogue.games[0]!, gameCode: 'q', vendorCode: 'NOPE' },
      null,
    );
    const result = gameCatalogueInputSchema.safeParse(next);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('unknown vendor NOPE');
  });
});
