import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  agentApplicationQuerySchema,
  agentApplicationViewSchema,
  agentDecisionSchema,
  memberDetailSchema,
  memberLockSchema,
  memberPatchSchema,
  memberResetPasswordResultSchema,
  memberSearchQuerySchema,
  memberStatisticsSchema,
  memberSummarySchema,
  merchantItemParamsSchema,
  merchantParamsSchema,
  paged,
} from '@member-app/contract/schemas/admin';
import { ok } from '../../lib/envelope';
import { audit } from '../operators/service';
import { adminDoc } from './route-docs';

const errors = { '4xx': errorEnvelope };
const done = envelope(z.null());

/**
 * Members (support and owner): search, view, type and VIP label, password reset, lock and unlock,
 * sessions, the statistics that drive download prompts, and agent applications.
 */
export function memberAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = () => app.admin.members;
  const record = (
    request: FastifyRequest<{ Params: { code: string; id: number } }>,
    action: string,
    change: { before?: unknown; after?: unknown } = {},
  ) =>
    audit(request, {
      action,
      merchantCode: request.params.code,
      targetType: action.startsWith('agent') ? 'agent-application' : 'member',
      targetId: request.params.id,
      ...change,
    });

  app.get(
    '/admin/merchants/:code/members',
    {
      config: { right: 'members.read' },
      schema: {
        ...adminDoc(
          'members.read',
          'Search members by id, username, mobile, email, type, VIP label and registration dates',
        ),
        params: merchantParamsSchema,
        querystring: memberSearchQuerySchema,
        response: { 200: envelope(paged(memberSummarySchema)), ...errors },
      },
    },
    async (request) => {
      const { items, total } = await members().search(request.params.code, request.query);
      return ok({ items, total, page: request.query.page, size: request.query.size });
    },
  );

  app.get(
    '/admin/merchants/:code/members/:id',
    {
      config: { right: 'members.read' },
      schema: {
        ...adminDoc(
          'members.read',
          'A member: profile, type, label, last login, sessions, second factors, identities, statistics',
        ),
        params: merchantItemParamsSchema,
        response: { 200: envelope(memberDetailSchema), ...errors },
      },
    },
    async (request) => ok(await members().detail(request.params.code, request.params.id)),
  );

  app.patch(
    '/admin/merchants/:code/members/:id',
    {
      config: { right: 'members.write' },
      schema: {
        ...adminDoc(
          'members.write',
          "Change a member's type (their sessions end) or VIP label (null removes it)",
        ),
        params: merchantItemParamsSchema,
        body: memberPatchSchema,
        response: { 200: envelope(memberDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { code, id } = request.params;
      const change = await members().patch(code, id, request.body);
      await record(request, 'member.patch', change);
      return ok(change.after);
    },
  );

  app.post(
    '/admin/merchants/:code/members/:id/password',
    {
      config: { right: 'members.write' },
      schema: {
        ...adminDoc(
          'members.write',
          'Reset the password: a temporary one, answered once; the member changes it at next login and their sessions end',
        ),
        params: merchantItemParamsSchema,
        response: { 200: envelope(memberResetPasswordResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await members().resetPassword(request.params.code, request.params.id);
      await record(request, 'member.password.reset');
      return ok(result);
    },
  );

  app.post(
    '/admin/merchants/:code/members/:id/lock',
    {
      config: { right: 'members.write' },
      schema: {
        ...adminDoc(
          'members.write',
          'Lock a member: their login is refused (account.locked) and their sessions end',
        ),
        params: merchantItemParamsSchema,
        body: memberLockSchema,
        response: { 200: envelope(memberDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { code, id } = request.params;
      const change = await members().lock(code, id, request.body.reason);
      await record(request, 'member.lock', change);
      return ok(change.after);
    },
  );

  app.post(
    '/admin/merchants/:code/members/:id/unlock',
    {
      config: { right: 'members.write' },
      schema: {
        ...adminDoc('members.write', 'Unlock a member'),
        params: merchantItemParamsSchema,
        response: { 200: envelope(memberDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { code, id } = request.params;
      const change = await members().unlock(code, id);
      await record(request, 'member.unlock', change);
      return ok(change.after);
    },
  );

  app.delete(
    '/admin/merchants/:code/members/:id/sessions',
    {
      config: { right: 'members.write' },
      schema: {
        ...adminDoc('members.write', 'End every session of a member (they log in again)'),
        params: merchantItemParamsSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await members().endSessions(request.params.code, request.params.id);
      await record(request, 'member.sessions.end');
      return ok(null);
    },
  );

  app.put(
    '/admin/merchants/:code/members/:id/statistics',
    {
      config: { right: 'members.write' },
      schema: {
        ...adminDoc(
          'members.write',
          "Set a member's successful deposit and withdrawal counts (download-prompt triggers), to try a merchant's set-up",
        ),
        params: merchantItemParamsSchema,
        body: memberStatisticsSchema,
        response: { 200: envelope(memberStatisticsSchema), ...errors },
      },
    },
    async (request) => {
      const { code, id } = request.params;
      const change = await members().setStatistics(code, id, request.body);
      await record(request, 'member.statistics', change);
      return ok(change.after);
    },
  );

  app.get(
    '/admin/merchants/:code/agent-applications',
    {
      config: { right: 'members.read' },
      schema: {
        ...adminDoc('members.read', 'Agent applications, newest first'),
        params: merchantParamsSchema,
        querystring: agentApplicationQuerySchema,
        response: { 200: envelope(paged(agentApplicationViewSchema)), ...errors },
      },
    },
    async (request) => {
      const { items, total } = await members().applications(request.params.code, request.query);
      return ok({ items, total, page: request.query.page, size: request.query.size });
    },
  );

  app.post(
    '/admin/merchants/:code/agent-applications/:id/decision',
    {
      config: { right: 'members.write' },
      schema: {
        ...adminDoc(
          'members.write',
          'Approve (the member becomes an agent, type 1) or refuse a pending agent application',
        ),
        params: merchantItemParamsSchema,
        body: agentDecisionSchema,
        response: { 200: envelope(agentApplicationViewSchema), ...errors },
      },
    },
    async (request) => {
      const { code, id } = request.params;
      const change = await members().decide(code, id, request.body.decision);
      await record(request, `agent-application.${request.body.decision.toLowerCase()}`, change);
      return ok(change.after);
    },
  );
}
