import { eq } from 'drizzle-orm';
import { SEA_LOTTO_MODE } from '@member-app/contract/rules/games';
import type { Db } from '../client';
import { gameCategories, games, gameVendors, merchants } from '../schema';
import type { CatalogueSnapshot, GameRow } from '../../domain/game-catalogue';

const DEMO = 'demo';
const IMG = (name: string) => `/static/demo/games/${name}.svg`;

type SeedGame = Pick<
  GameRow,
  'gameCode' | 'vendorCode' | 'category' | 'name' | 'nameCn' | 'image' | 'providerGame'
> &
  Partial<GameRow>;

const game = (g: SeedGame): GameRow => ({
  lottery: false,
  trial: false,
  hasLobby: false,
  playType: null,
  prizeMode: null,
  lottoMode: null,
  hotRank: null,
  isNew: false,
  enabled: true,
  sortOrder: 0,
  ...g,
});

/**
 * The demo merchant's catalogue. Every game is played by an engine of the built-in demo
 * vendor (providerGame: L5D, L645, DICE, SLOT). The home banners of demo-content.ts launch VNC
 * (TCG_LOTTO_VN) and fortune-dragon (DEMO). Golden Lotus and Lucky Dice are stored under the vendor
 * ids RNG and PVP: they are answered as TCG (§9 merge).
 */
export const DEMO_GAME_CATALOGUE: CatalogueSnapshot = {
  categories: [
    { code: 'ELOTT', name: 'Lottery', nameCn: '彩票', icon: IMG('cat-lottery'), ordinal: 100 },
    { code: 'RNG', name: 'Slots', nameCn: '电子', icon: IMG('cat-slots'), ordinal: 200 },
    {
      code: 'PVP',
      name: 'Cards & instant',
      nameCn: '棋牌',
      icon: IMG('cat-instant'),
      ordinal: 300,
    },
  ],
  vendors: [
    {
      code: 'TCG_LOTTO_VN',
      name: 'VN Lotto',
      nameCn: '越南彩票',
      logo: null,
      isNew: false,
      maintenance: false,
      enabled: true,
      sortOrder: 0,
    },
    {
      code: 'TCG_SEA',
      name: 'SEA Lotto',
      nameCn: '东南亚彩票',
      logo: null,
      isNew: false,
      maintenance: false,
      enabled: true,
      sortOrder: 1,
    },
    {
      code: 'LOTT',
      name: 'LOTT Lottery',
      nameCn: '乐透彩',
      logo: null,
      isNew: false,
      maintenance: false,
      enabled: true,
      sortOrder: 2,
    },
    {
      code: 'DEMO',
      name: 'Star Games',
      nameCn: '星辉游戏',
      logo: null,
      isNew: true,
      maintenance: false,
      enabled: true,
      sortOrder: 3,
    },
    {
      code: 'TCG',
      name: 'TCG Gaming',
      nameCn: 'TCG游戏',
      logo: null,
      isNew: false,
      maintenance: false,
      enabled: true,
      sortOrder: 4,
    },
  ],
  games: [
    game({
      gameCode: 'VNC',
      vendorCode: 'TCG_LOTTO_VN',
      category: 'ELOTT',
      name: 'Vietnam Lotto',
      nameCn: '越南彩',
      image: IMG('vnc'),
      providerGame: 'L5D',
      lottery: true,
      hasLobby: true,
      hotRank: 1,
      sortOrder: 0,
    }),
    game({
      gameCode: 'VN645',
      vendorCode: 'TCG_LOTTO_VN',
      category: 'ELOTT',
      name: 'Mega 6/45',
      nameCn: '越南 6/45',
      image: IMG('mega645'),
      providerGame: 'L645',
      lottery: true,
      hasLobby: true,
      sortOrder: 1,
    }),
    game({
      gameCode: 'LUCKY5D',
      vendorCode: 'LOTT',
      category: 'ELOTT',
      name: 'Lucky 5D',
      nameCn: '幸运5D',
      image: IMG('lucky5d'),
      providerGame: 'L5D',
      lottery: true,
      // No lobby of its own: it always opens on the betting view.
      hasLobby: false,
      hotRank: 3,
      sortOrder: 2,
    }),
    game({
      gameCode: 'L645',
      vendorCode: 'TCG_SEA',
      category: 'ELOTT',
      name: 'Lotto 6/45',
      nameCn: '乐透 6/45',
      image: IMG('lotto645'),
      providerGame: 'L645',
      lottery: true,
      hasLobby: true,
      lottoMode: SEA_LOTTO_MODE,
      isNew: true,
      sortOrder: 3,
    }),
    game({
      gameCode: 'fortune-dragon',
      vendorCode: 'DEMO',
      category: 'RNG',
      name: 'Fortune Dragon Slots',
      nameCn: '财神龙',
      image: IMG('fortune-dragon'),
      providerGame: 'SLOT',
      trial: true,
      hotRank: 2,
      isNew: true,
      sortOrder: 0,
    }),
    game({
      gameCode: 'golden-lotus',
      vendorCode: 'RNG',
      category: 'RNG',
      name: 'Golden Lotus',
      nameCn: '金莲',
      image: IMG('golden-lotus'),
      providerGame: 'SLOT',
      trial: true,
      sortOrder: 1,
    }),
    game({
      gameCode: 'lucky-sevens',
      vendorCode: 'TCG',
      category: 'RNG',
      name: 'Lucky Sevens',
      nameCn: '幸运七',
      image: IMG('lucky-sevens'),
      providerGame: 'SLOT',
      trial: true,
      hotRank: 4,
      sortOrder: 2,
    }),
    game({
      gameCode: 'DICE',
      vendorCode: 'PVP',
      category: 'PVP',
      name: 'Lucky Dice',
      nameCn: '幸运骰子',
      image: IMG('lucky-dice'),
      providerGame: 'DICE',
      trial: true,
      hotRank: 5,
      sortOrder: 0,
    }),
    game({
      gameCode: 'dice-duel',
      vendorCode: 'DEMO',
      category: 'PVP',
      name: 'Dice Duel',
      nameCn: '骰子对决',
      image: IMG('dice-duel'),
      providerGame: 'DICE',
      sortOrder: 1,
    }),
  ],
};

/**
 * Seeds the demo merchant's game catalogue once: idempotent (nothing when the demo has categories)
 * and safe when two instances start together (the first insert claims the categories' unique keys
 * inside the transaction; a second instance waits for it, inserts nothing and stops).
 */
export async function seedDemoGames(db: Db): Promise<void> {
  const [merchant] = await db
    .select({ code: merchants.code })
    .from(merchants)
    .where(eq(merchants.code, DEMO));
  if (!merchant) return;
  const [present] = await db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(eq(gameCategories.merchantCode, DEMO))
    .limit(1);
  if (present) return;

  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(gameCategories)
      .values(DEMO_GAME_CATALOGUE.categories.map((c) => ({ ...c, merchantCode: DEMO })))
      .onConflictDoNothing()
      .returning({ id: gameCategories.id });
    if (claimed.length === 0) return;
    await tx
      .insert(gameVendors)
      .values(DEMO_GAME_CATALOGUE.vendors.map((v) => ({ ...v, merchantCode: DEMO })))
      .onConflictDoNothing();
    await tx
      .insert(games)
      .values(DEMO_GAME_CATALOGUE.games.map((g) => ({ ...g, merchantCode: DEMO })))
      .onConflictDoNothing();
  });
}
