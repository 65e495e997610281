import { describe, expect, it } from 'vitest';
import { gameGridSelection, readGameArea } from '../src/rules/game-area';
import type { GameCategory } from '../src/schemas/games';

const vendor = (id: string) => ({
  vendor: id,
  name: id,
  logo: null,
  isNew: false,
  maintenance: false,
});
// As GCSGAME_newGameVendor may list them: not in display order.
const categories: GameCategory[] = [
  {
    category: 'RNG',
    name: 'Slots',
    ordinal: 200,
    icon: null,
    vendors: [vendor('TCG'), vendor('DEMO')],
  },
  { category: 'ELOTT', name: 'Lottery', ordinal: 100, icon: null, vendors: [vendor('LOTT')] },
];
const grid = (search: string, list = categories) => {
  const s = gameGridSelection(list, readGameArea(search));
  return { category: s.category?.category ?? null, vendor: s.vendor, filter: s.filter };
};

/**
 * /m/game's grid for its address: the app lists it, and the server sends its first page with the
 * page (boot-config FirstData.gameList), so both must pick the same.
 */
describe('§2 /m/game: what the grid lists for the address', () => {
  it('§9 the first category in ordinal order when the address names none, or one that does not exist', () => {
    const first = { category: 'ELOTT', vendor: null, filter: { category: 'ELOTT' } };
    expect(grid('')).toEqual(first);
    expect(grid('?category=FISH')).toEqual(first);
  });

  it("the address's category, and its vendor when the category has it (§9 RNG and PVP are TCG)", () => {
    expect(grid('?category=RNG&vendor=DEMO')).toEqual({
      category: 'RNG',
      vendor: 'DEMO',
      filter: { category: 'RNG', vendor: 'DEMO' },
    });
    expect(grid('?category=RNG&vendor=PVP').filter).toEqual({ category: 'RNG', vendor: 'TCG' });
    expect(grid('?category=RNG&vendor=LOTT')).toEqual({
      category: 'RNG',
      vendor: null,
      filter: { category: 'RNG' },
    });
  });

  it("a search lists its results (trimmed) instead of a category's games", () => {
    expect(grid('?category=RNG&q=%20dice%20')).toEqual({
      category: null,
      vendor: null,
      filter: { q: 'dice' },
    });
  });

  it('nothing to list without categories', () => {
    expect(grid('', [])).toEqual({ category: null, vendor: null, filter: null });
  });
});
