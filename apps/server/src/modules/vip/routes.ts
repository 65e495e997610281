import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  emptyInputSchema,
  rankProgressSchema,
  vipBenefitsSchema,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import { isChinese } from '../../lib/request-language';
import { clubLabelBenefits, clubLabels, memberRankProgress } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { relayRoute } from '../../lib/relay';
import { notLoggedIn } from '../session/service';
import { memberLabel } from './service';

/** VIP: the member's rank progress and the benefits of its club label (SPEC §3, §7). */
export const vipRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const member = (request: FastifyRequest) => {
    if (!request.member) throw notLoggedIn();
    return request.member;
  };

  // ----- VIP (§3 VIP progress, club-label benefits) -----

  relayRoute(app, 'MCSFE_getPlayerRankProgress', {
    input: emptyInputSchema,
    value: rankProgressSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: '§3 VIP progress: completed and expected conditions towards the next club label',
    description: 'labelId is null for members without a label (§5: the app then shows progress 1).',
    handler: async (request) => {
      const { id, merchantCode } = member(request);
      const label = await memberLabel(app.db, id);
      const [row] = await app.db
        .select()
        .from(memberRankProgress)
        .where(eq(memberRankProgress.memberId, id));
      const conditions = (row?.conditions ?? []).map((c) => ({
        ...c,
        done: c.current >= c.target,
      }));
      let nextLabelName: string | null = null;
      if (label?.type === 'AUTO') {
        const [next] = await app.db
          .select({ labelName: clubLabels.labelName })
          .from(clubLabels)
          .where(
            and(
              eq(clubLabels.merchantCode, merchantCode),
              eq(clubLabels.type, 'AUTO'),
              gt(clubLabels.rankLevel, label.rankLevel),
            ),
          )
          .orderBy(asc(clubLabels.rankLevel))
          .limit(1);
        nextLabelName = next?.labelName ?? null;
      }
      return {
        labelId: label?.id ?? null,
        labelName: label?.labelName ?? null,
        completedConditions: conditions.filter((c) => c.done).length,
        totalExpectedConditions: conditions.length,
        nextLabelName,
        conditions,
      };
    },
  });

  app.get(
    '/wps/member/vip/benefits',
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary:
          'Club-label benefits of every AUTO label; visible only to members whose label is AUTO (§3)',
        response: { 200: envelope(vipBenefitsSchema), ...responses },
      },
    },
    async (request) => {
      const { id, merchantCode } = member(request);
      const label = await memberLabel(app.db, id);
      if (label?.type !== 'AUTO')
        return ok({ visible: false, currentLabelId: label?.id ?? null, labels: [] });
      const cn = isChinese(request);
      const rows = await app.db
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
      const labels = new Map<number, z.infer<typeof vipBenefitsSchema>['labels'][number]>();
      for (const r of rows) {
        const entry = labels.get(r.labelId) ?? {
          labelId: r.labelId,
          labelName: r.labelName,
          rankLevel: r.rankLevel,
          benefits: [],
        };
        labels.set(r.labelId, entry);
        if (r.title !== null)
          entry.benefits.push({
            title: (cn && r.titleCn) || r.title,
            description: (cn && r.descriptionCn) || (r.description ?? ''),
            icon: r.icon ?? '',
          });
      }
      return ok({ visible: true, currentLabelId: label.id, labels: [...labels.values()] });
    },
  );
};
