import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorTotpSetupSchema } from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { meQueryKey } from './me';

/** A new authenticator secret to scan; TOTP is on only after a first code confirms it. */
export async function startTotp() {
  return (await apiCall('/admin/auth/totp', { method: 'POST', schema: operatorTotpSetupSchema }))
    .value;
}

export async function confirmTotp(code: string): Promise<void> {
  await apiCall('/admin/auth/totp/confirm', { method: 'POST', body: { code } });
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    meta: { handlesErrors: true },
  });
}
