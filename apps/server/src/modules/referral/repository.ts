import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentApplications, memberReferrals, members, referralPrograms } from '../../db/schema';

/*
 * The SQL of referral: the merchant's referral program, members' referral codes and who they
 * invited, and agent applications.
 */

export type AgentApplicationRow = typeof agentApplications.$inferSelect;
type ReferralProgram = Omit<typeof referralPrograms.$inferInsert, 'merchantCode'>;

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

export async function programOf(db: Db, merchantCode: string) {
  const [row] = await db
    .select()
    .from(referralPrograms)
    .where(eq(referralPrograms.merchantCode, merchantCode));
  return row ?? null;
}

/** Creates or replaces the merchant's referral program. */
export async function saveProgram(db: Db, merchantCode: string, program: ReferralProgram) {
  await db
    .insert(referralPrograms)
    .values({ merchantCode, ...program })
    .onConflictDoUpdate({ target: referralPrograms.merchantCode, set: program });
}

/** The member's personal REFERRAL flag (false until the member has a referral row). */
export async function personalEnabled(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ personalEnabled: memberReferrals.personalEnabled })
    .from(memberReferrals)
    .where(eq(memberReferrals.memberId, memberId));
  return row?.personalEnabled ?? false;
}

/** How many members registered with the code, and the latest `limit` of them. */
export async function invitedBy(db: Db, merchantCode: string, referralCode: string, limit: number) {
  const invitedWhere = and(
    eq(members.merchantCode, merchantCode),
    sql`${members.registerInfo}->>'referralCode' = ${referralCode}`,
  );
  const [total] = await db.select({ n: count() }).from(members).where(invitedWhere);
  const latest = await db
    .select({ userName: members.userName, regDate: members.regDate })
    .from(members)
    .where(invitedWhere)
    .orderBy(desc(members.regDate))
    .limit(limit);
  return { count: total?.n ?? 0, latest };
}

export async function latestApplication(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.memberId, memberId))
    .orderBy(desc(agentApplications.id))
    .limit(1);
  return row ?? null;
}

/** Records an application; null when the member already has a pending one (a unique index). */
export async function addApplication(
  db: Db,
  values: typeof agentApplications.$inferInsert,
): Promise<AgentApplicationRow | null> {
  const [row] = await db.insert(agentApplications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** "juan_reyes" → "ju***es": invited friends are listed without revealing their names. */
export function maskUserName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}
