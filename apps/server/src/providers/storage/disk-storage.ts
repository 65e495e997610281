import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_PATH_PREFIX } from '@member-app/contract/rules/uploads';
import type { ImageStorage } from './storage-provider';

/**
 * The built-in storage: files in a folder (DATA_DIR/uploads) that the server itself serves under
 * /uploads/. Works offline; with several instances the folder must be shared between them (or
 * use the S3-compatible storage).
 */
export function createDiskStorage(dir: string): ImageStorage & { readonly dir: string } {
  // Names come from the upload service (a hash and an extension); basename keeps any other
  // string inside the folder all the same.
  const fileOf = (name: string) => path.join(dir, path.basename(name));
  const sizeOf = async (name: string) => {
    const found = await stat(fileOf(name)).catch(() => null);
    return found?.isFile() ? { bytes: found.size } : null;
  };
  return {
    kind: 'disk',
    describe: `folder ${dir}`,
    dir,
    async put(name, bytes) {
      const target = fileOf(name);
      if (await sizeOf(name)) return;
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so that a reader never sees half a file under the final name.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    stat: sizeOf,
    async get(name) {
      const found = await sizeOf(name);
      return found && { bytes: found.bytes, body: createReadStream(fileOf(name)) };
    },
    urlOf: (name) => `${UPLOAD_PATH_PREFIX}${name}`,
    publicUrlOf: () => null,
    close: async () => undefined,
  };
}
