import { and, count, eq, gt, gte, isNull, notLike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { STATISTICS_ADJUSTMENT_PREFIX } from '@member-app/contract/rules/operators';
import type { Db } from '../../db/client';
import {
  chatMessages,
  chatThreads,
  members,
  memberTransactions,
  pushRegistrations,
  sessions,
} from '../../db/schema';

/** One row per UTC day that has any, `YYYY-MM-DD`. */
type DayCounts = { date: string; count: number }[];

/**
 * The SQL of a merchant's dashboard: counts only, each a single grouped query over an indexed
 * merchant column, so the dashboard costs the same with 10 or 10 million members.
 */
export function createDashboardRepository(db: Db) {
  const utcDay = (column: AnyPgColumn) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

  async function perDay(
    table: PgTable,
    column: AnyPgColumn,
    from: Date,
    where: SQL[],
  ): Promise<DayCounts> {
    const day = utcDay(column);
    const rows = await db
      .select({ date: day, count: count() })
      .from(table)
      .where(and(gte(column, from), ...where))
      .groupBy(day);
    return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
  }

  return {
    registrations: (code: string, from: Date) =>
      perDay(members, members.regDate, from, [eq(members.merchantCode, code)]),

    async memberTotal(code: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(members)
        .where(eq(members.merchantCode, code));
      return Number(row?.n ?? 0);
    },

    logins: (code: string, from: Date) =>
      perDay(sessions, sessions.createdAt, from, [eq(sessions.merchantCode, code)]),

    async activeSessions(code: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(
          and(
            eq(sessions.merchantCode, code),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return Number(row?.n ?? 0);
    },

    deposits: (code: string, from: Date) =>
      perDay(memberTransactions, memberTransactions.createdAt, from, [
        eq(memberTransactions.merchantCode, code),
        eq(memberTransactions.kind, 'DEPOSIT'),
        eq(memberTransactions.status, 'SUCCESS'),
        notLike(memberTransactions.reference, `${STATISTICS_ADJUSTMENT_PREFIX}%`),
      ]),

    async depositAmount(code: string, from: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${memberTransactions.amount}), 0)` })
        .from(memberTransactions)
        .where(
          and(
            eq(memberTransactions.merchantCode, code),
            eq(memberTransactions.kind, 'DEPOSIT'),
            eq(memberTransactions.status, 'SUCCESS'),
            notLike(memberTransactions.reference, `${STATISTICS_ADJUSTMENT_PREFIX}%`),
            gte(memberTransactions.createdAt, from),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** Threads whose latest message from a person is the member's (bot acknowledgements aside). */
    async openChats(code: string): Promise<number> {
      const last = (author: 'member' | 'operator') =>
        sql`(select max(m.id) from ${chatMessages} m where m.thread_id = ${chatThreads.id} and m.author = ${author})`;
      const [row] = await db
        .select({ n: count() })
        .from(chatThreads)
        .where(
          and(
            eq(chatThreads.merchantCode, code),
            sql`${last('member')} > coalesce(${last('operator')}, 0)`,
          ),
        );
      return Number(row?.n ?? 0);
    },

    async pushRegistrations(code: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pushRegistrations)
        .where(eq(pushRegistrations.merchantCode, code));
      return Number(row?.n ?? 0);
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
