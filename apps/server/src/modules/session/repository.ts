import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, rsaKeys, sessions } from '../../db/schema';

export type NewSessionRow = typeof sessions.$inferInsert;
export type RsaKeyRow = typeof rsaKeys.$inferSelect;

/** The `sessions` table: a session is stored as the SHA-256 of its token. */
export function createSessionRepository(db: Db) {
  return {
    async insert(row: NewSessionRow): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** The session of a token hash with its member's type and name, revoked or not; null if unknown. */
    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({
          memberId: sessions.memberId,
          merchantCode: sessions.merchantCode,
          ip: sessions.ip,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          type: members.type,
          userName: members.userName,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Revokes a live session; answers its expiry, or null when it was unknown or revoked already. */
    async revoke(tokenHash: string, at: Date): Promise<Date | null> {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ expiresAt: sessions.expiresAt });
      return row?.expiresAt ?? null;
    },

    /** Revokes every other live session of a member; answers the ones it revoked. */
    async revokeOthers(memberId: number, keepHash: string, at: Date) {
      return db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.memberId, memberId),
            ne(sessions.tokenHash, keepHash),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt });
    },
  };
}

/** Arbitrary constant: instances rotating at the same moment create one key between them. */
const ROTATION_LOCK_ID = 727_002;

/** The `rsa_keys` table: the body-encryption key pairs every instance shares. */
export function createRsaKeyRepository(db: Db) {
  const newest = async (executor: Pick<Db, 'select'> = db): Promise<RsaKeyRow | null> =>
    (await executor.select().from(rsaKeys).orderBy(desc(rsaKeys.createdAt)).limit(1))[0] ?? null;

  return {
    newest: () => newest(),

    async byId(id: string): Promise<RsaKeyRow | null> {
      const [row] = await db.select().from(rsaKeys).where(eq(rsaKeys.id, id));
      return row ?? null;
    },

    /**
     * Stores `key` as the newest, unless another instance stored one that is still valid at `at`
     * while this one waited for the lock: then that key is answered and `key` is dropped.
     */
    async insertUnlessFresh(key: RsaKeyRow, at: number): Promise<RsaKeyRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ROTATION_LOCK_ID})`);
        const latest = await newest(tx);
        if (latest && latest.expiresAt.getTime() > at) return latest;
        const [row] = await tx.insert(rsaKeys).values(key).returning();
        return row!;
      });
    },
  };
}
