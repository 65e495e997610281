import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** A new temporary password: the operator's sessions end and they must change it at next login. */
export async function resetOperatorPassword(id: number, password: string): Promise<void> {
  await apiCall(`/admin/operators/${id}/password`, { method: 'POST', body: { password } });
}

export function useResetOperatorPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      resetOperatorPassword(id, password),
    meta: { handlesErrors: true },
  });
}
