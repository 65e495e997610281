// Tables of the game catalogue (see schema-core.ts for the conventions). Re-exported from schema.ts.
// Every table carries merchant_code: each merchant (white-label tenant) has its own catalogue.
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameCategoryCode, SEA_LOTTO_MODE } from '@member-app/contract/rules/games';
import { merchantCode, sortOrder } from './schema-columns';

/** A game vendor (provider) of a merchant. RNG and PVP are answered as TCG (§9). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameCn: text('name_cn'),
    logo: text('logo'),
    isNew: boolean('is_new').notNull().default(false),
    /** Launches answer game.vendor.maintenance while set; the games stay listed. */
    maintenance: boolean('maintenance').notNull().default(false),
    /** Switched off: its games are neither listed nor launched. */
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: sortOrder(),
  },
  (t) => [uniqueIndex('game_vendors_merchant_code_uq').on(t.merchantCode, t.code)],
);

/** A game category of a merchant; shown in ordinal order (§9 ordinals start at 100, step 100). */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    code: text('code').$type<GameCategoryCode>().notNull(),
    name: text('name').notNull(),
    nameCn: text('name_cn'),
    icon: text('icon'),
    ordinal: integer('ordinal').notNull(),
  },
  (t) => [uniqueIndex('game_categories_merchant_code_uq').on(t.merchantCode, t.code)],
);

/** A game of a merchant's catalogue, and which engine of the vendor plays it. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    gameCode: text('game_code').notNull(),
    /** The vendor id as the operator stored it (RNG and PVP included: they are merged when read). */
    vendorCode: text('vendor_code').notNull(),
    category: text('category').$type<GameCategoryCode>().notNull(),
    name: text('name').notNull(),
    nameCn: text('name_cn'),
    image: text('image').notNull(),
    /** The vendor's own game id that plays it (for the demo vendor: L5D, L645, DICE, SLOT). */
    providerGame: text('provider_game').notNull(),
    /** Lotteries launch through the §3 relay variant, need login and have no trial. */
    lottery: boolean('lottery').notNull().default(false),
    trial: boolean('trial').notNull().default(false),
    hasLobby: boolean('has_lobby').notNull().default(false),
    playType: text('play_type'),
    prizeMode: text('prize_mode'),
    /** §3 lottoMode this lottery accepts (SEA_Tradition_Mobile), besides the TCG_SEA vendor's. */
    lottoMode: text('lotto_mode').$type<typeof SEA_LOTTO_MODE>(),
    /** Rank among the popular games (1 first); null when not hot. */
    hotRank: smallint('hot_rank'),
    isNew: boolean('is_new').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex('games_merchant_vendor_code_uq').on(t.merchantCode, t.vendorCode, t.gameCode),
    index('games_merchant_category_idx').on(t.merchantCode, t.category),
  ],
);
