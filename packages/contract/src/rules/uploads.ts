/**
 * Images operators upload for content (banners, popups, icons, logos). zod-free, so the console can
 * check a file before sending it; the server decides with the same values, by what the bytes are,
 * never by the name or the declared type.
 */

/** Raster types a browser shows in an `<img>` and that run no script, with the stored extension. */
export const UPLOAD_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;

/**
 * SVG is refused: it is a document that can carry script and external references, and a sanitizer
 * that keeps every one of them out is more than a banner needs (export it as PNG or WebP).
 */
export const UPLOAD_REFUSED_HINT = 'PNG, JPEG, WebP or GIF only (SVG is refused)';

/** A member app image has no reason to be larger; the player downloads it on a phone. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** What the server answers for a larger file, and what the console says before sending one. */
export const UPLOAD_TOO_LARGE_MESSAGE = `An image may be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/** Wider or taller images are refused: a few bytes can declare billions of pixels. */
export const UPLOAD_MAX_SIDE = 8192;

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** Where the built-in storage serves uploads; names are content hashes, so they never change. */
export const UPLOAD_PATH_PREFIX = '/uploads/';

/** A stored name: the first 32 hex digits of the SHA-256 of the bytes and the type's extension. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
