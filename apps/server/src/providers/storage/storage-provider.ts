import type { Readable } from 'node:stream';

/**
 * Where uploaded images are kept (ARCHITECTURE "Outside services"). Names are content hashes, so a
 * stored object never changes and may be cached for good; writing a name again writes the same
 * bytes, so a write never needs to know whether the object is already there.
 */
export interface ImageStorage {
  /** `disk`: a folder (the built-in default); `s3`: an S3-compatible bucket. */
  readonly kind: 'disk' | 's3';
  /** Where, in words an operator recognises and without any secret (start-up line, logs). */
  readonly describe: string;
  /** Stores the bytes under `name`. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's size, or null when nothing is stored under `name`. */
  stat(name: string): Promise<{ bytes: number } | null>;
  /** The object's bytes as a stream and its size, or null when nothing is stored under `name`. */
  get(name: string): Promise<{ bytes: number; body: Readable } | null>;
  /** The address players load the object from: this server's /uploads/, or a public bucket's. */
  urlOf(name: string): string;
  /** A public address that serves the object without this server, when there is one. */
  publicUrlOf(name: string): string | null;
  close(): Promise<void>;
}

/**
 * The storage could not be reached or refused the call. Its message names the operation and the
 * object, never a credential, and it carries none of the client's request (which holds them).
 */
export class StorageUnavailable extends Error {
  constructor(operation: string, name: string, detail: string) {
    super(`Image storage ${operation} of ${name} failed: ${detail}`);
    this.name = 'StorageUnavailable';
  }
}
