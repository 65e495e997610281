import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { ERROR_CODES } from '@member-app/contract/errors';
import { GAME_CATEGORIES, mergeVendorId, SEA_LOTTO_MODE } from '@member-app/contract/rules/games';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { CatalogueSnapshot } from '../../domain/game-catalogue';

const code = z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/);
const name = text(80).trim().min(1);
const nameCn = text(80).trim().nullable().default(null);
/** An image of this site or of an https host; never a script URL. */
const imageUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>\\]*$/, 'a path of this site or an https address');
const sortOrder = z.number().int().min(-32768).max(32767).default(0);

/**
 * The largest catalogue the schema takes: 5000 games and 200 vendors with every field at its
 * longest, in 3-byte UTF-8 characters where the field allows them, is 13.2 MB of JSON
 * (admin-catalogue.test.ts sends it). Exported for that test.
 */
export const CATALOGUE_BODY_LIMIT = 16 * 1024 * 1024;

const catalogueSchema = z
  .object({
    categories: z
      .array(
        z.object({
          code: z.enum(GAME_CATEGORIES),
          name,
          nameCn,
          icon: imageUrl.nullable().default(null),
          /** Display order; answered renumbered 100, 200, … (§9). */
          ordinal: z.number().int().min(0).max(1_000_000),
        }),
      )
      .max(GAME_CATEGORIES.length),
    vendors: z
      .array(
        z.object({
          code,
          name,
          nameCn,
          logo: imageUrl.nullable().default(null),
          isNew: z.boolean().default(false),
          maintenance: z.boolean().default(false),
          enabled: z.boolean().default(true),
          sortOrder,
        }),
      )
      .max(200),
    games: z
      .array(
        z.object({
          gameCode: code,
          /** RNG and PVP may be stored; they are answered as TCG (§9). */
          vendorCode: code,
          category: z.enum(GAME_CATEGORIES),
          name,
          nameCn,
          image: imageUrl,
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
        }),
      )
      .max(5000),
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

const params = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * Operator API of the game catalogue (ARCHITECTURE "operator side": games), registered behind the
 * operator-token gate: read and replace a merchant's catalogue. A
 * replacement drops the cached catalogue, so players see it on their next request.
 */
export async function gameAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['admin'], security: [{ operatorToken: [] }], params };
  const assertMerchant = async (code: string) => {
    if (!(await app.merchants.findByCode(code)))
      throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'Unknown merchant');
  };

  app.get(
    '/admin/merchants/:code/games',
    {
      schema: {
        ...common,
        summary: "Read a merchant's game catalogue (categories, vendors, games) as stored",
        response: { 200: envelope(catalogueSchema), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      await assertMerchant(request.params.code);
      return ok(await app.games.catalogue.load(request.params.code));
    },
  );

  app.put(
    '/admin/merchants/:code/games',
    {
      // The largest catalogue the schema takes (5000 games) is over a megabyte of JSON; the
      // server-wide limit stays small for every other call.
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: {
        ...common,
        summary: "Replace a merchant's game catalogue",
        description:
          'Every game names a listed category and vendor (RNG and PVP count as TCG). Answers the stored catalogue.',
        body: catalogueSchema,
        response: { 200: envelope(catalogueSchema), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { code: merchantCode } = request.params;
      await assertMerchant(merchantCode);
      await app.games.catalogue.replace(merchantCode, request.body satisfies CatalogueSnapshot);
      return ok(await app.games.catalogue.load(merchantCode));
    },
  );
}
