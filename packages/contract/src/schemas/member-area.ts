import { z } from 'zod';
import { text } from './text';
import { pageQuerySchema, paged } from './admin';
import { CHAT_LANGUAGES } from '../constants';
import { CHAT_MESSAGE_MAX, CS_POSITIONS, CS_TYPES } from '../rules/member-area';

/** Member area, referral and customer service calls (SPEC §3, §7). */

export const emptyInputSchema = z.object({});

/** §3 VIP progress (relay MCSFE_getPlayerRankProgress), with what the progress bar shows. */
export const rankProgressSchema = z
  .object({
    labelId: z.number().int().nullable(),
    labelName: z.string().nullable(),
    completedConditions: z.number().int().min(0),
    totalExpectedConditions: z.number().int().min(0),
    /** The next AUTO label up, or null at the top or without a label. */
    nextLabelName: z.string().nullable(),
    conditions: z.array(
      z.object({ name: z.string(), current: z.number(), target: z.number(), done: z.boolean() }),
    ),
  })
  .meta({ id: 'RankProgress' });
export type RankProgress = z.infer<typeof rankProgressSchema>;

/** Club-label benefits, shown when the member's clubLabel type is AUTO (§3). */
export const benefitSchema = z.object({
  title: z.string(),
  description: z.string(),
  icon: z.string(),
});
export const vipBenefitsSchema = z
  .object({
    /** false unless the member's label is of type AUTO (§3 "AUTO shows VIP benefits"). */
    visible: z.boolean(),
    currentLabelId: z.number().int().nullable(),
    labels: z.array(
      z.object({
        labelId: z.number().int(),
        labelName: z.string(),
        rankLevel: z.number().int(),
        benefits: z.array(benefitSchema),
      }),
    ),
  })
  .meta({ id: 'VipBenefits' });
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

export const PAYMENT_CHANNEL_TYPES = ['BANK', 'EWALLET', 'CRYPTO'] as const;

/** Relay MCSFE_getDepositSettings: what the deposit page offers. */
export const depositSettingsSchema = z
  .object({
    currency: text(3).length(3),
    minAmount: z.number(),
    maxAmount: z.number(),
    dailyLimit: z.number(),
    quickAmounts: z.array(z.number()),
    channels: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        type: z.enum(PAYMENT_CHANNEL_TYPES),
        minAmount: z.number(),
        maxAmount: z.number(),
        feeRate: z.number(),
      }),
    ),
  })
  .meta({ id: 'DepositSettings' });
export type DepositSettings = z.infer<typeof depositSettingsSchema>;

export const PAYMENT_ACCOUNT_KINDS = ['BANK_CARD', 'VIRTUAL_WALLET', 'E_WALLET'] as const;
export const paymentAccountSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_ACCOUNT_KINDS),
  provider: z.string(),
  holderName: z.string(),
  /** Only the last digits are ever sent. */
  maskedNumber: z.string(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** Relay MCSFE_getWithdrawAccountInfo: limits and the member's payout accounts. */
export const withdrawAccountInfoSchema = z
  .object({
    currency: text(3).length(3),
    minAmount: z.number(),
    maxAmount: z.number(),
    dailyCountLimit: z.number().int(),
    usedCountToday: z.number().int(),
    maxAccountsPerKind: z.number().int(),
    bankCards: z.array(paymentAccountSchema),
    virtualWallets: z.array(paymentAccountSchema),
    eWallets: z.array(paymentAccountSchema),
  })
  .meta({ id: 'WithdrawAccountInfo' });
export type WithdrawAccountInfo = z.infer<typeof withdrawAccountInfoSchema>;

/** §3 Deposit/withdraw stats (GET /wps/member/statistics): the member's full account lists. */
export const depositWithdrawStatsSchema = z
  .object({
    totalDepositSuccessCount: z.number().int(),
    totalWithdrawSuccessCount: z.number().int(),
    fullBankCardList: z.array(paymentAccountSchema),
    fullVirtualWalletList: z.array(paymentAccountSchema),
    fullEWalletList: z.array(paymentAccountSchema),
  })
  .meta({ id: 'DepositWithdrawStats' });
export type DepositWithdrawStats = z.infer<typeof depositWithdrawStatsSchema>;

/** §3 Customer service entry; `path` is encoded (rules/cs-path.ts decodeCsPath). */
export const csEntrySchema = z.object({
  csType: z.enum(CS_TYPES),
  csPosition: z.enum(CS_POSITIONS),
  title: z.string(),
  path: z.string(),
  labelIds: z.array(z.number().int()),
});
export type CsEntry = z.infer<typeof csEntrySchema>;

/** Relay WPSCORE_getCustomerServiceScript: the entries this visitor may use (§6 label filter). */
export const csScriptInputSchema = z.object({ csPosition: z.enum(CS_POSITIONS).optional() });
export const csScriptSchema = z
  .object({ entries: z.array(csEntrySchema) })
  .meta({ id: 'CustomerServiceScript' });
export type CsScript = z.infer<typeof csScriptSchema>;

/** §3 Chat. */
export const unreadCountSchema = z.object({ unReadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
/** Relay CBS_launchChat: §9 the chat language (`chatLanguageFor` of the UI language). */
export const launchChatInputSchema = z.object({ language: z.enum(CHAT_LANGUAGES).optional() });
export type LaunchChatInput = z.infer<typeof launchChatInputSchema>;
export const launchChatSchema = z.object({ chatUrl: z.string() });
export type LaunchChat = z.infer<typeof launchChatSchema>;

export const CHAT_AUTHORS = ['member', 'operator', 'bot'] as const;
export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(CHAT_AUTHORS),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatThreadSchema = z
  .object({ threadId: z.number().int().nullable(), messages: z.array(chatMessageSchema) })
  .meta({ id: 'ChatThread' });
export type ChatThread = z.infer<typeof chatThreadSchema>;
/** The open chat's waiting call: answers once a message newer than `after` (an id) is there. */
export const chatWaitQuerySchema = z.object({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 53 - 1),
});
export const chatSendSchema = z.object({
  body: text(CHAT_MESSAGE_MAX).trim().min(1),
});
export type ChatSend = z.input<typeof chatSendSchema>;
export const operatorReplySchema = z.object({
  body: text(CHAT_MESSAGE_MAX).trim().min(1),
  operatorName: text(40).trim().min(1).default('Support'),
});
/**
 * A thread as the operators' inbox lists it (GET /admin/merchants/{code}/chat/threads): the member,
 * when it last moved, and how many of the member's messages came after the last reply.
 */
export const chatThreadSummarySchema = z
  .object({
    threadId: z.number().int(),
    memberId: z.number().int(),
    userName: z.string(),
    updatedAt: z.number().int(),
    unanswered: z.number().int().min(0),
  })
  .meta({ id: 'ChatThreadSummary' });
export type ChatThreadSummary = z.infer<typeof chatThreadSummarySchema>;
/**
 * The operators' inbox waiting call (GET /admin/merchants/{code}/chat/inbox/wait): answers once the
 * merchant has a message newer than `after` (the `latest` of the previous answer; 0 the first time,
 * answered at once), with the page of threads the console shows and the thread it has open.
 */
export const chatInboxWaitQuerySchema = pageQuerySchema.extend({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 53 - 1),
  thread: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export const chatInboxSchema = z
  .object({
    /** The id of the merchant's newest chat message (0 when none): the next call's `after`. */
    latest: z.number().int().min(0),
    threads: paged(chatThreadSummarySchema),
    /** The open thread's messages, when `thread` was asked for. */
    thread: chatThreadSchema.nullable(),
  })
  .meta({ id: 'ChatInbox' });
export type ChatInbox = z.infer<typeof chatInboxSchema>;

/** Referral (§6 "Referral visible only if the global referral promotion is enabled, and for guests or agents, or when the personal REFERRAL promotion is enabled"). */
export const referralStatusSchema = z
  .object({
    key: z.string(),
    /** The merchant's referral promotion. */
    globalEnabled: z.boolean(),
    /** The member's own REFERRAL promotion (false for guests). */
    personalEnabled: z.boolean(),
  })
  .meta({ id: 'ReferralStatus' });
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const inviteFriendsSchema = z
  .object({
    program: z.object({
      enabled: z.boolean(),
      title: z.string(),
      description: z.string(),
      rewardPerFriend: z.number(),
      currency: text(3).length(3),
      rules: z.array(z.string()),
    }),
    /** Null for guests (the page is public, §2). */
    member: z
      .object({
        referralCode: z.string(),
        referralLink: z.string(),
        invitedCount: z.number().int(),
        invited: z.array(z.object({ userName: z.string(), regDate: z.number().int() })),
      })
      .nullable(),
  })
  .meta({ id: 'InviteFriends' });
export type InviteFriends = z.infer<typeof inviteFriendsSchema>;

export const IM_TYPES = ['TELEGRAM', 'WHATSAPP', 'LINE', 'ZALO', 'OTHER'] as const;
export const agentApplicationRequestSchema = z.object({
  realName: text(60).trim().min(2),
  mobileNum: text()
    .trim()
    .regex(/^\+?\d{6,15}$/),
  email: text(254)
    .trim()
    .email()
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  imType: z.enum(IM_TYPES),
  imAccount: text(80).trim().min(2),
  note: text(500).trim().optional(),
});
export type AgentApplicationRequest = z.input<typeof agentApplicationRequestSchema>;
export const agentApplicationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
    realName: z.string(),
    mobileNum: z.string(),
    email: z.string().nullable(),
    imType: z.enum(IM_TYPES),
    imAccount: z.string(),
    note: z.string().nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'AgentApplication' });
export type AgentApplication = z.infer<typeof agentApplicationSchema>;
