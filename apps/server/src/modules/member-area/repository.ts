import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatMessages,
  chatThreads,
  clubLabels,
  customerServiceEntries,
  memberReferrals,
  members,
} from '../../db/schema';
import {
  csPathKey,
  encodeCsPath,
  type CsPosition,
  type CsType,
} from '@member-app/contract/rules/member-area';
import type { CsEntry } from '@member-app/contract/schemas/member-area';

export interface MemberLabel {
  id: number;
  labelName: string;
  type: string;
  rankLevel: number;
}

/** The member's club label (§3 clubLabel), or null. */
export async function memberLabel(db: Db, memberId: number): Promise<MemberLabel | null> {
  const [row] = await db
    .select({
      id: clubLabels.id,
      labelName: clubLabels.labelName,
      type: clubLabels.type,
      rankLevel: clubLabels.rankLevel,
    })
    .from(members)
    .innerJoin(clubLabels, eq(clubLabels.id, members.clubLabelId))
    .where(eq(members.id, memberId));
  return row ?? null;
}

/**
 * §6 "Customer-service entries are filtered by VIP label: entries without labelIds are for
 * everyone; a labelled member gets entries for that label, falling back to generic ones."
 */
export function filterByLabel<T extends { labelIds: number[] }>(
  entries: T[],
  labelId: number | null,
): T[] {
  const generic = entries.filter((e) => e.labelIds.length === 0);
  if (labelId === null) return generic;
  const labelled = entries.filter((e) => e.labelIds.includes(labelId));
  return labelled.length > 0 ? labelled : generic;
}

/** The entries this visitor may use, their paths encoded with a fresh key (§3). */
export async function customerServiceFor(
  db: Db,
  merchant: { code: string; settings: { customerService: string | null } },
  labelId: number | null,
  position?: CsPosition,
): Promise<CsEntry[]> {
  const where = [eq(customerServiceEntries.merchantCode, merchant.code)];
  if (position) where.push(eq(customerServiceEntries.csPosition, position));
  const rows = await db
    .select()
    .from(customerServiceEntries)
    .where(and(...where))
    .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id));
  const key = csPathKey(randomBytes(8));
  const entries = filterByLabel(rows, labelId).map((r) => ({
    csType: r.csType as CsType,
    csPosition: r.csPosition as CsPosition,
    title: r.title,
    path: encodeCsPath(r.url, key),
    labelIds: r.labelIds,
  }));
  // A merchant without configured entries still has its site-settings address (§3 customerService).
  if (entries.length === 0 && rows.length === 0 && merchant.settings.customerService) {
    entries.push({
      csType: 'LIVECHAT',
      csPosition: position ?? 'CHAT',
      title: 'Customer service',
      path: encodeCsPath(merchant.settings.customerService, key),
      labelIds: [],
    });
  }
  return entries;
}

/** The member's thread, made on first use. */
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

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The member's referral code, made on first use. */
export async function referralOf(db: Db, merchantCode: string, memberId: number) {
  const [existing] = await db
    .select()
    .from(memberReferrals)
    .where(eq(memberReferrals.memberId, memberId));
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const bytes = randomBytes(7);
    const code = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    const made = await db
      .insert(memberReferrals)
      .values({ merchantCode, memberId, referralCode: code })
      .onConflictDoNothing()
      .returning();
    if (made[0]) return made[0];
    const [raced] = await db
      .select()
      .from(memberReferrals)
      .where(eq(memberReferrals.memberId, memberId));
    if (raced) return raced;
  }
  throw new Error('no free referral code');
}

/** "juan_reyes" → "ju***es": invited friends are listed without revealing their names. */
export function maskUserName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}
