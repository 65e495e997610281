import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_NAME_PATTERN, UPLOAD_PATH_PREFIX } from '@member-app/contract/rules/uploads';
import { ifNoneMatchHits } from '../../lib/conditional';
import { withStorage } from './service';

/** A stored name never changes content (it is the content's hash): cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The type of a stored name, from the extension the server gave it (never sniffed). */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Serves uploads under /uploads/<hash>.<ext> from whichever storage holds them, with the same
 * headers for both: only names of that form (no half-written `.part` file, nothing else in the
 * folder or bucket), the type from the extension, never sniffed, no script or plug-in even when
 * opened on its own, and cached for good. The entity tag is the content hash in the name, the same
 * on every instance, so a browser's revalidation is a 304 without reading the object. When the
 * bucket has a public address (S3_PUBLIC_URL), the old /uploads/ address redirects there for good.
 */
export async function uploadRoutes(app: FastifyInstance) {
  const { storage } = app.uploads;

  const serve =
    (head: boolean) =>
    async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const { name } = request.params;
      if (!UPLOAD_NAME_PATTERN.test(name)) return reply.callNotFound();
      const elsewhere = storage.publicUrlOf(name);
      if (elsewhere) {
        return reply.header('cache-control', IMMUTABLE).redirect(elsewhere, 301);
      }
      const etag = `"${name.slice(0, name.indexOf('.'))}"`;
      const unchanged = ifNoneMatchHits(request.headers['if-none-match'], etag);
      // A revalidation or a HEAD needs to know the object is there, not its bytes.
      const found = await withStorage(request.log, () =>
        head || unchanged ? storage.stat(name) : storage.get(name),
      );
      if (!found) return reply.callNotFound();
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (unchanged) return reply.code(304).send();
      reply
        .type(TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
        .header('content-length', found.bytes);
      return reply.send('body' in found ? found.body : undefined);
    };

  const route = `${UPLOAD_PATH_PREFIX}:name`;
  // HEAD of its own, so that it asks the storage for the size only, not the whole object.
  app.get(route, { exposeHeadRoute: false, schema: { hide: true } }, serve(false));
  app.head(route, { schema: { hide: true } }, serve(true));
}
