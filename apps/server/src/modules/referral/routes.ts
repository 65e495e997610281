import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  MEMBER_AREA_ERROR_CODES,
  REFERRAL_PROMOTION_KEY,
} from '@member-app/contract/rules/member-area';
import {
  agentApplicationRequestSchema,
  agentApplicationSchema,
  inviteFriendsSchema,
  referralStatusSchema,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import { agentApplications, memberReferrals, members, referralPrograms } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { notLoggedIn } from '../session/service';
import { maskUserName, referralOf } from './repository';

/** Referral (§2 entry, §6 visibility) and agent registration (SPEC §7). */
export const referralRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const member = (request: FastifyRequest) => {
    if (!request.member) throw notLoggedIn();
    return request.member;
  };

  // ----- Referral (§2 entry, §6 visibility) and agent registration -----

  const programOf = async (merchantCode: string) => {
    const [row] = await app.db
      .select()
      .from(referralPrograms)
      .where(eq(referralPrograms.merchantCode, merchantCode));
    return row ?? null;
  };

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
      const program = await programOf(merchant.code);
      let personalEnabled = false;
      if (request.member) {
        const [row] = await app.db
          .select({ personalEnabled: memberReferrals.personalEnabled })
          .from(memberReferrals)
          .where(eq(memberReferrals.memberId, request.member.id));
        personalEnabled = row?.personalEnabled ?? false;
      }
      return ok({
        key: REFERRAL_PROMOTION_KEY,
        globalEnabled: program?.enabled ?? false,
        personalEnabled,
      });
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
      const program = await programOf(merchant.code);
      const programView = {
        enabled: program?.enabled ?? false,
        title: program?.title ?? 'Invite friends',
        description: program?.description ?? '',
        rewardPerFriend: program?.rewardPerFriend ?? 0,
        currency: program?.currency ?? merchant.settings.countries[0]?.currency ?? 'USD',
        rules: program?.rules ?? [],
      };
      if (!request.member) return ok({ program: programView, member: null });
      const ref = await referralOf(app.db, merchant.code, request.member.id);
      const invitedWhere = and(
        eq(members.merchantCode, merchant.code),
        sql`${members.registerInfo}->>'referralCode' = ${ref.referralCode}`,
      );
      const [total] = await app.db.select({ n: count() }).from(members).where(invitedWhere);
      const invited = await app.db
        .select({ userName: members.userName, regDate: members.regDate })
        .from(members)
        .where(invitedWhere)
        .orderBy(desc(members.regDate))
        .limit(20);
      return ok({
        program: programView,
        member: {
          referralCode: ref.referralCode,
          referralLink: `${request.protocol}://${request.host}/m/register?referralCode=${encodeURIComponent(ref.referralCode)}`,
          invitedCount: total?.n ?? 0,
          invited: invited.map((m) => ({
            userName: maskUserName(m.userName),
            regDate: m.regDate.getTime(),
          })),
        },
      });
    },
  );

  const applicationView = (r: typeof agentApplications.$inferSelect) => ({
    id: r.id,
    status: r.status,
    realName: r.realName,
    mobileNum: r.mobileNum,
    email: r.email,
    imType: r.imType as z.infer<typeof agentApplicationSchema>['imType'],
    imAccount: r.imAccount,
    note: r.note,
    createdAt: r.createdAt.getTime(),
  });

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
    async (request) => {
      const [row] = await app.db
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.memberId, member(request).id))
        .orderBy(desc(agentApplications.id))
        .limit(1);
      return ok(row ? applicationView(row) : null);
    },
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
    async (request) => {
      const { id, merchantCode } = member(request);
      const b = request.body;
      const [row] = await app.db
        .insert(agentApplications)
        .values({
          merchantCode,
          memberId: id,
          realName: b.realName,
          mobileNum: b.mobileNum,
          email: b.email ?? null,
          imType: b.imType,
          imAccount: b.imAccount,
          note: b.note || null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new AppError(
          409,
          MEMBER_AREA_ERROR_CODES.AGENT_APPLICATION_EXISTS,
          'Your application is already being reviewed',
        );
      return ok(applicationView(row));
    },
  );
};
