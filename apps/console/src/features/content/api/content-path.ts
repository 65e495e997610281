import type { ContentType } from '@member-app/contract/schemas/admin-content';

export const contentPath = (code: string, type: ContentType, id?: number | 'order') =>
  `/admin/merchants/${encodeURIComponent(code)}/content/${type}${id === undefined ? '' : `/${id}`}`;

/** Every query of one type of one merchant starts with this key. */
export const contentQueryKey = (code: string, type: ContentType) =>
  ['content', code, type] as const;

/** A stored item as the console handles it: the type's fields plus id, enabled, sortOrder. */
export type ContentItem = Record<string, unknown> & {
  id: number;
  enabled: boolean;
  sortOrder: number;
};
