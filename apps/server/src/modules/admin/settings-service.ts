import type { ContentSettingsDoc } from '@member-app/contract/schemas/admin-content';
import type { DepositSettingsRow, WithdrawSettingsRow } from '../../db/schema';
import type { ReferralProgramRow, SettingsRepository } from './settings-repository';

/** Reads and replaces a settings document by name, answering what it was and what it is. */
export function createSettingsService(repo: SettingsRepository) {
  const read = async (doc: ContentSettingsDoc, code: string) =>
    doc === 'deposit'
      ? repo.deposit(code)
      : doc === 'withdraw'
        ? repo.withdraw(code)
        : repo.referral(code);
  return {
    read,
    async write(doc: ContentSettingsDoc, code: string, value: unknown) {
      const before = await read(doc, code);
      if (doc === 'deposit') await repo.setDeposit(code, value as DepositSettingsRow);
      else if (doc === 'withdraw') await repo.setWithdraw(code, value as WithdrawSettingsRow);
      else await repo.setReferral(code, value as ReferralProgramRow);
      return { before, after: await read(doc, code) };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
