import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentApplicationViewSchema, paged } from '@member-app/contract/schemas/admin';
import { apiGet } from '../../../lib/api-client';
import { agentApplicationsPath, agentApplicationsQueryKey } from './member-path';

export type AgentStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** Agent applications of a merchant, newest first, by status. */
export async function listAgentApplications(
  code: string,
  query: { page: number; status?: AgentStatus | undefined },
) {
  return apiGet(agentApplicationsPath(code), {
    query: { size: 20, ...query },
    schema: paged(agentApplicationViewSchema),
  });
}

export function useAgentApplications(
  code: string,
  query: { page: number; status?: AgentStatus | undefined },
) {
  return useQuery({
    queryKey: [...agentApplicationsQueryKey(code), query],
    queryFn: () => listAgentApplications(code, query),
    placeholderData: keepPreviousData,
  });
}
