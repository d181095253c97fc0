import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '@pool/contract';
import { ApiError } from './api-error.js';

/** Where the first NUL byte sits in a value (a dotted path), or undefined when there is none. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Deeper than any body the API accepts: the schema refuses it anyway, nothing to look for.
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
    const found = nulPath(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * No text the API takes may hold a NUL byte: PostgreSQL refuses it in text, so it would
 * end as a 500 deep inside a query. Refused here once, for every route under the given
 * prefixes, with 400 invalid_input naming the field (path, query, body or header).
 */
export function registerNulByteGuard(app: FastifyInstance, prefixes: readonly string[]): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const route = request.routeOptions.url;
    if (route === undefined || !prefixes.some((prefix) => route.startsWith(prefix))) return;
    const found =
      nulPath(request.params, 'params') ??
      nulPath(request.query, 'querystring') ??
      nulPath(request.body, 'body') ??
      nulPath(request.headers, 'headers');
    if (found) {
      const field: FieldError = { name: found, code: 'invalid_input' };
      throw new ApiError(400, 'invalid_input', 'Text may not contain NUL bytes', [field]);
    }
  });
}
