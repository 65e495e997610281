import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { CHAT_LANGUAGES, MEMBER_TYPE } from '@member-app/contract/constants';
import {
  BUILT_IN_CHAT_PATH,
  chatLanguageFor,
  MEMBER_AREA_ERROR_CODES,
  type ChatLanguage,
} from '@member-app/contract/rules/member-area';
import {
  chatSendSchema,
  chatThreadSchema,
  csScriptInputSchema,
  csScriptSchema,
  emptyInputSchema,
  launchChatInputSchema,
  launchChatSchema,
  unreadCountSchema,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import { headerLanguage } from '../../lib/request-language';
import { chatMessages, chatThreads } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { relayRoute } from '../../lib/relay';
import { notLoggedIn } from '../session/service';
import { memberLabel } from '../vip/service';
import { customerServiceFor } from './service';
import { markSeen, threadMessages, threadOf, unreadCount } from './repository';

/** A new acknowledgement is sent when the last one is older than this. */
const ACK_AFTER_MS = 30 * 60_000;
/**
 * The automatic acknowledgement in each §9 chat language (EN, CN, TW, RU, TH, VI, JA, PT, ES, AR);
 * a language without a text gets English.
 */
const ACK_TEXT: Partial<Record<ChatLanguage, string>> & { EN: string } = {
  EN: 'Thanks for your message! A support agent will reply shortly; our average reply time is under 2 minutes.',
  CN: '感谢您的留言！客服人员将尽快回复，平均回复时间少于 2 分钟。',
  TW: '感謝您的留言！客服人員將盡快回覆，平均回覆時間少於 2 分鐘。',
  RU: 'Спасибо за сообщение! Специалист поддержки скоро ответит; среднее время ответа — менее 2 минут.',
  TH: 'ขอบคุณสำหรับข้อความของคุณ! เจ้าหน้าที่ฝ่ายบริการจะตอบกลับในไม่ช้า เวลาตอบกลับเฉลี่ยของเราไม่เกิน 2 นาที',
  VI: 'Cảm ơn bạn đã nhắn tin! Nhân viên hỗ trợ sẽ sớm trả lời; thời gian phản hồi trung bình của chúng tôi dưới 2 phút.',
  JA: 'メッセージありがとうございます！担当者がまもなく返信いたします。平均返信時間は2分以内です。',
  PT: 'Obrigado pela sua mensagem! Um agente de suporte responderá em breve; o nosso tempo médio de resposta é inferior a 2 minutos.',
  ES: '¡Gracias por tu mensaje! Un agente de soporte te responderá en breve; nuestro tiempo medio de respuesta es inferior a 2 minutos.',
  AR: 'شكرًا على رسالتك! سيرد عليك أحد موظفي الدعم قريبًا، ومتوسط وقت الرد لدينا أقل من دقيقتين.',
};

/** How long the language a chat was launched in (CBS_launchChat) is remembered for its thread. */
const CHAT_LANGUAGE_TTL_S = 30 * 24 * 3600;
const chatLanguageKey = (threadId: number) => `chat:language:${threadId}`;

/** Customer service: the entries a member sees and the built-in support chat (SPEC §3, §5, §6, §7). */
export const supportChatRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const member = (request: FastifyRequest) => {
    if (!request.member) throw notLoggedIn();
    return request.member;
  };

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
      const labelId = request.member
        ? ((await memberLabel(app.db, request.member.id))?.id ?? null)
        : null;
      return { entries: await customerServiceFor(app.db, merchant, labelId, input.csPosition) };
    },
  });

  /** §5 "Chat: CBS3 must be on; guests go to login; type 4 users get a no-permission message." */
  const chatMember = async (request: FastifyRequest) => {
    const { merchant } = await request.merchantContext();
    if (!merchant.settings.whitelabelVal.CBS3)
      throw new AppError(
        403,
        MEMBER_AREA_ERROR_CODES.CHAT_DISABLED,
        'Customer chat is not available on this site',
      );
    const who = member(request);
    if (who.type === MEMBER_TYPE.RESTRICTED)
      throw new AppError(
        403,
        MEMBER_AREA_ERROR_CODES.CHAT_NO_PERMISSION,
        'Your account has no permission to use customer chat',
      );
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
      unReadCount: await unreadCount(app.db, (await chatMember(request)).id),
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
      const who = await chatMember(request);
      const thread = await threadOf(app.db, who.merchantCode, who.id);
      await app.cache.set(
        chatLanguageKey(thread.id),
        input.language ?? chatLanguageFor(headerLanguage(request)),
        CHAT_LANGUAGE_TTL_S,
      );
      return {
        chatUrl: `${request.protocol}://${request.host}${BUILT_IN_CHAT_PATH}?thread=${thread.id}`,
      };
    },
  });

  /** §9 the language the thread was launched in, else the request's Language header, mapped. */
  const chatLanguageOf = async (
    request: FastifyRequest,
    threadId: number,
  ): Promise<ChatLanguage> => {
    const launched = await app.cache.get(chatLanguageKey(threadId));
    return launched && (CHAT_LANGUAGES as readonly string[]).includes(launched)
      ? (launched as ChatLanguage)
      : chatLanguageFor(headerLanguage(request));
  };

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
    async (request) => {
      const who = await chatMember(request);
      const thread = await threadOf(app.db, who.merchantCode, who.id);
      await markSeen(app.db, thread.id, new Date(app.now()));
      return ok({ threadId: thread.id, messages: await threadMessages(app.db, thread.id) });
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
    async (request) => {
      const who = await chatMember(request);
      const thread = await threadOf(app.db, who.merchantCode, who.id);
      const now = new Date(app.now());
      await app.db
        .insert(chatMessages)
        .values({ threadId: thread.id, author: 'member', body: request.body.body, createdAt: now });
      const ackDue = !thread.lastAckAt || now.getTime() - thread.lastAckAt.getTime() > ACK_AFTER_MS;
      if (ackDue) {
        await app.db.insert(chatMessages).values({
          threadId: thread.id,
          author: 'bot',
          authorName: null,
          body: ACK_TEXT[await chatLanguageOf(request, thread.id)] ?? ACK_TEXT.EN,
          createdAt: new Date(now.getTime() + 1),
          // The member is looking at the chat that answers this request.
          seenAt: now,
        });
      }
      await app.db
        .update(chatThreads)
        .set({ updatedAt: now, ...(ackDue ? { lastAckAt: now } : {}) })
        .where(eq(chatThreads.id, thread.id));
      return ok({ threadId: thread.id, messages: await threadMessages(app.db, thread.id) });
    },
  );
};
