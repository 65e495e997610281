import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ERROR_CODES } from '@member-app/contract/errors';
import {
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
  UPLOAD_REFUSED_HINT,
  UPLOAD_TOO_LARGE_MESSAGE,
  type UploadImageType,
} from '@member-app/contract/rules/uploads';
import type { UploadedImage } from '@member-app/contract/schemas/admin';
import { AppError } from '../../lib/errors';
import { StorageUnavailable, type ImageStorage } from '../../providers/storage/storage-provider';

const isAllowed = (mime: string): mime is UploadImageType => mime in UPLOAD_IMAGE_TYPES;

/**
 * What the bytes are, from their magic numbers (file-type): the name and the declared type of an
 * upload are the sender's claims and are ignored. An animated PNG is a PNG.
 */
async function detectType(bytes: Uint8Array): Promise<UploadImageType> {
  const detected: string | undefined = (await fileTypeFromBuffer(bytes))?.mime;
  const mime = detected === 'image/apng' ? 'image/png' : detected;
  if (!mime || !isAllowed(mime)) {
    throw new AppError(
      415,
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      `${detected ? `A ${detected} file` : 'This file'} is not an accepted image: ${UPLOAD_REFUSED_HINT}`,
    );
  }
  return mime;
}

/** The image's size in pixels, read from its header; a header that does not parse is refused. */
function dimensions(bytes: Uint8Array): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    size = {};
  }
  const { width, height } = size;
  if (!width || !height) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'The image cannot be read');
  }
  if (width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION,
      `The image is ${width}×${height} pixels; at most ${UPLOAD_MAX_SIDE} a side`,
    );
  }
  return { width, height };
}

/** Where a storage failure is noted (the request's logger). */
export interface StorageLog {
  warn: (details: object, message: string) => void;
}

/**
 * A storage that cannot be reached is the caller's 503, with the operation in words; what the
 * storage's client said stays out of the answer (the log has its error code).
 */
export async function withStorage<T>(log: StorageLog, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StorageUnavailable)) throw error;
    log.warn({ storage: error.message }, 'image storage unavailable');
    throw new AppError(
      503,
      ERROR_CODES.SERVICE_UNAVAILABLE,
      'The image storage cannot be reached; try again in a moment',
    );
  }
}

/** Images operators upload for content, checked by what they are and stored under their hash. */
export function createUploadService(storage: ImageStorage) {
  return {
    storage,
    async storeImage(bytes: Uint8Array, log: StorageLog): Promise<UploadedImage> {
      if (bytes.byteLength === 0) {
        throw new AppError(400, ERROR_CODES.VALIDATION, 'The file is empty');
      }
      if (bytes.byteLength > UPLOAD_MAX_BYTES) {
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, UPLOAD_TOO_LARGE_MESSAGE);
      }
      const contentType = await detectType(bytes);
      const { width, height } = dimensions(bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const name = `${sha256.slice(0, 32)}.${UPLOAD_IMAGE_TYPES[contentType]}`;
      await withStorage(log, () => storage.put(name, bytes, contentType));
      return {
        url: storage.urlOf(name),
        contentType,
        bytes: bytes.byteLength,
        width,
        height,
        sha256,
      };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
