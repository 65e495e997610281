import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { s3Settings } from '../../config';
import { createDiskStorage } from '../../providers/storage/disk-storage';
import type { ImageStorage } from '../../providers/storage/storage-provider';
import { createUploadService, type UploadService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operator image uploads: checked, stored by content hash, served with long-cache headers. */
    uploads: UploadService;
  }
}

/**
 * Where the built-in storage keeps uploads: DATA_DIR/uploads as an absolute path; with the database
 * in memory (`memory://`, tests and the build check) a fresh temporary folder, which goes with the
 * process like the rest of its data.
 */
export function uploadsDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return mkdtempSync(path.join(tmpdir(), 'mc-uploads-'));
  return path.resolve(dataDir, 'uploads');
}

/**
 * The built-in folder (uploadsDir), or the S3-compatible bucket when S3_BUCKET is set. The AWS SDK
 * is loaded only then: a server on the built-in folder does not pay for it at start.
 */
async function configuredStorage(app: FastifyInstance): Promise<ImageStorage> {
  const s3 = s3Settings(app.config);
  if (s3) {
    const { createS3Storage } = await import('../../providers/storage/s3-storage');
    return createS3Storage(s3);
  }
  const dataDir = app.config.DATA_DIR;
  const disk = createDiskStorage(uploadsDir(dataDir));
  if (dataDir.startsWith('memory://')) {
    app.addHook('onClose', async () => rmSync(disk.dir, { recursive: true, force: true }));
  }
  return disk;
}

/** The upload service over the configured storage. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const storage = await configuredStorage(app);
    app.addHook('onClose', () => storage.close());
    app.decorate('uploads', createUploadService(storage));
  },
  { name: 'uploads', dependencies: ['config'] },
);
