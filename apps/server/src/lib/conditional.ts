/**
 * RFC 9110 §13.1.2: does a GET or HEAD's If-None-Match name this entity tag? `*` names any; the
 * comparison is weak (`W/"x"` and `"x"` are the same tag). A match must be answered 304 whatever
 * Cache-Control the request carries: `no-cache` tells caches on the way to ask the origin, which
 * is what the request is doing. (Node's fetch adds `no-cache` to every request that sets
 * If-None-Match, and @fastify/send then sends the whole body again.)
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
