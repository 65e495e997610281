import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OperatorRole } from '@member-app/contract/rules/operators';
import type { AuditEntry, AuditQuery, Operator } from '@member-app/contract/schemas/admin';
import type { Db } from '../../db/client';
import {
  auditLog,
  merchants,
  operatorMerchants,
  operatorSessions,
  operators,
} from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

/** The operator side's SQL: operators, their merchants and sessions, the audit log. */
export function createOperatorRepository(db: Db) {
  async function merchantsOf(ids: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await db
      .select()
      .from(operatorMerchants)
      .where(inArray(operatorMerchants.operatorId, ids));
    for (const r of rows) map.get(r.operatorId)?.push(r.merchantCode);
    for (const list of map.values()) list.sort();
    return map;
  }

  const view = (row: OperatorRow, merchantCodes: string[]): Operator => ({
    id: row.id,
    username: row.username,
    role: row.role,
    allMerchants: row.allMerchants,
    merchantCodes: row.allMerchants ? [] : merchantCodes,
    disabled: row.disabledAt !== null,
    totpEnabled: row.totpEnabled,
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  });

  return {
    async byUsername(username: string): Promise<OperatorRow | null> {
      const [row] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.username}) = lower(${username})`);
      return row ?? null;
    },

    async byId(id: number): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row ?? null;
    },

    async view(row: OperatorRow): Promise<Operator> {
      return view(row, (await merchantsOf([row.id])).get(row.id) ?? []);
    },

    async list(q: { page: number; size: number; role?: OperatorRole; q?: string }) {
      const where: SQL[] = [];
      if (q.role) where.push(eq(operators.role, q.role));
      if (q.q) where.push(ilike(operators.username, `%${q.q.replace(/[%_\\]/g, '\\$&')}%`));
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(operators)
        .where(and(...where));
      const rows = await db
        .select()
        .from(operators)
        .where(and(...where))
        .orderBy(operators.id)
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      const codes = await merchantsOf(rows.map((r) => r.id));
      return { items: rows.map((r) => view(r, codes.get(r.id) ?? [])), total: n };
    },

    async create(input: {
      username: string;
      passwordHash: string;
      role: OperatorRole;
      allMerchants: boolean;
      merchantCodes: string[];
      mustChangePassword: boolean;
    }): Promise<OperatorRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(operators)
          .values({
            username: input.username,
            passwordHash: input.passwordHash,
            role: input.role,
            allMerchants: input.allMerchants,
            mustChangePassword: input.mustChangePassword,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        if (!input.allMerchants && input.merchantCodes.length > 0) {
          await tx
            .insert(operatorMerchants)
            .values(
              input.merchantCodes.map((merchantCode) => ({ operatorId: row.id, merchantCode })),
            );
        }
        return row;
      });
    },

    async update(
      id: number,
      set: Partial<
        Pick<
          OperatorRow,
          | 'role'
          | 'allMerchants'
          | 'disabledAt'
          | 'passwordHash'
          | 'mustChangePassword'
          | 'totpSecret'
          | 'totpEnabled'
          | 'lastLoginAt'
        >
      >,
      merchantCodes?: string[],
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(operators.id, id));
        if (merchantCodes) {
          await tx.delete(operatorMerchants).where(eq(operatorMerchants.operatorId, id));
          if (merchantCodes.length > 0)
            await tx
              .insert(operatorMerchants)
              .values(merchantCodes.map((merchantCode) => ({ operatorId: id, merchantCode })));
        }
      });
    },

    /** Whether a merchant exists, disabled ones included (operators still run those). */
    async merchantExists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: merchants.code })
        .from(merchants)
        .where(eq(merchants.code, code));
      return row !== undefined;
    },

    async merchantCodes(id: number): Promise<string[]> {
      return (await merchantsOf([id])).get(id) ?? [];
    },

    async countOwners(): Promise<number> {
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), isNull(operators.disabledAt)));
      return n;
    },

    // Sessions

    async createSession(s: {
      tokenHash: string;
      operatorId: number;
      ip: string;
      userAgent: string | null;
      expiresAt: Date;
    }) {
      await db.insert(operatorSessions).values(s);
    },

    /** The live session of a token hash and its operator, or null. */
    async sessionByHash(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    async revokeSession(tokenHash: string, now: Date) {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
    },

    /** Ends every session of an operator, but the one kept (e.g. where a password was changed). */
    async revokeSessionsOf(operatorId: number, now: Date, keepTokenHash?: string) {
      const where = [
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
      ];
      if (keepTokenHash) where.push(ne(operatorSessions.tokenHash, keepTokenHash));
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(...where));
    },

    // Audit log

    async appendAudit(entry: typeof auditLog.$inferInsert) {
      await db.insert(auditLog).values(entry);
    },

    /** Entries newest first; `merchantCodes` limits them to those merchants (null: all). */
    async listAudit(q: AuditQuery, merchantCodes: string[] | null) {
      const where: SQL[] = [];
      if (q.merchantCode) where.push(eq(auditLog.merchantCode, q.merchantCode));
      if (merchantCodes) where.push(inArray(auditLog.merchantCode, merchantCodes));
      if (q.operatorId) where.push(eq(auditLog.operatorId, q.operatorId));
      if (q.targetType) where.push(eq(auditLog.targetType, q.targetType));
      if (q.targetId) where.push(eq(auditLog.targetId, q.targetId));
      if (q.action) where.push(eq(auditLog.action, q.action));
      if (q.from !== undefined) where.push(gte(auditLog.at, new Date(q.from)));
      if (q.to !== undefined) where.push(lte(auditLog.at, new Date(q.to)));
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(auditLog)
        .where(and(...where));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      const items: AuditEntry[] = rows.map((r) => ({
        id: r.id,
        at: r.at.getTime(),
        operatorId: r.operatorId,
        operatorName: r.operatorName,
        merchantCode: r.merchantCode,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        before: r.before ?? null,
        after: r.after ?? null,
        ip: r.ip,
      }));
      return { items, total: n };
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
