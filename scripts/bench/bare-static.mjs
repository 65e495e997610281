// Serves the built bare React page (`npm run bench`'s reference) like the app's assets: the same
// Fastify static server, precompressed files, on a port the system picks (sent back over IPC).
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: process.env.BARE_DIST, preCompressed: true });
// Any other path is the page too, as the app answers its routes.
app.setNotFoundHandler((_req, reply) => reply.sendFile('index.html'));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
