import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';

/**
 * Answers compressed for clients that accept it (brotli, else gzip), above 2 KB: a
 * phone on a mobile network waits for bytes, not for the server. Brotli at a middle quality: the
 * highest costs many times the processor for a few per cent fewer bytes (`npm run bench` measures
 * the calls with a browser's accept-encoding). Files that are already
 * compressed (the web app's precompressed assets, images) are sent as they are.
 */
// Under about 2 KB an answer already fits in one or two packets: compressing it saves no round
// trip and costs every request processor time (the status call, 1.7 KB, ran at a third of its
// rate compressed).
export const COMPRESS_THRESHOLD = 2048;
/**
 * An answer every player of a merchant shares (not `answerPerVisitor`) is compressed once and kept
 * (below), so compressing it costs no request anything: from 1 KB it goes compressed too, fewer
 * bytes of a phone's data plan (home's popups, 1.6 KB → 0.5 KB, on every first load of home).
 */
export const SHARED_COMPRESS_THRESHOLD = 1024;

// Quality 5, the first that uses brotli's context modelling: home's page (31 KB) is 7.9 KB
// against 8.6 KB at 4 (larger than gzip's 8.4 KB), for 0.38 ms against 0.34; from 9 on the cost
// is twenty times as much (issue 14, all bytes of the first load). A small window too: the
// default (4 MB) is allocated for every answer, which are a few KB.
const BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 },
};
const GZIP_LEVEL = 6;

/**
 * The same answer compressed once: most large answers are the same for every player of a merchant
 * (game lanes, the game list pages, popular games, banners), and compressing them took most of
 * each request (the lanes ran at a tenth of a bare route's rate). Kept by the answer's text, so a
 * changed answer is simply another entry; bounded in bytes.
 */
const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;
/** Answers above this are compressed every time rather than kept (rare, and they would crowd out the rest). */
const LARGEST_KEPT = 256 * 1024;

type Encoding = 'br' | 'gzip';

/** The answers of `negotiate` by header: browsers send a handful of different ones. */
const negotiated = new Map<string, Encoding | null>();

/** br when the client accepts it, else gzip, else none (a q=0 refuses one). */
function negotiate(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  if (typeof header !== 'string') return parseAccepted(header);
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(header, (encoding = parseAccepted(header)));
  }
  return encoding;
}

function parseAccepted(header: string | string[]): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer differs per visitor (the status call's region verdict and address): compressed
     * per request when above the threshold, never kept (each visitor's copy would crowd out the
     * answers that every player shares). Routes that need a session (`auth`) are treated so too.
     */
    answerPerVisitor?: boolean;
  }
}

/** Methods whose requests carry no body: Fastify never reads one, so nothing to decompress. */
const BODILESS = new Set(['GET', 'HEAD']);

export const compressionPlugin = fp(async (app) => {
  // Keyed by the answer's text itself: a kept answer is the same string on every request
  // (lib/shared-answer.ts), whose hash the engine computes once; a key made per request (the
  // encoding joined to the text) was hashed in full every time.
  const kept = new LRUCache<string, Partial<Record<Encoding, Buffer>>>({
    maxSize: COMPRESSED_CACHE_BYTES,
    sizeCalculation: (value, key) =>
      key.length + (value.br?.length ?? 0) + (value.gzip?.length ?? 0),
  });

  // @fastify/compress gives every route a request hook that decompresses a compressed body: a GET
  // or HEAD has none to read, and the hook cost each such request (the status call) for nothing.
  // Added before @fastify/compress's own onRoute hook, which reads the route's `decompress`.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.decompress === undefined && methods.every((m) => BODILESS.has(m)))
      route.decompress = false;
  });

  // Before @fastify/compress (its hook is the route's own, which runs after this one): a JSON
  // answer it would compress is taken from, or put in, the kept copies; it leaves alone what
  // already has an encoding. A callback hook: an async one cost every answer a promise and a
  // microtask.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < SHARED_COMPRESS_THRESHOLD)
      return done(null, payload);
    // A signed-in member's own answer (a route that needs a session) is as per-visitor as the
    // status call: kept, each member's copy would crowd out the answers every player shares.
    const { config } = request.routeOptions;
    const keep = config.answerPerVisitor !== true && config.auth !== true;
    if (!keep && payload.length < COMPRESS_THRESHOLD) return done(null, payload);
    if (payload.length > LARGEST_KEPT || reply.statusCode !== 200) return done(null, payload);
    if (request.headers['x-no-compression'] !== undefined) return done(null, payload);
    if (reply.getHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json'))
      return done(null, payload);
    const encoding = negotiate(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    let copies = keep ? kept.get(payload) : undefined;
    let body = copies?.[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(payload, BROTLI)
          : gzipSync(payload, { level: GZIP_LEVEL });
      // Set again (not changed in place) so that the cache counts the added bytes.
      copies = { ...copies, [encoding]: body };
      if (keep) kept.set(payload, copies);
    }
    const vary = reply.getHeader('vary');
    const varies =
      typeof vary === 'string' && vary ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
    if (!varies.includes('accept-encoding') && vary !== '*')
      reply.header('vary', varies.length ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', encoding).header('content-length', body.length);
    done(null, body);
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI,
    zlibOptions: { level: GZIP_LEVEL },
  });
});
