import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, TOO_MANY_REQUEST_PREFIX } from '@member-app/contract/errors';
import type { ErrorEnvelope } from '@member-app/contract/schemas/envelope';
import { isInputDataError } from '../lib/db-errors';
import { AppError } from '../lib/errors';

function fail(
  reply: FastifyReply,
  status: number,
  errorCode: string,
  message: string,
  value: unknown = null,
) {
  const body: ErrorEnvelope = { success: false, errorCode, message, value };
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

export function sendNotFound(reply: FastifyReply, method: string, url: string) {
  return fail(reply, 404, ERROR_CODES.NOT_FOUND, `No route for ${method} ${url.split('?')[0]}`);
}
