import { useQuery } from '@tanstack/react-query';
import { contentItemSchema, type ContentType } from '@member-app/contract/schemas/admin-content';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { contentPath, contentQueryKey, type ContentItem } from './content-path';

export async function getContent(code: string, type: ContentType, id: number) {
  return await apiGet(contentPath(code, type, id), {
    schema: contentItemSchema(type) as unknown as z.ZodType<ContentItem>,
  });
}

export function useContentItem(code: string, type: ContentType, id: number | null) {
  return useQuery({
    queryKey: [...contentQueryKey(code, type), 'one', id],
    queryFn: () => getContent(code, type, id!),
    enabled: id !== null,
  });
}
