import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHAT_LANGUAGES, MEMBER_TYPE } from '@member-app/contract/constants';
import {
  CHAT_INBOX_WAITS_PER_OPERATOR,
  CHAT_WAIT_MS,
  chatLanguageFor,
  MEMBER_AREA_ERROR_CODES,
  type ChatLanguage,
  type CsPosition,
  type CsType,
} from '@member-app/contract/rules/member-area';
import { csPathKey, encodeCsPath } from '@member-app/contract/rules/cs-path';
import type { CsEntry } from '@member-app/contract/schemas/member-area';
import type { Db } from '../../db/client';
import type { Merchant } from '../../domain/merchant';
import { AppError, TooManyRequests } from '../../lib/errors';
import type { AuthMember } from '../session/types';
import { filterByLabel } from '../vip/service';
import {
  addMessages,
  csEntries,
  lastMessageId,
  markSeen,
  merchantLastMessageId,
  replaceCsEntries,
  threadById,
  threadMessages,
  threadOf,
  threadsOf,
  unansweredCount,
  unreadCount,
} from './repository';

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
/** The bus topic of a thread's new messages, heard by every instance (Redis pub/sub). */
const threadTopic = (threadId: number) => `chat:thread:${threadId}`;
/** The bus topic of any new message in a merchant's threads: the operators' inbox listens. */
const merchantTopic = (merchantCode: string) => `chat:merchant:${merchantCode}`;

/** The entries this visitor may use, their paths encoded with a fresh key (§3). */
async function customerServiceFor(
  db: Db,
  merchant: { code: string; settings: { customerService: string | null } },
  labelId: number | null,
  position?: CsPosition,
): Promise<CsEntry[]> {
  const rows = await csEntries(db, merchant.code, position);
  const key = csPathKey(randomBytes(8));
  const entries = filterByLabel(rows, labelId).map((r) => ({
    csType: r.csType as CsType,
    csPosition: r.csPosition as CsPosition,
    title: r.title,
    path: encodeCsPath(r.url, key),
    labelIds: r.labelIds,
  }));
  // A merchant without configured entries still has its site-settings address (§3 customerService).
  if (entries.length === 0 && rows.length === 0 && merchant.settings.customerService) {
    entries.push({
      csType: 'LIVECHAT',
      csPosition: position ?? 'CHAT',
      title: 'Customer service',
      path: encodeCsPath(merchant.settings.customerService, key),
      labelIds: [],
    });
  }
  return entries;
}

/** The member's thread, made on first use. */

/**
 * Customer service (SPEC §3, §5, §6, §7): the entries a visitor sees, filtered by its VIP label, and
 * the built-in support chat with its automatic acknowledgement, for members and operators.
 */
export function createSupportChatService(
  app: FastifyInstance,
  labels: { labelIdOf(memberId: number): Promise<number | null> },
) {
  const db = app.db;
  const threadNotFound = () =>
    new AppError(404, MEMBER_AREA_ERROR_CODES.THREAD_NOT_FOUND, 'No such chat thread');

  /** §9 the language the thread was launched in, else the request's (mapped) language. */
  async function chatLanguageOf(threadId: number, requested: string | null): Promise<ChatLanguage> {
    const launched = await app.cache.get(chatLanguageKey(threadId));
    return launched && (CHAT_LANGUAGES as readonly string[]).includes(launched)
      ? (launched as ChatLanguage)
      : chatLanguageFor(requested);
  }

  /**
   * The merchant's thread: another merchant's thread is as unknown as a missing one, so an
   * operator of one merchant learns nothing about another's (merchant isolation).
   */
  async function merchantThread(merchantCode: string, threadId: number) {
    const found = await threadById(db, threadId);
    if (!found || found.merchantCode !== merchantCode) throw threadNotFound();
    return found;
  }

  const thread = (who: AuthMember) => threadOf(db, who.merchantCode, who.id);

  /** Waiting calls still open, answered at once when the server closes. */
  const waiting = new Set<() => void>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const end of waiting) end();
  });

  /**
   * Holds a waiting call until `ready()` holds, re-checked after each message heard on `topic` (on
   * any instance), or until `waitMs` pass, the caller goes away or the server closes. Listening
   * starts before each check, so a message written in between is never missed; a message about
   * something else (another instance's test, a wake-up that changed nothing) keeps it waiting.
   */
  async function waitUntil(
    topic: string,
    ready: () => Promise<boolean>,
    waitMs: number,
    signal: AbortSignal,
  ) {
    let wake = () => {};
    let over = false;
    const end = () => {
      over = true;
      wake();
    };
    const stop = app.invalidation.subscribe(topic, () => wake());
    const timer = setTimeout(end, waitMs);
    waiting.add(end);
    signal.addEventListener('abort', end, { once: true });
    try {
      while (!over && !signal.aborted) {
        const woken = new Promise<void>((resolve) => (wake = resolve));
        if (await ready()) return;
        await woken;
      }
    } finally {
      stop();
      clearTimeout(timer);
      waiting.delete(end);
      signal.removeEventListener('abort', end);
    }
  }

  /** Inbox waiting calls held now on this instance, per operator (bounded, see below). */
  const inboxWaits = new Map<string, number>();

  /** A page of the merchant's threads for operators, with the member's unanswered count. */
  async function threads(merchantCode: string, page: number, size: number) {
    const { items, total } = await threadsOf(db, merchantCode, page, size);
    return {
      total,
      items: await Promise.all(
        items.map(async (r) => ({
          ...r,
          updatedAt: r.updatedAt.getTime(),
          unanswered: await unansweredCount(db, r.threadId),
        })),
      ),
    };
  }

  /** Wakes the open chats and inboxes, on every instance, that show this thread. */
  async function announce(merchantCode: string, threadId: number) {
    // The message is written either way: a waiting call whose wake-up is lost still polls.
    await Promise.all(
      [threadTopic(threadId), merchantTopic(merchantCode)].map((topic) =>
        app.invalidation
          .publish(topic)
          .catch((err: unknown) => app.log.warn({ err }, 'chat wake-up not published')),
      ),
    );
  }
  const conversation = async (threadId: number) => ({
    threadId,
    messages: await threadMessages(db, threadId),
  });

  return {
    /**
     * The server is shutting down: a waiting call answered now also closes its connection, else the
     * idle keep-alive connection would hold the shutdown until it times out.
     */
    closing: () => closing,

    /** The entries for this visitor (a member's label narrows them, §6), of one position when given. */
    async entries(merchant: Merchant, memberId: number | null, position?: CsPosition) {
      const labelId = memberId === null ? null : await labels.labelIdOf(memberId);
      return customerServiceFor(db, merchant, labelId, position);
    },

    /** §5 "Chat: CBS3 must be on; guests go to login; type 4 users get a no-permission message." */
    assertChatAllowed(merchant: Merchant, who: AuthMember) {
      if (!merchant.settings.whitelabelVal.CBS3)
        throw new AppError(
          403,
          MEMBER_AREA_ERROR_CODES.CHAT_DISABLED,
          'Customer chat is not available on this site',
        );
      if (who.type === MEMBER_TYPE.RESTRICTED)
        throw new AppError(
          403,
          MEMBER_AREA_ERROR_CODES.CHAT_NO_PERMISSION,
          'Your account has no permission to use customer chat',
        );
    },

    unreadCount: (who: AuthMember) => unreadCount(db, who.id),

    /** Opens (or makes) the member's thread and remembers the language its texts are in. */
    async launch(who: AuthMember, language: ChatLanguage) {
      const { id } = await thread(who);
      await app.cache.set(chatLanguageKey(id), language, CHAT_LANGUAGE_TTL_S);
      return id;
    },

    /** The member's conversation; reading it marks the support replies as seen. */
    async read(who: AuthMember) {
      const { id } = await thread(who);
      await markSeen(db, id, new Date(app.now()));
      return conversation(id);
    },

    /**
     * The member's open chat waiting for a reply: answers the conversation as soon as it has a
     * message newer than `after` (an operator's reply written on any instance wakes it through the
     * bus), or after `waitMs` (or when the caller goes away) with what is there. Listening starts
     * before the check, so a reply written in between is never missed.
     */
    async waitForMessages(who: AuthMember, after: number, waitMs: number, signal: AbortSignal) {
      const { id } = await thread(who);
      await waitUntil(
        threadTopic(id),
        async () => (await lastMessageId(db, id)) > after,
        waitMs,
        signal,
      );
      if (signal.aborted) return null;
      await markSeen(db, id, new Date(app.now()));
      return conversation(id);
    },

    /** The member's message, and an acknowledgement when none was sent lately. */
    async send(who: AuthMember, body: string, requestLanguage: string | null) {
      const current = await thread(who);
      const now = new Date(app.now());
      const ackDue =
        !current.lastAckAt || now.getTime() - current.lastAckAt.getTime() > ACK_AFTER_MS;
      const ack = ackDue
        ? [
            {
              author: 'bot' as const,
              authorName: null,
              body: ACK_TEXT[await chatLanguageOf(current.id, requestLanguage)] ?? ACK_TEXT.EN,
              createdAt: new Date(now.getTime() + 1),
              // The member is looking at the chat that answers this request.
              seenAt: now,
            },
          ]
        : [];
      await addMessages(
        db,
        current.id,
        [{ author: 'member', body, createdAt: now }, ...ack],
        now,
        ackDue ? now : undefined,
      );
      // The operators' inboxes, waiting on whichever instance, list it now.
      await announce(who.merchantCode, current.id);
      return conversation(current.id);
    },

    threads,

    /**
     * The operators' inbox waiting for news: answers as soon as any thread of the merchant has a
     * message newer than `after` (a member's, or another operator's reply, written on any instance),
     * or after `waitMs`, with the page of threads and the open thread. At most
     * CHAT_INBOX_WAITS_PER_OPERATOR held per operator on this instance: one more is refused (429)
     * before it holds anything. Null when the caller went away.
     */
    async waitForInbox(
      operator: string,
      merchantCode: string,
      query: { after: number; page: number; size: number; thread?: number | undefined },
      waitMs: number,
      signal: AbortSignal,
    ) {
      const open = query.thread ?? null;
      if (open !== null) await merchantThread(merchantCode, open);
      const held = inboxWaits.get(operator) ?? 0;
      if (held >= CHAT_INBOX_WAITS_PER_OPERATOR)
        throw new TooManyRequests(
          `at most ${CHAT_INBOX_WAITS_PER_OPERATOR} inbox waiting calls at once`,
          Math.ceil(CHAT_WAIT_MS / 1000),
        );
      inboxWaits.set(operator, held + 1);
      try {
        await waitUntil(
          merchantTopic(merchantCode),
          async () => (await merchantLastMessageId(db, merchantCode)) > query.after,
          waitMs,
          signal,
        );
      } finally {
        const left = (inboxWaits.get(operator) ?? 1) - 1;
        if (left > 0) inboxWaits.set(operator, left);
        else inboxWaits.delete(operator);
      }
      if (signal.aborted) return null;
      // The newest id is read before the lists: a message written in between is answered again
      // by the next call rather than missed.
      const latest = await merchantLastMessageId(db, merchantCode);
      const [list, thread] = await Promise.all([
        threads(merchantCode, query.page, query.size),
        open === null ? null : conversation(open),
      ]);
      return {
        latest,
        threads: { ...list, page: query.page, size: query.size },
        thread,
      };
    },

    async operatorView(merchantCode: string, threadId: number) {
      await merchantThread(merchantCode, threadId);
      return conversation(threadId);
    },

    /** An operator's reply, unread until the member reads the thread. */
    async reply(merchantCode: string, threadId: number, operatorName: string | null, body: string) {
      await merchantThread(merchantCode, threadId);
      const now = new Date(app.now());
      const [row] = await addMessages(
        db,
        threadId,
        [{ author: 'operator', authorName: operatorName, body, createdAt: now }],
        now,
      );
      // The member's open chat and the other operators' inboxes, on whichever instance, show it now.
      await announce(merchantCode, threadId);
      return {
        id: row!.id,
        author: 'operator' as const,
        authorName: row!.authorName,
        body: row!.body,
        createdAt: now.getTime(),
      };
    },

    replaceEntries: (merchantCode: string, entries: Parameters<typeof replaceCsEntries>[2]) =>
      replaceCsEntries(db, merchantCode, entries),
  };
}

export type SupportChatService = ReturnType<typeof createSupportChatService>;
