import {
  contentPreviewSchema,
  type ContentPreview,
  type ContentPreviewInput,
} from '@member-app/contract/schemas/preview';
import { apiCall } from '../../../lib/api-client';

/** The lanes' drafts have their own call (the catalogue's right and body size), items another. */
const previewPath = (code: string, draft: ContentPreviewInput) =>
  `/admin/merchants/${encodeURIComponent(code)}/preview${draft.type === 'games' ? '/games' : ''}`;

/** POST /admin/merchants/{code}/preview[/games]: keeps a draft for a few minutes under a new token. */
export async function previewContent(
  code: string,
  draft: ContentPreviewInput,
): Promise<ContentPreview> {
  const { value } = await apiCall(previewPath(code, draft), {
    method: 'POST',
    body: draft,
    schema: contentPreviewSchema,
  });
  return value;
}

/** PUT /admin/merchants/{code}/preview[/games]/{token}: the next version of the draft, same token. */
export async function updatePreview(
  code: string,
  token: string,
  draft: ContentPreviewInput,
): Promise<ContentPreview> {
  const { value } = await apiCall(`${previewPath(code, draft)}/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: draft,
    schema: contentPreviewSchema,
  });
  return value;
}
