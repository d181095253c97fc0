import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { fetchCall, jsonResponse, stubFetch } from '@/test/test-utils';
import wrongCredentials from './__fixtures__/login-password-wrong-credentials.json';
import { getLoginFlow } from './api/get-login-flow';
import { updateLoginFlow } from './api/update-login-flow';
import { failureTextKey, handleFlowError } from './flow-error';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error the SDK throws when the identity service answers `body` with `status`. */
async function sdkError(status: number, body: unknown): Promise<unknown> {
  stubFetch(() => jsonResponse(body, status));
  try {
    await updateLoginFlow('flow-1', { method: 'password', identifier: 'a', password: 'b', csrf_token: 'x' });
  } catch (error) {
    return error;
  }
  throw new Error('the SDK call did not fail');
}

describe('handleFlowError', () => {
  it('400 with a flow: renders the returned flow', async () => {
    const action = await handleFlowError(await sdkError(400, wrongCredentials));
    expect(action.kind).toBe('render');
    expect(action.kind === 'render' && action.flow.ui.messages?.[0]?.id).toBe(4000006);
  });

  it('410 self_service_flow_expired with use_flow_id: fetches that flow', async () => {
    const error = await sdkError(410, {
      error: { id: 'self_service_flow_expired', code: 410, message: 'expired' },
      use_flow_id: 'new-flow',
    });
    expect(await handleFlowError(error)).toEqual({
      kind: 'use-flow',
      flowId: 'new-flow',
      errorId: 'self_service_flow_expired',
    });
  });

  it('410 without a flow id: restarts', async () => {
    const error = await sdkError(410, { error: { id: 'self_service_flow_expired', code: 410 } });
    expect(await handleFlowError(error)).toEqual({ kind: 'restart', errorId: 'self_service_flow_expired' });
  });

  it('403 security_csrf_violation: restarts', async () => {
    const error = await sdkError(403, { error: { id: 'security_csrf_violation', code: 403 } });
    expect(await handleFlowError(error)).toEqual({ kind: 'restart', errorId: 'security_csrf_violation' });
  });

  it('404 unknown flow: restarts', async () => {
    const error = await sdkError(404, { error: { code: 404, message: 'not found' } });
    expect(await handleFlowError(error)).toEqual({ kind: 'restart' });
  });

  it('422 browser_location_change_required: leaves for redirect_browser_to', async () => {
    const error = await sdkError(422, {
      error: { id: 'browser_location_change_required', code: 422 },
      redirect_browser_to: 'https://accounts.example/oidc',
    });
    expect(await handleFlowError(error)).toEqual({
      kind: 'redirect',
      to: 'https://accounts.example/oidc',
      errorId: 'browser_location_change_required',
    });
  });

  it('403 session_refresh_required: leaves for redirect_browser_to', async () => {
    const error = await sdkError(403, {
      error: { id: 'session_refresh_required', code: 403 },
      redirect_browser_to: '/auth/login?refresh=true',
    });
    expect(await handleFlowError(error)).toEqual({
      kind: 'redirect',
      to: '/auth/login?refresh=true',
      errorId: 'session_refresh_required',
    });
  });

  it('session_already_available: goes to a same-origin return_to, else to /', async () => {
    const body = { error: { id: 'session_already_available', code: 400 } };
    const returnTo = `${window.location.origin}/workers?x=1`;
    expect(await handleFlowError(await sdkError(400, body), { returnTo })).toEqual({
      kind: 'signed-in',
      to: '/workers?x=1',
    });
    expect(await handleFlowError(await sdkError(400, body), { returnTo: 'https://evil.example/' })).toEqual({
      kind: 'signed-in',
      to: '/',
    });
    expect(await handleFlowError(await sdkError(400, body))).toEqual({ kind: 'signed-in', to: '/' });
  });

  it('anything else fails with the status and id', async () => {
    const error = await sdkError(500, { error: { id: 'internal', code: 500, reason: 'boom' } });
    expect(await handleFlowError(error)).toEqual({ kind: 'fail', status: 500, errorId: 'internal', reason: 'boom' });
  });

  it('names the text of a failure', () => {
    expect(failureTextKey({ kind: 'fail', reason: 'network_error' })).toBe('errors.codes.network_error');
    expect(failureTextKey({ kind: 'fail', status: 429, errorId: 'self_service_rate_limited' })).toBe(
      'identity.errors.rateLimited',
    );
    expect(failureTextKey({ kind: 'fail', status: 400, errorId: 'self_service_flow_disabled' })).toBe(
      'identity.errors.flowDisabled',
    );
    expect(failureTextKey({ kind: 'fail', status: 500 })).toBe('identity.errors.generic');
  });

  it('a network failure fails as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const error = await getLoginFlow('x').catch((reason: unknown) => reason);
    expect(await handleFlowError(error)).toEqual({ kind: 'fail', reason: 'network_error' });
  });
});

describe('the SDK calls', () => {
  it('submit JSON to the identity base with the flow id, asking for JSON and sending cookies', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ session: { id: 's' } }));
    await updateLoginFlow('f1', { method: 'password', identifier: 'a@b.c', password: 'p', csrf_token: 'tok' });
    const { url, init } = fetchCall(fetchMock);
    expect(url).toBe(`${window.location.origin}/api/identity/self-service/login?flow=f1`);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      method: 'password',
      identifier: 'a@b.c',
      password: 'p',
      csrf_token: 'tok',
    });
  });
});
