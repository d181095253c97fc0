import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse, FieldError } from '@pool/contract';
import { ApiError } from './api-error.js';

/** The one error shape; used by the error handler and the not-found handler. */
export function errorBody(
  code: string,
  message: string,
  fields?: FieldError[],
  details?: Record<string, string>,
): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}), ...details } };
}

/**
 * Errors the router raises before any route runs (a path that is not valid percent
 * encoding, a path segment over the length limit): the one error shape too, not
 * Fastify's own. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorReply(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply.status(status).send(errorBody(status === 404 ? 'not_found' : 'invalid_input', error.message));
}

/**
 * One error handler for the whole server: every failure leaves as
 * `{ error: { code, message, fields? } }`, never as a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        name: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        code: 'invalid_input',
      }));
      return reply.status(400).send(errorBody('invalid_input', 'Invalid input', fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('internal_error', 'Internal error'));
    }
    // Fastify's own 4xx (bad JSON, too large, unsupported media type …).
    return reply.status(status).send(errorBody('invalid_input', error.message));
  });
}
