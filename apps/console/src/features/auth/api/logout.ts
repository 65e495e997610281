import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/api-client';
import { clearSession, getSession } from '../../../lib/session';

export async function logout(token: string): Promise<void> {
  await apiCall('/admin/auth/logout', { method: 'POST', token, keepalive: true });
}

/**
 * The tab forgets the session at once, before the server answers: an operator who logs out and
 * then reloads or leaves must not find the console still open. The server is told with a request
 * that outlives the page, and whatever it answers the token is gone from here.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const token = getSession()?.token;
    clearSession();
    queryClient.clear();
    if (token) logout(token).catch(() => undefined);
  }, [queryClient]);
}
