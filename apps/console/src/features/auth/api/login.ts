import { useMutation } from '@tanstack/react-query';
import {
  operatorTokenSchema,
  type OperatorLogin,
  type OperatorToken,
} from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

export async function login(input: OperatorLogin): Promise<OperatorToken> {
  const { value } = await apiCall('/admin/auth/login', {
    method: 'POST',
    body: input,
    schema: operatorTokenSchema,
  });
  return value;
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => setSession(token),
    meta: { handlesErrors: true },
  });
}
