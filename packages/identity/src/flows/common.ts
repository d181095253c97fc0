import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core.js';
import { constantTimeEqual, randomToken } from '../crypto.js';
import { errors } from '../errors.js';
import { csrfCookieName, readCookie, requestCookies, setCookie } from '../http/cookies.js';
import { field, type Body } from '../http/body.js';
import { publicUrl, uiUrl, type Urls } from '../http/urls.js';
import type { UiPaths } from '../options.js';
import {
  findFlow,
  insertFlow,
  type FlowData,
  type FlowKind,
  type FlowRecord,
  type FlowType,
} from '../repository/flows.js';
import { applyFeedback, csrfNode, type UiContainer, type UiNode } from '../ui/nodes.js';
import type { ActiveSession } from '../session/resolve.js';

/** One request being served. */
export interface FlowContext {
  core: Core;
  request: FastifyRequest;
  reply: FastifyReply;
  urls: Urls;
  now: Date;
  /** The request's session, if any (resolved once per request). */
  active: ActiveSession | undefined;
  /** The browser's CSRF token once read or issued in this request. */
  csrfToken?: string;
}

export const uiPageOf: Record<FlowKind, keyof UiPaths> = {
  login: 'login',
  registration: 'registration',
  settings: 'settings',
  recovery: 'recovery',
  verification: 'verification',
};

export const flowUiUrl = (ctx: FlowContext, flow: Pick<FlowRecord, 'kind' | 'id'>) =>
  uiUrl(ctx.urls, ctx.core.options.uiPaths, uiPageOf[flow.kind], { flow: flow.id });

export const defaultReturnUrl = (ctx: FlowContext) => uiUrl(ctx.urls, ctx.core.options.uiPaths, 'defaultReturn');

/**
 * The browser's CSRF token: one per browser, kept in an HttpOnly cookie and copied into each
 * browser flow's `csrf_token` node; a submission must echo it.
 */
function browserCsrfToken(ctx: FlowContext): string {
  if (ctx.csrfToken) return ctx.csrfToken;
  const existing = readCookie({ headers: ctx.request.headers, cookies: requestCookies(ctx.request) }, csrfCookieName);
  if (existing && existing.length >= 32) return (ctx.csrfToken = existing);
  ctx.csrfToken = randomToken();
  setCookie(ctx.reply, ctx.urls, csrfCookieName, ctx.csrfToken, new Date(ctx.now.getTime() + 365 * 24 * 3600_000));
  return ctx.csrfToken;
}

export async function createFlow(
  ctx: FlowContext,
  input: {
    kind: FlowKind;
    type: FlowType;
    state: string;
    identityId?: string | null;
    returnTo?: string | undefined;
    data?: FlowData;
    lifespanMs: number;
    requestUrl?: string;
  },
): Promise<FlowRecord> {
  return insertFlow(ctx.core.db, {
    kind: input.kind,
    type: input.type,
    state: input.state,
    csrfToken: input.type === 'browser' ? browserCsrfToken(ctx) : '',
    identityId: input.identityId ?? null,
    requestUrl: input.requestUrl ?? requestUrlOf(ctx),
    returnTo: input.returnTo ?? null,
    data: input.data ?? {},
    now: ctx.now,
    lifespanMs: input.lifespanMs,
  });
}

/** The URL the client called, as Kratos reports it in `request_url` (public base + path). */
function requestUrlOf(ctx: FlowContext): string {
  const url = ctx.request.url;
  const withinPrefix = url.startsWith(ctx.core.prefix) ? url.slice(ctx.core.prefix.length) : url;
  return ctx.urls.publicBase + withinPrefix;
}

/** Loads a flow for reading or submitting; a missing id is 400, an unknown one 404. */
export async function loadFlow(ctx: FlowContext, kind: FlowKind, id: unknown): Promise<FlowRecord> {
  if (typeof id !== 'string' || !id) throw errors.badRequest('The flow query parameter is missing or malformed.');
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.flowNotFound();
  const flow = await findFlow(ctx.core.db, id, kind);
  if (!flow) throw errors.flowNotFound();
  return flow;
}

export const isExpired = (ctx: FlowContext, flow: FlowRecord) => flow.expiresAt.getTime() <= ctx.now.getTime();

/** Browser flows require the CSRF token of the browser; API flows carry none. */
export function verifyCsrf(ctx: FlowContext, flow: FlowRecord, body: Body): void {
  if (flow.type !== 'browser') return;
  const cookie = readCookie({ headers: ctx.request.headers, cookies: requestCookies(ctx.request) }, csrfCookieName);
  const submitted = field(body, 'csrf_token');
  if (!cookie || typeof submitted !== 'string' || !constantTimeEqual(cookie, submitted)) throw errors.csrfViolation();
}

export const csrfNodes = (flow: FlowRecord): UiNode[] => (flow.type === 'browser' ? [csrfNode(flow.csrfToken)] : []);

/** The `ui` container: absolute action URL to this service, nodes with the flow's feedback applied. */
export function uiContainer(ctx: FlowContext, flow: FlowRecord, nodes: UiNode[]): UiContainer {
  const ui: UiContainer = {
    action: publicUrl(ctx.urls, `/self-service/${flow.kind}`, { flow: flow.id }),
    method: 'POST',
    nodes: applyFeedback(nodes, flow.data.feedback ?? {}),
  };
  if (flow.data.messages?.length) ui.messages = flow.data.messages;
  return ui;
}

/** Fields every flow has, in Kratos's order. */
export function flowBase(flow: FlowRecord) {
  return {
    id: flow.id,
    type: flow.type,
    expires_at: flow.expiresAt.toISOString(),
    issued_at: flow.issuedAt.toISOString(),
    request_url: flow.requestUrl,
    ...(flow.returnTo ? { return_to: flow.returnTo } : {}),
  };
}

/** Forget the previous submission's feedback before handling a new one. */
export function resetFeedback(flow: FlowRecord): void {
  delete flow.data.feedback;
  delete flow.data.messages;
}

/** A submission's `method` (the clicked submit button's value). */
export const methodOf = (body: Body) => {
  const method = field(body, 'method');
  return typeof method === 'string' ? method : undefined;
};
