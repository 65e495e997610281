import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The server's Fastify instance with zod schemas as its type provider. Every plugin adds its own
 * decorators to FastifyInstance (a `declare module 'fastify'` beside the code that creates them),
 * so this type carries all of them; it lives here, below the modules, so that any file can name it
 * without importing app.ts.
 */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
