import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '@member-app/contract/errors';
import { AppError, notLoggedIn } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';

/**
 * Changes the member's password (/m/changePsw) under the login-failure limit of the account and
 * address; every other session of the member ends.
 */
export async function changePassword(
  app: FastifyInstance,
  id: number,
  ip: string,
  sessionTokenHash: string,
  passwords: { oldPassword?: string | undefined; newPassword: string },
): Promise<void> {
  const failures = `pwd:${id}:${ip}`;
  await app.limiter.check('loginFailuresPerAccountIp', failures);
  const member = await app.members.findById(id);
  if (!member) throw notLoggedIn();
  const { oldPassword } = passwords;
  // §5 a member registered by mobile without a password (temporary password, signed in by SMS
  // code) sets a password without knowing the temporary one; everyone else proves the old one.
  const skipOld = oldPassword === undefined && member.usesTempPassword;
  if (
    !skipOld &&
    !(oldPassword !== undefined && (await verifyPassword(member.passwordHash, oldPassword)))
  ) {
    await app.limiter.count('loginFailuresPerAccountIp', failures);
    throw new AppError(
      400,
      ACCOUNT_ERROR_CODES.OLD_PASSWORD_WRONG,
      'The current password is wrong',
    );
  }
  await app.members.setPassword(id, await hashPassword(passwords.newPassword), new Date(app.now()));
  await app.sessions.revokeOthers(id, sessionTokenHash);
  await app.memberInfo.invalidate(id);
}
