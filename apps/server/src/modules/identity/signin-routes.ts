import type { MessageKey } from '../../lib/messages/en';
import { message } from '../../lib/messages/catalogue';
import { playerLanguage } from '../../lib/player-language';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  IDENTITY_MESSAGE_TYPE,
  IDENTITY_PATHS,
  identitySigninFormSchema,
  identitySigninQuerySchema,
} from '@member-app/contract/schemas/identity';
import type { App } from '../../lib/app-instance';
import { merchantOf, refusePage, sendPage } from './page-reply';
import { newNonce, resultPage, signinPage, signinTitle } from './pages';
import { allowedOrigin, signinRefusal } from './sign-in-window';

/** The built-in provider's keys (JWKS) and its sign-in window (§4 Firebase login, §9 popup). */
export function signinRoutes(app: App) {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  app.get(
    IDENTITY_PATHS.jwks,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary: 'Public keys (JWKS) of the built-in identity provider, to verify its id tokens',
        response: {
          200: z.object({ keys: z.array(z.looseObject({ kty: z.string(), kid: z.string() })) }),
          ...responses,
        },
      },
    },
    async (_request, reply) => {
      // A few minutes: a rotated key is published long before it signs anything that must verify.
      reply.header('cache-control', 'public, max-age=300');
      return (await app.identity.builtin.jwks()) as { keys: { kty: string; kid: string }[] };
    },
  );

  app.get(
    IDENTITY_PATHS.signin,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'The sign-in window of the built-in identity provider (§4 Firebase login, §9 popup 500x600); HTML',
        description:
          'Query channel (google, facebook, twitter, line) and origin (the app origin the result is posted to). ' +
          'Answers 400 with an HTML page for a channel the merchant does not offer or an origin that is not one of its sites.',
        querystring: z.object({
          channel: text(32).optional(),
          origin: text(2048).optional(),
        }),
      },
    },
    async (request, reply) => {
      const merchant = await merchantOf(request);
      // §9 the window speaks the player's language (the browser's, as the app chose it).
      const lang = playerLanguage(request);
      const refuse = (status: number, title: MessageKey, text: string) =>
        refusePage(reply, status, message(lang, title), text, lang);
      if (!merchant) return refuse(404, 'id_unavailable', message(lang, 'id_no_site'));
      const query = identitySigninQuerySchema.safeParse(request.query);
      if (!query.success) {
        return refuse(400, 'id_unavailable', message(lang, 'id_link_incomplete'));
      }
      const { channel, origin } = query.data;
      const refusal = signinRefusal(merchant, channel, origin, request.host);
      if (refusal) return refuse(400, 'id_unavailable', refusal);
      const nonce = newNonce();
      return sendPage(
        reply,
        nonce,
        200,
        signinPage({
          lang,
          nonce,
          merchantName: merchant.settings.name,
          channel,
          origin: allowedOrigin(origin, merchant, request.host)!,
        }),
      );
    },
  );

  app.post(
    IDENTITY_PATHS.signin,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Signs in with the account picked in the window (form post); HTML that posts the id token to the app',
        description:
          "The page posts {type, ok: true, channel, idToken} to window.opener at `origin` (only the merchant's own sites) " +
          'and closes. Same refusals as GET.',
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({
          channel: text(32).optional(),
          origin: text(2048).optional(),
          email: text(320).optional(),
          displayName: text(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const merchant = await merchantOf(request);
      const lang = playerLanguage(request);
      const refuse = (status: number, title: MessageKey, text: string) =>
        refusePage(reply, status, message(lang, title), text, lang);
      if (!merchant) return refuse(404, 'id_unavailable', message(lang, 'id_no_site'));
      const form = identitySigninFormSchema.safeParse(request.body);
      if (!form.success) {
        const fields = new Set(form.error.issues.map((i) => String(i.path[0])));
        const text = message(
          lang,
          fields.has('channel') || fields.has('origin') ? 'id_link_incomplete' : 'id_form_invalid',
        );
        return refuse(400, 'id_failed', text);
      }
      const { channel, origin, email, displayName } = form.data;
      const refusal = signinRefusal(merchant, channel, origin, request.host);
      if (refusal) return refuse(400, 'id_unavailable', refusal);
      const idToken = await app.identity.builtin.issue(merchant, {
        method: channel,
        email,
        displayName,
      });
      const nonce = newNonce();
      return sendPage(
        reply,
        nonce,
        200,
        resultPage(
          lang,
          nonce,
          signinTitle(lang, channel, merchant.settings.name),
          { type: IDENTITY_MESSAGE_TYPE, ok: true, channel, idToken },
          allowedOrigin(origin, merchant, request.host)!,
        ),
      );
    },
  );
}
