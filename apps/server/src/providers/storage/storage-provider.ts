/**
 * Where uploaded images are kept (ARCHITECTURE "Outside services"). Names are content hashes, so a
 * stored object never changes and may be cached for good; writing a name that exists is a no-op.
 */
interface StorageBase {
  /** Stores the bytes under `name` unless an object of that name is already there. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The address players load the object from. */
  urlOf(name: string): string;
}

/** The built-in kind: a folder the server serves itself. An S3-compatible kind would join here. */
export interface DiskImageStorage extends StorageBase {
  readonly kind: 'disk';
  readonly dir: string;
}

export type ImageStorage = DiskImageStorage;
