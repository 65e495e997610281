import { useQuery } from '@tanstack/react-query';
import { paged, type Paged } from '@member-app/contract/schemas/admin';
import type { z } from 'zod';
import { contentItemSchema, type ContentType } from '@member-app/contract/schemas/admin-content';
import { apiGet } from '../../../lib/api-client';
import { contentPath, contentQueryKey, type ContentItem } from './content-path';

export interface ContentListQuery {
  page: number;
  size: number;
  /** Banners by group, announcements by type, articles by kind. */
  group?: string | undefined;
}

export async function listContent(code: string, type: ContentType, query: ContentListQuery) {
  return apiGet(contentPath(code, type), {
    query: { ...query },
    schema: paged(contentItemSchema(type)) as unknown as z.ZodType<Paged<ContentItem>>,
  });
}

export function useContentList(code: string, type: ContentType, query: ContentListQuery) {
  return useQuery({
    queryKey: [...contentQueryKey(code, type), 'list', query],
    queryFn: () => listContent(code, type, query),
  });
}
