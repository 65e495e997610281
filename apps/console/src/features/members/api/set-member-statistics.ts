import { memberStatisticsSchema, type MemberDetail } from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { membersPath } from './member-path';
import { useMemberWrite } from './member-write';

export type MemberStatistics = MemberDetail['statistics'];

/** Sets the successful deposit and withdrawal counts that drive the download prompts. */
export async function setMemberStatistics(code: string, id: number, stats: MemberStatistics) {
  const { value } = await apiCall(`${membersPath(code, id)}/statistics`, {
    method: 'PUT',
    body: stats,
    schema: memberStatisticsSchema,
  });
  return value;
}

export function useSetMemberStatistics(code: string, id: number) {
  return useMemberWrite(
    code,
    id,
    (stats: MemberStatistics) => setMemberStatistics(code, id, stats),
    () => undefined,
  );
}
