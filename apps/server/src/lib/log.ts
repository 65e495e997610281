import type { FastifyServerOptions } from 'fastify';
import { loggableError } from './db-errors';

/** Shape of an error in a log line: what pino's own serializer keeps, minus a query's values. */
interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: Error): SerializedError {
  const safe = loggableError(error);
  if (safe !== error || !(error instanceof Error)) return safe as SerializedError;
  const e = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: e.name,
    message: e.message,
    code: e.code,
    statusCode: e.statusCode,
    stack: e.stack ?? '',
  };
}

/**
 * The logger options every app instance uses: the caller's (level, redaction, stream) with an
 * error serializer that never writes a failed query's bound values (see `loggableError`).
 */
export function withSafeErrors(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger;
  return { ...logger, serializers: { ...logger.serializers, err: serializeError } };
}
