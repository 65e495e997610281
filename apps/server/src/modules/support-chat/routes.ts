import type { FastifyRequest } from 'fastify';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  BUILT_IN_CHAT_PATH,
  CHAT_WAIT_MS,
  chatLanguageFor,
} from '@member-app/contract/rules/member-area';
import {
  chatSendSchema,
  chatThreadSchema,
  chatWaitQuerySchema,
  csScriptInputSchema,
  csScriptSchema,
  emptyInputSchema,
  launchChatInputSchema,
  launchChatSchema,
  unreadCountSchema,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { relayRoute } from '../../lib/relay';
import { headerLanguage } from '../../lib/request-language';
import { memberOf } from '../session/service';

/** Customer service: the entries a member sees and the built-in support chat (SPEC §3, §5, §6, §7). */
export const supportChatRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  // ----- Customer service (§3 entries, §5 chat rules, §6 label filter) -----

  relayRoute(app, 'WPSCORE_getCustomerServiceScript', {
    input: csScriptInputSchema,
    value: csScriptSchema,
    auth: 'optional',
    tags: ['member-area'],
    summary:
      'Customer-service entries for this visitor, filtered by VIP label (§6), paths encoded (§3)',
    handler: async (request, input) => {
      const { merchant } = await request.merchantContext();
      const memberId = request.member?.id ?? null;
      return { entries: await app.supportChat.entries(merchant, memberId, input.csPosition) };
    },
  });

  /** The member of a chat call, once the merchant and the member may use the chat (§5). */
  const chatMember = async (request: FastifyRequest) => {
    const { merchant } = await request.merchantContext();
    const who = memberOf(request);
    app.supportChat.assertChatAllowed(merchant, who);
    return who;
  };

  relayRoute(app, 'CBS_unreadCount', {
    input: emptyInputSchema,
    value: unreadCountSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: '§3 chat unReadCount: support replies the member has not seen',
    description:
      'Errors: chat.disabled (CBS3 off), chat.no.permission (member type 4), customer.not.login',
    handler: async (request) => ({
      unReadCount: await app.supportChat.unreadCount(await chatMember(request)),
    }),
  });

  relayRoute(app, 'CBS_launchChat', {
    input: launchChatInputSchema,
    value: launchChatSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: '§3 chatUrl of the support chat (the built-in chat of this server)',
    description:
      '§9 `language` (one of EN, CN, TW, RU, TH, VI, JA, PT, ES, AR; else the Language header mapped ' +
      'the same way) is the language of the chat’s automatic texts. ' +
      'Errors: chat.disabled (CBS3 off), chat.no.permission (member type 4), customer.not.login, validation.failed',
    handler: async (request, input) => {
      const threadId = await app.supportChat.launch(
        await chatMember(request),
        input.language ?? chatLanguageFor(headerLanguage(request)),
      );
      return {
        chatUrl: `${request.protocol}://${request.host}${BUILT_IN_CHAT_PATH}?thread=${threadId}`,
      };
    },
  });

  app.get(
    `${BUILT_IN_CHAT_PATH}/messages`,
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary: "The member's support chat; reading marks support replies as seen",
        response: { 200: envelope(chatThreadSchema), ...responses },
      },
    },
    async (request) => ok(await app.supportChat.read(await chatMember(request))),
  );

  // A long-poll rather than server-sent events: the app's calls carry the member's token in the
  // Authorization header, which EventSource cannot send, and @fastify/sse needs a newer Node than
  // the one production runs (20.19).
  app.get(
    `${BUILT_IN_CHAT_PATH}/messages/wait`,
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary:
          'The open chat waits for a message newer than `after`: answered as soon as support replies (on any instance), else after 25 s',
        description:
          'Answers the conversation like GET messages (support replies marked seen). The app asks again at once; while this call fails it polls GET messages instead.',
        querystring: chatWaitQuerySchema,
        response: { 200: envelope(chatThreadSchema), ...responses },
      },
    },
    async (request, reply) => {
      const who = await chatMember(request);
      const gone = new AbortController();
      // The member closed the chat or lost the connection before an answer: stop waiting.
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      const conversation = await app.supportChat.waitForMessages(
        who,
        request.query.after,
        CHAT_WAIT_MS,
        gone.signal,
      );
      if (app.supportChat.closing()) reply.header('connection', 'close');
      return ok(conversation ?? { threadId: null, messages: [] });
    },
  );

  app.post(
    `${BUILT_IN_CHAT_PATH}/messages`,
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary:
          'The member sends a message; an automatic acknowledgement follows when none was sent lately',
        body: chatSendSchema,
        response: { 200: envelope(chatThreadSchema), ...responses },
      },
    },
    async (request) =>
      ok(
        await app.supportChat.send(
          await chatMember(request),
          request.body.body,
          headerLanguage(request),
        ),
      ),
  );
};
