import {
  contentPreviewSchema,
  type ContentPreview,
  type ContentPreviewInput,
} from '@member-app/contract/schemas/preview';
import { apiCall } from '../../../lib/api-client';

const previewPath = (code: string) => `/admin/merchants/${encodeURIComponent(code)}/preview`;

/** POST /admin/merchants/{code}/preview: keeps a draft for a few minutes under a new token. */
export async function previewContent(
  code: string,
  draft: ContentPreviewInput,
): Promise<ContentPreview> {
  const { value } = await apiCall(previewPath(code), {
    method: 'POST',
    body: draft,
    schema: contentPreviewSchema,
  });
  return value;
}

/** PUT /admin/merchants/{code}/preview/{token}: the next version of the draft, same token. */
export async function updatePreview(
  code: string,
  token: string,
  draft: ContentPreviewInput,
): Promise<ContentPreview> {
  const { value } = await apiCall(`${previewPath(code)}/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: draft,
    schema: contentPreviewSchema,
  });
  return value;
}
