import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

export async function logout(): Promise<void> {
  await apiCall('/admin/auth/logout', { method: 'POST' });
}

/** Ends the session on the server; the tab forgets it whatever the server answers. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
    meta: { handlesErrors: true },
  });
}
