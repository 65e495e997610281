import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Runs helmet once against a stand-in response and returns the headers it sets. Helmet's output
 * depends only on its options, never on the request, so it need not run per request.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed = false;
  helmet(options)({} as never, res as never, (error?: unknown) => {
    failed = error !== undefined && error !== null;
  });
  // Helmet 8.1+ throws on bad options itself; older versions passed the error here.
  if (failed) throw new Error('helmet refused its options');
  return headers;
}

/**
 * What a JSON answer carries instead of the page policy: a JSON answer is never rendered, so the
 * page's content security policy (about 1 KB listing every outside script host) only adds bytes to
 * every API call; OWASP's REST cheat sheet gives APIs this one. Opened in a browser tab, nothing in
 * it may load or frame it.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Headers that only mean something for a page a browser renders; JSON answers go without them. */
const PAGE_ONLY = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
]);

/**
 * Answers a page loads as a script, style, font or raster image, whose page headers mean nothing: a
 * browser applies a content security policy (and the other PAGE_ONLY headers) only to what it
 * renders as a document or runs as a worker, and none of these is either (an SVG can be a scripted
 * document when opened by its address, so it gets a policy of its own, SVG_CSP). Scripts only from
 * the hashed build (`/m/assets/`): the service worker's scripts (`/m/sw.js` and what it imports)
 * are governed by their own answer's policy. The page policy alone is about 1 KB, on each of the
 * 30–40 answers of a first load of /m/home (issue 14: all bytes of the first load).
 */
const SUBRESOURCE_TYPE = /^(?:text\/css|font\/|image\/(?:png|webp|jpeg|gif|avif|x-icon|svg\+xml))/;
/**
 * What an SVG carries instead of the page policy: it is loaded as an image (where it runs nothing
 * and fetches nothing), but opened by its address it is a document that could run script. Nothing
 * of ours in it needs more than its own styles; sandboxed, it has no origin to act in. The page
 * policy (≈1 KB) and the page headers were ≈1.5 KB on each banner and the logo of /m/home
 * (issue 14: all bytes of the first load).
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const BUILT_SCRIPT = /^\/m\/assets\/[^?]+\.m?js(?:\?|$)/;
const isSubresource = (url: string, type: string) =>
  SUBRESOURCE_TYPE.test(type) || (type.includes('javascript') && BUILT_SCRIPT.test(url));

/**
 * Helmet's security headers (CSP, nosniff, frame options, ...) on every answer. @fastify/helmet
 * rebuilds the helmet middleware on every request, which cost about a fifth of the throughput of
 * GET /wps/member/info (measured by npm run bench); the headers are computed once here instead. The
 * ones that apply to any answer are set as it starts (so an answer that fails before its route runs
 * has them too); the page ones as it is sent, when it is not JSON, unless its route set its own,
 * and not on a subresource (SUBRESOURCE_TYPE) or a 304. A JSON answer gets the API policy instead:
 * on the player's hot calls the page headers were as many bytes as the answer itself (the status
 * call: 1.4 KB of headers, 1.7 KB of JSON).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const all = Object.entries(helmetHeaders(options));
  const common = Object.fromEntries(all.filter(([name]) => !PAGE_ONLY.has(name)));
  const page = all.filter(([name]) => PAGE_ONLY.has(name));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(common);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // A 304 updates the headers of an answer the client kept, which has its own from its 200 (a
    // header a 304 leaves out keeps its kept value): the page's would only add 1 KB to each
    // revalidation of an API answer (banners, marquee, popups, the status heartbeat).
    if (reply.statusCode === 304) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('content-security-policy', API_CSP);
    } else if (typeof type === 'string' && isSubresource(request.url, type)) {
      // Framing and Flash/PDF cross-domain rules are about documents too.
      reply.removeHeader('x-frame-options').removeHeader('x-permitted-cross-domain-policies');
      if (type.startsWith('image/svg+xml') && !reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', SVG_CSP);
    } else {
      for (const [name, value] of page) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
});
