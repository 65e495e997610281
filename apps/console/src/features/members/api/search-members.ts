import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  memberSummarySchema,
  paged,
  type MemberSearchQuery,
} from '@member-app/contract/schemas/admin';
import { apiGet } from '../../../lib/api-client';
import { membersPath, membersQueryKey } from './member-path';

export type MemberSearch = Partial<Omit<MemberSearchQuery, 'page' | 'size'>> & { page: number };

/** Members of a merchant matching every criterion given, newest first. */
export async function searchMembers(code: string, search: MemberSearch) {
  return apiGet(membersPath(code), {
    query: { size: 20, ...search },
    schema: paged(memberSummarySchema),
  });
}

export function useMemberSearch(code: string, search: MemberSearch) {
  return useQuery({
    queryKey: [...membersQueryKey(code), 'search', search],
    queryFn: () => searchMembers(code, search),
    placeholderData: keepPreviousData,
  });
}
