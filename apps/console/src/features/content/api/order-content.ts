import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentType } from '@member-app/contract/schemas/admin-content';
import { apiCall } from '../../../lib/api-client';
import { contentPath, contentQueryKey } from './content-path';

/** The display order, first to last; items left out keep their place after these. */
export async function orderContent(code: string, type: ContentType, ids: number[]): Promise<void> {
  await apiCall(contentPath(code, type, 'order'), { method: 'PUT', body: { ids } });
}

export function useOrderContent(code: string, type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => orderContent(code, type, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentQueryKey(code, type) }),
  });
}
