import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  merchantPaymentSettings,
  referralPrograms,
  type DepositSettingsRow,
  type WithdrawSettingsRow,
} from '../../db/schema';

export type ReferralProgramRow = Omit<typeof referralPrograms.$inferSelect, 'merchantCode'>;

/** Deposits and withdrawals closed: what a side not yet configured holds. */
const closedDeposit = (currency: string): DepositSettingsRow => ({
  currency,
  minAmount: 0,
  maxAmount: 0,
  dailyLimit: 0,
  quickAmounts: [],
  channels: [],
});
const closedWithdraw = (currency: string): WithdrawSettingsRow => ({
  currency,
  minAmount: 0,
  maxAmount: 0,
  dailyCountLimit: 0,
  maxAccountsPerKind: 1,
});

/** The one-per-merchant settings documents: deposit, withdraw, referral program. */
export function createSettingsRepository(db: Db) {
  async function payment(code: string) {
    const [row] = await db
      .select()
      .from(merchantPaymentSettings)
      .where(eq(merchantPaymentSettings.merchantCode, code));
    return row ?? null;
  }

  return {
    async deposit(code: string) {
      return (await payment(code))?.deposit ?? null;
    },
    async withdraw(code: string) {
      return (await payment(code))?.withdraw ?? null;
    },
    /** Writes one side; the other, when not yet set, is stored closed. */
    async setDeposit(code: string, deposit: DepositSettingsRow) {
      await db
        .insert(merchantPaymentSettings)
        .values({ merchantCode: code, deposit, withdraw: closedWithdraw(deposit.currency) })
        .onConflictDoUpdate({ target: merchantPaymentSettings.merchantCode, set: { deposit } });
    },
    async setWithdraw(code: string, withdraw: WithdrawSettingsRow) {
      await db
        .insert(merchantPaymentSettings)
        .values({ merchantCode: code, withdraw, deposit: closedDeposit(withdraw.currency) })
        .onConflictDoUpdate({ target: merchantPaymentSettings.merchantCode, set: { withdraw } });
    },
    async referral(code: string): Promise<ReferralProgramRow | null> {
      const [row] = await db
        .select()
        .from(referralPrograms)
        .where(eq(referralPrograms.merchantCode, code));
      if (!row) return null;
      const { merchantCode: _code, ...rest } = row;
      void _code;
      return rest;
    },
    async setReferral(code: string, program: ReferralProgramRow) {
      await db
        .insert(referralPrograms)
        .values({ merchantCode: code, ...program })
        .onConflictDoUpdate({ target: referralPrograms.merchantCode, set: program });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
