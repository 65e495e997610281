import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** The built-in SMS and email outbox, as operators read it. */
export function createOutboxRepository(db: Db) {
  return {
    /** One page, newest first, and how many match; `scope` limits the messages to those merchants (null: all). */
    async list(q: {
      channel?: 'sms' | 'email' | undefined;
      recipient?: string | undefined;
      merchantCode?: string | undefined;
      page: number;
      size: number;
      scope: string[] | null;
    }) {
      const where: SQL[] = [];
      if (q.scope) where.push(inArray(outbox.merchantCode, q.scope.length ? q.scope : ['']));
      if (q.channel) where.push(eq(outbox.channel, q.channel));
      if (q.recipient) where.push(eq(outbox.recipient, q.recipient));
      if (q.merchantCode) where.push(eq(outbox.merchantCode, q.merchantCode));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(and(...where))
          .orderBy(desc(outbox.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db
          .select({ n: count() })
          .from(outbox)
          .where(and(...where)),
      ]);
      return {
        items: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })),
        total: total?.n ?? 0,
      };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
