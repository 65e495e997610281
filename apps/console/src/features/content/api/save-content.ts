import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentItemSchema, type ContentType } from '@member-app/contract/schemas/admin-content';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { contentPath, contentQueryKey, type ContentItem } from './content-path';

/** Creates an item (id null) or changes the given fields of one (`enabled` among them). */
export async function saveContent(
  code: string,
  type: ContentType,
  id: number | null,
  body: Record<string, unknown>,
): Promise<ContentItem> {
  const { value } = await apiCall(contentPath(code, type, id ?? undefined), {
    method: id === null ? 'POST' : 'PATCH',
    body,
    schema: contentItemSchema(type) as unknown as z.ZodType<ContentItem>,
  });
  return value;
}

export function useSaveContent(code: string, type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      saveContent(code, type, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey(code, type) }),
    meta: { handlesErrors: true },
  });
}

/** Shows or hides an item from the list (errors as a toast). */
export function useToggleContent(code: string, type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      saveContent(code, type, id, { enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey(code, type) }),
  });
}
