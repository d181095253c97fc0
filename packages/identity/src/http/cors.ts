import type { FastifyInstance } from 'fastify';
import type { Core } from '../core.js';

/**
 * Credentialed CORS for the configured origins (the UI origin, when configured, and
 * `allowedReturnOrigins`): the exact origin is echoed, never `*`.
 */
export function registerCors(app: FastifyInstance, core: Core): void {
  const allowed = new Set([...core.options.allowedReturnOrigins, ...(core.options.uiUrl ? [core.options.uiUrl] : [])]);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'Content-Type, Link, X-Total-Count');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header(
        'access-control-allow-headers',
        'Content-Type, Accept, Authorization, X-Session-Token, X-CSRF-Token, Cookie',
      );
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
  // Without a route Fastify would answer a preflight with 404 before the hook could run.
  app.options('/*', async (_request, reply) => reply.code(204).send());
}
