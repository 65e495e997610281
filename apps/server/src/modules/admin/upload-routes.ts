import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@member-app/contract/errors';
import {
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
  UPLOAD_REFUSED_HINT,
} from '@member-app/contract/rules/uploads';
import { merchantParamsSchema, uploadedImageSchema } from '@member-app/contract/schemas/admin';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { audit } from '../operators/service';
import { adminDoc } from './route-docs';

/**
 * Image upload for content (banners, popups, icons, logos): one file in a multipart form, checked
 * by what its bytes are (not its name or declared type), stored under its content hash and
 * answered with the address to put in the content item. Multipart is accepted on this route only.
 */
export async function uploadAdminRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    // One file of at most the limit; a few small text fields are tolerated and ignored.
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 8,
      parts: 9,
      fieldSize: 1024,
      headerPairs: 20,
    },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = adminDoc('uploads.write', 'Upload an image for content (banners, popups, icons)');
  const rules = `${UPLOAD_REFUSED_HINT}; at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${UPLOAD_MAX_SIDE} pixels a side`;

  app.post(
    '/admin/merchants/:code/uploads',
    {
      config: { right: 'uploads.write' },
      schema: {
        ...doc,
        description: `${doc.description}\n\nOne image in the multipart/form-data field \`${UPLOAD_FIELD}\`: ${rules}. Answers the address to put in a content item's image field; the same bytes always get the same address, cached by browsers for a year.`,
        consumes: ['multipart/form-data'],
        params: merchantParamsSchema,
        response: { 200: envelope(uploadedImageSchema), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const needFile = () =>
        new AppError(
          400,
          ERROR_CODES.VALIDATION,
          `Send one image as the multipart/form-data field "${UPLOAD_FIELD}"`,
        );
      if (!request.isMultipart()) {
        throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, needFile().message);
      }
      const file = await request.file();
      if (!file || file.fieldname !== UPLOAD_FIELD) throw needFile();
      // Over the limit, busboy stops reading and toBuffer throws a 413 (answered in the envelope).
      const bytes = await file.toBuffer();
      const image = await app.uploads.storeImage(bytes, request.log);
      await audit(request, {
        action: 'upload.image',
        merchantCode: request.params.code,
        targetType: 'upload',
        targetId: image.url,
        after: { ...image, fileName: file.filename.slice(0, 200) },
      });
      return ok(image);
    },
  );
}
