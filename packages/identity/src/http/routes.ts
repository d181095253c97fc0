import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core.js';
import { errors, KratosError } from '../errors.js';
import {
  createFlow,
  flowUiUrl,
  isExpired,
  loadFlow,
  resetFeedback,
  verifyCsrf,
  type FlowContext,
} from '../flows/common.js';
import type { SubmitOutcome } from '../flows/outcome.js';
import { flowHandlers, flowKinds, type FlowHandler, type FlowQuery } from '../flows/registry.js';
import { findFlowError, insertFlowError } from '../repository/errors.js';
import { saveFlow, type FlowKind, type FlowRecord, type FlowType } from '../repository/flows.js';
import { isUuid } from '../repository/identities.js';
import { identitySchema } from '../session/identity-schema.js';
import { identitySchemaId } from '../session/json.js';
import { messages } from '../ui/messages.js';
import { webauthnScript } from '../strategies/webauthn-script.js';
import { submittedBody, wantsJson } from './body.js';
import { buildContext, isNavigation, markNavigation } from './context.js';
import { registerCors } from './cors.js';
import { registerSessionRoutes } from './session-routes.js';
import { publicUrl, resolveUrls, uiUrl } from './urls.js';

/** The Kratos public API, mounted under the plugin's prefix. */
export async function identityRoutes(app: FastifyInstance, core: Core): Promise<void> {
  // Browser form posts; the host may already parse them (e.g. @fastify/formbody), with the same result.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }
  registerCors(app, core);
  app.setErrorHandler((error, request, reply) => handleError(core, error, request, reply));
  // PostgreSQL refuses NUL in text: any submitted text carrying one is a malformed request.
  app.addHook('preValidation', async (request) => {
    if ([request.query, request.body, request.params].some((value) => containsNul(value))) {
      throw errors.badRequest('The request contains a NUL byte');
    }
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(errors.notFound().toJSON());
  });

  for (const kind of flowKinds) registerFlowRoutes(app, core, kind, flowHandlers[kind]);

  app.get('/self-service/errors', async (request, reply) => {
    const { id } = request.query as FlowQuery;
    const found = id && isUuid(id) ? await findFlowError(core.db, id) : undefined;
    if (!found) throw errors.notFound('The requested error could not be found.');
    const created = found.created_at.toISOString();
    return reply.send({ id: found.id, error: found.error, created_at: created, updated_at: created });
  });

  registerSessionRoutes(app, core);
  app.get('/schemas/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (Buffer.from(id, 'base64url').toString() !== identitySchemaId && id !== identitySchemaId)
      throw errors.notFound();
    return reply.send(identitySchema);
  });
  app.get('/.well-known/ory/webauthn.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(webauthnScript),
  );
  app.get('/health/alive', async () => ({ status: 'ok' }));
  app.get('/health/ready', async () => ({ status: 'ok' }));
}

function registerFlowRoutes(app: FastifyInstance, core: Core, kind: FlowKind, handler: FlowHandler) {
  const init = (type: FlowType) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (type === 'browser' && !wantsJson(request)) markNavigation(request);
    const ctx = forFlowType(await buildContext(core, request, reply), type);
    const result = await handler.init(ctx, type, request.query as FlowQuery);
    if ('alreadySignedIn' in result) {
      if (type === 'api' || wantsJson(request)) throw errors.sessionAlreadyAvailable();
      return reply.redirect(result.alreadySignedIn, 303);
    }
    if (type === 'browser' && !wantsJson(request)) return reply.redirect(flowUiUrl(ctx, result), 303);
    return reply.send(await handler.render(ctx, result));
  };
  app.get(`/self-service/${kind}/browser`, init('browser'));
  app.get(`/self-service/${kind}/api`, init('api'));

  app.get(`/self-service/${kind}/flows`, async (request, reply) => {
    const ctx = await buildContext(core, request, reply);
    const flow = await loadFlow(ctx, kind, (request.query as FlowQuery).id);
    if (isExpired(ctx, flow))
      throw errors.flowExpired((await replaceExpired(ctx, handler, flow)).id, flow.expiresAt, ctx.now);
    await handler.authorizeRead?.(ctx, flow);
    return reply.send(await handler.render(ctx, flow));
  });

  app.post(`/self-service/${kind}`, async (request, reply) => {
    const json = wantsJson(request);
    if (!json) markNavigation(request);
    const loaded = await buildContext(core, request, reply);
    const flow = await loadFlow(loaded, kind, (request.query as FlowQuery).flow);
    const ctx = forFlowType(loaded, flow.type);
    if (isExpired(ctx, flow)) {
      const replacement = await replaceExpired(ctx, handler, flow);
      if (json || flow.type === 'api') throw errors.flowExpired(replacement.id, flow.expiresAt, ctx.now);
      return reply.redirect(flowUiUrl(ctx, replacement), 303);
    }
    const body = submittedBody(request);
    verifyCsrf(ctx, flow, body);
    resetFeedback(flow);
    const outcome = await handler.submit(ctx, flow, body);
    // Handlers update the flow in place (state, messages, pending secrets).
    await saveFlow(core.db, flow, ctx.now);
    return respond(ctx, handler, outcome, json || flow.type === 'api');
  });
}

/** API flows authenticate by session token only, as in Kratos: a browser cookie does not count there. */
function forFlowType(ctx: FlowContext, type: FlowType): FlowContext {
  return type === 'api' && ctx.active?.via === 'cookie' ? { ...ctx, active: undefined } : ctx;
}

/** Kratos's answers to a submission: JSON for API clients and fetch, redirects for form posts. */
async function respond(ctx: FlowContext, handler: FlowHandler, outcome: SubmitOutcome, json: boolean) {
  const { reply } = ctx;
  switch (outcome.kind) {
    case 'invalid':
      return json
        ? reply.code(400).send(await handler.render(ctx, outcome.flow))
        : reply.redirect(flowUiUrl(ctx, outcome.flow), 303);
    case 'flow':
      return json ? reply.send(await handler.render(ctx, outcome.flow)) : reply.redirect(outcome.redirectTo, 303);
    case 'done':
      return json ? reply.send(outcome.body) : reply.redirect(outcome.redirectTo, 303);
    case 'redirect':
      if (json) throw errors.browserLocationChangeRequired(outcome.redirectTo);
      return reply.redirect(outcome.redirectTo, 303);
  }
}

/** An expired flow is replaced by a fresh one of the same kind, which the client should use instead. */
async function replaceExpired(ctx: FlowContext, handler: FlowHandler, expired: FlowRecord): Promise<FlowRecord> {
  return createFlow(ctx, {
    kind: expired.kind,
    type: expired.type,
    state: handler.initialState,
    identityId: expired.identityId,
    returnTo: expired.returnTo ?? undefined,
    lifespanMs: handler.lifespanMs,
    requestUrl: expired.requestUrl,
    data: {
      refresh: expired.data.refresh,
      requestedAal: expired.data.requestedAal,
      messages: expired.kind === 'login' ? [messages.loginFlowExpired(expired.expiresAt, ctx.now)] : [],
    },
  });
}

/**
 * Every error is a Kratos JSON error; a browser navigating (not fetching) is redirected instead:
 * to `redirect_browser_to` when the error has one, else to the error page with `?id=`.
 */
async function handleError(core: Core, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const kratosError = toKratosError(core, error);
  if (isNavigation(request)) {
    const urls = resolveUrls(core.options, core.prefix, {
      protocol: request.protocol,
      host: request.host,
      headers: request.headers,
    });
    const redirect = kratosError.extra.redirect_browser_to;
    if (typeof redirect === 'string') return reply.redirect(redirect, 303);
    if (kratosError.errorId === 'session_already_available')
      return reply.redirect(uiUrl(urls, core.options.uiPaths, 'defaultReturn'), 303);
    if (kratosError.errorId === 'session_inactive')
      return reply.redirect(publicUrl(urls, '/self-service/login/browser'), 303);
    const id = await insertFlowError(core.db, kratosError.toJSON().error, core.now());
    return reply.redirect(uiUrl(urls, core.options.uiPaths, 'error', { id }), 303);
  }
  return reply.code(kratosError.code).type('application/json').send(kratosError.toJSON());
}

function toKratosError(core: Core, error: unknown): KratosError {
  if (error instanceof KratosError) return error;
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new KratosError(
      statusCode,
      undefined,
      'The request was malformed or contained invalid parameters',
      (error as Error).message,
    );
  }
  core.options.logger.error(`identity: unexpected error: ${(error as Error)?.stack ?? String(error)}`);
  return errors.internal();
}

/** Whether any string (or key) in a submitted value holds a NUL byte. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
