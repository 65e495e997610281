import { and, eq, sql } from 'drizzle-orm';
import type { MemberInfo } from '@member-app/contract/schemas/session';
import type { Db } from '../../db/client';
import { clubLabels, members } from '../../db/schema';

import type { MemberRow, NewMember } from './types';

/** Members of a merchant. User names match case-insensitively, as the unique index does. */
export function createMemberRepository(db: Db) {
  return {
    async findByUserName(merchantCode: string, userName: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            sql`lower(${members.userName}) = lower(${userName})`,
          ),
        );
      return row ?? null;
    },

    async findByMobile(
      merchantCode: string,
      countryDialingCode: string,
      mobileNum: string,
    ): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            eq(members.countryDialingCode, countryDialingCode),
            eq(members.mobileNum, mobileNum),
          ),
        );
      return row ?? null;
    },

    async findById(id: number): Promise<MemberRow | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row ?? null;
    },

    async userNameTaken(merchantCode: string, userName: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            sql`lower(${members.userName}) = lower(${userName})`,
          ),
        );
      return Boolean(row);
    },

    /** Throws the driver's unique violation when the user name or mobile number is taken. */
    async insert(values: NewMember): Promise<MemberRow> {
      const [row] = await db.insert(members).values(values).returning();
      return row!;
    },

    async recordLogin(id: number, at: Date, ip: string, deviceId: string | null) {
      await db
        .update(members)
        .set({
          lastLoginAt: at,
          lastLoginIp: ip,
          ...(deviceId ? { lastLoginDeviceId: deviceId } : {}),
        })
        .where(eq(members.id, id));
    },

    async setLanguage(id: number, language: string) {
      await db.update(members).set({ language }).where(eq(members.id, id));
    },

    async setPassword(id: number, passwordHash: string, at: Date) {
      await db
        .update(members)
        .set({
          passwordHash,
          passwordChangedAt: at,
          firstTimeLogin: false,
          usesTempPassword: false,
        })
        .where(eq(members.id, id));
    },

    /** §3 member info with its club label. */
    async info(id: number): Promise<MemberInfo | null> {
      const [row] = await db
        .select({
          id: members.id,
          userName: members.userName,
          type: members.type,
          regDate: members.regDate,
          language: members.language,
          labelId: clubLabels.id,
          labelName: clubLabels.labelName,
          labelType: clubLabels.type,
          rankLevel: clubLabels.rankLevel,
        })
        .from(members)
        .leftJoin(clubLabels, eq(clubLabels.id, members.clubLabelId))
        .where(eq(members.id, id));
      if (!row) return null;
      return {
        id: row.id,
        account: row.userName,
        userName: row.userName,
        type: row.type,
        regDate: row.regDate.getTime(),
        language: row.language,
        clubLabel:
          row.labelId === null
            ? null
            : {
                labelName: row.labelName!,
                labelId: row.labelId,
                type: row.labelType!,
                rankLevel: row.rankLevel!,
              },
      };
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
