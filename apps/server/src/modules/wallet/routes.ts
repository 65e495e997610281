import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  depositSettingsSchema,
  depositWithdrawStatsSchema,
  emptyInputSchema,
  withdrawAccountInfoSchema,
  type PaymentAccount,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import {
  memberPaymentAccounts,
  memberTransactions,
  merchantPaymentSettings,
} from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { relayRoute } from '../../lib/relay';
import { notLoggedIn } from '../session/service';

/** The member's deposit and withdrawal statistics, deposit settings and payout accounts (SPEC §3, §7). */
export const walletRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const member = (request: FastifyRequest) => {
    if (!request.member) throw notLoggedIn();
    return request.member;
  };

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
};
