import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { CHAT_LANGUAGES, MEMBER_TYPE } from '@member-app/contract/constants';
import {
  BUILT_IN_CHAT_PATH,
  chatLanguageFor,
  CS_POSITIONS,
  CS_TYPES,
  MEMBER_AREA_ERROR_CODES,
  REFERRAL_PROMOTION_KEY,
  type ChatLanguage,
} from '@member-app/contract/rules/member-area';
import {
  agentApplicationRequestSchema,
  agentApplicationSchema,
  chatMessageSchema,
  chatSendSchema,
  chatThreadSchema,
  csScriptInputSchema,
  csScriptSchema,
  depositSettingsSchema,
  depositWithdrawStatsSchema,
  emptyInputSchema,
  inviteFriendsSchema,
  launchChatInputSchema,
  launchChatSchema,
  operatorReplySchema,
  rankProgressSchema,
  referralStatusSchema,
  unreadCountSchema,
  vipBenefitsSchema,
  withdrawAccountInfoSchema,
  type PaymentAccount,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import {
  agentApplications,
  chatMessages,
  chatThreads,
  clubLabelBenefits,
  clubLabels,
  customerServiceEntries,
  memberPaymentAccounts,
  memberRankProgress,
  memberReferrals,
  members,
  memberTransactions,
  merchantPaymentSettings,
  referralPrograms,
} from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { relayRoute } from '../../lib/relay';
import { notLoggedIn } from '../session/auth-plugin';
import {
  customerServiceFor,
  markSeen,
  maskUserName,
  memberLabel,
  referralOf,
  threadMessages,
  threadOf,
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

const headerLanguage = (request: FastifyRequest) => String(request.headers.language ?? '');

const isChinese = (request: FastifyRequest) => {
  const lang = headerLanguage(request).toUpperCase();
  return lang === 'CN' || lang === 'TW';
};

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Member-area, referral and customer-service routes (SPEC §7, issue 4). */
export const memberAreaRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const member = (request: FastifyRequest) => {
    if (!request.member) throw notLoggedIn();
    return request.member;
  };

  // ----- VIP (§3 VIP progress, club-label benefits) -----

  relayRoute(app, 'MCSFE_getPlayerRankProgress', {
    input: emptyInputSchema,
    value: rankProgressSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: '§3 VIP progress: completed and expected conditions towards the next club label',
    description: 'labelId is null for members without a label (§5: the app then shows progress 1).',
    handler: async (request) => {
      const { id, merchantCode } = member(request);
      const label = await memberLabel(app.db, id);
      const [row] = await app.db
        .select()
        .from(memberRankProgress)
        .where(eq(memberRankProgress.memberId, id));
      const conditions = (row?.conditions ?? []).map((c) => ({
        ...c,
        done: c.current >= c.target,
      }));
      let nextLabelName: string | null = null;
      if (label?.type === 'AUTO') {
        const [next] = await app.db
          .select({ labelName: clubLabels.labelName })
          .from(clubLabels)
          .where(
            and(
              eq(clubLabels.merchantCode, merchantCode),
              eq(clubLabels.type, 'AUTO'),
              gt(clubLabels.rankLevel, label.rankLevel),
            ),
          )
          .orderBy(asc(clubLabels.rankLevel))
          .limit(1);
        nextLabelName = next?.labelName ?? null;
      }
      return {
        labelId: label?.id ?? null,
        labelName: label?.labelName ?? null,
        completedConditions: conditions.filter((c) => c.done).length,
        totalExpectedConditions: conditions.length,
        nextLabelName,
        conditions,
      };
    },
  });

  app.get(
    '/wps/member/vip/benefits',
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary:
          'Club-label benefits of every AUTO label; visible only to members whose label is AUTO (§3)',
        response: { 200: envelope(vipBenefitsSchema), ...responses },
      },
    },
    async (request) => {
      const { id, merchantCode } = member(request);
      const label = await memberLabel(app.db, id);
      if (label?.type !== 'AUTO')
        return ok({ visible: false, currentLabelId: label?.id ?? null, labels: [] });
      const cn = isChinese(request);
      const rows = await app.db
        .select({
          labelId: clubLabels.id,
          labelName: clubLabels.labelName,
          rankLevel: clubLabels.rankLevel,
          title: clubLabelBenefits.title,
          titleCn: clubLabelBenefits.titleCn,
          description: clubLabelBenefits.description,
          descriptionCn: clubLabelBenefits.descriptionCn,
          icon: clubLabelBenefits.icon,
        })
        .from(clubLabels)
        .leftJoin(clubLabelBenefits, eq(clubLabelBenefits.labelId, clubLabels.id))
        .where(and(eq(clubLabels.merchantCode, merchantCode), eq(clubLabels.type, 'AUTO')))
        .orderBy(asc(clubLabels.rankLevel), asc(clubLabelBenefits.sortOrder));
      const labels = new Map<number, z.infer<typeof vipBenefitsSchema>['labels'][number]>();
      for (const r of rows) {
        const entry = labels.get(r.labelId) ?? {
          labelId: r.labelId,
          labelName: r.labelName,
          rankLevel: r.rankLevel,
          benefits: [],
        };
        labels.set(r.labelId, entry);
        if (r.title !== null)
          entry.benefits.push({
            title: (cn && r.titleCn) || r.title,
            description: (cn && r.descriptionCn) || (r.description ?? ''),
            icon: r.icon ?? '',
          });
      }
      return ok({ visible: true, currentLabelId: label.id, labels: [...labels.values()] });
    },
  );

  // ----- Deposits and withdrawals (§3 stats; settings) -----

  const paymentSettings = async (merchantCode: string) => {
    const [row] = await app.db
      .select()
      .from(merchantPaymentSettings)
      .where(eq(merchantPaymentSettings.merchantCode, merchantCode));
    if (!row)
      throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Payments are not set up for this site');
    return row;
  };
  const accountsOf = async (memberId: number) => {
    const rows = await app.db
      .select()
      .from(memberPaymentAccounts)
      .where(eq(memberPaymentAccounts.memberId, memberId))
      .orderBy(asc(memberPaymentAccounts.id));
    const pick = (kind: PaymentAccount['kind']) =>
      rows
        .filter((r) => r.kind === kind)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          provider: r.provider,
          holderName: r.holderName,
          maskedNumber: r.maskedNumber,
        }));
    return {
      bankCards: pick('BANK_CARD'),
      virtualWallets: pick('VIRTUAL_WALLET'),
      eWallets: pick('E_WALLET'),
    };
  };

  relayRoute(app, 'MCSFE_getDepositSettings', {
    input: emptyInputSchema,
    value: depositSettingsSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: "The merchant's deposit limits, quick amounts and channels",
    handler: async (request) => (await paymentSettings(member(request).merchantCode)).deposit,
  });

  relayRoute(app, 'MCSFE_getWithdrawAccountInfo', {
    input: emptyInputSchema,
    value: withdrawAccountInfoSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: "Withdrawal limits and the member's payout accounts (masked)",
    handler: async (request) => {
      const { id, merchantCode } = member(request);
      const settings = (await paymentSettings(merchantCode)).withdraw;
      const since = new Date(app.now());
      since.setUTCHours(0, 0, 0, 0);
      const [used] = await app.db
        .select({ n: count() })
        .from(memberTransactions)
        .where(
          and(
            eq(memberTransactions.memberId, id),
            eq(memberTransactions.kind, 'WITHDRAW'),
            sql`${memberTransactions.status} <> 'FAILED'`,
            gt(memberTransactions.createdAt, since),
          ),
        );
      return { ...settings, usedCountToday: used?.n ?? 0, ...(await accountsOf(id)) };
    },
  });

  app.get(
    '/wps/member/statistics',
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary: '§3 deposit/withdraw stats: successful counts and the full account lists',
        response: { 200: envelope(depositWithdrawStatsSchema), ...responses },
      },
    },
    async (request) => {
      const { id } = member(request);
      const counts = await app.db
        .select({ kind: memberTransactions.kind, n: count() })
        .from(memberTransactions)
        .where(and(eq(memberTransactions.memberId, id), eq(memberTransactions.status, 'SUCCESS')))
        .groupBy(memberTransactions.kind);
      const n = (kind: string) => counts.find((c) => c.kind === kind)?.n ?? 0;
      const accounts = await accountsOf(id);
      return ok({
        totalDepositSuccessCount: n('DEPOSIT'),
        totalWithdrawSuccessCount: n('WITHDRAW'),
        fullBankCardList: accounts.bankCards,
        fullVirtualWalletList: accounts.virtualWallets,
        fullEWalletList: accounts.eWallets,
      });
    },
  );

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

  // ----- Referral (§2 entry, §6 visibility) and agent registration -----

  const programOf = async (merchantCode: string) => {
    const [row] = await app.db
      .select()
      .from(referralPrograms)
      .where(eq(referralPrograms.merchantCode, merchantCode));
    return row ?? null;
  };

  app.get(
    '/wps/referral/status',
    {
      config: { optionalAuth: true, public: true },
      schema: {
        tags: ['member-area'],
        summary:
          'The referral-wrapper promotions fetch: global and personal REFERRAL promotion (§3, §6)',
        response: { 200: envelope(referralStatusSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const program = await programOf(merchant.code);
      let personalEnabled = false;
      if (request.member) {
        const [row] = await app.db
          .select({ personalEnabled: memberReferrals.personalEnabled })
          .from(memberReferrals)
          .where(eq(memberReferrals.memberId, request.member.id));
        personalEnabled = row?.personalEnabled ?? false;
      }
      return ok({
        key: REFERRAL_PROMOTION_KEY,
        globalEnabled: program?.enabled ?? false,
        personalEnabled,
      });
    },
  );

  app.get(
    '/wps/referral/invite',
    {
      config: { optionalAuth: true, public: true },
      schema: {
        tags: ['member-area'],
        summary:
          '/m/inviteFriends: the programme, and for members their code, link and invited friends',
        response: { 200: envelope(inviteFriendsSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const program = await programOf(merchant.code);
      const programView = {
        enabled: program?.enabled ?? false,
        title: program?.title ?? 'Invite friends',
        description: program?.description ?? '',
        rewardPerFriend: program?.rewardPerFriend ?? 0,
        currency: program?.currency ?? merchant.settings.countries[0]?.currency ?? 'USD',
        rules: program?.rules ?? [],
      };
      if (!request.member) return ok({ program: programView, member: null });
      const ref = await referralOf(app.db, merchant.code, request.member.id);
      const invitedWhere = and(
        eq(members.merchantCode, merchant.code),
        sql`${members.registerInfo}->>'referralCode' = ${ref.referralCode}`,
      );
      const [total] = await app.db.select({ n: count() }).from(members).where(invitedWhere);
      const invited = await app.db
        .select({ userName: members.userName, regDate: members.regDate })
        .from(members)
        .where(invitedWhere)
        .orderBy(desc(members.regDate))
        .limit(20);
      return ok({
        program: programView,
        member: {
          referralCode: ref.referralCode,
          referralLink: `${request.protocol}://${request.host}/m/register?referralCode=${encodeURIComponent(ref.referralCode)}`,
          invitedCount: total?.n ?? 0,
          invited: invited.map((m) => ({
            userName: maskUserName(m.userName),
            regDate: m.regDate.getTime(),
          })),
        },
      });
    },
  );

  const applicationView = (r: typeof agentApplications.$inferSelect) => ({
    id: r.id,
    status: r.status,
    realName: r.realName,
    mobileNum: r.mobileNum,
    email: r.email,
    imType: r.imType as z.infer<typeof agentApplicationSchema>['imType'],
    imAccount: r.imAccount,
    note: r.note,
    createdAt: r.createdAt.getTime(),
  });

  app.get(
    '/wps/agent/application',
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary: "/m/agentRegister: the member's latest agent application, or null",
        response: { 200: envelope(agentApplicationSchema.nullable()), ...responses },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.memberId, member(request).id))
        .orderBy(desc(agentApplications.id))
        .limit(1);
      return ok(row ? applicationView(row) : null);
    },
  );

  app.post(
    '/wps/agent/application',
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary:
          '/m/agentRegister: applies to become an agent (one pending application per member)',
        description: 'Errors: agent.application.exists (409), validation.failed',
        body: agentApplicationRequestSchema,
        response: { 200: envelope(agentApplicationSchema), ...responses },
      },
    },
    async (request) => {
      const { id, merchantCode } = member(request);
      const b = request.body;
      const [row] = await app.db
        .insert(agentApplications)
        .values({
          merchantCode,
          memberId: id,
          realName: b.realName,
          mobileNum: b.mobileNum,
          email: b.email ?? null,
          imType: b.imType,
          imAccount: b.imAccount,
          note: b.note || null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new AppError(
          409,
          MEMBER_AREA_ERROR_CODES.AGENT_APPLICATION_EXISTS,
          'Your application is already being reviewed',
        );
      return ok(applicationView(row));
    },
  );

  // ----- Operator side: support chat replies, customer-service entries -----

  await app.register(async (plugin) => {
    const admin = plugin.withTypeProvider<ZodTypeProvider>();
    const expected = digest(app.config.ADMIN_TOKEN ?? '');
    admin.addHook('onRequest', async (request) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!app.config.ADMIN_TOKEN || !timingSafeEqual(digest(given), expected)) {
        throw new AppError(401, ERROR_CODES.TOKEN_INVALID, 'Operator token required');
      }
    });
    const security = [{ operatorToken: [] }];
    const threadParams = z.object({ id: z.coerce.number().int().positive() });
    const merchantCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

    admin.get(
      '/admin/member-area/chat/threads',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Support chat threads of a merchant, most recent first, with the member's unanswered count",
          security,
          querystring: z.object({
            merchantCode: merchantCodeSchema,
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: {
            200: envelope(
              z.array(
                z.object({
                  threadId: z.number().int(),
                  memberId: z.number().int(),
                  userName: z.string(),
                  updatedAt: z.number().int(),
                  unanswered: z.number().int(),
                }),
              ),
            ),
            '4xx': errorEnvelope,
          },
        },
      },
      async (request) => {
        const rows = await app.db
          .select({
            threadId: chatThreads.id,
            memberId: chatThreads.memberId,
            userName: members.userName,
            updatedAt: chatThreads.updatedAt,
          })
          .from(chatThreads)
          .innerJoin(members, eq(members.id, chatThreads.memberId))
          .where(eq(chatThreads.merchantCode, request.query.merchantCode))
          .orderBy(desc(chatThreads.updatedAt))
          .limit(request.query.limit);
        return ok(
          await Promise.all(
            rows.map(async (r) => ({
              ...r,
              updatedAt: r.updatedAt.getTime(),
              unanswered: await unansweredCount(app.db, r.threadId),
            })),
          ),
        );
      },
    );

    const threadById = async (threadId: number) => {
      const [thread] = await app.db.select().from(chatThreads).where(eq(chatThreads.id, threadId));
      if (!thread)
        throw new AppError(404, MEMBER_AREA_ERROR_CODES.THREAD_NOT_FOUND, 'No such chat thread');
      return thread;
    };

    admin.get(
      '/admin/member-area/chat/threads/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'The messages of a support chat thread',
          security,
          params: threadParams,
          response: { 200: envelope(chatThreadSchema), '4xx': errorEnvelope },
        },
      },
      async (request) => {
        const thread = await threadById(request.params.id);
        return ok({ threadId: thread.id, messages: await threadMessages(app.db, thread.id) });
      },
    );

    admin.post(
      '/admin/member-area/chat/threads/:id/messages',
      {
        schema: {
          tags: ['admin'],
          summary:
            'An operator replies in a support chat thread (counted as unread until the member reads it)',
          security,
          params: threadParams,
          body: operatorReplySchema,
          response: { 200: envelope(chatMessageSchema), '4xx': errorEnvelope },
        },
      },
      async (request) => {
        const thread = await threadById(request.params.id);
        const now = new Date(app.now());
        const [row] = await app.db
          .insert(chatMessages)
          .values({
            threadId: thread.id,
            author: 'operator',
            authorName: request.body.operatorName,
            body: request.body.body,
            createdAt: now,
          })
          .returning();
        await app.db
          .update(chatThreads)
          .set({ updatedAt: now })
          .where(eq(chatThreads.id, thread.id));
        return ok({
          id: row!.id,
          author: 'operator' as const,
          authorName: row!.authorName,
          body: row!.body,
          createdAt: now.getTime(),
        });
      },
    );

    admin.put(
      '/admin/member-area/:code/customer-service',
      {
        schema: {
          tags: ['admin'],
          summary: "Replaces a merchant's customer-service entries (§3; labelIds empty = everyone)",
          security,
          params: z.object({ code: merchantCodeSchema }),
          body: z.object({
            entries: z
              .array(
                z.object({
                  csType: z.enum(CS_TYPES),
                  csPosition: z.enum(CS_POSITIONS),
                  title: z.string().trim().min(1).max(80),
                  url: z
                    .string()
                    .url()
                    .max(2048)
                    .refine((u) => /^https?:/.test(u), 'an http(s) address'),
                  labelIds: z.array(z.number().int()).max(50).default([]),
                }),
              )
              .max(50),
          }),
          response: { 200: envelope(z.object({ count: z.number().int() })), '4xx': errorEnvelope },
        },
      },
      async (request) => {
        const { code } = request.params;
        if (!(await app.merchants.findByCode(code))) throw notFound('Unknown merchant');
        const { entries } = request.body;
        await app.db.transaction(async (tx) => {
          await tx
            .delete(customerServiceEntries)
            .where(eq(customerServiceEntries.merchantCode, code));
          if (entries.length)
            await tx
              .insert(customerServiceEntries)
              .values(entries.map((e, i) => ({ ...e, merchantCode: code, sortOrder: i })))
              .onConflictDoNothing();
        });
        return ok({ count: entries.length });
      },
    );

    admin.put(
      '/admin/member-area/:code/referral-program',
      {
        schema: {
          tags: ['admin'],
          summary: "Creates or replaces a merchant's referral promotion (§6 global REFERRAL)",
          security,
          params: z.object({ code: merchantCodeSchema }),
          body: z.object({
            enabled: z.boolean(),
            title: z.string().trim().min(1).max(120),
            description: z.string().trim().max(1000).default(''),
            rewardPerFriend: z.number().min(0).max(1_000_000),
            currency: z.string().length(3),
            rules: z.array(z.string().max(300)).max(20).default([]),
          }),
          response: { 200: envelope(z.null()), '4xx': errorEnvelope },
        },
      },
      async (request) => {
        const { code } = request.params;
        if (!(await app.merchants.findByCode(code))) throw notFound('Unknown merchant');
        const values = { merchantCode: code, ...request.body };
        await app.db
          .insert(referralPrograms)
          .values(values)
          .onConflictDoUpdate({ target: referralPrograms.merchantCode, set: request.body });
        return ok(null);
      },
    );
  });
};
