import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentApplication,
  AgentApplicationRequest,
  InviteFriends,
} from '@member-app/contract/schemas/member-area';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** /m/inviteFriends data: the programme, and the member's code, link and invited friends. */
export function useInviteFriends() {
  const session = useSession();
  return useQuery({
    queryKey: ['referral', 'invite', session?.token ?? null],
    queryFn: () => api.get<InviteFriends>('/wps/referral/invite'),
    staleTime: 30_000,
  });
}

const applicationKey = ['referral', 'agent-application'] as const;

export function useAgentApplication() {
  return useQuery({
    queryKey: applicationKey,
    queryFn: () => api.get<AgentApplication | null>('/wps/agent/application'),
  });
}

export function useApplyAsAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentApplicationRequest) =>
      api.post<AgentApplication>('/wps/agent/application', body),
    onSuccess: (value) => client.setQueryData(applicationKey, value),
  });
}
