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
 * Helmet's security headers (CSP, nosniff, frame options, ...) on every answer. @fastify/helmet
 * rebuilds the helmet middleware on every request, which cost about a fifth of the throughput of
 * GET /wps/member/info (measured by npm run bench); the headers are computed once here instead.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
