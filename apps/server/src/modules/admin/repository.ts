import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** The built-in SMS and email outbox, as operators read it. */
export function createOutboxRepository(db: Db) {
  return {
    /** Newest first; `scope` limits the messages to those merchants (null: all). */
    async list(q: {
      channel?: 'sms' | 'email' | undefined;
      recipient?: string | undefined;
      merchantCode?: string | undefined;
      limit: number;
      scope: string[] | null;
    }) {
      const where: SQL[] = [];
      if (q.scope) where.push(inArray(outbox.merchantCode, q.scope.length ? q.scope : ['']));
      if (q.channel) where.push(eq(outbox.channel, q.channel));
      if (q.recipient) where.push(eq(outbox.recipient, q.recipient));
      if (q.merchantCode) where.push(eq(outbox.merchantCode, q.merchantCode));
      const rows = await db
        .select()
        .from(outbox)
        .where(and(...where))
        .orderBy(desc(outbox.id))
        .limit(q.limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
