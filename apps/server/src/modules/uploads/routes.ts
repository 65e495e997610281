import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_NAME_PATTERN, UPLOAD_PATH_PREFIX } from '@member-app/contract/rules/uploads';

/** A stored name never changes content (it is the content's hash): cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves what the built-in storage holds under /uploads/<hash>.<ext>: only names of that form (no
 * half-written `.part` file, nothing else in the folder), each with its type from the extension
 * the server gave it, never sniffed, and no script or plug-in even when opened on its own.
 */
export async function uploadRoutes(app: FastifyInstance) {
  const { storage } = app.uploads;
  if (storage.kind !== 'disk') return;
  const { dir } = storage;
  await mkdir(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOAD_PATH_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => UPLOAD_NAME_PATTERN.test(pathName.replace(/^\//, '')),
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}
