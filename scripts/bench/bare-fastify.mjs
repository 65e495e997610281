// The reference route of `npm run bench`: a bare Fastify route answering a small JSON object, on a
// port the system picks; the port goes back to the bench over IPC.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({
  success: true,
  message: null,
  errorCode: null,
  value: { hello: 'world' },
}));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
