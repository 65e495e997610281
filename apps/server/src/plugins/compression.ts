import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

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

export const compressionPlugin = fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // A small window too: the default (4 MB) is allocated for every answer, which are a few KB.
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
    },
    zlibOptions: { level: 6 },
  });
});
