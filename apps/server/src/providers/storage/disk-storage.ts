import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_PATH_PREFIX } from '@member-app/contract/rules/uploads';
import type { DiskImageStorage } from './storage-provider';

/**
 * The built-in storage: files in a folder (DATA_DIR/uploads) that the server itself serves under
 * /uploads/. Works offline; with several instances the folder must be shared between them.
 */
export function createDiskStorage(dir: string): DiskImageStorage {
  return {
    kind: 'disk',
    dir,
    async put(name, bytes) {
      const target = path.join(dir, path.basename(name));
      if (await stat(target).catch(() => null)) return;
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
    urlOf: (name) => `${UPLOAD_PATH_PREFIX}${name}`,
  };
}
