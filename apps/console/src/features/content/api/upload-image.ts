import { UPLOAD_FIELD } from '@member-app/contract/rules/uploads';
import { uploadedImageSchema, type UploadedImage } from '@member-app/contract/schemas/admin';
import { apiCall } from '../../../lib/api-client';

/** One image for a content item's image field (POST /admin/merchants/{code}/uploads). */
export async function uploadImage(code: string, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const { value } = await apiCall(`/admin/merchants/${encodeURIComponent(code)}/uploads`, {
    method: 'POST',
    body: form,
    schema: uploadedImageSchema,
  });
  return value;
}
