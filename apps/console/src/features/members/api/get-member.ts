import { useQuery } from '@tanstack/react-query';
import { memberDetailSchema } from '@member-app/contract/schemas/admin';
import { apiGet } from '../../../lib/api-client';
import { memberQueryKey, membersPath } from './member-path';

/** A member: profile, type, label, last login, sessions, second factors, identities, statistics. */
export async function getMember(code: string, id: number) {
  return apiGet(membersPath(code, id), { schema: memberDetailSchema });
}

export function useMember(code: string, id: number) {
  return useQuery({ queryKey: memberQueryKey(code, id), queryFn: () => getMember(code, id) });
}
