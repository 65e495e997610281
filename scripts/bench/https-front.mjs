// An HTTPS front speaking HTTP/2 for one upstream server of the bench, as a deployment's TLS proxy
// (README "TRUST_PROXY") stands in front of the app: the Lighthouse section `https` loads the app
// and the bare page each through one of these, so both are measured over the protocol a phone
// gets from a real site. Its certificate is a throwaway one made for 127.0.0.1 by its starter
// (https-front-start.mjs), and the bench's Chromium is told to accept it. Sends its port back
// over IPC.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';

const dir = process.env.FRONT_CERT_DIR;
const app = Fastify({
  logger: false,
  http2: true,
  https: {
    allowHTTP1: true,
    key: readFileSync(path.join(dir, 'key.pem')),
    cert: readFileSync(path.join(dir, 'cert.pem')),
  },
});
await app.register(fastifyHttpProxy, { upstream: process.env.FRONT_UPSTREAM });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
