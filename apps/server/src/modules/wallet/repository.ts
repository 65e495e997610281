import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  memberPaymentAccounts,
  memberTransactions,
  merchantPaymentSettings,
} from '../../db/schema';

/** The SQL of the wallet: the merchant's payment settings, members' payout accounts and transactions. */
export function createWalletRepository(db: Db) {
  return {
    async paymentSettings(merchantCode: string) {
      const [row] = await db
        .select()
        .from(merchantPaymentSettings)
        .where(eq(merchantPaymentSettings.merchantCode, merchantCode));
      return row ?? null;
    },

    accountsOf(memberId: number) {
      return db
        .select()
        .from(memberPaymentAccounts)
        .where(eq(memberPaymentAccounts.memberId, memberId))
        .orderBy(asc(memberPaymentAccounts.id));
    },

    /** Withdrawals the member asked for since `since` that did not fail. */
    async withdrawalsSince(memberId: number, since: Date): Promise<number> {
      const [used] = await db
        .select({ n: count() })
        .from(memberTransactions)
        .where(
          and(
            eq(memberTransactions.memberId, memberId),
            eq(memberTransactions.kind, 'WITHDRAW'),
            sql`${memberTransactions.status} <> 'FAILED'`,
            gt(memberTransactions.createdAt, since),
          ),
        );
      return used?.n ?? 0;
    },

    /** The member's successful transactions counted by kind. */
    successCounts(memberId: number) {
      return db
        .select({ kind: memberTransactions.kind, n: count() })
        .from(memberTransactions)
        .where(
          and(eq(memberTransactions.memberId, memberId), eq(memberTransactions.status, 'SUCCESS')),
        )
        .groupBy(memberTransactions.kind);
    },
  };
}
