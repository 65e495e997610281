import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, TOO_MANY_REQUEST_PREFIX } from '@member-app/contract/errors';
import type { ErrorEnvelope } from '@member-app/contract/schemas/envelope';
import { isInputDataError } from '../lib/db-errors';
import { AppError, TooManyRequests } from '../lib/errors';
import { REQUEST_ID_HEADER } from '../lib/request-id';

function fail(
  reply: FastifyReply,
  status: number,
  errorCode: string,
  message: string,
  value: unknown = null,
) {
  const body: ErrorEnvelope = { success: false, errorCode, message, value };
  // Failures found before the hooks ran (a URL that does not decode) still name their request.
  if (!reply.hasHeader(REQUEST_ID_HEADER)) reply.header(REQUEST_ID_HEADER, reply.request.id);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function describeValidation(error: FastifyError): {
  message: string;
  fields: { field: string; message: string }[];
} {
  const context = error.validationContext ?? 'request';
  const issues = (error.validation ?? []) as ValidationIssue[];
  const fields = issues.map((issue) => {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      '';
    return {
      field: path ? `${context}.${path}` : context,
      message: issue.params?.issue?.message ?? issue.message ?? 'invalid',
    };
  });
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return { message: `Invalid ${context}${summary ? `: ${summary}` : ''}`, fields };
}

/**
 * One error handler for the whole app: every failure is answered in the contract envelope, bad
 * input is a 4xx with an errorCode, and internals of a 5xx never reach the caller (STYLE).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests)
        reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
      return fail(reply, error.statusCode, error.errorCode, error.message, error.value);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { message, fields } = describeValidation(error);
      return fail(reply, 400, ERROR_CODES.VALIDATION, message, { fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return fail(
        reply,
        429,
        ERROR_CODES.TOO_MANY_REQUESTS,
        `${TOO_MANY_REQUEST_PREFIX}: ${error.message}`,
      );
    }
    if (status === 413)
      return fail(reply, 413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'Request body is too large');
    if (status === 415)
      return fail(reply, 415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content type');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, empty body with a JSON content type, ...).
      return fail(reply, status, ERROR_CODES.VALIDATION, error.message);
    }
    if (isInputDataError(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return fail(reply, 400, ERROR_CODES.VALIDATION, 'Invalid request: a value cannot be stored');
    }
    request.log.error({ err: error }, 'unhandled error');
    return fail(reply, 500, ERROR_CODES.INTERNAL, 'Something went wrong. Please try again later.');
  });
});

/**
 * What no route answers: 405 with `Allow` when the path exists for other methods (a GET on a POST
 * call), else 404; both in the envelope.
 */
export function sendNotFound(reply: FastifyReply, method: string, url: string) {
  const path = url.split('?')[0] ?? '';
  const allowed = reply.server.allowedMethods(path);
  // A route of this method exists (a static folder's wildcard) but found nothing: a plain 404.
  if (allowed.length > 0 && !allowed.includes(method)) {
    reply.header('allow', allowed.join(', '));
    return fail(
      reply,
      405,
      ERROR_CODES.METHOD_NOT_ALLOWED,
      `${method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`,
    );
  }
  return fail(reply, 404, ERROR_CODES.NOT_FOUND, `No route for ${method} ${path}`);
}

/**
 * Fastify's `frameworkErrors`: failures found before any route runs (a URL that does not decode, a
 * path parameter over `maxParamLength`), answered in the envelope like every other failure.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void fail(reply, 414, ERROR_CODES.URI_TOO_LONG, 'A path segment is too long');
  else void fail(reply, 400, ERROR_CODES.BAD_REQUEST, 'The request URL is not valid');
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, ERROR_CODES.HEADERS_TOO_LARGE, 'Request headers are too large'],
  HPE_INVALID_METHOD: [405, ERROR_CODES.METHOD_NOT_ALLOWED, 'Unknown request method'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, ERROR_CODES.BAD_REQUEST, 'The request took too long'],
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers too large, an
 * unknown method, malformed HTTP), so no route or reply exists; the answer is written on the
 * socket, still in the envelope, and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, errorCode, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    ERROR_CODES.BAD_REQUEST,
    'The request is not valid HTTP',
  ];
  const body = JSON.stringify({ success: false, errorCode, message, value: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `X-Request-Id: ${randomUUID()}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
