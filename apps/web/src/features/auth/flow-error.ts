import { FetchError, ResponseError } from '@ory/client-fetch';
import type { SelfServiceFlow } from './types';

/** Error ids of the identity service the client reacts to (CLIENT-EXPECTATIONS §3, product §8). */
export type FlowErrorId =
  | 'self_service_flow_expired'
  | 'self_service_flow_replaced'
  | 'self_service_flow_disabled'
  | 'security_csrf_violation'
  | 'browser_location_change_required'
  | 'session_refresh_required'
  | 'session_already_available'
  | 'session_aal1_required'
  | 'session_aal2_required';

/**
 * What to do after a failed flow call. The caller applies it (`applyFlowErrorAction`
 * or its own handling): re-render, fetch the flow the server points to, start over,
 * leave the app, or go to the page after sign-in.
 */
export type FlowErrorAction<T extends SelfServiceFlow = SelfServiceFlow> =
  /** 400: the updated flow (validation errors or the next screen); render it. */
  | { kind: 'render'; flow: T }
  /** 410 / 403 `self_service_flow_expired` or `self_service_flow_replaced` with `use_flow_id`: fetch that flow. */
  | { kind: 'use-flow'; flowId: string; errorId: FlowErrorId }
  /** 403 / 404 / 410 otherwise (csrf violation, unknown or expired flow): create a new flow. */
  | { kind: 'restart'; errorId?: FlowErrorId }
  /** 422 `browser_location_change_required`, 403 `session_refresh_required`: the browser must open this address. */
  | { kind: 'redirect'; to: string; errorId: FlowErrorId }
  /** `session_already_available`: the visitor is signed in; go on to `return_to` or '/'. */
  | { kind: 'signed-in'; to: string }
  /** Anything else: show the error; `errorId` when the server named one. */
  | { kind: 'fail'; status?: number; errorId?: string; reason?: string };

interface ErrorBody {
  error?: { id?: string; reason?: string; message?: string };
  use_flow_id?: string;
  redirect_browser_to?: string;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

function asErrorBody(body: unknown): ErrorBody {
  return typeof body === 'object' && body !== null ? body : {};
}

/** Only same-origin addresses are followed inside the app; anything else falls back to '/'. */
export function safeReturnTo(returnTo: string | null | undefined): string {
  if (!returnTo) return '/';
  try {
    const url = new URL(returnTo, window.location.origin);
    if (url.origin !== window.location.origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/**
 * One mapping of every failed self-service call to what the client does next, following
 * ory/elements: 400 re-renders the returned flow; expiry uses `use_flow_id` or restarts;
 * a csrf violation, an unknown or gone flow restart; a required location change or a
 * needed re-authentication leave for `redirect_browser_to`; an existing session goes to
 * `return_to` (same origin) or '/'.
 */
export async function handleFlowError<T extends SelfServiceFlow = SelfServiceFlow>(
  error: unknown,
  options: { returnTo?: string | null } = {},
): Promise<FlowErrorAction<T>> {
  if (error instanceof FetchError) return { kind: 'fail', reason: 'network_error' };
  if (!(error instanceof ResponseError)) {
    return { kind: 'fail', reason: error instanceof Error ? error.message : String(error) };
  }
  const status = error.response.status;
  const raw = await readBody(error.response);
  const body = asErrorBody(raw);
  const id = body.error?.id;

  if (status === 400 && raw && typeof raw === 'object' && 'ui' in raw) return { kind: 'render', flow: raw as T };

  switch (id) {
    case 'session_already_available':
      return { kind: 'signed-in', to: safeReturnTo(options.returnTo) };
    case 'self_service_flow_expired':
    case 'self_service_flow_replaced':
      return body.use_flow_id
        ? { kind: 'use-flow', flowId: body.use_flow_id, errorId: id }
        : { kind: 'restart', errorId: id };
    case 'browser_location_change_required':
    case 'session_refresh_required':
    case 'session_aal1_required':
    case 'session_aal2_required':
      if (body.redirect_browser_to) return { kind: 'redirect', to: body.redirect_browser_to, errorId: id };
      if (id === 'session_refresh_required') return { kind: 'restart', errorId: id };
      break;
    case 'security_csrf_violation':
      return { kind: 'restart', errorId: id };
    default:
      break;
  }
  if (status === 403 || status === 404 || status === 410) {
    return { kind: 'restart', errorId: (id as FlowErrorId | undefined) ?? undefined };
  }
  return { kind: 'fail', status, errorId: id, reason: body.error?.reason ?? body.error?.message };
}

/** The translation key of a failure's text. */
export function failureTextKey(action: Extract<FlowErrorAction, { kind: 'fail' }>): string {
  if (action.reason === 'network_error') return 'errors.codes.network_error';
  if (action.errorId === 'self_service_rate_limited' || action.status === 429) return 'identity.errors.rateLimited';
  if (action.errorId === 'self_service_flow_disabled') return 'identity.errors.flowDisabled';
  return 'identity.errors.generic';
}

/** Leaves the app for an address the identity service gave (spec: window.location to redirect_browser_to). */
export function redirectBrowser(to: string): void {
  window.location.assign(to);
}
