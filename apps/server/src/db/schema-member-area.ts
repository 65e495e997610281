// Tables of the member-area work (see schema-core.ts for the conventions). Re-exported from schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubLabels } from './schema-core';
import { createdAt, memberId, merchantCode, sortOrder } from './schema-columns';

/** One condition of the next VIP rank (§3 VIP progress counts them). */
export interface RankCondition {
  name: string;
  current: number;
  target: number;
}

/** §3 VIP progress of a member towards the next club label (relay MCSFE_getPlayerRankProgress). */
export const memberRankProgress = pgTable('member_rank_progress', {
  memberId: memberId().primaryKey(),
  merchantCode: merchantCode(),
  conditions: jsonb('conditions').$type<RankCondition[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Club-label benefits, shown for labels of type AUTO (§3). Bilingual English / Chinese. */
export const clubLabelBenefits = pgTable(
  'club_label_benefits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    labelId: integer('label_id')
      .notNull()
      .references(() => clubLabels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleCn: text('title_cn'),
    description: text('description').notNull(),
    descriptionCn: text('description_cn'),
    icon: text('icon').notNull(),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('club_label_benefits_label_title_uq').on(t.labelId, t.title)],
);

export interface DepositSettingsRow {
  currency: string;
  minAmount: number;
  maxAmount: number;
  dailyLimit: number;
  quickAmounts: number[];
  channels: {
    code: string;
    name: string;
    type: 'BANK' | 'EWALLET' | 'CRYPTO';
    minAmount: number;
    maxAmount: number;
    feeRate: number;
  }[];
}
export interface WithdrawSettingsRow {
  currency: string;
  minAmount: number;
  maxAmount: number;
  dailyCountLimit: number;
  maxAccountsPerKind: number;
}

/** Deposit and withdrawal settings of a merchant (relay MCSFE_getDepositSettings / MCSFE_getWithdrawAccountInfo). */
export const merchantPaymentSettings = pgTable('merchant_payment_settings', {
  merchantCode: merchantCode().primaryKey(),
  deposit: jsonb('deposit').$type<DepositSettingsRow>().notNull(),
  withdraw: jsonb('withdraw').$type<WithdrawSettingsRow>().notNull(),
});

/** A member's payout accounts (§3 fullBankCardList, fullVirtualWalletList, fullEWalletList). Numbers are stored masked. */
export const memberPaymentAccounts = pgTable(
  'member_payment_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    kind: text('kind').$type<'BANK_CARD' | 'VIRTUAL_WALLET' | 'E_WALLET'>().notNull(),
    provider: text('provider').notNull(),
    holderName: text('holder_name').notNull(),
    maskedNumber: text('masked_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_payment_accounts_uq').on(t.memberId, t.kind, t.provider, t.maskedNumber),
  ],
);

/** Deposits and withdrawals (only their statistics are visible, §1). */
export const memberTransactions = pgTable(
  'member_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    kind: text('kind').$type<'DEPOSIT' | 'WITHDRAW'>().notNull(),
    status: text('status').$type<'SUCCESS' | 'PENDING' | 'FAILED'>().notNull(),
    amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_transactions_member_idx').on(t.memberId, t.kind, t.status),
    uniqueIndex('member_transactions_reference_uq').on(t.merchantCode, t.reference),
  ],
);

/** §3 customer-service entries; §6 filtered by VIP label (no labelIds: everyone). */
export const customerServiceEntries = pgTable(
  'customer_service_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    csType: text('cs_type').notNull(),
    csPosition: text('cs_position').notNull(),
    title: text('title').notNull(),
    /** The plain address; encoded per response (§3 encrypted path). */
    url: text('url').notNull(),
    labelIds: integer('label_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sortOrder: sortOrder(),
    /** Hidden from players when false (operator API). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('customer_service_entries_uq').on(t.merchantCode, t.csPosition, t.title)],
);

/** The built-in support chat: one thread per member. */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the automatic acknowledgement was last sent. */
    lastAckAt: timestamp('last_ack_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_threads_member_uq').on(t.memberId),
    index('chat_threads_merchant_idx').on(t.merchantCode, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    author: text('author').$type<'member' | 'operator' | 'bot'>().notNull(),
    authorName: text('author_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the member saw an operator or bot message (§3 unReadCount counts the unseen). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [index('chat_messages_thread_idx').on(t.threadId, t.id)],
);

/** The merchant's referral promotion (§3 promotion key REFERRAL, §6). */
export const referralPrograms = pgTable('referral_programs', {
  merchantCode: merchantCode().primaryKey(),
  enabled: boolean('enabled').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  rewardPerFriend: numeric('reward_per_friend', {
    precision: 18,
    scale: 2,
    mode: 'number',
  }).notNull(),
  currency: text('currency').notNull(),
  rules: text('rules')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** A member's referral code and personal REFERRAL promotion (§6). */
export const memberReferrals = pgTable(
  'member_referrals',
  {
    memberId: memberId().primaryKey(),
    merchantCode: merchantCode(),
    referralCode: text('referral_code').notNull(),
    personalEnabled: boolean('personal_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_referrals_code_uq').on(t.merchantCode, t.referralCode)],
);

/** /m/agentRegister applications; one pending application per member. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    memberId: memberId(),
    realName: text('real_name').notNull(),
    mobileNum: text('mobile_num').notNull(),
    email: text('email'),
    imType: text('im_type').notNull(),
    imAccount: text('im_account').notNull(),
    note: text('note'),
    status: text('status')
      .$type<'PENDING' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_applications_pending_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'PENDING'`),
    index('agent_applications_merchant_idx').on(t.merchantCode, t.createdAt),
  ],
);
