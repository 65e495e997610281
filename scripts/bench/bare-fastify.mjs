// The reference route of `npm run bench`: a bare Fastify route answering a small JSON object.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({
  success: true,
  message: null,
  errorCode: null,
  value: { hello: 'world' },
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
