import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskStorage } from '../../providers/storage/disk-storage';
import type { ImageStorage } from '../../providers/storage/storage-provider';
import { createUploadService, type UploadService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operator image uploads: checked, stored by content hash, served with long-cache headers. */
    uploads: UploadService;
  }
}

/** The upload service over the given storage, else the built-in folder DATA_DIR/uploads. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, options: { storage?: ImageStorage }) => {
    const storage = options.storage ?? createDiskStorage(path.join(app.config.DATA_DIR, 'uploads'));
    app.decorate('uploads', createUploadService(storage));
  },
  { name: 'uploads', dependencies: ['config'] },
);
