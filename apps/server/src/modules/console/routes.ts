import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-instance';
import { sendNotFound } from '../../plugins/error-handler';
import { PAGE_CSP } from '../../plugins/security-policy';

const PREFIX = '/console/';

/**
 * The content editor's phone preview frames the member app on a merchant's domain, reached the way
 * the console is (the same scheme and port: phone-preview.tsx). The policy of every answer already
 * lets pages frame https; a console served over plain http (development, the browser tests) may
 * also frame plain-http pages on its own port, and nothing else.
 */
function allowPreviewFrames(request: FastifyRequest, reply: FastifyReply) {
  if (request.protocol !== 'http') return;
  const port = /:(\d{1,5})$/.exec(request.host)?.[1];
  reply.header(
    'content-security-policy',
    PAGE_CSP.replace(/frame-src ([^;]*)/, `frame-src $1 http://*${port ? `:${port}` : ''}`),
  );
}
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator console</title></head><body><main><h1>Operator console</h1><p>The console is not built. Run <code>npm start</code>.</p></main></body></html>`;

/**
 * The operator console (apps/console, ARCHITECTURE "operator side") under /console/: its hashed
 * assets cached for a year, its HTML revalidated on every load, and every page path answered with
 * the HTML so that deep links and reloads open the right screen. The console talks to the operator
 * API under /admin like any other client; nothing here knows an operator.
 */
export async function consoleRoutes(app: App) {
  const dist = app.config.CONSOLE_DIST;
  const indexFile = path.join(dist, 'index.html');
  const built = existsSync(indexFile);
  if (!built) app.log.warn({ dist }, 'console is not built; /console/ serves a placeholder page');
  let html = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT;
  const page = { config: { public: true }, schema: { hide: true } };

  const sendHtml = (request: FastifyRequest, reply: FastifyReply) => {
    if (built && app.config.NODE_ENV === 'development') html = readFileSync(indexFile, 'utf8');
    allowPreviewFrames(request, reply);
    return (
      reply
        .header('cache-control', 'no-cache')
        // A back office is nobody's search result.
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  app.get('/console', page, (request, reply) => {
    const q = request.url.indexOf('?');
    return reply.redirect(`${PREFIX}${q === -1 ? '' : request.url.slice(q)}`, 301);
  });
  app.get(PREFIX, page, (request, reply) => sendHtml(request, reply));
  // Paths of the console's own router (no extension) are the app; a missing file is a 404.
  app.get(`${PREFIX}*`, page, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(pathname)) return sendNotFound(reply, request.method, request.url);
    return sendHtml(request, reply);
  });

  if (built) {
    // Files found at start get a route each (wildcard off), so `/console/*` above stays the
    // fallback for the router's paths; index.html is only ever sent by sendHtml.
    await app.register(fastifyStatic, {
      root: dist,
      prefix: PREFIX,
      decorateReply: false,
      index: false,
      wildcard: false,
      allowedPath: (pathName) => !pathName.endsWith('index.html') && !pathName.startsWith('/.vite'),
      setHeaders: (res, filePath) => {
        const rel = path.relative(dist, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    });
  }
}
