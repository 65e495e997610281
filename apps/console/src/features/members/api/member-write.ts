import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MemberDetail } from '@member-app/contract/schemas/admin';
import { memberQueryKey, membersQueryKey } from './member-path';

/**
 * What every write on a member does once it succeeds: the member's page shows the answer at once,
 * and the search lists ask again (the type, label or lock may have changed a row).
 */
export function afterMemberWrite(queryClient: QueryClient, code: string, id: number) {
  return async (detail?: MemberDetail) => {
    if (detail) queryClient.setQueryData(memberQueryKey(code, id), detail);
    await queryClient.invalidateQueries({ queryKey: membersQueryKey(code) });
  };
}

/** A write on one member (a failure shows as a notification, app/query-client.ts). */
export function useMemberWrite<TInput, TResult>(
  code: string,
  id: number,
  write: (input: TInput) => Promise<TResult>,
  detailOf: (result: TResult) => MemberDetail | undefined,
) {
  const queryClient = useQueryClient();
  const done = afterMemberWrite(queryClient, code, id);
  return useMutation({
    mutationFn: write,
    onSuccess: (result) => done(detailOf(result)),
  });
}
