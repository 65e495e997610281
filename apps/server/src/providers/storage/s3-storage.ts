import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { UPLOAD_PATH_PREFIX } from '@member-app/contract/rules/uploads';
import { StorageUnavailable, type ImageStorage } from './storage-provider';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Ceph, …); unset: Amazon S3 itself. */
  endpoint?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket (or a CDN before it) serves its objects to anyone, if it does. */
  publicUrl?: string;
}

/** Stored with every object, so a CDN or the bucket's own public address caches it for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Why a call failed, in words that carry no credential: the service's error code and status. */
function detail(error: unknown): string {
  if (error instanceof S3ServiceException) {
    return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  }
  // A network failure (refused, timed out): its code, e.g. ECONNREFUSED or TimeoutError.
  const e = error as { name?: unknown; code?: unknown };
  const named = [e.code, e.name].find((v): v is string => typeof v === 'string');
  return named ?? 'unknown error';
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Images in an S3-compatible bucket (AWS SDK v3), for instances that share nothing but the bucket.
 * Objects are named by their content hash, so each is written once and never changes.
 */
export function createS3Storage(settings: S3StorageSettings): ImageStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
    // default CRC32 headers and trailers on a plain PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A bucket that does not answer must not hold an upload or an image request for minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');
  const call = async <T>(operation: string, name: string, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailable(operation, name, detail(error));
    }
  };

  return {
    kind: 's3',
    describe: `S3 bucket ${bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).origin}` : ` (${settings.region})`}`,
    async put(name, bytes, contentType) {
      await call('write', name, () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: bytes,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE,
          }),
        ),
      );
    },
    async stat(name) {
      const head = await call('read', name, () =>
        client.send(new HeadObjectCommand({ Bucket: bucket, Key: name })),
      );
      return head && { bytes: head.ContentLength ?? 0 };
    },
    async get(name) {
      const object = await call('read', name, () =>
        client.send(new GetObjectCommand({ Bucket: bucket, Key: name })),
      );
      if (!object?.Body) return null;
      // In Node the SDK's body is the response stream itself (an IncomingMessage).
      return { bytes: object.ContentLength ?? 0, body: object.Body as Readable };
    },
    urlOf: (name) => (publicBase ? `${publicBase}/${name}` : `${UPLOAD_PATH_PREFIX}${name}`),
    publicUrlOf: (name) => (publicBase ? `${publicBase}/${name}` : null),
    close: async () => client.destroy(),
  };
}
