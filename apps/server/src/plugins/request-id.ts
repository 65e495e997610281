import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id';

/**
 * Every answer names its request: `X-Request-Id` carries the id that every log line of the request
 * carries too (`reqId`, made by `requestIdGenerator`), so a caller's report finds its log lines.
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
