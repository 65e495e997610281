import { useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@member-app/contract/schemas/session';
import { api } from './api';
import { useSession } from './session';

export const memberInfoQueryKey = ['member', 'info'] as const;

export function fetchMemberInfo(): Promise<MemberInfo> {
  return api.get<MemberInfo>('/wps/member/info');
}

/** §3 Member info of the logged-in member (GET /wps/member/info); nothing for a guest. */
export function useMemberInfo() {
  const session = useSession();
  return useQuery({
    queryKey: memberInfoQueryKey,
    queryFn: fetchMemberInfo,
    enabled: !!session?.token,
    staleTime: 60_000,
  });
}

/** Every member-area query starts with this key part (cleared on logout, §4). */
export const memberAreaQueryKey = ['member-area'] as const;
