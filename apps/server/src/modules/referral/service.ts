import type { z } from 'zod';
import {
  MEMBER_AREA_ERROR_CODES,
  REFERRAL_PROMOTION_KEY,
} from '@member-app/contract/rules/member-area';
import { APP_PATHS } from '@member-app/contract/routes';
import type {
  agentApplicationRequestSchema,
  agentApplicationSchema,
} from '@member-app/contract/schemas/member-area';
import type { Db } from '../../db/client';
import type { Merchant } from '../../domain/merchant';
import { AppError } from '../../lib/errors';
import type { AuthMember } from '../session/types';
import {
  addApplication,
  invitedBy,
  latestApplication,
  maskUserName,
  personalEnabled,
  programOf,
  referralOf,
  saveProgram,
  type AgentApplicationRow,
} from './repository';

/** The invite page lists this many of the friends a member invited, newest first. */
const INVITED_LISTED = 20;

const applicationView = (r: AgentApplicationRow) => ({
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

/** Referral (§2 entry, §6 visibility), invite-friends and agent registration (SPEC §7). */
export function createReferralService(db: Db) {
  return {
    /** Whether the merchant's referral program is on; null when it has none. */
    async programEnabled(merchantCode: string): Promise<boolean | null> {
      return (await programOf(db, merchantCode))?.enabled ?? null;
    },

    /**
     * GET /wps/referral/status's value: §6 the global REFERRAL promotion, and the member's personal
     * one (false for guests).
     */
    async status(merchant: Merchant, memberId: number | null) {
      const program = await programOf(db, merchant.code);
      return {
        key: REFERRAL_PROMOTION_KEY,
        globalEnabled: program?.enabled ?? false,
        personalEnabled: memberId === null ? false : await personalEnabled(db, memberId),
      };
    },

    /**
     * The programme as the invite page shows it (defaults where the merchant has none), and for a
     * member their code, the register link for `origin`, and the friends they invited (masked).
     */
    async invite(merchant: Merchant, memberId: number | null, origin: string) {
      const program = await programOf(db, merchant.code);
      const programView = {
        enabled: program?.enabled ?? false,
        title: program?.title ?? 'Invite friends',
        description: program?.description ?? '',
        rewardPerFriend: program?.rewardPerFriend ?? 0,
        currency: program?.currency ?? merchant.settings.countries[0]?.currency ?? 'USD',
        rules: program?.rules ?? [],
      };
      if (memberId === null) return { program: programView, member: null };
      const ref = await referralOf(db, merchant.code, memberId);
      const invited = await invitedBy(db, merchant.code, ref.referralCode, INVITED_LISTED);
      return {
        program: programView,
        member: {
          referralCode: ref.referralCode,
          referralLink: `${origin}${APP_PATHS.register}?referralCode=${encodeURIComponent(ref.referralCode)}`,
          invitedCount: invited.count,
          invited: invited.latest.map((m) => ({
            userName: maskUserName(m.userName),
            regDate: m.regDate.getTime(),
          })),
        },
      };
    },

    async latestApplication(memberId: number) {
      const row = await latestApplication(db, memberId);
      return row ? applicationView(row) : null;
    },

    /** One pending application per member: a second answers agent.application.exists (409). */
    async apply(member: AuthMember, b: z.output<typeof agentApplicationRequestSchema>) {
      const row = await addApplication(db, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        realName: b.realName,
        mobileNum: b.mobileNum,
        email: b.email ?? null,
        imType: b.imType,
        imAccount: b.imAccount,
        note: b.note || null,
      });
      if (!row)
        throw new AppError(
          409,
          MEMBER_AREA_ERROR_CODES.AGENT_APPLICATION_EXISTS,
          'Your application is already being reviewed',
        );
      return applicationView(row);
    },

    saveProgram: (merchantCode: string, program: Parameters<typeof saveProgram>[2]) =>
      saveProgram(db, merchantCode, program),
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
