import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNull,
  like,
  lt,
  notLike,
  type SQL,
} from 'drizzle-orm';
import { STATISTICS_ADJUSTMENT_PREFIX } from '@member-app/contract/rules/operators';
import type { MemberSearchQuery, MemberSummary } from '@member-app/contract/schemas/admin';
import type { Db } from '../../db/client';
import {
  agentApplications,
  clubLabels,
  memberIdentities,
  members,
  memberTransactions,
  sessions,
} from '../../db/schema';

const DAY_MS = 86_400_000;
const escapeLike = (s: string) => s.replace(/[%_\\]/g, '\\$&');

export type MemberAdminRow = typeof members.$inferSelect;
export type AgentApplicationRow = typeof agentApplications.$inferSelect & { userName: string };

/** The operator API's SQL on members, their sessions, statistics and agent applications. */
export function createMemberAdminRepository(db: Db) {
  const summaryColumns = {
    id: members.id,
    userName: members.userName,
    type: members.type,
    mobileNum: members.mobileNum,
    countryDialingCode: members.countryDialingCode,
    email: members.email,
    labelId: clubLabels.id,
    labelName: clubLabels.labelName,
    regDate: members.regDate,
    lastLoginAt: members.lastLoginAt,
    lockedAt: members.lockedAt,
  };
  interface SummaryRow {
    id: number;
    userName: string;
    type: number;
    mobileNum: string | null;
    countryDialingCode: string | null;
    email: string | null;
    labelId: number | null;
    labelName: string | null;
    regDate: Date;
    lastLoginAt: Date | null;
    lockedAt: Date | null;
  }
  const toSummary = (r: SummaryRow): MemberSummary => ({
    id: r.id,
    userName: r.userName,
    type: r.type,
    mobileNum: r.mobileNum,
    countryDialingCode: r.countryDialingCode,
    email: r.email,
    clubLabel: r.labelId !== null ? { id: r.labelId, name: r.labelName ?? '' } : null,
    regDate: r.regDate.getTime(),
    lastLoginAt: r.lastLoginAt?.getTime() ?? null,
    locked: r.lockedAt !== null,
  });

  return {
    /** Members of a merchant matching every given criterion, newest first. */
    async search(code: string, q: MemberSearchQuery) {
      const where: SQL[] = [eq(members.merchantCode, code)];
      if (q.id) where.push(eq(members.id, q.id));
      if (q.username) where.push(ilike(members.userName, `%${escapeLike(q.username)}%`));
      if (q.mobile) where.push(like(members.mobileNum, `%${escapeLike(q.mobile)}%`));
      if (q.email) where.push(ilike(members.email, `%${escapeLike(q.email)}%`));
      if (q.type !== undefined) where.push(eq(members.type, q.type));
      if (q.labelId) where.push(eq(members.clubLabelId, q.labelId));
      if (q.regFrom) where.push(gte(members.regDate, new Date(`${q.regFrom}T00:00:00Z`)));
      if (q.regTo)
        where.push(lt(members.regDate, new Date(Date.parse(`${q.regTo}T00:00:00Z`) + DAY_MS)));
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(members)
        .where(and(...where));
      const rows = await db
        .select(summaryColumns)
        .from(members)
        .leftJoin(clubLabels, eq(clubLabels.id, members.clubLabelId))
        .where(and(...where))
        .orderBy(desc(members.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      return { items: rows.map(toSummary), total: n };
    },

    async summary(code: string, id: number): Promise<MemberSummary | null> {
      const [row] = await db
        .select(summaryColumns)
        .from(members)
        .leftJoin(clubLabels, eq(clubLabels.id, members.clubLabelId))
        .where(and(eq(members.merchantCode, code), eq(members.id, id)));
      return row ? toSummary(row) : null;
    },

    async row(code: string, id: number): Promise<MemberAdminRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantCode, code), eq(members.id, id)));
      return row ?? null;
    },

    /** Live sessions of a member, newest first (at most 50). */
    async sessionsOf(id: number, now: Date) {
      return db
        .select({
          tokenHash: sessions.tokenHash,
          ip: sessions.ip,
          device: sessions.device,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(
          and(eq(sessions.memberId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(desc(sessions.createdAt))
        .limit(50);
    },

    async identitiesOf(id: number) {
      return db
        .select({
          issuer: memberIdentities.issuer,
          method: memberIdentities.method,
          email: memberIdentities.email,
          phone: memberIdentities.phone,
          createdAt: memberIdentities.createdAt,
        })
        .from(memberIdentities)
        .where(eq(memberIdentities.memberId, id))
        .orderBy(asc(memberIdentities.id));
    },

    /** Successful deposits and withdrawals, as §3 statistics count them. */
    async statistics(id: number) {
      const rows = await db
        .select({ kind: memberTransactions.kind, n: count() })
        .from(memberTransactions)
        .where(and(eq(memberTransactions.memberId, id), eq(memberTransactions.status, 'SUCCESS')))
        .groupBy(memberTransactions.kind);
      const n = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
      return { deposits: n('DEPOSIT'), withdrawals: n('WITHDRAW') };
    },

    /**
     * Sets the successful counts by replacing the operator's earlier adjustments with as many
     * zero-amount successful transactions as are missing; false when real transactions already
     * exceed a target (they are never removed).
     */
    async setStatistics(
      code: string,
      id: number,
      target: { deposits: number; withdrawals: number },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const real = await tx
          .select({ kind: memberTransactions.kind, n: count() })
          .from(memberTransactions)
          .where(
            and(
              eq(memberTransactions.memberId, id),
              eq(memberTransactions.status, 'SUCCESS'),
              notLike(memberTransactions.reference, `${STATISTICS_ADJUSTMENT_PREFIX}%`),
            ),
          )
          .groupBy(memberTransactions.kind);
        const have = (kind: string) => real.find((r) => r.kind === kind)?.n ?? 0;
        const missing = {
          DEPOSIT: target.deposits - have('DEPOSIT'),
          WITHDRAW: target.withdrawals - have('WITHDRAW'),
        };
        if (missing.DEPOSIT < 0 || missing.WITHDRAW < 0) return false;
        await tx
          .delete(memberTransactions)
          .where(
            and(
              eq(memberTransactions.memberId, id),
              like(memberTransactions.reference, `${STATISTICS_ADJUSTMENT_PREFIX}%`),
            ),
          );
        const values = (['DEPOSIT', 'WITHDRAW'] as const).flatMap((kind) =>
          Array.from({ length: missing[kind] }, (_, i) => ({
            merchantCode: code,
            memberId: id,
            kind,
            status: 'SUCCESS' as const,
            amount: 0,
            reference: `${STATISTICS_ADJUSTMENT_PREFIX}${id}:${kind}:${i}`,
          })),
        );
        if (values.length > 0) await tx.insert(memberTransactions).values(values);
        return true;
      });
    },

    async update(
      id: number,
      set: Partial<
        Pick<
          MemberAdminRow,
          | 'type'
          | 'clubLabelId'
          | 'passwordHash'
          | 'passwordChangedAt'
          | 'firstTimeLogin'
          | 'mustChangePassword'
          | 'lockedAt'
          | 'lockReason'
        >
      >,
    ) {
      await db.update(members).set(set).where(eq(members.id, id));
    },

    async labelOf(code: string, labelId: number) {
      const [row] = await db
        .select({ id: clubLabels.id })
        .from(clubLabels)
        .where(and(eq(clubLabels.merchantCode, code), eq(clubLabels.id, labelId)));
      return row ?? null;
    },

    async applications(
      code: string,
      q: { page: number; size: number; status?: 'PENDING' | 'APPROVED' | 'REJECTED' | undefined },
    ) {
      const where: SQL[] = [eq(agentApplications.merchantCode, code)];
      if (q.status) where.push(eq(agentApplications.status, q.status));
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(agentApplications)
        .where(and(...where));
      const rows = await db
        .select({ a: agentApplications, userName: members.userName })
        .from(agentApplications)
        .innerJoin(members, eq(members.id, agentApplications.memberId))
        .where(and(...where))
        .orderBy(desc(agentApplications.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      return { items: rows.map((r) => ({ ...r.a, userName: r.userName })), total: n };
    },

    async application(code: string, id: number): Promise<AgentApplicationRow | null> {
      const [row] = await db
        .select({ a: agentApplications, userName: members.userName })
        .from(agentApplications)
        .innerJoin(members, eq(members.id, agentApplications.memberId))
        .where(and(eq(agentApplications.merchantCode, code), eq(agentApplications.id, id)));
      return row ? { ...row.a, userName: row.userName } : null;
    },

    /** Decides a pending application; approving makes the member an agent (type 1). False when no longer pending. */
    async decide(id: number, decision: 'APPROVED' | 'REJECTED'): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(agentApplications)
          .set({ status: decision })
          .where(and(eq(agentApplications.id, id), eq(agentApplications.status, 'PENDING')))
          .returning({ memberId: agentApplications.memberId });
        if (!row) return false;
        if (decision === 'APPROVED')
          await tx.update(members).set({ type: 1 }).where(eq(members.id, row.memberId));
        return true;
      });
    },
  };
}

export type MemberAdminRepository = ReturnType<typeof createMemberAdminRepository>;
