import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@member-app/contract/errors';
import { PREVIEW_TTL_SECONDS } from '@member-app/contract/rules/preview';
import { merchantParamsSchema } from '@member-app/contract/schemas/admin';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { CATALOGUE_BODY_LIMIT } from '@member-app/contract/rules/games';
import type { OperatorRight } from '@member-app/contract/rules/operators';
import {
  contentPreviewSchema,
  gamesPreviewInputSchema,
  itemPreviewInputSchema,
  previewTokenParamsSchema,
} from '@member-app/contract/schemas/preview';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { actorOf, audit } from '../operators/service';
import { adminDoc } from './route-docs';

/** An origin as browsers send it (scheme, host, port). */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The page the operator's console runs on, the only one the preview may be framed by. A console
 * on another origin calls with CORS, and its browser names that origin; the console served here
 * calls its own origin, whose Origin its browser sends as "null" (its pages send no referrer), so
 * the origin is the request's own: the scheme and host the browser used. Never a value the page
 * supplies itself.
 */
function consoleOriginOf(request: FastifyRequest): string {
  const sent = request.headers.origin;
  if (sent && ORIGIN.test(sent)) return sent;
  return `${request.protocol}://${request.host}`;
}

/** Who asks for a preview: the only operator who may change its draft, and their console's page. */
const ownerOf = (request: FastifyRequest) => {
  const actor = actorOf(request);
  return {
    operator: { id: actor.id, username: actor.username },
    consoleOrigin: consoleOriginOf(request),
  };
};

/** The preview's two calls for one kind of draft: its right and its largest body. */
interface PreviewCalls {
  path: string;
  right: OperatorRight;
  body: typeof itemPreviewInputSchema | typeof gamesPreviewInputSchema;
  bodyLimit?: number;
  what: string;
}

/**
 * The console's live preview: an unsaved content item, or the game catalogue of the "Games and
 * lanes" editor, kept for a few minutes under a random token. Nothing is stored in the content
 * tables: players never get a draft, only the member app opened with the token (in the console's
 * phone frame) shows it. Each kind of draft needs what saving it needs: items `content.write`,
 * the catalogue `games.write` and the catalogue's body size.
 */
export function previewAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: envelope(contentPreviewSchema), '4xx': errorEnvelope };

  const previewCalls = ({ path, right, body, bodyLimit, what }: PreviewCalls) => {
    const doc = adminDoc(right, `Preview ${what}`);
    app.post(
      path,
      {
        config: { right },
        ...(bodyLimit ? { bodyLimit } : {}),
        schema: {
          ...doc,
          description: `${doc.description}\n\nAnswers a token that works for ${PREVIEW_TTL_SECONDS / 60} minutes, for this merchant and operator, and the member app's path that shows the draft (open it on one of the merchant's domains, framed by the console's page).`,
          params: merchantParamsSchema,
          body,
          response: answer,
        },
      },
      async (request) => {
        const { code } = request.params;
        const merchant = await app.merchants.findByCode(code);
        if (!merchant) throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'Unknown merchant');
        const preview = await app.contentPreview.create(code, ownerOf(request), request.body);
        // Who opened a preview of what, once; the versions typed after it change nothing stored.
        await audit(request, {
          action: `${request.body.type}.preview`,
          merchantCode: code,
          targetType: request.body.type,
          targetId: request.body.id,
          after: request.body.item,
        });
        return ok({ ...preview, domain: merchant.domains[0] ?? null });
      },
    );

    app.put(
      `${path}/:token`,
      {
        config: { right },
        ...(bodyLimit ? { bodyLimit } : {}),
        schema: {
          ...adminDoc(right, `The next version of ${what} previewed`),
          description: `The same token shows the new draft, for another ${PREVIEW_TTL_SECONDS / 60} minutes. 404: the token expired or is not this operator’s for this merchant and call (ask for a new one).`,
          params: merchantParamsSchema.extend(previewTokenParamsSchema.shape),
          body,
          response: answer,
        },
      },
      async (request) => {
        const { code, token } = request.params;
        const merchant = await app.merchants.findByCode(code);
        if (!merchant) throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'Unknown merchant');
        const preview = await app.contentPreview.update(
          token,
          code,
          ownerOf(request),
          request.body,
        );
        if (!preview) throw notFound('This preview has expired');
        // Nothing stored changes (the draft lives 10 minutes in the cache): not an audited write.
        request.audited = true;
        return ok({ ...preview, domain: merchant.domains[0] ?? null });
      },
    );
  };

  previewCalls({
    path: '/admin/merchants/:code/preview',
    right: 'content.write',
    body: itemPreviewInputSchema,
    what: 'an unsaved content item',
  });
  previewCalls({
    path: '/admin/merchants/:code/preview/games',
    right: 'games.write',
    body: gamesPreviewInputSchema,
    bodyLimit: CATALOGUE_BODY_LIMIT,
    what: "an unsaved game catalogue (home's lanes)",
  });
}
