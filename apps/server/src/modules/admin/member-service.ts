import { randomBytes, randomInt } from 'node:crypto';
import { ADMIN_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import type { MemberDetail, MemberSearchQuery } from '@member-app/contract/schemas/admin';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { MemberAdminRepository, AgentApplicationRow } from './member-repository';

/** What the member service needs of the session and member modules (through the app). */
export interface MemberAdminDeps {
  repo: MemberAdminRepository;
  /** Ends every live session of a member (no session is kept). */
  endSessions: (memberId: number) => Promise<void>;
  /** Drops the member's cached member info. */
  forgetInfo: (memberId: number) => Promise<void>;
  now: () => number;
}

const notFound = () => new AppError(404, ADMIN_ERROR_CODES.NOT_FOUND, 'Unknown member');

/**
 * A temporary member password: 12 characters with letters and digits, inside the §5 member
 * password rule (6–20 characters with a letter and a digit).
 */
export function temporaryPassword(): string {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);
  const letter = String.fromCharCode(97 + randomInt(26));
  return `${letter}${body}${randomInt(10)}`;
}

const applicationView = (a: AgentApplicationRow) => ({
  id: a.id,
  memberId: a.memberId,
  userName: a.userName,
  realName: a.realName,
  mobileNum: a.mobileNum,
  email: a.email,
  imType: a.imType,
  imAccount: a.imAccount,
  note: a.note,
  status: a.status,
  createdAt: a.createdAt.getTime(),
});

/** Members as support runs them: search, view, type and label, password, lock, sessions, agents. */
export function createMemberAdminService({ repo, endSessions, forgetInfo, now }: MemberAdminDeps) {
  async function mustRow(code: string, id: number) {
    const row = await repo.row(code, id);
    if (!row) throw notFound();
    return row;
  }

  async function detail(code: string, id: number): Promise<MemberDetail> {
    const row = await mustRow(code, id);
    const summary = (await repo.summary(code, id))!;
    const [sessions, identities, statistics] = await Promise.all([
      repo.sessionsOf(id, new Date(now())),
      repo.identitiesOf(id),
      repo.statistics(id),
    ]);
    return {
      ...summary,
      payeeName: row.payeeName,
      language: row.language,
      lockedAt: row.lockedAt?.getTime() ?? null,
      lockReason: row.lockReason,
      // Cleared by the member's own password change (which clears firstTimeLogin).
      mustChangePassword: row.mustChangePassword && row.firstTimeLogin,
      usesTempPassword: row.usesTempPassword,
      secondFactors: row.secondFactors,
      totpEnabled: row.totpSecret !== null,
      lastLogin: row.lastLoginAt
        ? {
            at: row.lastLoginAt.getTime(),
            ip: row.lastLoginIp,
            deviceId: row.lastLoginDeviceId,
          }
        : null,
      sessions: sessions.map((s) => ({
        id: s.tokenHash.slice(0, 12),
        ip: s.ip,
        device: s.device,
        createdAt: s.createdAt.getTime(),
        expiresAt: s.expiresAt.getTime(),
      })),
      identities: identities.map((i) => ({ ...i, createdAt: i.createdAt.getTime() })),
      statistics,
    };
  }

  return {
    search: (code: string, q: MemberSearchQuery) => repo.search(code, q),
    detail,

    /** Type and VIP label; a type change ends the member's sessions so its rights apply at once (§6). */
    async patch(code: string, id: number, patch: { type?: number; clubLabelId?: number | null }) {
      const before = await detail(code, id);
      if (patch.clubLabelId && !(await repo.labelOf(code, patch.clubLabelId))) {
        throw new AppError(400, ERROR_CODES.VALIDATION, 'clubLabelId: unknown VIP label', {
          fields: [{ field: 'body.clubLabelId', message: 'unknown VIP label' }],
        });
      }
      await repo.update(id, {
        ...(patch.type !== undefined ? { type: patch.type } : {}),
        ...(patch.clubLabelId !== undefined ? { clubLabelId: patch.clubLabelId } : {}),
      });
      if (patch.type !== undefined && patch.type !== before.type) await endSessions(id);
      await forgetInfo(id);
      return { before, after: await detail(code, id) };
    },

    /** A temporary password, answered once; the member must change it at next login; sessions end. */
    async resetPassword(code: string, id: number) {
      await mustRow(code, id);
      const password = temporaryPassword();
      await repo.update(id, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date(now()),
        firstTimeLogin: true,
        mustChangePassword: true,
      });
      await endSessions(id);
      await forgetInfo(id);
      return { temporaryPassword: password };
    },

    /** Locked: login is refused with account.locked and every session ends. */
    async lock(code: string, id: number, reason: string) {
      const before = await detail(code, id);
      await repo.update(id, { lockedAt: new Date(now()), lockReason: reason });
      await endSessions(id);
      return { before, after: await detail(code, id) };
    },

    async unlock(code: string, id: number) {
      const before = await detail(code, id);
      await repo.update(id, { lockedAt: null, lockReason: null });
      return { before, after: await detail(code, id) };
    },

    async endSessions(code: string, id: number) {
      await mustRow(code, id);
      await endSessions(id);
    },

    async setStatistics(
      code: string,
      id: number,
      target: { deposits: number; withdrawals: number },
    ) {
      await mustRow(code, id);
      const before = await repo.statistics(id);
      if (!(await repo.setStatistics(code, id, target))) {
        throw new AppError(
          409,
          ADMIN_ERROR_CODES.CONFLICT,
          'The member already has more real transactions than that',
        );
      }
      return { before, after: await repo.statistics(id) };
    },

    async applications(
      code: string,
      q: { page: number; size: number; status?: 'PENDING' | 'APPROVED' | 'REJECTED' | undefined },
    ) {
      const { items, total } = await repo.applications(code, q);
      return { items: items.map(applicationView), total };
    },

    /** Approve (the member becomes an agent, type 1, and signs in again) or refuse a pending application. */
    async decide(code: string, id: number, decision: 'APPROVE' | 'REJECT') {
      const before = await repo.application(code, id);
      if (!before) throw new AppError(404, ADMIN_ERROR_CODES.NOT_FOUND, 'Unknown application');
      const decided = await repo.decide(id, decision === 'APPROVE' ? 'APPROVED' : 'REJECTED');
      if (!decided) {
        throw new AppError(409, ADMIN_ERROR_CODES.CONFLICT, 'This application was already decided');
      }
      if (decision === 'APPROVE') {
        await endSessions(before.memberId);
        await forgetInfo(before.memberId);
      }
      const after = (await repo.application(code, id))!;
      return { before: applicationView(before), after: applicationView(after) };
    },
  };
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
