import { memberDetailSchema } from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { membersPath } from './member-path';
import { useMemberWrite } from './member-write';

/** Locks a member (their login is refused and their sessions end), or unlocks them (reason null). */
export async function setMemberLock(code: string, id: number, reason: string | null) {
  const { value } = await apiCall(
    `${membersPath(code, id)}/${reason === null ? 'unlock' : 'lock'}`,
    {
      method: 'POST',
      body: reason === null ? undefined : { reason },
      schema: memberDetailSchema,
    },
  );
  return value;
}

export function useSetMemberLock(code: string, id: number) {
  return useMemberWrite(
    code,
    id,
    (reason: string | null) => setMemberLock(code, id, reason),
    (d) => d,
  );
}
