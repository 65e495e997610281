import { memberResetPasswordResultSchema } from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { membersPath } from './member-path';
import { useMemberWrite } from './member-write';

/**
 * A temporary password, answered once (the console shows it once and keeps it nowhere); the member
 * changes it at their next login, and their sessions end.
 */
export async function resetMemberPassword(code: string, id: number) {
  const { value } = await apiCall(`${membersPath(code, id)}/password`, {
    method: 'POST',
    schema: memberResetPasswordResultSchema,
  });
  return value;
}

export function useResetMemberPassword(code: string, id: number) {
  return useMemberWrite(
    code,
    id,
    () => resetMemberPassword(code, id),
    () => undefined,
  );
}
