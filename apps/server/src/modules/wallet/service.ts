import { ERROR_CODES } from '@member-app/contract/errors';
import type { PaymentAccount } from '@member-app/contract/schemas/member-area';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthMember } from '../session/types';
import { createWalletRepository } from './repository';

/** Deposits and withdrawals (SPEC §3, §7): the merchant's settings and the member's accounts and counts. */
export function createWalletService(db: Db, now: () => number) {
  const repo = createWalletRepository(db);

  async function paymentSettings(merchantCode: string) {
    const row = await repo.paymentSettings(merchantCode);
    if (!row)
      throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Payments are not set up for this site');
    return row;
  }

  /** The member's payout accounts by kind (numbers masked as stored). */
  async function accountsOf(memberId: number) {
    const rows = await repo.accountsOf(memberId);
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
  }

  return {
    depositSettings: async (member: AuthMember) =>
      (await paymentSettings(member.merchantCode)).deposit,

    /** Withdrawal limits, how many withdrawals the member used today (UTC) and its accounts. */
    async withdrawAccountInfo(member: AuthMember) {
      const settings = (await paymentSettings(member.merchantCode)).withdraw;
      const since = new Date(now());
      since.setUTCHours(0, 0, 0, 0);
      const usedCountToday = await repo.withdrawalsSince(member.id, since);
      return { ...settings, usedCountToday, ...(await accountsOf(member.id)) };
    },

    /** §3 deposit/withdraw stats: successful counts and the full account lists. */
    async statistics(memberId: number) {
      const counts = await repo.successCounts(memberId);
      const n = (kind: string) => counts.find((c) => c.kind === kind)?.n ?? 0;
      const accounts = await accountsOf(memberId);
      return {
        totalDepositSuccessCount: n('DEPOSIT'),
        totalWithdrawSuccessCount: n('WITHDRAW'),
        fullBankCardList: accounts.bankCards,
        fullVirtualWalletList: accounts.virtualWallets,
        fullEWalletList: accounts.eWallets,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
