import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@member-app/contract/errors';
import { CATALOGUE_BODY_LIMIT } from '@member-app/contract/rules/games';
import { gameCatalogueInputSchema } from '@member-app/contract/schemas/admin-games';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { CatalogueSnapshot } from '../../domain/game-catalogue';

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
        response: { 200: envelope(gameCatalogueInputSchema), '4xx': errorEnvelope },
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
        body: gameCatalogueInputSchema,
        response: { 200: envelope(gameCatalogueInputSchema), '4xx': errorEnvelope },
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
