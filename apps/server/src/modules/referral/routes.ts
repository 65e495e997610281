import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  agentApplicationRequestSchema,
  agentApplicationSchema,
  inviteFriendsSchema,
  referralStatusSchema,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { memberOf } from '../session/service';

/** Referral (§2 entry, §6 visibility) and agent registration (SPEC §7). */
export const referralRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  app.get(
    '/wps/referral/status',
    {
      config: { optionalAuth: true, public: true },
      schema: {
        tags: ['member-area'],
        summary:
          'The referral-wrapper promotions fetch: global and personal REFERRAL promotion (§3, §6)',
        response: { 200: envelope(referralStatusSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      return ok(await app.referral.status(merchant, request.member?.id ?? null));
    },
  );

  app.get(
    '/wps/referral/invite',
    {
      config: { optionalAuth: true, public: true },
      schema: {
        tags: ['member-area'],
        summary:
          '/m/inviteFriends: the programme, and for members their code, link and invited friends',
        response: { 200: envelope(inviteFriendsSchema), ...responses },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const origin = `${request.protocol}://${request.host}`;
      return ok(await app.referral.invite(merchant, request.member?.id ?? null, origin));
    },
  );

  app.get(
    '/wps/agent/application',
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary: "/m/agentRegister: the member's latest agent application, or null",
        response: { 200: envelope(agentApplicationSchema.nullable()), ...responses },
      },
    },
    async (request) => ok(await app.referral.latestApplication(memberOf(request).id)),
  );

  app.post(
    '/wps/agent/application',
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary:
          '/m/agentRegister: applies to become an agent (one pending application per member)',
        description: 'Errors: agent.application.exists (409), validation.failed',
        body: agentApplicationRequestSchema,
        response: { 200: envelope(agentApplicationSchema), ...responses },
      },
    },
    async (request) => ok(await app.referral.apply(memberOf(request), request.body)),
  );
};
