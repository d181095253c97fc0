import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { xsrfCookieName, xsrfHeaderName } from '@pool/contract';
import { ApiError } from './api-error.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokensMatch(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (!cookie || typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Gives the browser an XSRF-TOKEN cookie (readable by the SPA, so not HttpOnly) when it has none. */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[xsrfCookieName]) return;
  reply.setCookie(xsrfCookieName, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly: false,
  });
}

/**
 * Whether a request goes to the backend. The router decodes the path before it matches
 * (`/%61pi/backend/…` reaches `/api/backend/…`), so the matched route decides; the raw
 * path only for a request that matched none.
 */
function isBackendRequest(request: FastifyRequest, prefix: string): boolean {
  const route = request.routeOptions.url;
  return route !== undefined ? route.startsWith(prefix) : request.url.startsWith(prefix);
}

/**
 * The double-submit of product §9 for the backend: every unsafe call must echo the
 * XSRF-TOKEN cookie in the X-XSRF-TOKEN header. A cross-site page can make the browser
 * send the cookie but cannot read it, so it cannot set the header.
 */
export function registerXsrfProtection(app: FastifyInstance, prefix: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isBackendRequest(request, prefix)) return;
    issueXsrfCookie(request, reply);
    if (safeMethods.has(request.method)) return;
    if (!tokensMatch(request.cookies[xsrfCookieName], request.headers[xsrfHeaderName.toLowerCase()])) {
      throw ApiError.accessDenied('Missing or wrong X-XSRF-TOKEN header');
    }
  });
}
