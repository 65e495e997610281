import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';

export async function threadOf(db: Db, merchantCode: string, memberId: number) {
  const [existing] = await db.select().from(chatThreads).where(eq(chatThreads.memberId, memberId));
  if (existing) return existing;
  await db.insert(chatThreads).values({ merchantCode, memberId }).onConflictDoNothing();
  const [made] = await db.select().from(chatThreads).where(eq(chatThreads.memberId, memberId));
  return made!;
}

export async function threadMessages(db: Db, threadId: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.id))
    .limit(200);
  return rows.reverse().map((m) => ({
    id: m.id,
    author: m.author,
    authorName: m.authorName,
    body: m.body,
    createdAt: m.createdAt.getTime(),
  }));
}

/** §3 unReadCount: operator and bot messages the member has not seen yet. */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(
      and(
        eq(chatThreads.memberId, memberId),
        ne(chatMessages.author, 'member'),
        isNull(chatMessages.seenAt),
      ),
    );
  return row?.n ?? 0;
}

export async function markSeen(db: Db, threadId: number, at: Date) {
  await db
    .update(chatMessages)
    .set({ seenAt: at })
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        ne(chatMessages.author, 'member'),
        isNull(chatMessages.seenAt),
      ),
    );
}

/** Unanswered member messages after the last operator message, for the operator list. */
export async function unansweredCount(db: Db, threadId: number): Promise<number> {
  const lastOperator = db
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)` })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.author, 'operator')));
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        eq(chatMessages.author, 'member'),
        gt(chatMessages.id, lastOperator),
      ),
    );
  return row?.n ?? 0;
}
