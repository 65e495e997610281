import { and, eq } from 'drizzle-orm';
import type { IdentityMethod } from '@member-app/contract/account';
import type { Db } from '../../db/client';
import { memberIdentities, members } from '../../db/schema';

// The member as stored: the same row the member module names MemberRow (that module sits above this
// one, which registrations through an identity use).
type MemberRow = typeof members.$inferSelect;
type NewMember = typeof members.$inferInsert;

/** An identity as member_identities keeps it (see IdentityRecord in service.ts). */
interface IdentityColumns {
  issuer: string;
  subject: string;
  method: IdentityMethod | 'maya';
  email: string | null;
  phone: string | null;
}

/** The bindings of provider identities (and Maya accounts) to members. */
export function createIdentityRepository(db: Db) {
  return {
    async memberOf(
      merchantCode: string,
      identity: { issuer: string; subject: string },
    ): Promise<MemberRow | null> {
      const [row] = await db
        .select({ member: members })
        .from(memberIdentities)
        .innerJoin(members, eq(members.id, memberIdentities.memberId))
        .where(
          and(
            eq(memberIdentities.merchantCode, merchantCode),
            eq(memberIdentities.issuer, identity.issuer),
            eq(memberIdentities.subject, identity.subject),
          ),
        );
      return row?.member ?? null;
    },

    /** Inserts the binding unless the identity is bound already; whether a row was written. */
    async bind(merchantCode: string, memberId: number, identity: IdentityColumns, at: Date) {
      const inserted = await db
        .insert(memberIdentities)
        .values({ merchantCode, memberId, ...identity, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: memberIdentities.id });
      return inserted.length > 0;
    },

    /** The member and its binding in one transaction (the unique indexes decide races). */
    createMember(values: NewMember, identity: IdentityColumns, at: Date): Promise<MemberRow> {
      return db.transaction(async (tx) => {
        const [member] = await tx.insert(members).values(values).returning();
        await tx.insert(memberIdentities).values({
          merchantCode: values.merchantCode,
          memberId: member!.id,
          ...identity,
          createdAt: at,
        });
        return member!;
      });
    },
  };
}
