import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberReferrals } from '../../db/schema';

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
