import { apiCall } from '../../../lib/api-client';
import { membersPath } from './member-path';
import { useMemberWrite } from './member-write';

/** Ends every session of the member: they log in again. */
export async function endMemberSessions(code: string, id: number) {
  await apiCall(`${membersPath(code, id)}/sessions`, { method: 'DELETE' });
}

export function useEndMemberSessions(code: string, id: number) {
  return useMemberWrite(
    code,
    id,
    () => endMemberSessions(code, id),
    () => undefined,
  );
}
