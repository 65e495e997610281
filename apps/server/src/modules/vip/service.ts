import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubLabels, members } from '../../db/schema';

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
