import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentApplicationViewSchema } from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { agentApplicationsPath, agentApplicationsQueryKey, membersQueryKey } from './member-path';

/** Approves (the member becomes an agent, type 1) or refuses a pending application. */
export async function decideAgentApplication(
  code: string,
  id: number,
  decision: 'APPROVE' | 'REJECT',
) {
  const { value } = await apiCall(`${agentApplicationsPath(code, id)}/decision`, {
    method: 'POST',
    body: { decision },
    schema: agentApplicationViewSchema,
  });
  return value;
}

export function useDecideAgentApplication(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'APPROVE' | 'REJECT' }) =>
      decideAgentApplication(code, id, decision),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: agentApplicationsQueryKey(code) });
      // An approved applicant's type changed.
      await queryClient.invalidateQueries({ queryKey: membersQueryKey(code) });
    },
  });
}
