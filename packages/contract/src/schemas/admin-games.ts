import { z } from 'zod';
import { GAME_CATEGORIES, mergeVendorId, SEA_LOTTO_MODE } from '../rules/games';
import { imageUrlSchema } from './image-url';
import { text } from './text';

/**
 * A merchant's game catalogue as an operator writes it (`PUT /admin/merchants/:code/games`) and
 * reads it back: categories (the home game lanes, in ordinal order), vendors and games (in sort
 * order within their category). The console validates its editor with the same schema.
 */

const code = text(60).regex(/^[A-Za-z0-9_.-]{1,60}$/);
const name = text(80).trim().min(1);
const nameCn = text(80).trim().nullable().default(null);
const sortOrder = z.number().int().min(-32768).max(32767).default(0);

export const gameCategoryInputSchema = z.object({
  code: z.enum(GAME_CATEGORIES),
  name,
  nameCn,
  icon: imageUrlSchema.nullable().default(null),
  /** Display order; answered renumbered 100, 200, … (§9). */
  ordinal: z.number().int().min(0).max(1_000_000),
});

export const gameVendorInputSchema = z.object({
  code,
  name,
  nameCn,
  logo: imageUrlSchema.nullable().default(null),
  isNew: z.boolean().default(false),
  maintenance: z.boolean().default(false),
  enabled: z.boolean().default(true),
  sortOrder,
});

export const gameInputSchema = z.object({
  gameCode: code,
  /** RNG and PVP may be stored; they are answered as TCG (§9). */
  vendorCode: code,
  category: z.enum(GAME_CATEGORIES),
  name,
  nameCn,
  image: imageUrlSchema,
  providerGame: code,
  lottery: z.boolean().default(false),
  trial: z.boolean().default(false),
  hasLobby: z.boolean().default(false),
  playType: text(40).nullable().default(null),
  prizeMode: text(40).nullable().default(null),
  lottoMode: z.literal(SEA_LOTTO_MODE).nullable().default(null),
  hotRank: z.number().int().min(1).max(9999).nullable().default(null),
  isNew: z.boolean().default(false),
  enabled: z.boolean().default(true),
  sortOrder,
});

/** Every game names a listed category and vendor (RNG and PVP count as TCG); no duplicates. */
export const gameCatalogueInputSchema = z
  .object({
    categories: z.array(gameCategoryInputSchema).max(GAME_CATEGORIES.length),
    vendors: z.array(gameVendorInputSchema).max(200),
    games: z.array(gameInputSchema).max(5000),
  })
  .superRefine((value, ctx) => {
    const issue = (message: string, path: PropertyKey[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    const dup = <T>(items: T[], keyOf: (t: T) => string, path: string) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        const key = keyOf(item);
        if (seen.has(key)) issue(`duplicate ${key}`, [path, i]);
        seen.add(key);
      });
    };
    dup(value.categories, (c) => c.code, 'categories');
    dup(value.vendors, (v) => v.code, 'vendors');
    dup(value.games, (g) => `${g.vendorCode}/${g.gameCode}`, 'games');
    const categories = new Set(value.categories.map((c) => c.code));
    const vendors = new Set(value.vendors.map((v) => mergeVendorId(v.code)));
    value.games.forEach((g, i) => {
      if (!categories.has(g.category))
        issue(`unknown category ${g.category}`, ['games', i, 'category']);
      if (!vendors.has(mergeVendorId(g.vendorCode)))
        issue(`unknown vendor ${g.vendorCode}`, ['games', i, 'vendorCode']);
    });
  })
  .meta({ id: 'AdminGameCatalogue' });
export type GameCatalogueInput = z.input<typeof gameCatalogueInputSchema>;
export type GameCatalogue = z.output<typeof gameCatalogueInputSchema>;
export type CatalogueGame = GameCatalogue['games'][number];
export type CatalogueVendor = GameCatalogue['vendors'][number];
export type CatalogueCategory = GameCatalogue['categories'][number];
