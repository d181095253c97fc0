import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse, FieldError } from '@pool/contract';
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
 * The codes of the refusals Node and Fastify make themselves, by status: each says what
 * was wrong, so that a client (or an operator reading a proxy's log) can tell a slow
 * upload from a bad field.
 */
const frameworkCodes: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_input',
  // Only the static files refuse with 403 of their own: a path that is not canonical
  // (`//`, `/./`, `..`), which could slip past a more specific route.
  403: 'forbidden_path',
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  431: 'request_header_too_large',
  503: 'service_unavailable',
};

function frameworkCode(status: number): ErrorCode {
  return frameworkCodes[status] ?? 'invalid_input';
}

/**
 * Errors the router raises before any route runs (a path that is not valid percent
 * encoding, a path segment over the length limit): the one error shape too, not
 * Fastify's own. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorReply(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply.status(status).send(errorBody(frameworkCode(status), error.message));
}

/** What Node reports before a request exists: its status and the message the client gets. */
function clientFailure(error: NodeJS.ErrnoException): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request did not arrive in time; send it again, whole' };
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, message: 'The request line and headers are too large (at most 16 KB with the URL)' };
  return { status: 400, message: 'The request is not valid HTTP' };
}

/**
 * Node's `clientError`: a request that never became one (headers or URL too large, a
 * body that did not arrive within the request timeout, bytes that are not HTTP). Node
 * and Fastify would answer in their own shape; this answers in the one error shape and
 * closes the connection, whose stream is out of step after such a request.
 * Passed to Fastify as `clientErrorHandler`.
 */
export function clientErrorReply(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientFailure(error);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(frameworkCode(status), message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
    // Fastify's own 4xx (bad JSON, too large, unsupported media type, a static path refused …).
    return reply.status(status).send(errorBody(frameworkCode(status), error.message));
  });
}

/**
 * While the server shuts down, a request that still arrives on an open connection is
 * refused with 503 in the one error shape (Fastify's `return503OnClosing` answers in its
 * own, so it is off), and the connection is closed so that the client retries elsewhere.
 */
export function registerShutdownRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .send(errorBody(frameworkCode(503), 'The server is shutting down; send the request again'));
  });
}
