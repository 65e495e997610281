import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Answers compressed for clients that accept it (brotli, else gzip), above a small size: a
 * phone on a mobile network waits for bytes, not for the server. Brotli at a middle quality: the
 * highest costs many times the processor for a few per cent fewer bytes (`npm run bench` measures
 * the calls with a browser's accept-encoding). Files that are already
 * compressed (the web app's precompressed assets, images) are sent as they are.
 */
export const COMPRESS_THRESHOLD = 1024;

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
