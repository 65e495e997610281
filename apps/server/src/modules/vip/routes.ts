import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  emptyInputSchema,
  rankProgressSchema,
  vipBenefitsSchema,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { relayRoute } from '../../lib/relay';
import { isChinese } from '../../lib/request-language';
import { memberOf } from '../session/service';

/** VIP: the member's rank progress and the benefits of its club label (SPEC §3, §7). */
export const vipRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  relayRoute(app, 'MCSFE_getPlayerRankProgress', {
    input: emptyInputSchema,
    value: rankProgressSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: '§3 VIP progress: completed and expected conditions towards the next club label',
    description: 'labelId is null for members without a label (§5: the app then shows progress 1).',
    handler: async (request) => app.vip.rankProgress(memberOf(request)),
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
    async (request) => ok(await app.vip.benefits(memberOf(request), isChinese(request))),
  );
};
