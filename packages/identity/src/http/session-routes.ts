import type { FastifyInstance } from 'fastify';
import type { Core } from '../core.js';
import { errors } from '../errors.js';
import { field } from './body.js';
import { clearCookie, sessionCookieName } from './cookies.js';
import {
  deactivateOtherSessions,
  deactivateSession,
  deactivateSessionOf,
  findActiveSessionByLogoutToken,
  findActiveSessionByToken,
  listOtherSessions,
  logoutTokenFor,
} from '../repository/sessions.js';
import { isUuid } from '../repository/identities.js';
import { aal2LoginUrl, needsSecondFactor } from '../session/resolve.js';
import { sessionJson } from '../session/json.js';
import { wantsJson, type Body } from './body.js';
import { buildContext, markNavigation } from './context.js';
import { publicUrl, uiUrl, validateReturnTo } from './urls.js';

const defaultPageSize = 250;
const maxPageSize = 1000;

/** whoami, the session list and revocation, logout. */
export function registerSessionRoutes(app: FastifyInstance, core: Core): void {
  app.get('/sessions/whoami', async (request, reply) => {
    const ctx = await buildContext(core, request, reply);
    if (!ctx.active) throw errors.noActiveSession();
    if (await needsSecondFactor(core, ctx.active)) throw errors.aal2Required(aal2LoginUrl(ctx.urls));
    reply.header('x-kratos-authenticated-identity-id', ctx.active.identity.id);
    return reply.send(sessionJson(ctx.urls, ctx.active.session, ctx.active.identity));
  });

  app.get('/sessions', async (request, reply) => {
    const ctx = await buildContext(core, request, reply);
    if (!ctx.active) throw errors.noActiveSession();
    const query = request.query as Record<string, string | undefined>;
    const pageSize = Math.min(
      Math.max(Number(query.page_size ?? query.per_page ?? defaultPageSize) || defaultPageSize, 1),
      maxPageSize,
    );
    const offset = decodePageToken(query.page_token);
    // One extra row tells whether there is a next page.
    const rows = await listOtherSessions(
      core.db,
      ctx.active.identity.id,
      ctx.active.session.id,
      ctx.now,
      offset,
      pageSize + 1,
    );
    const links = [
      `<${publicUrl(ctx.urls, '/sessions', { page_size: String(pageSize), page_token: encodePageToken(0) })}>; rel="first"`,
    ];
    if (rows.length > pageSize) {
      links.push(
        `<${publicUrl(ctx.urls, '/sessions', { page_size: String(pageSize), page_token: encodePageToken(offset + pageSize) })}>; rel="next"`,
      );
    }
    reply.header('link', links.join(','));
    const identity = ctx.active.identity;
    return reply.send(rows.slice(0, pageSize).map((session) => sessionJson(ctx.urls, session, identity)));
  });

  app.delete('/sessions', async (request, reply) => {
    const ctx = await buildContext(core, request, reply);
    if (!ctx.active) throw errors.noActiveSession();
    const count = await deactivateOtherSessions(core.db, ctx.active.identity.id, ctx.active.session.id);
    return reply.send({ count });
  });

  app.delete('/sessions/:id', async (request, reply) => {
    const ctx = await buildContext(core, request, reply);
    if (!ctx.active) throw errors.noActiveSession();
    const { id } = request.params as { id: string };
    if (id === ctx.active.session.id)
      throw errors.badRequest('You can not revoke the current session; log out instead.');
    if (!isUuid(id) || !(await deactivateSessionOf(core.db, ctx.active.identity.id, id))) throw errors.notFound();
    return reply.code(204).send();
  });

  app.get('/self-service/logout/browser', async (request, reply) => {
    const ctx = await buildContext(core, request, reply);
    if (!ctx.active || ctx.active.via !== 'cookie') throw errors.noActiveSession();
    const returnTo = validateReturnTo(
      core.options,
      ctx.urls,
      (request.query as Record<string, string | undefined>).return_to,
    );
    const logoutToken = logoutTokenFor(ctx.active.token);
    return reply.send({
      logout_url: publicUrl(ctx.urls, '/self-service/logout', { token: logoutToken, return_to: returnTo }),
      logout_token: logoutToken,
    });
  });

  app.get('/self-service/logout', async (request, reply) => {
    const json = wantsJson(request);
    if (!json) markNavigation(request);
    const ctx = await buildContext(core, request, reply);
    const query = request.query as Record<string, string | undefined>;
    if (!query.token) throw errors.badRequest('The logout token is missing.');
    const returnTo = validateReturnTo(core.options, ctx.urls, query.return_to);
    const session = await findActiveSessionByLogoutToken(core.db, query.token, ctx.now);
    // Logging out twice is not an error: the browser ends up signed out either way.
    if (session) await deactivateSession(core.db, session.id);
    clearCookie(reply, ctx.urls, sessionCookieName);
    if (json) return reply.code(204).send();
    return reply.redirect(returnTo ?? uiUrl(ctx.urls, core.options.uiPaths, 'defaultReturn'), 303);
  });

  app.delete('/self-service/logout/api', async (request, reply) => {
    const token = field((request.body ?? {}) as Body, 'session_token');
    if (typeof token !== 'string' || !token) throw errors.badRequest('The session_token is missing.');
    const session = await findActiveSessionByToken(core.db, token, core.now());
    if (session) await deactivateSession(core.db, session.id);
    return reply.code(204).send();
  });
}

const encodePageToken = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodePageToken(token: string | undefined): number {
  if (!token) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString());
  if (!match) throw errors.badRequest('The page_token is malformed.');
  return Number(match[1]);
}
