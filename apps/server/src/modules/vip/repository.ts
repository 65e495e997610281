import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubLabelBenefits, clubLabels, memberRankProgress, members } from '../../db/schema';

export interface MemberLabel {
  id: number;
  labelName: string;
  type: string;
  rankLevel: number;
}

/** The SQL of VIP: club labels, their benefits, and each member's label and rank progress. */
export function createVipRepository(db: Db) {
  return {
    /** The member's club label (§3 clubLabel), or null. */
    async memberLabel(memberId: number): Promise<MemberLabel | null> {
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
    },

    async rankProgress(memberId: number) {
      const [row] = await db
        .select()
        .from(memberRankProgress)
        .where(eq(memberRankProgress.memberId, memberId));
      return row ?? null;
    },

    /** The name of the next AUTO label above `rankLevel`, or null at the top. */
    async nextAutoLabelName(merchantCode: string, rankLevel: number): Promise<string | null> {
      const [next] = await db
        .select({ labelName: clubLabels.labelName })
        .from(clubLabels)
        .where(
          and(
            eq(clubLabels.merchantCode, merchantCode),
            eq(clubLabels.type, 'AUTO'),
            gt(clubLabels.rankLevel, rankLevel),
          ),
        )
        .orderBy(asc(clubLabels.rankLevel))
        .limit(1);
      return next?.labelName ?? null;
    },

    /** Every AUTO label of the merchant with its benefits (a row a benefit; null benefit columns for none). */
    autoLabelBenefits(merchantCode: string) {
      return db
        .select({
          labelId: clubLabels.id,
          labelName: clubLabels.labelName,
          rankLevel: clubLabels.rankLevel,
          title: clubLabelBenefits.title,
          titleCn: clubLabelBenefits.titleCn,
          description: clubLabelBenefits.description,
          descriptionCn: clubLabelBenefits.descriptionCn,
          icon: clubLabelBenefits.icon,
        })
        .from(clubLabels)
        .leftJoin(clubLabelBenefits, eq(clubLabelBenefits.labelId, clubLabels.id))
        .where(and(eq(clubLabels.merchantCode, merchantCode), eq(clubLabels.type, 'AUTO')))
        .orderBy(asc(clubLabels.rankLevel), asc(clubLabelBenefits.sortOrder));
    },
  };
}
