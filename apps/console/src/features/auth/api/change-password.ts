import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { operatorChangePasswordSchema } from '@member-app/contract/schemas/admin';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { meQueryKey } from './me';

export type ChangePassword = z.infer<typeof operatorChangePasswordSchema>;

export async function changePassword(input: ChangePassword): Promise<void> {
  await apiCall('/admin/auth/password', { method: 'POST', body: input });
}

/** The operator's other sessions end; this one stays. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    meta: { handlesErrors: true },
  });
}
