import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core.js';
import type { FlowContext } from '../flows/common.js';
import { activeSession } from '../session/resolve.js';
import { requestCookies } from './cookies.js';
import { resolveUrls } from './urls.js';

/** Requests a browser navigates to (not fetch): errors become redirects, not JSON. */
const navigations = new WeakSet<FastifyRequest>();
export const markNavigation = (request: FastifyRequest) => navigations.add(request);

export async function buildContext(core: Core, request: FastifyRequest, reply: FastifyReply): Promise<FlowContext> {
  const urls = resolveUrls(core.options, core.prefix, {
    protocol: request.protocol,
    host: request.host,
    headers: request.headers,
  });
  core.housekeeping();
  const active = await activeSession(core, { headers: request.headers, cookies: requestCookies(request) });
  return { core, request, reply, urls, now: core.now(), active };
}

export const isNavigation = (request: FastifyRequest) => navigations.has(request);
