import type { z } from 'zod';
import type { vipBenefitsSchema } from '@member-app/contract/schemas/member-area';
import type { Db } from '../../db/client';
import type { AuthMember } from '../session/types';
import { createVipRepository } from './repository';

export type { MemberLabel } from './repository';

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

type BenefitLabel = z.infer<typeof vipBenefitsSchema>['labels'][number];

/** VIP (SPEC §3): the member's club label, its progress towards the next one, and the benefits. */
export function createVipService(db: Db) {
  const repo = createVipRepository(db);
  return {
    /** The id of the member's club label, or null (what customer-service entries filter by). */
    async labelIdOf(memberId: number): Promise<number | null> {
      return (await repo.memberLabel(memberId))?.id ?? null;
    },

    /** §3 VIP progress: labelId is null for members without a label (§5: the app shows progress 1). */
    async rankProgress(member: AuthMember) {
      const label = await repo.memberLabel(member.id);
      const row = await repo.rankProgress(member.id);
      const conditions = (row?.conditions ?? []).map((c) => ({
        ...c,
        done: c.current >= c.target,
      }));
      const nextLabelName =
        label?.type === 'AUTO'
          ? await repo.nextAutoLabelName(member.merchantCode, label.rankLevel)
          : null;
      return {
        labelId: label?.id ?? null,
        labelName: label?.labelName ?? null,
        completedConditions: conditions.filter((c) => c.done).length,
        totalExpectedConditions: conditions.length,
        nextLabelName,
        conditions,
      };
    },

    /** The benefits of every AUTO label, visible only to members whose own label is AUTO (§3). */
    async benefits(member: AuthMember, chinese: boolean) {
      const label = await repo.memberLabel(member.id);
      if (label?.type !== 'AUTO')
        return { visible: false, currentLabelId: label?.id ?? null, labels: [] };
      const labels = new Map<number, BenefitLabel>();
      for (const r of await repo.autoLabelBenefits(member.merchantCode)) {
        const entry = labels.get(r.labelId) ?? {
          labelId: r.labelId,
          labelName: r.labelName,
          rankLevel: r.rankLevel,
          benefits: [],
        };
        labels.set(r.labelId, entry);
        if (r.title !== null)
          entry.benefits.push({
            title: (chinese && r.titleCn) || r.title,
            description: (chinese && r.descriptionCn) || (r.description ?? ''),
            icon: r.icon ?? '',
          });
      }
      return { visible: true, currentLabelId: label.id, labels: [...labels.values()] };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
