import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentType } from '@member-app/contract/schemas/admin-content';
import { apiCall } from '../../../lib/api-client';
import { contentPath, contentQueryKey } from './content-path';

export async function deleteContent(code: string, type: ContentType, id: number): Promise<void> {
  await apiCall(contentPath(code, type, id), { method: 'DELETE' });
}

export function useDeleteContent(code: string, type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContent(code, type, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey(code, type) }),
  });
}
