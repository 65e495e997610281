import type { Db } from '../client';
import {
  memberPaymentAccounts,
  memberTransactions,
  merchantPaymentSettings,
  type DepositSettingsRow,
  type WithdrawSettingsRow,
} from '../schema';

// The demo merchant's cashier: its deposit and withdrawal settings, and the demo player's payout
// accounts and two months of deposits and withdrawals (the wallet statistics and history pages).

const DEMO = 'demo';
const DAY = 86_400_000;

export const DEMO_DEPOSIT_SETTINGS: DepositSettingsRow = {
  currency: 'PHP',
  minAmount: 100,
  maxAmount: 50_000,
  dailyLimit: 200_000,
  quickAmounts: [100, 300, 500, 1000, 3000, 5000],
  channels: [
    {
      code: 'GCASH',
      name: 'GCash',
      type: 'EWALLET',
      minAmount: 100,
      maxAmount: 50_000,
      feeRate: 0,
    },
    { code: 'MAYA', name: 'Maya', type: 'EWALLET', minAmount: 100, maxAmount: 30_000, feeRate: 0 },
    {
      code: 'INSTAPAY',
      name: 'InstaPay bank transfer',
      type: 'BANK',
      minAmount: 500,
      maxAmount: 50_000,
      feeRate: 0,
    },
    {
      code: 'USDT_TRC20',
      name: 'USDT (TRC20)',
      type: 'CRYPTO',
      minAmount: 1000,
      maxAmount: 50_000,
      feeRate: 0.01,
    },
  ],
};
export const DEMO_WITHDRAW_SETTINGS: WithdrawSettingsRow = {
  currency: 'PHP',
  minAmount: 200,
  maxAmount: 100_000,
  dailyCountLimit: 5,
  maxAccountsPerKind: 3,
};

/** Inserts the merchant's deposit and withdrawal settings (conflicts ignored). */
export async function seedDemoPaymentSettings(tx: Db): Promise<void> {
  await tx
    .insert(merchantPaymentSettings)
    .values({
      merchantCode: DEMO,
      deposit: DEMO_DEPOSIT_SETTINGS,
      withdraw: DEMO_WITHDRAW_SETTINGS,
    })
    .onConflictDoNothing();
}

/** Inserts the demo player's bank cards and wallets (conflicts ignored). */
export async function seedDemoPaymentAccounts(tx: Db, player: number): Promise<void> {
  await tx
    .insert(memberPaymentAccounts)
    .values([
      {
        merchantCode: DEMO,
        memberId: player,
        kind: 'BANK_CARD',
        provider: 'BDO Unibank',
        holderName: 'Juan Dela Cruz',
        maskedNumber: '**** 4821',
      },
      {
        merchantCode: DEMO,
        memberId: player,
        kind: 'BANK_CARD',
        provider: 'BPI',
        holderName: 'Juan Dela Cruz',
        maskedNumber: '**** 0937',
      },
      {
        merchantCode: DEMO,
        memberId: player,
        kind: 'E_WALLET',
        provider: 'GCash',
        holderName: 'Juan Dela Cruz',
        maskedNumber: '0917 *** 0001',
      },
      {
        merchantCode: DEMO,
        memberId: player,
        kind: 'VIRTUAL_WALLET',
        provider: 'USDT (TRC20)',
        holderName: 'Juan Dela Cruz',
        maskedNumber: 'TQ7x…9fKp',
      },
    ])
    .onConflictDoNothing();
}

/** Inserts the demo player's deposits and withdrawals, dated back from `now` (conflicts ignored). */
export async function seedDemoTransactions(tx: Db, player: number, now: number): Promise<void> {
  const amounts = [500, 1000, 300, 2000, 5000, 1500, 800, 3000];
  const tx24 = Array.from({ length: 24 }, (_, i) => ({
    merchantCode: DEMO,
    memberId: player,
    kind: 'DEPOSIT' as const,
    status: 'SUCCESS' as const,
    amount: amounts[i % amounts.length]!,
    reference: `D-DEMO-${String(i + 1).padStart(4, '0')}`,
    createdAt: new Date(now - (60 - i * 2) * DAY),
  }));
  const others = [
    {
      kind: 'DEPOSIT' as const,
      status: 'PENDING' as const,
      amount: 1000,
      reference: 'D-DEMO-0025',
    },
    {
      kind: 'DEPOSIT' as const,
      status: 'FAILED' as const,
      amount: 2000,
      reference: 'D-DEMO-0026',
    },
    ...Array.from({ length: 7 }, (_, i) => ({
      kind: 'WITHDRAW' as const,
      status: 'SUCCESS' as const,
      amount: [1200, 3500, 800, 10_000, 2500, 1800, 4200][i]!,
      reference: `W-DEMO-${String(i + 1).padStart(4, '0')}`,
    })),
    {
      kind: 'WITHDRAW' as const,
      status: 'PENDING' as const,
      amount: 1500,
      reference: 'W-DEMO-0008',
    },
  ].map((t, i) => ({
    ...t,
    merchantCode: DEMO,
    memberId: player,
    createdAt: new Date(now - (20 - i) * DAY),
  }));
  await tx
    .insert(memberTransactions)
    .values([...tx24, ...others])
    .onConflictDoNothing();
}
