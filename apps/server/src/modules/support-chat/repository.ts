import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads, customerServiceEntries, members } from '../../db/schema';

/*
 * The SQL of customer service: the merchant's entries, and the support chat's threads (one a
 * member) and messages.
 */

export type ChatThread = typeof chatThreads.$inferSelect;
type NewChatMessage = typeof chatMessages.$inferInsert;

/** The merchant's customer-service entries, of one position when given, in their order. */
export function csEntries(db: Db, merchantCode: string, position?: string) {
  const where = [eq(customerServiceEntries.merchantCode, merchantCode)];
  if (position) where.push(eq(customerServiceEntries.csPosition, position));
  return db
    .select()
    .from(customerServiceEntries)
    .where(and(...where))
    .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id));
}

/** Replaces the merchant's entries with these, in this order, in one transaction. */
export async function replaceCsEntries(
  db: Db,
  merchantCode: string,
  entries: { csType: string; csPosition: string; title: string; url: string; labelIds: number[] }[],
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(customerServiceEntries)
      .where(eq(customerServiceEntries.merchantCode, merchantCode));
    if (entries.length)
      await tx
        .insert(customerServiceEntries)
        .values(entries.map((e, i) => ({ ...e, merchantCode, sortOrder: i })))
        .onConflictDoNothing();
  });
}

export async function threadById(db: Db, threadId: number): Promise<ChatThread | null> {
  const [thread] = await db.select().from(chatThreads).where(eq(chatThreads.id, threadId));
  return thread ?? null;
}

/**
 * One page of the merchant's threads with their members' names, most recently active first (the
 * id breaks ties so pages neither repeat nor skip a thread), and how many threads it has in all.
 */
export async function threadsOf(db: Db, merchantCode: string, page: number, size: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        threadId: chatThreads.id,
        memberId: chatThreads.memberId,
        userName: members.userName,
        updatedAt: chatThreads.updatedAt,
      })
      .from(chatThreads)
      .innerJoin(members, eq(members.id, chatThreads.memberId))
      .where(eq(chatThreads.merchantCode, merchantCode))
      .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(chatThreads).where(eq(chatThreads.merchantCode, merchantCode)),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * Adds messages to a thread and marks it active at `at` (and acknowledged, with `ackAt`), in one
 * transaction: an inbox that reads between the two would see the new message with the thread still
 * in its old place in the list.
 */
export async function addMessages(
  db: Db,
  threadId: number,
  messages: Omit<NewChatMessage, 'threadId'>[],
  at: Date,
  ackAt?: Date,
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(chatMessages)
      .values(messages.map((m) => ({ ...m, threadId })))
      .returning();
    await tx
      .update(chatThreads)
      .set({ updatedAt: at, ...(ackAt ? { lastAckAt: ackAt } : {}) })
      .where(eq(chatThreads.id, threadId));
    return rows;
  });
}

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

/** The id of the thread's newest message (0 when it has none). */
export async function lastMessageId(db: Db, threadId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)` })
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId));
  return Number(row?.id ?? 0);
}

/** The id of the newest message in any of the merchant's threads (0 when there is none). */
export async function merchantLastMessageId(db: Db, merchantCode: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)` })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(eq(chatThreads.merchantCode, merchantCode));
  return Number(row?.id ?? 0);
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
